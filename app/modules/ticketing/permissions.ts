import { actorHasRole, isAdmin, ownsByIdOrEmail, type Actor } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

type BookingOwner = { userId: string | null; userEmail: string | null };
/** An event's door as the policy sees it: its organizer accounts and whether the actor holds a staff grant (decision 0008). */
export type DoorResource = { createdBy: string | null; organizerUserId: string | null; staffGrant: boolean };

const managesDoor = (actor: Actor, d: DoorResource) =>
  isAdmin(actor) || (actorHasRole(actor, "organizer") && (d.createdBy === actor.id || d.organizerUserId === actor.id));

/** Who may do what with bookings and tickets (spec §6). */
export const { assertCan, can } = definePolicy({
  /** A booking (and its tickets, PDF, calendar file): its owner, by id or e-mail, and admins. */
  "booking.view": { allow: (actor, b: BookingOwner) => isAdmin(actor) || ownsByIdOrEmail(b, actor), refuse: "BOOKING_NOT_FOUND" },
  /** Mails of a booking go to its owner only. */
  "booking.resend": { allow: (actor, b: BookingOwner) => ownsByIdOrEmail(b, actor), refuse: "BOOKING_NOT_FOUND" },
  /** Any signed-in user books. */
  "booking.create": { allow: () => true },
  /**
   * The door (decision 0008). Scan: check in/out, counters, latest scans, name search — admins, the
   * event's organizer and invited check-in staff. Manage: log, export, lists, staff, take-back —
   * admins and the event's organizer only. `accessLevelSql` (check-in-access.server.ts) is the same
   * table in SQL, for the judging statement's single round trip.
   */
  "door.scan": { allow: (actor, d: DoorResource) => managesDoor(actor, d) || d.staffGrant },
  "door.manage": { allow: (actor, d: DoorResource) => managesDoor(actor, d), refuse: "FORBIDDEN" },
});
