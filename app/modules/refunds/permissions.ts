import { isAdmin, ownsByIdOrEmail, type Actor } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import type { TeamRole } from "~/modules/organizers/labels";
import { runsEvent as runsEventRule } from "~/modules/organizers/ownership";
import { organizesFor } from "~/modules/organizers/team";
import { teamRoleGrants } from "~/modules/organizers/labels";

/** The event a booking is for, as the policy sees it: who created it and the account behind its organizer profile. */
export type EventOwner = { createdBy: string | null; organizerUserId: string | null; teamRole?: TeamRole | null };

/** Admins, and the organizer who runs the booking's event (created it or runs its organizer profile). */
const runsEvent = (actor: Actor, e: EventOwner) => isAdmin(actor) || (organizesFor(actor, "money") && runsEventRule(actor.id, e)) || teamRoleGrants(e.teamRole, "money");

/** Who may ask for, decide and pay back refunds (spec §5), and cancel a booking for its guest. */
export const { assertCan, can } = definePolicy({
  /** Only the booking's owner asks to cancel it; anyone else is told it does not exist. */
  "booking.cancel": {
    allow: (actor, b: { userId: string | null; userEmail: string | null }) => ownsByIdOrEmail(b, actor),
    refuse: "CANCEL_BOOKING_NOT_FOUND",
  },
  /** Deciding and paying back refunds is back-office work: admins and organizers (role level)… */
  "refundRequest.decide": { allow: (actor) => isAdmin(actor) || organizesFor(actor, "money"), refuse: "FORBIDDEN" },
  "refund.process": { allow: (actor) => isAdmin(actor) || organizesFor(actor, "money"), refuse: "FORBIDDEN" },
  /** Every refund request with its booking and buyer (the admin's list). */
  "refundRequest.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** …and an organizer only for bookings of their own events; another's request does not exist for them. */
  "refundRequest.ofOwnEvent": { allow: (actor, e: EventOwner) => runsEvent(actor, e), refuse: "REFUND_REQUEST_NOT_FOUND" },
  /** The organizer (or an admin) cancels a booking of their event for its guest, refunding it in full. */
  "booking.cancelForGuest": { allow: (actor, e: EventOwner) => runsEvent(actor, e), refuse: "CANCEL_BOOKING_NOT_FOUND" },
});
