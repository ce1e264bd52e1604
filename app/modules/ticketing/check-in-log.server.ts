import { sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { type ExportSpec, offsetBatches } from "~/lib/list/export-spec";
import type { TableList } from "~/lib/list/list-spec";
import { likePattern, listPage } from "~/lib/list/list.server";
import { assertCheckInAccess, type CheckInActor } from "~/modules/ticketing/check-in-access.server";
import type { CheckInLogParams } from "~/modules/ticketing/check-in-log";
import { CHECK_IN_METHOD, reasonMessage, type CheckInMethod, type CheckInReason } from "~/modules/ticketing/check-in-reasons";

export type LogEntry = {
  kind: "check_in" | "conflict";
  id: string;
  at: string;
  name: string;
  ticketNumber: string | null;
  category: string | null;
  list: string | null;
  gate: string | null;
  deviceId: string | null;
  staff: string | null;
  method: CheckInMethod | null;
  direction: "entry" | "exit" | null;
  isValid: boolean;
  reason: CheckInReason | null;
  notes: string | null;
};

type Filter = Pick<CheckInLogParams["filters"], "status" | "method"> & { q?: string };
const filterOf = (params: CheckInLogParams): Filter => ({ q: params.q, status: params.filters.status, method: params.filters.method });

/** Every check-in record and every offline conflict of an event, as one relation `x`. */
function logSource(eventId: string): SQL {
  return sql`(
      select 'check_in' as kind, c.id, c.scanned_at as at, ba.first_name, ba.last_name, ba.ticket_number, tc.name as category, l.name as list,
             c.check_in_gate as gate, c.check_in_device_id as device_id, coalesce(u.name, u.email) as staff, c.check_in_method::text as method,
             c.direction::text as direction, c.is_valid, null::text as reason, c.staff_notes as notes
      from check_ins c join booking_attendees ba on ba.id = c.attendee_id
      left join ticket_categories tc on tc.id = ba.ticket_category_id
      left join check_in_lists l on l.id = c.list_id
      left join "user" u on u.id = c.checked_in_by
      where c.event_id = ${eventId}::uuid
      union all
      select 'conflict', k.id, k.scanned_at, ba.first_name, ba.last_name, k.ticket_number, tc.name, l.name, k.gate, k.device_id,
             coalesce(u.name, u.email), 'offline-sync', 'entry', false, k.reason, null
      from check_in_conflicts k left join booking_attendees ba on ba.id = k.attendee_id
      left join ticket_categories tc on tc.id = ba.ticket_category_id
      left join check_in_lists l on l.id = k.list_id
      left join "user" u on u.id = k.staff_id
      where k.event_id = ${eventId}::uuid
    ) x`;
}

function where(f: Filter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.q) parts.push(sql`((x.first_name || ' ' || x.last_name) ilike ${likePattern(f.q)} or x.ticket_number ilike ${likePattern(f.q)} or x.gate ilike ${likePattern(f.q)})`);
  if (f.status === "conflict") parts.push(sql`x.kind = 'conflict'`);
  if (f.status === "valid") parts.push(sql`x.kind = 'check_in' and x.is_valid`);
  if (f.status === "revoked") parts.push(sql`x.kind = 'check_in' and not x.is_valid`);
  if (f.method) parts.push(sql`x.method = ${f.method}`);
  return sql.join(parts, sql` and `);
}

type Raw = {
  kind: "check_in" | "conflict";
  id: string;
  at: Date | string;
  first_name: string | null;
  last_name: string | null;
  ticket_number: string | null;
  category: string | null;
  list: string | null;
  gate: string | null;
  device_id: string | null;
  staff: string | null;
  method: CheckInMethod | null;
  direction: "entry" | "exit" | null;
  is_valid: boolean;
  reason: CheckInReason | null;
  notes: string | null;
};

const toEntry = (e: Raw): LogEntry => ({
  kind: e.kind,
  id: e.id,
  at: new Date(e.at).toISOString(),
  name: `${e.first_name ?? ""} ${e.last_name ?? ""}`.trim() || "Unbekanntes Ticket",
  ticketNumber: e.ticket_number,
  category: e.category,
  list: e.list,
  gate: e.gate,
  deviceId: e.device_id,
  staff: e.staff,
  method: e.method,
  direction: e.direction,
  isValid: e.is_valid,
  reason: e.reason,
  notes: e.notes,
});

async function rows<T extends Record<string, unknown>>(q: SQL): Promise<T[]> {
  return (await db.execute<T>(q)).rows;
}

/** One page of the log (TableList) and the event it belongs to (organizer of the event or admin). */
export async function getCheckInLog(actor: CheckInActor, eventId: string, params: CheckInLogParams): Promise<TableList<LogEntry> & { event: { id: string; title: string } }> {
  await assertCheckInAccess(actor, eventId, "manage");
  const [event] = await rows<{ id: string; title: string }>(sql`select id, title from events where id = ${eventId}::uuid`);
  if (!event) throw new AppError("NOT_FOUND");
  const f = filterOf(params);
  const dir = params.dir === "asc" ? sql`asc` : sql`desc`;
  const page = await listPage(params, {
    rows: ({ limit, offset }) => rows<Raw>(sql`select * from ${logSource(eventId)} where ${where(f)} order by x.at ${dir}, x.id ${dir} limit ${limit} offset ${offset}`),
    total: async () => Number((await rows<{ n: number }>(sql`select count(*)::int as n from ${logSource(eventId)} where ${where(f)}`))[0]?.n ?? 0),
    map: toEntry,
  });
  return { ...page, event };
}

/** The log as a streamed CSV export, filtered and sorted like the page it was started from. */
export async function getCheckInLogExport(actor: CheckInActor, eventId: string, params: CheckInLogParams): Promise<ExportSpec<LogEntry>> {
  await assertCheckInAccess(actor, eventId, "manage");
  const f = filterOf(params);
  const dir = params.dir === "asc" ? sql`asc` : sql`desc`;
  const batches = offsetBatches(async ({ limit, offset }) =>
    (await rows<Raw>(sql`select * from ${logSource(eventId)} where ${where(f)} order by x.at ${dir}, x.id ${dir} limit ${limit} offset ${offset}`)).map(toEntry),
  );
  return {
    filename: `check-in-protokoll-${eventId.slice(0, 8)}.csv`,
    batches,
    columns: [
      { header: "Zeit", value: (e) => e.at, kind: "datetime" },
      { header: "Art", value: (e) => (e.kind === "conflict" ? "Konflikt" : "Check-in") },
      { header: "Name", value: (e) => e.name },
      { header: "Ticketnummer", value: (e) => e.ticketNumber },
      { header: "Kategorie", value: (e) => e.category },
      { header: "Liste", value: (e) => e.list },
      { header: "Eingang", value: (e) => e.gate },
      { header: "Gerät", value: (e) => e.deviceId },
      { header: "Personal", value: (e) => e.staff },
      { header: "Methode", value: (e) => (e.method ? CHECK_IN_METHOD.label(e.method) : null) },
      { header: "Richtung", value: (e) => (e.direction === "exit" ? "Ausgang" : "Einlass") },
      { header: "Gültig", value: (e) => e.isValid },
      { header: "Grund", value: (e) => (e.reason ? reasonMessage(e.reason) : null) },
      { header: "Notiz", value: (e) => e.notes },
    ],
  };
}
