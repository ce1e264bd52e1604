import { defineEnum, type EnumValue } from "~/lib/enum";

/** The states of a booking and of its payment, defined once: values, German labels, badge tones (client-safe). */
export const BOOKING_STATUS = defineEnum({
  pending: { label: "Ausstehend", tone: "warning" },
  confirmed: { label: "Bestätigt", tone: "success" },
  cancelled: { label: "Storniert", tone: "neutral" },
});
export type BookingStatus = EnumValue<typeof BOOKING_STATUS>;

export const PAYMENT_STATUS = defineEnum({
  pending: { label: "Offen", tone: "neutral" },
  completed: { label: "Bezahlt", tone: "success" },
  failed: { label: "Fehlgeschlagen", tone: "danger" },
  expired: { label: "Abgelaufen", tone: "neutral" },
  refunded: { label: "Erstattet", tone: "neutral" },
  partially_refunded: { label: "Teilweise erstattet", tone: "neutral" },
});
export type PaymentStatus = EnumValue<typeof PAYMENT_STATUS>;

/** A discount code's kind: a percentage or a fixed amount off (client-safe). */
export const DISCOUNT_KIND = defineEnum({
  percent: { label: "Prozent", tone: "neutral" },
  amount: { label: "Fester Betrag", tone: "neutral" },
});

/** What a discount code's row says about it now (list filter and badge). */
export const DISCOUNT_STATE = defineEnum({
  active: { label: "Aktiv", tone: "success" },
  inactive: { label: "Deaktiviert", tone: "neutral" },
  expired: { label: "Abgelaufen", tone: "neutral" },
  used_up: { label: "Aufgebraucht", tone: "warning" },
  scheduled: { label: "Geplant", tone: "neutral" },
});
export type DiscountState = EnumValue<typeof DISCOUNT_STATE>;
