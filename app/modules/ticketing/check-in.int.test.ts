import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { checkInAttendee, type ScanResult } from "~/modules/ticketing/check-in-attendee.server";
import { createCheckInList, eventCheckInLists } from "~/modules/ticketing/check-in-lists.server";
import { inviteCheckInStaff, listCheckInStaff, revokeCheckInStaff } from "~/modules/ticketing/check-in-staff.server";
import { parseListParams } from "~/lib/list/list-spec";
import { doorEventsList, getDoorEventsView } from "~/modules/ticketing/door-events.server";
import {
  getCheckInCounters,
  getOfflineTicketList,
  getScannerView,
  offlineTicketHash,
  searchAttendees,
} from "~/modules/ticketing/check-in-views.server";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { cancelConfirmedBookingTx } from "~/modules/ticketing/release-booking.server";
import { revokeCheckIn } from "~/modules/ticketing/revoke-check-in.server";
import { bookingAttendees, checkInConflicts, checkIns } from "~/modules/ticketing/schema";
import { getCheckInLog, getCheckInLogExport } from "~/modules/ticketing/check-in-log.server";
import { csvExportStream } from "~/ui/back-office/export.server";
import { getTicketValidationView } from "~/modules/ticketing/ticket-validation.server";
import { syncOfflineScans } from "~/modules/ticketing/sync-offline-scans.server";
import { newTicketNumber, qrPayload } from "~/modules/ticketing/ticket-codes.server";
import { webhookEndpoints } from "~/modules/integrations/schema";
import { setupTestDb } from "../../../tests/setup/db";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";
import { fail } from "../../../tests/helpers/refusal";
import { makeUser } from "../../../tests/factories";
import { checkoutFields, makeBookableEvent, makeBuyer, makePaidBooking } from "../../../tests/factories/ticketing";

beforeAll(async () => {
  await setupTestDb();
});

const LOG_PAGE = { page: 1, pageSize: 50, sort: "at" as const, dir: "desc" as const, q: "", filters: {}, notices: [] };

async function setup(n = 2) {
  const admin = { ...(await makeUser({ role: "admin" })), role: "admin" as const };
  const paid = await makePaidBooking({ n });
  const tickets = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, paid.bookingId));
  return { admin, paid, tickets };
}

/** `n` more tickets on the booking, straight in the database (fast). */
async function addTickets(bookingId: string, categoryId: string, n: number) {
  const values = Array.from({ length: n }, (_, i) => {
    const ticketNumber = newTicketNumber();
    return { bookingId, ticketCategoryId: categoryId, firstName: "Gast", lastName: `Nr ${i}`, ticketNumber, qrCode: qrPayload(ticketNumber) };
  });
  return db.insert(bookingAttendees).values(values).returning();
}

describe("check-in at the door (§4, §5, §8)", () => {
  it("needs a code: 'QR-Code oder Ticketnummer erforderlich'", async () => {
    const { admin, paid } = await setup();
    const r = await checkInAttendee({ eventId: paid.event.id, code: "   ", actor: admin });
    expect(r).toMatchObject({ ok: false, reason: "required", message: "QR-Code oder Ticketnummer erforderlich" });
  });

  it("checks in by QR once; a second attempt (also concurrent) fails with 'Ticket wurde bereits eingecheckt' and names the first gate", async () => {
    const { admin, paid, tickets } = await setup();
    const results = await Promise.all([
      checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: admin, gate: "Nord" }),
      checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: admin, gate: "Süd" }),
    ]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    const ok = results.find((r) => r.ok)!;
    expect(ok).toMatchObject({ message: "Check-in erfolgreich", attendee: { name: "Erika Gast 1", category: "Stehplatz" } });
    const refused = results.find((r) => !r.ok) as Extract<ScanResult, { ok: false }>;
    expect(refused.message).toBe("Ticket wurde bereits eingecheckt");
    expect(refused.reason).toBe("already_redeemed");
    expect(refused.firstCheckIn?.gate).toBe(results[0]!.ok ? "Nord" : "Süd");
    const rows = await db.select().from(checkIns).where(eq(checkIns.attendeeId, tickets[0]!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.checkInMethod).toBe("qr");
    // by ticket number (manual), lower case and without dashes
    const manual = await checkInAttendee({ eventId: paid.event.id, code: tickets[1]!.ticketNumber.toLowerCase().replace(/-/g, " "), actor: admin });
    expect(manual.ok).toBe(true);
    const [att] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.id, tickets[1]!.id));
    expect(att!.isCheckedIn).toBe(true);
  });

  it("refuses with its own reason: unknown/forged, another event, unpaid, cancelled, category not on the list", async () => {
    const { admin, paid, tickets } = await setup();
    const ev = paid.event.id;
    const scan = (eventId: string, code: string, listId?: string) => checkInAttendee({ eventId, code, actor: admin, listId });
    expect(await scan(ev, "SP-AAAA-BBBB-CCCC")).toMatchObject({ reason: "invalid", message: "Ticket nicht gefunden" });
    expect(await scan(ev, tickets[0]!.qrCode.slice(0, -2) + "xx")).toMatchObject({ reason: "invalid", message: "Ticket nicht gefunden" });
    const other = await makeBookableEvent(5);
    expect(await scan(other.id, tickets[0]!.ticketNumber)).toMatchObject({ reason: "other_event", message: "Ticket gehört zu einem anderen Event", attendee: null });
    const pending = await createBooking({ actor: await makeBuyer(), ...checkoutFields(other.id, other.ticketCategories[0]!.id, 1) });
    const [pt] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, pending.bookingId));
    expect(await scan(other.id, pt!.ticketNumber)).toMatchObject({ reason: "unpaid", message: "Buchung nicht bezahlt" });
    // a list that admits another category only
    const vip = await db.execute<{ id: string }>(sql`insert into ticket_categories (event_id, name, price_cents) values (${ev}::uuid, 'VIP', 5000) returning id`);
    const vipId = vip.rows[0]!.id;
    const list = await createCheckInList({ actor: admin, eventId: ev, fields: { name: "VIP-Bereich", categoryIds: [vipId] } });
    expect(await scan(ev, tickets[1]!.ticketNumber, list.id)).toMatchObject({ reason: "product", message: "Diese Ticketkategorie hat hier keinen Zutritt" });
    await db.transaction((tx) => cancelConfirmedBookingTx(tx, paid.bookingId, { reason: "Test", refundedCents: 0 }));
    expect(await scan(ev, tickets[1]!.ticketNumber)).toMatchObject({ reason: "canceled", message: "Buchung storniert – Ticket ungültig" });
    expect(await db.select().from(checkIns).where(eq(checkIns.eventId, ev))).toHaveLength(0);
  });

  it("2 gates × 1,000 tickets at once → exactly one success per ticket", async () => {
    const { admin, paid, tickets } = await setup(1);
    const more = await addTickets(paid.bookingId, paid.category.id, 999);
    const all = [...tickets, ...more];
    const [list] = await eventCheckInLists(paid.event.id);
    const scans = all.flatMap((t) => [
      checkInAttendee({ eventId: paid.event.id, code: t.qrCode, actor: admin, listId: list!.id, gate: "Nord", deviceId: "g1", nonce: `n1-${t.id}` }),
      checkInAttendee({ eventId: paid.event.id, code: t.ticketNumber, actor: admin, listId: list!.id, gate: "Süd", deviceId: "g2", nonce: `n2-${t.id}` }),
    ]);
    const results = await Promise.all(scans);
    expect(results.filter((r) => r.ok)).toHaveLength(1000);
    expect(results.filter((r) => !r.ok && r.reason === "already_redeemed")).toHaveLength(1000);
    const perTicket = await db.execute(
      sql`select attendee_id, count(*)::int as n from check_ins where event_id = ${paid.event.id}::uuid and is_valid group by attendee_id having count(*) <> 1`,
    );
    expect(perTicket.rows).toEqual([]);
    const counters = await getCheckInCounters(admin, paid.event.id);
    expect(counters).toMatchObject({ checkedIn: 1000, expected: 1000 });
    expect(counters.byGate.reduce((s, g) => s + g.checkedIn, 0)).toBe(1000);
  }, 120_000);

  it("a retried request (same nonce) and a replayed offline upload change nothing; conflicts are recorded once", async () => {
    const { admin, paid, tickets } = await setup(3);
    const [list] = await eventCheckInLists(paid.event.id);
    const first = await checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: admin, listId: list!.id, nonce: "retry-nonce-1" });
    const retry = await checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: admin, listId: list!.id, nonce: "retry-nonce-1" });
    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(retry).toMatchObject({ ok: true, replayed: true, message: "Check-in erfolgreich" });
    // offline at door B: tickets 1 and 2 admitted, ticket 0 admitted too (already in at door A → conflict)
    const at = new Date(Date.now() - 60_000).toISOString();
    const body = {
      scans: [
        { nonce: "offline-b-0001", code: tickets[1]!.ticketNumber, listId: list!.id, gate: "Tor B", deviceId: "dev-b", scannedAt: at },
        { nonce: "offline-b-0002", code: tickets[2]!.qrCode, listId: list!.id, gate: "Tor B", deviceId: "dev-b", scannedAt: at },
        { nonce: "offline-b-0003", code: tickets[0]!.ticketNumber, listId: list!.id, gate: "Tor B", deviceId: "dev-b", scannedAt: at },
      ],
    };
    const up = await syncOfflineScans({ actor: admin, eventId: paid.event.id, body });
    expect(up.map((s) => [s.result.ok, s.conflict])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(up[2]!.result).toMatchObject({ reason: "already_redeemed", message: "Ticket wurde bereits eingecheckt" });
    const snapshot = async () => ({
      checkIns: (await db.select().from(checkIns).where(eq(checkIns.eventId, paid.event.id))).map((c) => [c.id, c.isValid, c.checkInMethod]).sort(),
      conflicts: (await db.select().from(checkInConflicts).where(eq(checkInConflicts.eventId, paid.event.id))).map((c) => c.id),
    });
    const before = await snapshot();
    expect(before.checkIns).toHaveLength(3);
    expect(before.conflicts).toHaveLength(1);
    const replay = await syncOfflineScans({ actor: admin, eventId: paid.event.id, body });
    expect(replay.map((s) => [s.result.ok, s.conflict])).toEqual(up.map((s) => [s.result.ok, s.conflict]));
    expect(replay.filter((s) => s.result.ok).every((s) => s.result.ok && s.result.replayed)).toBe(true);
    expect(await snapshot()).toEqual(before);
    const log = (await getCheckInLog(admin, paid.event.id, LOG_PAGE)).rows;
    expect(log.filter((e) => e.kind === "conflict")).toMatchObject([{ reason: "already_redeemed", gate: "Tor B", deviceId: "dev-b" }]);
    expect(log.filter((e) => e.method === "offline-sync" && e.kind === "check_in")).toHaveLength(2);
  });

  it("a taken-back check-in can be checked in again — once; only the organizer or an admin takes back, audited", async () => {
    const { admin, paid, tickets } = await setup(1);
    const first = await checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: admin, gate: "Nord" });
    if (!first.ok) throw new Error("expected success");
    const helper = { ...(await makeUser()), role: "user" as const };
    await inviteCheckInStaff({ actor: admin, eventId: paid.event.id, fields: { email: helper.email, scope: "event" } });
    expect((await fail(revokeCheckIn({ actor: helper, checkInId: first.checkInId }))).code).toBe("FORBIDDEN");
    const revoked = await revokeCheckIn({ actor: admin, checkInId: first.checkInId });
    expect(revoked.isValid).toBe(false);
    expect(await fail(revokeCheckIn({ actor: admin, checkInId: first.checkInId }))).toEqual({
      code: "CHECKIN_ALREADY_REVOKED",
      message: "Dieser Check-in wurde bereits zurückgenommen",
    });
    const [att] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.id, tickets[0]!.id));
    expect(att!.isCheckedIn).toBe(false);
    const again = await Promise.all([
      checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: helper, gate: "Süd" }),
      checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.ticketNumber, actor: helper, gate: "Ost" }),
    ]);
    expect(again.map((r) => r.ok).sort()).toEqual([false, true]);
    expect((await checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: admin })).reason).toBe("already_redeemed");
    const records = await db.select().from(checkIns).where(eq(checkIns.attendeeId, tickets[0]!.id));
    expect(records.map((r) => r.isValid).sort()).toEqual([false, true]);
    // the admin's ticket validation shows the whole history, across events
    const validation = await getTicketValidationView(admin, tickets[0]!.qrCode);
    expect(validation.ticket).toMatchObject({ attendee: { name: "Erika Gast 1", category: "Stehplatz", isCheckedIn: true }, refusal: null });
    expect(validation.ticket!.history.map((h) => h.isValid).sort()).toEqual([false, true]);
    expect(await fail(getTicketValidationView(admin, "SP-ZZZZ-ZZZZ-ZZZZ"))).toEqual({ code: "TICKET_NOT_FOUND", message: "Ticket nicht gefunden" });
    expect((await fail(getTicketValidationView(helper, tickets[0]!.ticketNumber))).code).toBe("FORBIDDEN");
    const audits = await db.execute<{ action: string }>(sql`select action from audit_log where entity_id = ${first.checkInId}`);
    expect(audits.rows.map((r) => r.action)).toContain("attendee.check_in_revoked");
  });

  it("a ticket is admitted once per list; lists with exit scans count who is inside", async () => {
    const { admin, paid, tickets } = await setup(2);
    const [main] = await eventCheckInLists(paid.event.id);
    const vip = await createCheckInList({ actor: admin, eventId: paid.event.id, fields: { name: "VIP-Bereich", allowExit: true } });
    const ev = paid.event.id;
    expect((await checkInAttendee({ eventId: ev, code: tickets[0]!.qrCode, actor: admin, listId: main!.id })).ok).toBe(true);
    expect((await checkInAttendee({ eventId: ev, code: tickets[0]!.qrCode, actor: admin, listId: vip.id })).ok).toBe(true);
    expect((await checkInAttendee({ eventId: ev, code: tickets[1]!.qrCode, actor: admin, listId: vip.id })).ok).toBe(true);
    expect(await checkInAttendee({ eventId: ev, code: tickets[0]!.qrCode, actor: admin, listId: main!.id, direction: "exit" })).toMatchObject({
      reason: "exit_disabled",
    });
    expect((await checkInAttendee({ eventId: ev, code: tickets[0]!.qrCode, actor: admin, listId: vip.id, direction: "exit" })).ok).toBe(true);
    const counters = await getCheckInCounters(admin, ev);
    expect(counters.inside).toEqual([{ listId: vip.id, name: "VIP-Bereich", inside: 1 }]);
    expect(counters).toMatchObject({ checkedIn: 2, expected: 2 });
  });
});

describe("door staff (decision 0008)", () => {
  it("a helper invited for one event scans there, sees counters, but no log, no staff list, no other event", async () => {
    const organizer = { ...(await makeUser({ role: "organizer" })), role: "organizer" as const };
    const paid = await makePaidBooking({ n: 2 });
    const otherPaid = await makePaidBooking({ n: 1 });
    await db.update(events).set({ createdBy: organizer.id }).where(eq(events.id, paid.event.id));
    await db.update(events).set({ createdBy: organizer.id }).where(eq(events.id, otherPaid.event.id));
    const tickets = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, paid.bookingId));
    const email = `helfer-${crypto.randomBytes(3).toString("hex")}@example.test`;
    const helper = { ...(await makeUser({ email })), role: "user" as const };
    // before the invitation: nothing
    expect((await fail(getCheckInCounters(helper, paid.event.id))).code).toBe("NOT_FOUND");
    await inviteCheckInStaff({ actor: organizer, eventId: paid.event.id, fields: { email: email.toUpperCase(), scope: "event" } });
    expect((await checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: helper })).ok).toBe(true);
    expect((await getCheckInCounters(helper, paid.event.id)).checkedIn).toBe(1);
    expect((await searchAttendees(helper, paid.event.id, "Gast 2")).map((h) => h.name)).toEqual(["Erika Gast 2"]);
    expect(await fail(searchAttendees(helper, paid.event.id, "E"))).toMatchObject({ code: "VALIDATION", message: "Bitte mindestens 2 Zeichen eingeben." });
    expect((await fail(getCheckInLog(helper, paid.event.id, LOG_PAGE))).code).toBe("FORBIDDEN");
    expect((await fail(getCheckInCounters(helper, otherPaid.event.id))).code).toBe("NOT_FOUND");
    const [ot] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, otherPaid.bookingId));
    expect((await fail(checkInAttendee({ eventId: otherPaid.event.id, code: ot!.qrCode, actor: helper }))).code).toBe("NOT_FOUND");
    // an unverified account with the same address gets nothing
    expect((await fail(getCheckInCounters({ ...helper, emailVerified: false }, paid.event.id))).code).toBe("NOT_FOUND");
    // "all my events" reaches the other event too
    await inviteCheckInStaff({ actor: organizer, eventId: paid.event.id, fields: { email, scope: "all" } });
    expect((await getCheckInCounters(helper, otherPaid.event.id)).expected).toBe(1);
    const mails = await db.execute(sql`select recipient, topic from outbox where recipient = ${email}`);
    expect(mails.rows).toHaveLength(2);
    // the scanner page and the offline list: names, categories, hashes — no e-mail addresses
    const view = await getScannerView(helper, paid.event.id);
    expect(view).toMatchObject({ access: "scan", lists: [{ name: "Haupteingang", categories: [] }] });
    expect(JSON.stringify(view)).not.toContain(paid.buyer.email);
    const offline = await getOfflineTicketList(helper, paid.event.id, view.lists[0]!.id);
    expect(offline.map((t) => t.state).sort()).toEqual(["checked_in", "valid"]);
    expect(offline.map((t) => t.h)).toContain(offlineTicketHash(paid.event.id, tickets[1]!.ticketNumber));
    expect(JSON.stringify(offline)).not.toContain(tickets[1]!.ticketNumber);
    expect((await getDoorEventsView(helper, parseListParams(new URLSearchParams(), doorEventsList))).rows.map((e) => e.id).sort()).toEqual([paid.event.id, otherPaid.event.id].sort());
    // the organizer's side: staff list, CSV log; revoking ends the helper's access at once
    const staff = await listCheckInStaff(organizer, paid.event.id);
    expect(staff.map((s) => s.scope).sort()).toEqual(["all", "event"]);
    const csv = await new Response(csvExportStream(await getCheckInLogExport(organizer, paid.event.id, LOG_PAGE))).text();
    expect(csv.split(/\r?\n/).filter(Boolean)).toHaveLength(2);
    expect(csv).toContain("Zeit;Art;Name;Ticketnummer");
    expect(csv).toContain("Erika Gast 1");
    // the export honours the page's search and filters
    const searched = await new Response(csvExportStream(await getCheckInLogExport(organizer, paid.event.id, { ...LOG_PAGE, q: "Niemand Unbekannt" }))).text();
    expect(searched.split(/\r?\n/).filter(Boolean)).toHaveLength(1);
    expect((await fail(getCheckInLogExport(helper, paid.event.id, LOG_PAGE))).code).toBe("FORBIDDEN");
    for (const s of staff) await revokeCheckInStaff({ actor: organizer, eventId: paid.event.id, staffId: s.id });
    expect((await fail(getCheckInCounters(helper, paid.event.id))).code).toBe("NOT_FOUND");
  });
});

describe("webhook attendee.checked_in", () => {
  it("is queued once per check-in, in the same statement, and not for a refusal or a retry", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    const booked = await bookEvent(event, 2);
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ organizerId: org.organizerId, url: "https://example.test/hook", secret: "whsec_dGVzdA==", eventTypes: ["attendee.checked_in"] })
      .returning();
    const tickets = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, booked.bookingId));
    const actor = { ...org.actor, role: "organizer" as const };
    expect((await checkInAttendee({ actor, eventId: event.id, code: tickets[0]!.qrCode, gate: "Nord", nonce: "hook-1" })).ok).toBe(true);
    expect((await checkInAttendee({ actor, eventId: event.id, code: tickets[0]!.qrCode, gate: "Nord", nonce: "hook-1" })).ok).toBe(true); // retry
    expect((await checkInAttendee({ actor, eventId: event.id, code: tickets[0]!.ticketNumber, nonce: "hook-2" })).reason).toBe("already_redeemed");
    const rows = await db.execute<{ topic: string; payload: { type: string; data: Record<string, unknown> } }>(sql`select topic, recipient, payload from outbox where recipient = ${endpoint!.id}`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ topic: "attendee.checked_in", payload: { type: "attendee.checked_in", data: { eventId: event.id, ticketNumber: tickets[0]!.ticketNumber, gate: "Nord", method: "qr" } } });
  });
});

