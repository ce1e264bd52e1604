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
