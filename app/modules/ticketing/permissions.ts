import { actorHasRole, isAdmin, ownsByIdOrEmail } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

type BookingOwner = { userId: string | null; userEmail: string | null };
type CheckInEvent = { createdBy: string | null; organizerUserId: string | null };

/** Who may do what with bookings and tickets (spec §6). */
export const { assertCan, can } = definePolicy({
  /** A booking (and its tickets, PDF, calendar file): its owner, by id or e-mail, and admins. */
  "booking.view": { allow: (actor, b: BookingOwner) => isAdmin(actor) || ownsByIdOrEmail(b, actor), refuse: "BOOKING_NOT_FOUND" },
  /** Mails of a booking go to its owner only. */
  "booking.resend": { allow: (actor, b: BookingOwner) => ownsByIdOrEmail(b, actor), refuse: "BOOKING_NOT_FOUND" },
  /** Any signed-in user books. */
  "booking.create": { allow: () => true },
  /** Admins check in everywhere; organizers for events they created or whose organizer profile they own. */
  "event.checkIn": {
    allow: (actor, e: CheckInEvent | null) =>
      isAdmin(actor) || (!!e && actorHasRole(actor, "organizer") && (e.createdBy === actor.id || e.organizerUserId === actor.id)),
    refuse: "FORBIDDEN",
  },
});
