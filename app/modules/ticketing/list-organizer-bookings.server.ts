import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { assertCan } from "~/modules/ticketing/permissions";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS, type organizerBookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { likePattern } from "~/lib/list/list.server";
import type { ListParams } from "~/lib/list/list-spec";

type Params = ListParams<(typeof organizerBookingsList.sortable)[number], NonNullable<typeof organizerBookingsList.filters>>;
type Rows<T> = { rows: T[] };

/** The WHERE of the bookings list: the actor's events, the search and every filter. */
export function organizerBookingsWhere(actor: OrganizerActor, p: Pick<Params, "q" | "filters">): SQL {
  const parts: SQL[] = [ownedEventsSql(actor)];
  const f = p.filters;
  if (f.event) parts.push(sql`b.event_id = ${f.event}::uuid`);
  if (f.status) parts.push(sql`b.status = ${f.status}::booking_status`);
  if (f.category) parts.push(sql`b.id in (select bi.booking_id from booking_items bi where bi.ticket_category_id = ${f.category}::uuid)`);
  if (f.checkedIn === "yes") parts.push(sql`exists (select 1 from booking_attendees a where a.booking_id = b.id and a.is_checked_in)`);
  if (f.checkedIn === "no") parts.push(sql`not exists (select 1 from booking_attendees a where a.booking_id = b.id and a.is_checked_in)`);
  if (f.discount) parts.push(sql`upper(b.discount_code) = ${f.discount.toUpperCase()}`);
  if (f.period === "today") parts.push(sql`b.created_at >= (date_trunc('day', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')`);
  else if (f.period) parts.push(sql`b.created_at >= now() - ${`${parseInt(f.period, 10)} days`}::interval`);
  if (f.from) parts.push(sql`b.created_at >= (${f.from}::date::timestamp at time zone 'Europe/Berlin')`);
  if (f.to) parts.push(sql`b.created_at < ((${f.to}::date + 1)::timestamp at time zone 'Europe/Berlin')`);
  const q = p.q.trim();
  if (q) {
    const upper = q.toUpperCase();
    const like = likePattern(q.toLowerCase());
    // one indexed lookup per way of finding a booking: reference and ticket number exactly (unique
    // indexes), e-mail and attendee name by substring (trigram indexes)
    parts.push(sql`b.id in (
      select r.id from bookings r where r.booking_reference = ${upper}
      union all select t.booking_id from booking_attendees t where t.ticket_number = ${upper}
      union all select m.id from bookings m where lower(m.user_email) like ${like}
      union all select n.booking_id from booking_attendees n where lower(n.first_name || ' ' || n.last_name) like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** Above this many matches the list says "mehr als 10.000" instead of counting every row. */
export const BOOKINGS_COUNT_CAP = 10_000;

const SORT: Record<Params["sort"], SQL> = {
  created: sql`b.created_at`,
  total: sql`b.total_amount_cents`,
  event: sql`e.start_date`,
  quantity: sql`b.quantity`,
};

/** One page of the bookings of the actor's events (admins: all events), display-ready. */
export async function listOrganizerBookings(input: { actor: OrganizerActor; params: Params }) {
  assertCan(input.actor, "eventBooking.view");
  const p = input.params;
  const where = organizerBookingsWhere(input.actor, p);
  // the NULLS order of the index bookings (created_at desc nulls last, id desc nulls last), so the newest
  // first page reads 25 index entries instead of sorting every booking (the columns are never null)
  const dir = p.dir === "asc" ? sql`asc nulls first` : sql`desc nulls last`;
  const offset = (p.page - 1) * p.pageSize;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select b.id, b.booking_reference, b.status, b.payment_status, b.total_amount_cents, b.refunded_cents, b.quantity,
        b.user_email, b.discount_code, b.created_at, b.is_test_mode, e.id as event_id, e.title as event_title, e.start_date,
        (select a.first_name || ' ' || a.last_name from booking_attendees a where a.booking_id = b.id order by a.created_at, a.id limit 1) as buyer_name,
        (select count(*) from booking_attendees a where a.booking_id = b.id and a.is_checked_in)::int as checked_in
      from bookings b join events e on e.id = b.event_id
      where ${where}
      order by ${SORT[p.sort]} ${dir}, b.id ${dir}
      limit ${p.pageSize} offset ${offset}`) as unknown as Promise<
      Rows<{
        id: string;
        booking_reference: string;
        status: string;
        payment_status: string;
        total_amount_cents: number;
        refunded_cents: number;
        quantity: number;
        user_email: string | null;
        discount_code: string | null;
        created_at: string | Date;
        is_test_mode: boolean;
        event_id: string;
        event_title: string;
        start_date: string | Date;
        buyer_name: string | null;
        checked_in: number;
      }>
    >,
    // counts up to the cap only: an exact count of 100,000 bookings costs more than the page itself
    db.execute(sql`select count(*)::int as n from (select 1 from bookings b join events e on e.id = b.event_id where ${where} limit ${BOOKINGS_COUNT_CAP + 1}) x`) as unknown as Promise<
      Rows<{ n: number }>
    >,
  ]);
  const n = Number(total.rows[0]?.n ?? 0);
  return {
    rows: rows.rows.map((r) => ({
      id: r.id,
      reference: r.booking_reference,
      status: r.status,
      statusLabel: BOOKING_STATUS_LABELS[r.status] ?? r.status,
      paymentStatus: r.payment_status,
      paymentLabel: PAYMENT_STATUS_LABELS[r.payment_status] ?? r.payment_status,
      totalCents: Number(r.total_amount_cents),
      refundedCents: Number(r.refunded_cents),
      quantity: Number(r.quantity),
      checkedIn: Number(r.checked_in),
      buyerName: r.buyer_name ?? "",
      email: r.user_email ?? "",
      discountCode: r.discount_code,
      createdAt: new Date(r.created_at).toISOString(),
      isTestMode: r.is_test_mode,
      event: { id: r.event_id, title: r.event_title, startDate: new Date(r.start_date).toISOString() },
      href: `/organizer/bookings/${r.id}`,
    })),
    total: Math.min(n, BOOKINGS_COUNT_CAP),
    /** More rows match than `total` (the count stopped at the cap). */
    totalCapped: n > BOOKINGS_COUNT_CAP,
    page: p.page,
    pageSize: p.pageSize,
  };
}

/** The actor's events and their ticket categories, for the list's filters and the export menu. */
export async function organizerEventOptions(actor: OrganizerActor, eventId?: string) {
  assertCan(actor, "eventBooking.view");
  const events = (await db.execute(sql`
    select e.id, e.title, e.start_date from events e where ${ownedEventsSql(actor)}
    order by e.start_date desc limit 500`)) as unknown as Rows<{ id: string; title: string; start_date: string | Date }>;
  const categories = eventId
    ? ((await db.execute(sql`
        select tc.id, tc.name from ticket_categories tc join events e on e.id = tc.event_id
        where tc.event_id = ${eventId}::uuid and ${ownedEventsSql(actor)} order by tc.sort_order, tc.name`)) as unknown as Rows<{ id: string; name: string }>).rows
    : [];
  const codes = (await db.execute(sql`
    select distinct dc.code from discount_codes dc join events e on e.id = dc.event_id where ${ownedEventsSql(actor)} order by dc.code limit 200`)) as unknown as Rows<{ code: string }>;
  return {
    discountCodes: codes.rows.map((c) => c.code),
    events: events.rows.map((e) => ({ id: e.id, title: e.title, startDate: new Date(e.start_date).toISOString() })),
    categories,
  };
}
