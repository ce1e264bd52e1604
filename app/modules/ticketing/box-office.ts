import { defineEnum, type EnumValue } from "~/lib/enum";

/**
 * How a walk-in guest paid at the box office (decision 0015), stored as `bookings.payment_provider`
 * `box_office_<value>`. A 'Freikarte' is a free ticket: total 0,00 €, a seat like any sale, no revenue.
 */
export const BOX_OFFICE_PAYMENTS = defineEnum({
  cash: { label: "Bar" },
  card: { label: "EC-/Kreditkarte", hint: "am eigenen Terminal" },
  free: { label: "Freikarte", hint: "kostenlos, 0,00 €" },
});
export type BoxOfficePayment = EnumValue<typeof BOX_OFFICE_PAYMENTS>;

/** `bookings.payment_provider` of a box-office sale: this prefix and the payment (`box_office_cash`). */
export const BOX_OFFICE_PROVIDER_PREFIX = "box_office_";

/** The most tickets one box-office sale may hold. */
export const BOX_OFFICE_MAX_TICKETS = 20;

/** The gate recorded on the check-ins of box-office tickets when the device names none. */
export const BOX_OFFICE_GATE = "Abendkasse";
