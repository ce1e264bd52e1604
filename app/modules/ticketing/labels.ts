import { defineEnum, type EnumValue } from "~/lib/enum";
import { BOX_OFFICE_PAYMENTS, BOX_OFFICE_PROVIDER_PREFIX } from "~/modules/ticketing/box-office";

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

/** Where a booking was sold (`bookings.channel`; the box office: decision 0015) — list badge and filter, detail, export, stats. */
export const SALES_CHANNEL = defineEnum({
  online: { label: "Online", tone: "neutral" },
  box_office: { label: "Abendkasse", tone: "secondary" },
});

/** How an online booking was paid (`bookings.payment_provider` of the checkout). */
export const ONLINE_PAYMENT = defineEnum({
  stripe: { label: "Online (Stripe)" },
  test: { label: "Testanbieter" },
  free: { label: "Kostenlos" },
});

/** The German name of a booking's payment method: the box office's ('Bar', 'EC-/Kreditkarte', 'Freikarte') or the checkout's. */
export function paymentMethodLabel(provider: string): string {
  const boxOffice = provider.startsWith(BOX_OFFICE_PROVIDER_PREFIX) ? provider.slice(BOX_OFFICE_PROVIDER_PREFIX.length) : null;
  return boxOffice !== null ? BOX_OFFICE_PAYMENTS.label(boxOffice) : ONLINE_PAYMENT.label(provider);
}

/** Who sold a box-office booking, 'Name (E-Mail)'; null for an online booking or a deleted account. */
export function sellerLabel(name: string | null | undefined, email: string | null | undefined): string | null {
  if (!email) return null;
  return name ? `${name} (${email})` : email;
}
