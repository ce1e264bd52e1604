import slugify from "@sindresorhus/slugify";
import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { toIsoDay } from "~/lib/format";
import { audit } from "~/modules/audit/audit.server";
import { ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { BOOKING_STATUS_LABELS } from "~/modules/ticketing/organizer-bookings-list";
import { assertCan } from "~/modules/ticketing/permissions";
import { keysetBatches, type ExportColumn, type ExportSpec } from "~/lib/list/export-spec";
import { UUID_RE } from "~/lib/input";

export type AttendeeExportRow = {
  id: string;
  ticket_number: string;
  first_name: string;
  last_name: string;
  category: string | null;
  booking_reference: string;
  user_email: string | null;
  status: string;
  is_valid: boolean;
  is_checked_in: boolean;
  checked_in_at: Date | string | null;
  booked_at: Date | string;
  unit_price_cents: number | null;
};

const columns: Array<ExportColumn<AttendeeExportRow>> = [
  { header: "Ticketnummer", value: (r) => r.ticket_number },
  { header: "Vorname", value: (r) => r.first_name },
  { header: "Nachname", value: (r) => r.last_name },
  { header: "Ticketkategorie", value: (r) => r.category ?? "" },
  { header: "Buchungsnummer", value: (r) => r.booking_reference },
  { header: "E-Mail", value: (r) => r.user_email ?? "" },
  { header: "Buchungsstatus", value: (r) => BOOKING_STATUS_LABELS[r.status] ?? r.status },
  { header: "Ticket gültig", value: (r) => r.is_valid },
  { header: "Eingecheckt", value: (r) => r.is_checked_in },
  { header: "Eingecheckt am", value: (r) => (r.checked_in_at ? new Date(r.checked_in_at) : null), kind: "datetime" },
  { header: "Gebucht am", value: (r) => new Date(r.booked_at), kind: "date" },
  { header: "Preis", value: (r) => r.unit_price_cents, kind: "money" },
];

/**
 * The attendee list of one of the actor's events as an export spec (streamed in keyset batches of
 * 1,000 by attendee id, so memory stays flat). Pending bookings are left out.
 */
export async function attendeeExport(input: { actor: OrganizerActor; eventId: string; batchSize?: number }): Promise<ExportSpec<AttendeeExportRow> & { sheetName: string }> {
  assertCan(input.actor, "eventBooking.view");
  if (!UUID_RE.test(input.eventId)) throw new AppError("EVENT_NOT_FOUND");
  const found = await db.execute<{ id: string; title: string; start_date: string | Date }>(sql`select e.id, e.title, e.start_date from events e where e.id = ${input.eventId}::uuid and ${ownedEventsSql(input.actor)}`);
  const event = found.rows[0];
  if (!event) throw new AppError("EVENT_NOT_FOUND");
  await audit(db, input.actor, "event.attendees_exported", { type: "event", id: event.id });
  const fetch = async (after: string | null, limit: number) =>
    (await db.execute<AttendeeExportRow>(sql`
      select a.id, a.ticket_number, a.first_name, a.last_name, tc.name as category, b.booking_reference, b.user_email, b.status,
        a.is_valid, a.is_checked_in, a.checked_in_at, b.created_at as booked_at,
        (select bi.unit_price_cents from booking_items bi where bi.booking_id = b.id and bi.ticket_category_id is not distinct from a.ticket_category_id limit 1) as unit_price_cents
      from booking_attendees a
      join bookings b on b.id = a.booking_id
      left join ticket_categories tc on tc.id = a.ticket_category_id
      where b.event_id = ${event.id}::uuid and b.status <> 'pending' ${after ? sql`and a.id > ${after}::uuid` : sql``}
      order by a.id
      limit ${limit}`)).rows;
  const day = toIsoDay(event.start_date);
  const slug = slugify(event.title, { locale: "de" }).slice(0, 50);
  return {
    filename: `teilnehmer-${slug}-${day}`,
    sheetName: "Teilnehmer",
    columns,
    batches: keysetBatches(fetch, (r) => r.id, input.batchSize ?? 1000),
  };
}
