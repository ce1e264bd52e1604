import { defineEnum, type EnumValue } from "~/lib/enum";

/** How a walk-in guest paid at the box office (decision 0015). */
export const BOX_OFFICE_PAYMENTS = defineEnum({
  cash: { label: "Bar" },
  card: { label: "Karte", hint: "EC-/Kreditkarte am eigenen Terminal" },
});
export type BoxOfficePayment = EnumValue<typeof BOX_OFFICE_PAYMENTS>;

/** The most tickets one box-office sale may hold. */
export const BOX_OFFICE_MAX_TICKETS = 20;

/** The gate recorded on the check-ins of box-office tickets. */
export const BOX_OFFICE_GATE = "Abendkasse";

