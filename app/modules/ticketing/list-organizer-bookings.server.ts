import { and, asc, count, desc, eq, exists, gte, inArray, isNull, not, sql, type SQL } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import { db } from "~/lib/db.server";
import { berlinDayStart, toIsoDay } from "~/lib/format";
import { offsetBatches, type ExportSpec } from "~/lib/list/export-spec";
import { inDateRange, likePattern, listPage, orderBy } from "~/lib/list/list.server";
import { events, ticketCategories } from "~/modules/events/schema";
import { eventsRunBySql, ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { user } from "~/modules/accounts/schema";
import { BOOKING_STATUS, PAYMENT_STATUS, paymentMethodLabel, SALES_CHANNEL, sellerLabel } from "~/modules/ticketing/labels";
import type { BookingPeriod, BookingsListParams } from "~/modules/ticketing/organizer-bookings-list";
import { ownedDiscountCodesSql } from "~/modules/ticketing/discount-codes.server";
import { assertCan } from "~/modules/ticketing/permissions";
import { bookingAttendees, bookingItems, bookings, discountCodes } from "~/modules/ticketing/schema";
import { admin, linkTo, organizer } from "~/registry";

/**
 * Which back office shows the list: its rows link to that area's booking detail. `business-owner`:
 * the bookings of the events the owner created at their venues (decision 0014) — the events they run,
 * for admins too — without a detail page.
 */
export type BookingsArea = "admin" | "organizer" | "business-owner";

const eventOwnerColumns = { createdBy: events.createdBy, organizerId: events.organizerId };
/** The events an actor runs (admins: every event, except on the owner's page), on the `events` table of the statement. */
const ownEvents = (actor: OrganizerActor, area: BookingsArea = "organizer") =>
  area === "business-owner" ? eventsRunBySql(actor.id, eventOwnerColumns) : ownedEventsSql(actor, eventOwnerColumns, "money");

function bookedSince(period: BookingPeriod): Date {
  if (period === "today") return berlinDayStart(toIsoDay(new Date()));
  return new Date(Date.now() - parseInt(period, 10) * 86_400_000);
}

/** A booking with a checked-in attendee. */
const anyCheckedIn = () =>
  exists(
    db
      .select({ one: sql`1` })
      .from(bookingAttendees)
      .where(and(eq(bookingAttendees.bookingId, bookings.id), eq(bookingAttendees.isCheckedIn, true))),
  );

/**
 * The bookings a search finds: reference and ticket number exactly (unique indexes), e-mail,
 * attendee name and event title by substring (trigram indexes) — one indexed lookup each.
 */
function searched(q: string) {
  const upper = q.toUpperCase();
  const like = likePattern(q.toLowerCase());
  const byRef = alias(bookings, "r");
  const byMail = alias(bookings, "m");
  const byTicket = alias(bookingAttendees, "t");
  const byName = alias(bookingAttendees, "n");
  const byEvent = alias(bookings, "eb");
  const ev = alias(events, "ev");
  return inArray(
    bookings.id,
    unionAll(
      db.select({ id: byRef.id }).from(byRef).where(eq(byRef.bookingReference, upper)),
      db.select({ id: byTicket.bookingId }).from(byTicket).where(eq(byTicket.ticketNumber, upper)),
      db.select({ id: byMail.id }).from(byMail).where(sql`lower(${byMail.userEmail}) like ${like}`),
      db.select({ id: byName.bookingId }).from(byName).where(sql`lower(${byName.firstName} || ' ' || ${byName.lastName}) like ${like}`),
      db.select({ id: byEvent.id }).from(byEvent).innerJoin(ev, eq(ev.id, byEvent.eventId)).where(sql`lower(${ev.title}) like ${like}`),
    ),
  );
}

/** The WHERE of the bookings list and its export: the actor's events, the search, every filter and the date range. */
export function bookingsWhere(actor: OrganizerActor, p: Pick<BookingsListParams, "q" | "filters" | "from" | "to">, area: BookingsArea = "organizer"): SQL | undefined {
  const f = p.filters;
  const q = p.q.trim();
  return and(
    ownEvents(actor, area),
    f.event ? eq(bookings.eventId, f.event) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    f.category ? inArray(bookings.id, db.select({ id: bookingItems.bookingId }).from(bookingItems).where(eq(bookingItems.ticketCategoryId, f.category))) : undefined,
    f.checkedIn === "yes" ? anyCheckedIn() : f.checkedIn === "no" ? not(anyCheckedIn()) : undefined,
    f.discount ? sql`upper(${bookings.discountCode}) = ${f.discount.toUpperCase()}` : undefined,
    f.period ? gte(bookings.createdAt, bookedSince(f.period)) : undefined,
    f.channel ? eq(bookings.channel, f.channel) : undefined,
    inDateRange(bookings.createdAt, p),
    q ? searched(q) : undefined,
  );
}

/** The organizer list: an organizer (their events) or an admin; the admin list (every booking): admins only; the owner's: any account (its own events). */
function assertMayList(actor: OrganizerActor, area: BookingsArea = "organizer") {
  assertCan(actor, area === "admin" ? "booking.listAll" : area === "business-owner" ? "ownEventBooking.view" : "eventBooking.view");
}

/** Above this many matches the list says "mehr als 10.000" instead of counting every row. */
export const BOOKINGS_COUNT_CAP = 10_000;

const listColumns = {
  id: bookings.id,
  reference: bookings.bookingReference,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  totalCents: bookings.totalAmountCents,
  refundedCents: bookings.refundedCents,
  quantity: bookings.quantity,
  email: bookings.userEmail,
  discountCode: bookings.discountCode,
  createdAt: bookings.createdAt,
  isTestMode: bookings.isTestMode,
  channel: bookings.channel,
  provider: bookings.paymentProvider,
  // the box office's seller (decision 0015): name and e-mail of the staff member
  sellerName: user.name,
  sellerEmail: user.email,
  eventId: events.id,
  eventTitle: events.title,
  eventStart: events.startDate,
  buyerName: sql<string | null>`(select ${bookingAttendees.firstName} || ' ' || ${bookingAttendees.lastName} from ${bookingAttendees}
    where ${bookingAttendees.bookingId} = ${bookings.id} order by ${bookingAttendees.createdAt}, ${bookingAttendees.id} limit 1)`,
  checkedIn: sql<number>`(select count(*) from ${bookingAttendees} where ${bookingAttendees.bookingId} = ${bookings.id} and ${bookingAttendees.isCheckedIn})::int`.mapWith(Number),
};

const sortColumns = { created: bookings.createdAt, total: bookings.totalAmountCents, event: events.startDate, quantity: bookings.quantity };

/** The bookings of the list in its order, one window at a time (the page and the export). */
function selectBookings(where: SQL | undefined, p: Pick<BookingsListParams, "sort" | "dir">, window: { limit: number; offset: number }) {
  return (
    db
      .select(listColumns)
      .from(bookings)
      // a left join: admins see the bookings of deleted events too (ownership is false for them)
      .leftJoin(events, eq(events.id, bookings.eventId))
      .leftJoin(user, eq(user.id, bookings.soldBy))
      .where(where)
      // the NULLS order of the index bookings (created_at desc nulls last, id desc nulls last): the newest
      // first page reads 25 index entries instead of sorting every booking (the columns are never null)
      .orderBy(...orderBy(p, sortColumns, bookings.id, { nulls: "index" }))
      .limit(window.limit)
      .offset(window.offset)
  );
}
type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

/** One page of the bookings of the actor's events (admins: all events), display-ready; rows link to `area`'s detail page. */
export async function listOrganizerBookings(input: { actor: OrganizerActor; params: BookingsListParams; area?: BookingsArea }) {
  assertMayList(input.actor, input.area);
  const p = input.params;
  const where = bookingsWhere(input.actor, p, input.area);
  const detail = (id: string) =>
    input.area === "admin" ? linkTo(admin, "bookingDetail", { id }) : input.area === "business-owner" ? null : linkTo(organizer, "bookingDetail", { bookingId: id });
  let matched = 0;
  return listPage(p, {
    rows: (window) => selectBookings(where, p, window),
    // counts up to the cap only: an exact count of 100,000 bookings costs more than the page itself
    total: async () => {
      const capped = db.select({ one: sql`1` }).from(bookings).leftJoin(events, eq(events.id, bookings.eventId)).where(where).limit(BOOKINGS_COUNT_CAP + 1).as("x");
      const [row] = await db.select({ n: count() }).from(capped);
      matched = Number(row?.n ?? 0);
      return Math.min(matched, BOOKINGS_COUNT_CAP);
    },
    totalCapped: () => matched > BOOKINGS_COUNT_CAP,
    map: (r: BookingRow) => ({
      id: r.id,
      reference: r.reference,
      status: r.status,
      statusLabel: BOOKING_STATUS.label(r.status),
      paymentStatus: r.paymentStatus,
      paymentLabel: PAYMENT_STATUS.label(r.paymentStatus),
      totalCents: r.totalCents,
      refundedCents: r.refundedCents,
      quantity: r.quantity,
      checkedIn: r.checkedIn,
      buyerName: r.buyerName ?? "",
      email: r.email ?? "",
      discountCode: r.discountCode,
      createdAt: r.createdAt.toISOString(),
      isTestMode: r.isTestMode,
      channel: r.channel,
      paymentMethod: paymentMethodLabel(r.provider),
      seller: sellerLabel(r.sellerName, r.sellerEmail),
      event: r.eventId ? { id: r.eventId, title: r.eventTitle ?? "", startDate: r.eventStart?.toISOString() ?? null } : null,
      href: detail(r.id),
    }),
  });
}
export type BookingListRow = Awaited<ReturnType<typeof listOrganizerBookings>>["rows"][number];

/** The bookings list as it is filtered and sorted now, as a CSV/Excel export (one row per booking). */
export function exportBookings(actor: OrganizerActor, params: BookingsListParams, area: BookingsArea = "organizer"): ExportSpec<BookingRow> {
  assertMayList(actor, area);
  const where = bookingsWhere(actor, params, area);
  return {
    filename: `buchungen-${toIsoDay(new Date())}`,
    batches: offsetBatches((window) => selectBookings(where, params, window)),
    columns: [
      { header: "Buchungsnummer", value: (r) => r.reference },
      { header: "Event", value: (r) => r.eventTitle ?? "" },
      { header: "Beginn", value: (r) => r.eventStart, kind: "datetime" },
      { header: "Käufer:in", value: (r) => r.buyerName ?? "" },
      { header: "E-Mail", value: (r) => r.email ?? "" },
      { header: "Tickets", value: (r) => r.quantity, kind: "number" },
      { header: "Eingecheckt", value: (r) => r.checkedIn, kind: "number" },
      { header: "Status", value: (r) => BOOKING_STATUS.label(r.status) },
      { header: "Zahlung", value: (r) => PAYMENT_STATUS.label(r.paymentStatus) },
      { header: "Betrag", value: (r) => r.totalCents, kind: "money" },
      { header: "Erstattet", value: (r) => r.refundedCents, kind: "money" },
      { header: "Rabattcode", value: (r) => r.discountCode ?? "" },
      { header: "Kanal", value: (r) => SALES_CHANNEL.label(r.channel) },
      { header: "Verkauft von", value: (r) => sellerLabel(r.sellerName, r.sellerEmail) ?? "" },
      { header: "Zahlart", value: (r) => paymentMethodLabel(r.provider) },
      { header: "Testmodus", value: (r) => r.isTestMode },
      { header: "Gebucht am", value: (r) => r.createdAt, kind: "datetime" },
    ],
  };
}

/** The actor's events and their ticket categories, for the list's filters and the export menu. */
export async function organizerEventOptions(actor: OrganizerActor, eventId?: string, area: BookingsArea = "organizer") {
  assertMayList(actor, area);
  const [eventRows, categories, codes] = await Promise.all([
    db.select({ id: events.id, title: events.title, startDate: events.startDate }).from(events).where(ownEvents(actor, area)).orderBy(desc(events.startDate)).limit(500),
    eventId
      ? db
          .select({ id: ticketCategories.id, name: ticketCategories.name })
          .from(ticketCategories)
          .innerJoin(events, eq(events.id, ticketCategories.eventId))
          .where(and(eq(ticketCategories.eventId, eventId), ownEvents(actor, area)))
          .orderBy(asc(ticketCategories.sortOrder), asc(ticketCategories.name))
      : Promise.resolve([]),
    db
      .selectDistinct({ code: discountCodes.code })
      .from(discountCodes)
      .where(and(ownedDiscountCodesSql(actor), isNull(discountCodes.batch)))
      .orderBy(asc(discountCodes.code))
      .limit(200),
  ]);
  return {
    discountCodes: codes.map((c) => c.code),
    events: eventRows.map((e) => ({ id: e.id, title: e.title, startDate: e.startDate.toISOString() })),
    categories,
  };
}
