import { actorHasRole, isAdmin, ownsByIdOrEmail, type Actor } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import { teamRoleGrants } from "~/modules/organizers/labels";
import { runsEvent, type EventOwners } from "~/modules/organizers/ownership";
import { organizesFor } from "~/modules/organizers/team";

type BookingOwner = { userId: string | null; userEmail: string | null };
/** An event's door as the policy sees it: who runs the event and whether the actor holds a staff grant (decision 0008). */
export type DoorResource = EventOwners & { staffGrant: boolean };

const managesDoor = (actor: Actor, d: DoorResource) => isAdmin(actor) || (actorHasRole(actor, "organizer") && runsEvent(actor.id, d)) || teamRoleGrants(d.teamRole, "admin");

/** Who may do what with bookings and tickets (spec §6). */
export const { assertCan, can } = definePolicy({
  /** A booking (and its tickets, PDF, calendar file): its owner, by id or e-mail, and admins. */
  "booking.view": { allow: (actor, b: BookingOwner) => isAdmin(actor) || ownsByIdOrEmail(b, actor), refuse: "BOOKING_NOT_FOUND" },
  /** Pay for or abandon a pending booking: only the account that made it (an e-mail match is not enough to pay). */
  "booking.pay": { allow: (actor, b: { userId: string | null }) => b.userId === actor.id, refuse: "PAYMENT_SESSION_NOT_FOUND" },
  /** Mails of a booking go to its owner only. */
  "booking.resend": { allow: (actor, b: BookingOwner) => ownsByIdOrEmail(b, actor), refuse: "BOOKING_NOT_FOUND" },
  /** Any signed-in user books. */
  "booking.create": { allow: () => true },
  /**
   * The bookings, attendees and exports of the events an organizer runs (admins: every event). Role
   * level here; which rows is `ownedEventsSql` — another organizer's booking or event does not exist.
   */
  "eventBooking.view": { allow: (actor) => organizesFor(actor, "money"), refuse: "FORBIDDEN" },
  /** The bookings of the events an account created itself (the business owner's list, decision 0014): any signed-in account; rows: `eventsRunBySql`. */
  "ownEventBooking.view": { allow: () => true },
  /**
   * Discount codes (issue 26): an organizer the codes of the organizer profiles they run, admins all.
   * Role level here; which rows is `ownedDiscountCodesSql` — another organizer's code does not exist.
   */
  "discountCode.manage": { allow: (actor) => organizesFor(actor, "money"), refuse: "FORBIDDEN" },
  /** Every booking of the platform (the admin bookings list). */
  "booking.listAll": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** Any ticket of any event by QR code or number, and checking it in from there (admin ticket validation, spec §2.4). */
  "ticket.validate": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /**
   * The door (decision 0008). Scan: check in/out, counters, latest scans, name search — admins, the
   * event's organizer and invited check-in staff. Manage: log, export, lists, staff, take-back —
   * admins and the event's organizer only. `accessLevelSql` (check-in-access.server.ts) is the same
   * table in SQL, for the judging statement's single round trip.
   */
  "door.scan": { allow: (actor, d: DoorResource) => managesDoor(actor, d) || d.staffGrant || teamRoleGrants(d.teamRole, "door") },
  "door.manage": { allow: (actor, d: DoorResource) => managesDoor(actor, d), refuse: "FORBIDDEN" },
});
