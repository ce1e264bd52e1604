import { actorHasRole, isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** An event review with who runs its event (the event's creator and its organizer profile's account). */
export type ManagedReview = { eventCreatedBy: string | null; eventOrganizerUserId: string | null };

/** Who may do what with event reviews and their reports. */
export const { assertCan, can } = definePolicy({
  /** The event's organizer (or an admin) answers and reports; anyone else is told it does not exist. */
  "review.manage": {
    allow: (actor, r: ManagedReview) =>
      isAdmin(actor) || (actorHasRole(actor, "organizer") && (r.eventCreatedBy === actor.id || r.eventOrganizerUserId === actor.id)),
    refuse: "REVIEW_NOT_FOUND",
  },
  /** Only its author edits or deletes a review. */
  "review.editOwn": { allow: (actor, r: { userId: string | null }) => r.userId === actor.id, refuse: "REVIEW_NOT_FOUND" },
  "report.decide": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "report.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
});
