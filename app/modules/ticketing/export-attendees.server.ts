import slugify from "@sindresorhus/slugify";
import { and, asc, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { toIsoDay } from "~/lib/format";
import { audit } from "~/modules/audit/audit.server";
import { events, ticketCategories } from "~/modules/events/schema";
import { ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { user } from "~/modules/accounts/schema";
import { BOOKING_STATUS, paymentMethodLabel, SALES_CHANNEL, sellerLabel } from "~/modules/ticketing/labels";
import { bookingsWhere } from "~/modules/ticketing/list-organizer-bookings.server";
import type { BookingsListParams } from "~/modules/ticketing/organizer-bookings-list";
import { assertCan } from "~/modules/ticketing/permissions";
import { bookingAttendees, bookingItems, bookings } from "~/modules/ticketing/schema";
import { keysetBatches, type ExportColumn, type ExportSpec } from "~/lib/list/export-spec";
import { UUID_RE } from "~/lib/input";

export type AttendeeExportRow = Awaited<ReturnType<typeof selectAttendees>>[number];

/** One batch of the attendees of an event's bookings that match `where` (keyset by attendee id). */
function selectAttendees(where: SQL | undefined, after: string | null, limit: number) {
  return db
    .select({
      id: bookingAttendees.id,
      ticket_number: bookingAttendees.ticketNumber,
      first_name: bookingAttendees.firstName,
      last_name: bookingAttendees.lastName,
      category: ticketCategories.name,
      booking_reference: bookings.bookingReference,
      user_email: bookings.userEmail,
      status: bookings.status,
      is_valid: bookingAttendees.isValid,
      is_checked_in: bookingAttendees.isCheckedIn,
      checked_in_at: bookingAttendees.checkedInAt,
      booked_at: bookings.createdAt,
      channel: bookings.channel,
      provider: bookings.paymentProvider,
      seller_name: user.name,
      seller_email: user.email,
      unit_price_cents: sql<number | null>`(select ${bookingItems.unitPriceCents} from ${bookingItems}
        where ${bookingItems.bookingId} = ${bookings.id} and ${bookingItems.ticketCategoryId} is not distinct from ${bookingAttendees.ticketCategoryId} limit 1)`,
    })
    .from(bookingAttendees)
    .innerJoin(bookings, eq(bookings.id, bookingAttendees.bookingId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(ticketCategories, eq(ticketCategories.id, bookingAttendees.ticketCategoryId))
    .leftJoin(user, eq(user.id, bookings.soldBy))
    .where(and(where, after ? gt(bookingAttendees.id, after) : undefined))
    .orderBy(asc(bookingAttendees.id))
    .limit(limit);
}

const columns: Array<ExportColumn<AttendeeExportRow>> = [
  { header: "Ticketnummer", value: (r) => r.ticket_number },
  { header: "Vorname", value: (r) => r.first_name },
  { header: "Nachname", value: (r) => r.last_name },
  { header: "Ticketkategorie", value: (r) => r.category ?? "" },
  { header: "Buchungsnummer", value: (r) => r.booking_reference },
  { header: "E-Mail", value: (r) => r.user_email ?? "" },
  { header: "Buchungsstatus", value: (r) => BOOKING_STATUS.label(r.status) },
  { header: "Ticket gültig", value: (r) => r.is_valid },
  { header: "Eingecheckt", value: (r) => r.is_checked_in },
  { header: "Eingecheckt am", value: (r) => r.checked_in_at, kind: "datetime" },
  { header: "Gebucht am", value: (r) => r.booked_at, kind: "date" },
  { header: "Preis", value: (r) => r.unit_price_cents, kind: "money" },
  { header: "Kanal", value: (r) => SALES_CHANNEL.label(r.channel) },
  { header: "Verkauft von", value: (r) => sellerLabel(r.seller_name, r.seller_email) ?? "" },
  { header: "Zahlart", value: (r) => paymentMethodLabel(r.provider) },
];

/**
 * The attendee list of one of the actor's events as an export spec (streamed in keyset batches of
 * 1,000 by attendee id, so memory stays flat). Pending bookings are left out.
 */
export async function attendeeExport(input: {
  actor: OrganizerActor;
  eventId: string;
  /** The bookings list's state: only the attendees of the bookings it shows (search, status, category, check-in, code, period, range). */
  params?: Pick<BookingsListParams, "q" | "filters" | "from" | "to">;
  batchSize?: number;
}): Promise<ExportSpec<AttendeeExportRow> & { sheetName: string }> {
  assertCan(input.actor, "eventBooking.view");
  if (!UUID_RE.test(input.eventId)) throw new AppError("EVENT_NOT_FOUND");
  const [event] = await db
    .select({ id: events.id, title: events.title, startDate: events.startDate })
    .from(events)
    .where(and(eq(events.id, input.eventId), ownedEventsSql(input.actor, { createdBy: events.createdBy, organizerId: events.organizerId }, "money")));
  if (!event) throw new AppError("EVENT_NOT_FOUND");
  await audit(db, input.actor, "event.attendees_exported", { type: "event", id: event.id });
  const list = input.params ? bookingsWhere(input.actor, { ...input.params, filters: { ...input.params.filters, event: event.id } }) : undefined;
  const where = and(eq(bookings.eventId, event.id), ne(bookings.status, "pending"), list);
  const day = toIsoDay(event.startDate);
  const slug = slugify(event.title, { locale: "de" }).slice(0, 50);
  return {
    filename: `teilnehmer-${slug}-${day}`,
    sheetName: "Teilnehmer",
    columns,
    batches: keysetBatches((after: string | null, limit: number) => selectAttendees(where, after, limit), (r) => r.id, input.batchSize ?? 1000),
  };
}
