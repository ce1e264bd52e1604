import { isAdmin, ownsByIdOrEmail } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Who may ask for, decide and pay back refunds (spec §5). */
export const { assertCan, can } = definePolicy({
  /** Only the booking's owner asks to cancel it; anyone else is told it does not exist. */
  "booking.cancel": {
    allow: (actor, b: { userId: string | null; userEmail: string | null }) => ownsByIdOrEmail(b, actor),
    refuse: "CANCEL_BOOKING_NOT_FOUND",
  },
  "refundRequest.decide": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** Every refund request with its booking and buyer (the admin's list). */
  "refundRequest.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "refund.process": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
});
