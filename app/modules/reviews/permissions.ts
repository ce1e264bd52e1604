import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import type { TeamRole } from "~/modules/organizers/labels";
import { runsEvent } from "~/modules/organizers/ownership";
import { organizesFor } from "~/modules/organizers/team";

/**
 * A review with who runs what it is about: an event review — the event's creator and its organizer
 * profile's account; a place review — whether the actor runs the place (manager or business owner).
 */
export type ManagedReview = { targetType: "event" | "location"; eventCreatedBy: string | null; eventOrganizerUserId: string | null; eventTeamRole?: TeamRole | null; runsPlace: boolean };

/** Who may do what with event reviews and their reports. */
export const { assertCan, can } = definePolicy({
  /**
   * The event's organizer or the place's manager (or an admin) answers and reports; anyone else is
   * told it does not exist.
   */
  "review.manage": {
    allow: (actor, r: ManagedReview) =>
      isAdmin(actor) ||
      (r.targetType === "location"
        ? r.runsPlace
        : organizesFor(actor, "events") && runsEvent(actor.id, { createdBy: r.eventCreatedBy, organizerUserId: r.eventOrganizerUserId, teamRole: r.eventTeamRole }, "events")),
    refuse: "REVIEW_NOT_FOUND",
  },
  /** The reviews page of the organizer area: organizers and admins (rows: `ownedEventsSql`). */
  "review.list": { allow: (actor) => organizesFor(actor, "events"), refuse: "FORBIDDEN" },
  /** Only its author edits or deletes a review. */
  "review.editOwn": { allow: (actor, r: { userId: string | null }) => r.userId === actor.id, refuse: "REVIEW_NOT_FOUND" },
  /** The admin's reviews page and its hide/publish: every review of events and places. */
  "review.moderate": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "report.decide": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "report.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
});
