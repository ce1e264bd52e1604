import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { assertCheckInAccess, canSellAtBoxOffice, type CheckInActor } from "~/modules/ticketing/check-in-access.server";
import { eventCheckInLists } from "~/modules/ticketing/check-in-lists.server";
import type { CheckInMethod } from "~/modules/ticketing/check-in-reasons";

async function rows<T extends Record<string, unknown>>(q: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T>(q)).rows;
}

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

export type CounterRow = { label: string; checkedIn: number; expected: number };
export type LatestScan = {
  id: string;
  at: string;
  name: string;
  category: string | null;
  gate: string | null;
  method: CheckInMethod;
  direction: "entry" | "exit";
  isValid: boolean;
};
export type CheckInCounters = {
  eventId: string;
  checkedIn: number;
  expected: number;
  byCategory: CounterRow[];
  byGate: Array<{ label: string; checkedIn: number }>;
  /** Per list that scans exits: how many are inside right now. */
  inside: Array<{ listId: string; name: string; inside: number }>;
  latest: LatestScan[];
  conflicts: number;
  at: string;
};

/**
 * Live counters of an event's door: checked in / expected per ticket category and per gate,
 * people inside per list with exit scans, the latest scans and the number of offline conflicts.
 * Names, categories and gates only — no e-mail addresses, no money (door staff see this).
 */
export async function loadCheckInCounters(eventId: string): Promise<CheckInCounters> {
  const [cats, gates, inside, latest, conflicts] = await Promise.all([
    rows<{ label: string; expected: number; checked_in: number }>(sql`
      select coalesce(tc.name, 'Ohne Kategorie') as label, count(*)::int as expected,
             count(*) filter (where exists (select 1 from check_ins c where c.attendee_id = ba.id and c.is_valid and c.direction = 'entry'))::int as checked_in
      from booking_attendees ba
      join bookings b on b.id = ba.booking_id
      left join ticket_categories tc on tc.id = ba.ticket_category_id
      where b.event_id = ${eventId}::uuid and b.status = 'confirmed' and ba.is_valid
      group by tc.name order by tc.name`),
    rows<{ label: string | null; checked_in: number }>(sql`
      select check_in_gate as label, count(distinct attendee_id)::int as checked_in
      from check_ins where event_id = ${eventId}::uuid and is_valid and direction = 'entry'
      group by check_in_gate order by 2 desc`),
    rows<{ list_id: string; name: string; inside: number }>(sql`
      select l.id as list_id, l.name,
             (count(*) filter (where c.direction = 'entry') - count(*) filter (where c.direction = 'exit'))::int as inside
      from check_in_lists l left join check_ins c on c.list_id = l.id and c.is_valid
      where l.event_id = ${eventId}::uuid and l.allow_exit group by l.id, l.name order by l.name`),
    rows<{
      id: string;
      scanned_at: Date | string;
      first_name: string;
      last_name: string;
      category: string | null;
      check_in_gate: string | null;
      check_in_method: CheckInMethod;
      direction: "entry" | "exit";
      is_valid: boolean;
    }>(sql`
      select c.id, c.scanned_at, ba.first_name, ba.last_name, tc.name as category, c.check_in_gate, c.check_in_method, c.direction, c.is_valid
      from check_ins c join booking_attendees ba on ba.id = c.attendee_id
      left join ticket_categories tc on tc.id = ba.ticket_category_id
      where c.event_id = ${eventId}::uuid order by c.created_at desc limit 8`),
    rows<{ n: number }>(sql`select count(*)::int as n from check_in_conflicts where event_id = ${eventId}::uuid`),
  ]);
  const byCategory = cats.map((c) => ({ label: c.label, expected: Number(c.expected), checkedIn: Number(c.checked_in) }));
  return {
    eventId,
    checkedIn: byCategory.reduce((s, c) => s + c.checkedIn, 0),
    expected: byCategory.reduce((s, c) => s + c.expected, 0),
    byCategory,
    byGate: gates.map((g) => ({ label: g.label ?? "Ohne Eingang", checkedIn: Number(g.checked_in) })),
    inside: inside.map((i) => ({ listId: i.list_id, name: i.name, inside: Math.max(0, Number(i.inside)) })),
    latest: latest.map((l) => ({
      id: l.id,
      at: iso(l.scanned_at)!,
      name: `${l.first_name} ${l.last_name}`.trim(),
      category: l.category,
      gate: l.check_in_gate,
      method: l.check_in_method,
      direction: l.direction,
      isValid: l.is_valid,
    })),
    conflicts: Number(conflicts[0]?.n ?? 0),
    at: new Date().toISOString(),
  };
}

export async function getCheckInCounters(actor: CheckInActor, eventId: string): Promise<CheckInCounters> {
  await assertCheckInAccess(actor, eventId, "scan");
  return loadCheckInCounters(eventId);
}

export type ScannerView = {
  event: { id: string; title: string; startDate: string; venue: string | null };
  access: "manage" | "scan";
  lists: Array<{ id: string; name: string; allowExit: boolean; categories: string[] }>;
  gates: string[];
  counters: CheckInCounters;
  /** May sell at the box office (decision 0015): managers, and staff with the right. */
  canSell: boolean;
};

/** The scanner page: event, lists, known gates, counters. */
export async function getScannerView(actor: CheckInActor, eventId: string): Promise<ScannerView> {
  const access = await assertCheckInAccess(actor, eventId, "scan");
  const [event] = await rows<{ id: string; title: string; start_date: Date | string; venue_name: string | null }>(
    sql`select id, title, start_date, venue_name from events where id = ${eventId}::uuid`,
  );
  if (!event) throw new AppError("NOT_FOUND");
  const lists = await eventCheckInLists(eventId);
  const cats = await rows<{ id: string; name: string }>(sql`select id, name from ticket_categories where event_id = ${eventId}::uuid order by name`);
  const catName = new Map(cats.map((c) => [c.id, c.name]));
  const gates = await rows<{ gate: string }>(
    sql`select distinct check_in_gate as gate from check_ins where event_id = ${eventId}::uuid and check_in_gate is not null order by 1 limit 20`,
  );
  return {
    event: { id: event.id, title: event.title, startDate: iso(event.start_date)!, venue: event.venue_name },
    access,
    lists: lists.map((l) => ({
      id: l.id,
      name: l.name,
      allowExit: l.allowExit,
      categories: l.allCategories ? [] : l.categoryIds.map((id) => catName.get(id) ?? "").filter(Boolean),
    })),
    gates: gates.map((g) => g.gate),
    counters: await loadCheckInCounters(eventId),
    canSell: access === "manage" || (await canSellAtBoxOffice(actor, eventId)),
  };
}

export type SearchHit = { attendeeId: string; name: string; category: string | null; bookingReference: string; ticketTail: string; checkedIn: boolean };

/**
 * Search-first lookup for a guest without a ticket: needs at least 2 characters (name) or a booking
 * reference; at most 10 hits, no browsable list, no e-mail addresses.
 */
export async function searchAttendees(actor: CheckInActor, eventId: string, q: string): Promise<SearchHit[]> {
  await assertCheckInAccess(actor, eventId, "scan");
  const term = q.trim();
  if (term.length < 2) throw new AppError("VALIDATION", { message: "Bitte mindestens 2 Zeichen eingeben.", fields: { q: "Bitte mindestens 2 Zeichen eingeben." } });
  const like = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const found = await rows<{
    id: string;
    first_name: string;
    last_name: string;
    category: string | null;
    booking_reference: string;
    ticket_number: string;
    checked_in: boolean;
  }>(sql`
    select ba.id, ba.first_name, ba.last_name, tc.name as category, b.booking_reference, ba.ticket_number,
           exists (select 1 from check_ins c where c.attendee_id = ba.id and c.is_valid and c.direction = 'entry') as checked_in
    from booking_attendees ba join bookings b on b.id = ba.booking_id
    left join ticket_categories tc on tc.id = ba.ticket_category_id
    where b.event_id = ${eventId}::uuid and b.status = 'confirmed' and ba.is_valid
      and ((ba.first_name || ' ' || ba.last_name) ilike ${like} or upper(b.booking_reference) = upper(${term}))
    order by ba.last_name, ba.first_name limit 10`);
  return found.map((r) => ({
    attendeeId: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    category: r.category,
    bookingReference: r.booking_reference,
    ticketTail: r.ticket_number.slice(-4),
    checkedIn: r.checked_in,
  }));
}

/** Hash of a ticket number as the offline list stores it (salted with the event id; same on the device). */
export function offlineTicketHash(eventId: string, ticketNumber: string): string {
  return crypto.createHash("sha256").update(`${eventId}:${ticketNumber}`).digest("hex");
}

export type OfflineTicket = { h: string; name: string; category: string | null; categoryId: string | null; state: "valid" | "checked_in" };

/** What the door needs offline, nothing more: ticket-number hash, name, category, state. */
export async function getOfflineTicketList(actor: CheckInActor, eventId: string, listId: string): Promise<OfflineTicket[]> {
  await assertCheckInAccess(actor, eventId, "scan");
  const list = await rows<{ all_categories: boolean; category_ids: string[] }>(
    sql`select all_categories, category_ids from check_in_lists where id = ${listId}::uuid and event_id = ${eventId}::uuid`,
  );
  if (!list[0]) throw new AppError("CHECKIN_LIST_NOT_FOUND");
  const r = await rows<{ ticket_number: string; first_name: string; last_name: string; category: string | null; category_id: string | null; in_: boolean }>(sql`
    select ba.ticket_number, ba.first_name, ba.last_name, tc.name as category, ba.ticket_category_id as category_id,
           exists (select 1 from check_ins c where c.attendee_id = ba.id and c.list_id = ${listId}::uuid and c.is_valid and c.direction = 'entry') as in_
    from booking_attendees ba join bookings b on b.id = ba.booking_id
    left join ticket_categories tc on tc.id = ba.ticket_category_id
    where b.event_id = ${eventId}::uuid and b.status = 'confirmed' and b.payment_status in ('completed', 'partially_refunded') and ba.is_valid`);
  const admits = (c: string | null) => list[0]!.all_categories || (c !== null && list[0]!.category_ids.includes(c));
  return r
    .filter((t) => admits(t.category_id))
    .map((t) => ({
      h: offlineTicketHash(eventId, t.ticket_number),
      name: `${t.first_name} ${t.last_name}`.trim(),
      category: t.category,
      categoryId: t.category_id,
      state: t.in_ ? "checked_in" : "valid",
    }));
}

/** For the settings page (organizer/admin): the event, its lists and ticket categories. */
export async function getCheckInCategories(actor: CheckInActor, eventId: string) {
  await assertCheckInAccess(actor, eventId, "manage");
  const view = await getScannerView(actor, eventId);
  const categories = await rows<{ id: string; name: string }>(sql`select id, name from ticket_categories where event_id = ${eventId}::uuid order by name`);
  return { event: view.event, lists: view.lists, categories };
}
