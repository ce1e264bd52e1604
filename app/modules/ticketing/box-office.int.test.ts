/**
 * The box office (decision 0015): a sale is a paid booking (or a Freikarte at 0,00 €) on channel 'box_office' whose tickets are
 * checked in at once, taking seats by the same rule as the online checkout; rights, refusals in
 * German, double submit. Runs on PGlite, and on PostgreSQL with TEST_DB=pg + TEST_DATABASE_URL.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { auditLog } from "~/modules/audit/schema";
import { events } from "~/modules/events/schema";
import { getOrganizerStatsView } from "~/modules/reporting/organizer-stats.server";
import { statsQuerySchema } from "~/modules/reporting/organizer-stats-params";
import { getBoxOfficeReceipt, sellAtBoxOffice } from "~/modules/ticketing/box-office.server";
import { inviteCheckInStaff, setCheckInStaffSell } from "~/modules/ticketing/check-in-staff.server";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { attendeeExport } from "~/modules/ticketing/export-attendees.server";
import { exportBookings, listOrganizerBookings } from "~/modules/ticketing/list-organizer-bookings.server";
import { bookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { getBookingDetailView } from "~/modules/refunds/booking-detail-view.server";
import { parseListParams } from "~/lib/list/list-spec";
import { csvExportStream } from "~/ui/back-office/export.server";
import { bookingAttendees, bookings, checkInStaff, checkIns } from "~/modules/ticketing/schema";
import { makeSignedInUser } from "../../../tests/factories/accounts";
import { bookEvent } from "../../../tests/factories/organizers";
import { fail } from "../../../tests/helpers/refusal";
import { checkoutFields, makeBookableEvent, makeBuyer, seatLedger } from "../../../tests/factories/ticketing";
import { makeCity } from "../../../tests/factories";
import { setupTestDb } from "../../../tests/setup/db";

let organizer: Actor;
let otherOrganizer: Actor;
let seller: Actor;
let scanner: Actor;

const key = () => crypto.randomUUID();
const sale = (over: Record<string, unknown> = {}) => ({ quantity: "2", payment: "cash", idempotencyKey: key(), ...over });

async function eventOf(seats: number) {
  const start = new Date(Date.now() + 2 * 3_600_000);
  const event = await makeBookableEvent(seats, { startDate: start, endDate: new Date(start.getTime() + 3 * 3_600_000) });
  await db.update(events).set({ createdBy: organizer.id }).where(eq(events.id, event.id));
  return { id: event.id, categoryId: event.ticketCategories[0]!.id };
}

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  const [o, other, s, sc] = await Promise.all([makeSignedInUser("organizer"), makeSignedInUser("organizer"), makeSignedInUser("user"), makeSignedInUser("user")]);
  organizer = { id: o.id, email: o.email, role: "organizer" };
  otherOrganizer = { id: other.id, email: other.email, role: "organizer" };
  seller = { id: s.id, email: s.email, role: "user" };
  scanner = { id: sc.id, email: sc.email, role: "user" };
  // grants for all of the organizer's events: one may sell, one may only scan
  const e = await eventOf(10);
  const g = await inviteCheckInStaff({ actor: organizer, eventId: e.id, fields: { email: seller.email, scope: "all" } });
  await setCheckInStaffSell({ actor: organizer, eventId: e.id, staffId: g.id, canSell: true });
  await inviteCheckInStaff({ actor: organizer, eventId: e.id, fields: { email: scanner.email, scope: "all" } });
});

describe("box office sale", () => {
  it("sells a paid box-office booking whose tickets are checked in exactly once, audited, in the stats as 'Abendkasse'", async () => {
    const e = await eventOf(10);
    const r = await sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, buyerName: "Erika Muster" }) });
    const [b] = await db.select().from(bookings).where(eq(bookings.id, r.bookingId));
    expect(b).toMatchObject({ channel: "box_office", status: "confirmed", paymentStatus: "completed", quantity: 2, soldBy: seller.id, userId: null, paymentProvider: "box_office_cash", totalAmountCents: 3000, feeCents: 0 });
    const tickets = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, r.bookingId));
    expect(tickets.map((t) => t.isCheckedIn)).toEqual([true, true]);
    expect(tickets[0]).toMatchObject({ firstName: "Erika", lastName: "Muster", checkInGate: "Abendkasse" });
    const records = await db.select().from(checkIns).where(eq(checkIns.eventId, e.id));
    expect(records).toHaveLength(2);
    expect(new Set(records.map((c) => c.attendeeId)).size).toBe(2);
    expect(await seatLedger(e.id)).toEqual({ counter: 2, held: 2 });
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, r.bookingId));
    expect(audited.map((a) => a.action)).toEqual(["booking.box_office_sold"]);

    const receipt = await getBoxOfficeReceipt(seller, e.id, r.bookingId);
    expect(receipt).toMatchObject({ reference: r.bookingReference, payment: "cash", totalCents: 3000, items: [{ name: "Stehplatz", quantity: 2, unitPriceCents: 1500 }] });

    const stats = await getOrganizerStatsView(organizer, statsQuerySchema.parse({ event: e.id, period: "30d" }));
    expect(stats.channels.find((c) => c.label === "Abendkasse")).toMatchObject({ bookings: 1, tickets: 2, revenueCents: 3000 });
  });

  it("a double submit (same form key) sells once", async () => {
    const e = await eventOf(10);
    const fields = sale({ categoryId: e.categoryId });
    const [a, b] = await Promise.all([sellAtBoxOffice({ actor: seller, eventId: e.id, fields }), sellAtBoxOffice({ actor: seller, eventId: e.id, fields })]);
    expect(a.bookingId).toBe(b.bookingId);
    const again = await sellAtBoxOffice({ actor: seller, eventId: e.id, fields });
    expect(again.bookingId).toBe(a.bookingId);
    expect(await seatLedger(e.id)).toEqual({ counter: 2, held: 2 });
    const n = await db.execute<{ n: number }>(sql`select count(*)::int as n from check_ins where event_id = ${e.id}::uuid`);
    expect(Number(n.rows[0]!.n)).toBe(2);
  });

  it("the last seat goes once between the box office and an online booking", { timeout: 60_000 }, async () => {
    for (let round = 0; round < 5; round++) {
      const e = await eventOf(1);
      const buyer = await makeBuyer();
      const [door, web] = await Promise.allSettled([
        sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, quantity: "1" }) }),
        createBooking({ actor: buyer, ...checkoutFields(e.id, e.categoryId, 1) }),
      ]);
      expect([door, web].filter((x) => x.status === "fulfilled")).toHaveLength(1);
      const refused = [door, web].find((x) => x.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason.code).toBe("BOOKING_SOLD_OUT");
      expect(await seatLedger(e.id)).toEqual({ counter: 1, held: 1 });
    }
  });

  it("sold out: a German refusal beside the quantity, nothing sold", async () => {
    const e = await eventOf(3);
    await sellAtBoxOffice({ actor: organizer, eventId: e.id, fields: sale({ categoryId: e.categoryId, quantity: "2" }) });
    const o = await fail(sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, quantity: "2" }) }));
    expect(o.code).toBe("BOOKING_SOLD_OUT");
    expect(o.fields?.quantity).toBe("Leider sind nicht mehr genügend Plätze frei.");
    expect(await seatLedger(e.id)).toEqual({ counter: 2, held: 2 });
  });

  it("bad quantity or payment: German messages, nothing sold", async () => {
    const e = await eventOf(10);
    for (const quantity of ["0", "21", "abc", "1.5"]) {
      const o = await fail(sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, quantity }) }));
      expect(o.code).toBe("VALIDATION");
      expect(o.fields?.quantity).toBe("Bitte geben Sie eine Anzahl zwischen 1 und 20 ein.");
    }
    const p = await fail(sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, payment: "bitcoin" }) }));
    expect(p.fields?.payment).toBe("Bitte wählen Sie, wie der Gast bezahlt hat.");
    const c = await fail(sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: crypto.randomUUID() }) }));
    expect(c.fields?.categoryId).toBe("Bitte wählen Sie eine Ticketkategorie.");
    expect(await seatLedger(e.id)).toEqual({ counter: 0, held: 0 });
  });

  it("staff without the box-office right → 403; another organizer's event → 404; nothing sold", async () => {
    const e = await eventOf(10);
    const noRight = await fail(sellAtBoxOffice({ actor: scanner, eventId: e.id, fields: sale({ categoryId: e.categoryId }) }));
    expect(noRight.code).toBe("FORBIDDEN");
    expect(noRight.message).toBe("Dafür fehlen Ihnen die Berechtigungen.");
    const other = await fail(sellAtBoxOffice({ actor: otherOrganizer, eventId: e.id, fields: sale({ categoryId: e.categoryId }) }));
    expect(other.code).toBe("NOT_FOUND");
    expect(await seatLedger(e.id)).toEqual({ counter: 0, held: 0 });
    // the right withdrawn: the seller is refused at once
    const [grant] = await db.select().from(checkInStaff).where(eq(checkInStaff.email, seller.email.toLowerCase()));
    await setCheckInStaffSell({ actor: organizer, eventId: e.id, staffId: grant!.id, canSell: false });
    expect((await fail(sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId }) }))).code).toBe("FORBIDDEN");
    await setCheckInStaffSell({ actor: organizer, eventId: e.id, staffId: grant!.id, canSell: true });
    // an online booking's receipt is not shown at the box office
    const buyer = await makeBuyer();
    const online = await createBooking({ actor: buyer, ...checkoutFields(e.id, e.categoryId, 1) });
    expect((await fail(getBoxOfficeReceipt(seller, e.id, online.bookingId))).code).toBe("NOT_FOUND");
  });
});

const listParams = (qs: string) => parseListParams(new URLSearchParams(qs), bookingsList);

async function csvLines(stream: ReadableStream<Uint8Array>): Promise<string[][]> {
  const text = await new Response(stream).text();
  return text.replace(/^\uFEFF/, "").trim().split("\r\n").map((l) => l.split(";"));
}

describe("Freikarte (a free ticket at the door)", () => {
  it("counts against capacity, is checked in at once, totals 0,00 € and brings no revenue", async () => {
    const e = await eventOf(3);
    const paid = await sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, quantity: "1" }) });
    const free = await sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, quantity: "2", payment: "free" }) });
    const [b] = await db.select().from(bookings).where(eq(bookings.id, free.bookingId));
    expect(b).toMatchObject({ channel: "box_office", status: "confirmed", paymentProvider: "box_office_free", totalAmountCents: 0, subtotalCents: 0, feeCents: 0, soldBy: seller.id });
    const tickets = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, free.bookingId));
    expect(tickets.map((t) => t.isCheckedIn)).toEqual([true, true]);
    expect(await seatLedger(e.id)).toEqual({ counter: 3, held: 3 });

    // the seats are gone for the door and the web alike
    const door = await fail(sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, quantity: "1", payment: "free" }) }));
    expect(door.code).toBe("BOOKING_SOLD_OUT");
    expect(door.fields?.quantity).toBe("Leider sind nicht mehr genügend Plätze frei.");
    const buyer = await makeBuyer();
    expect((await fail(createBooking({ actor: buyer, ...checkoutFields(e.id, e.categoryId, 1) }))).code).toBe("BOOKING_SOLD_OUT");

    const receipt = await getBoxOfficeReceipt(seller, e.id, free.bookingId);
    expect(receipt).toMatchObject({ payment: "free", totalCents: 0, items: [{ name: "Stehplatz", quantity: 2, unitPriceCents: 0 }] });
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, free.bookingId));
    expect(audited[0]).toMatchObject({ action: "booking.box_office_sold" });

    // stats: three tickets at the door, revenue only from the paid one
    const stats = await getOrganizerStatsView(organizer, statsQuerySchema.parse({ event: e.id, period: "30d" }));
    expect(stats.channels.find((c) => c.channel === "box_office")).toMatchObject({ label: "Abendkasse", bookings: 2, tickets: 3, revenueCents: 1500 });
    expect(stats.totals.revenueCents).toBe(1500);
    expect(paid.bookingId).not.toBe(free.bookingId);
  });

  it("records the device's gate on the check-ins; a bad gate is refused in German", async () => {
    const e = await eventOf(10);
    const r = await sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, quantity: "1", gate: "Eingang Nord" }) });
    const [t] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, r.bookingId));
    expect(t!.checkInGate).toBe("Eingang Nord");
    const o = await fail(sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, gate: "x".repeat(81) }) }));
    expect(o.fields?.gate).toBe("Der Eingang darf höchstens 80 Zeichen lang sein.");
  });
});

describe("the channel in the organizer's bookings", () => {
  it("the list shows and filters by channel, the detail names seller, gate and payment, the exports have Kanal, Verkauft von, Zahlart", async () => {
    const e = await eventOf(10);
    const buyer = await makeBuyer();
    const online = await bookEvent({ id: e.id, ticketCategories: [{ id: e.categoryId }] }, 1, buyer);
    const door = await sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, payment: "free", gate: "Eingang Süd" }) });
    const card = await sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, quantity: "1", payment: "card" }) });

    const all = await listOrganizerBookings({ actor: organizer, params: listParams(`event=${e.id}`) });
    expect(all.rows).toHaveLength(3);
    const atDoor = await listOrganizerBookings({ actor: organizer, params: listParams(`event=${e.id}&channel=box_office`) });
    expect(atDoor.rows.map((r) => r.id).sort()).toEqual([door.bookingId, card.bookingId].sort());
    const freeRow = atDoor.rows.find((r) => r.id === door.bookingId)!;
    const [sellerUser] = await db.execute<{ name: string }>(sql`select name from "user" where id = ${seller.id}`).then((x) => x.rows);
    expect(freeRow).toMatchObject({ channel: "box_office", paymentMethod: "Freikarte", seller: `${sellerUser!.name} (${seller.email})`, totalCents: 0 });
    expect(atDoor.rows.find((r) => r.id === card.bookingId)).toMatchObject({ paymentMethod: "EC-/Kreditkarte" });
    const web = await listOrganizerBookings({ actor: organizer, params: listParams(`event=${e.id}&channel=online`) });
    expect(web.rows.map((r) => r.id)).toEqual([online.bookingId]);
    expect(web.rows[0]).toMatchObject({ channel: "online", seller: null });
    // an unknown channel is a notice, not a failure
    const bad = await listOrganizerBookings({ actor: organizer, params: listParams(`event=${e.id}&channel=kiosk`) });
    expect(bad.rows).toHaveLength(3);

    const detail = await getBookingDetailView(organizer, door.bookingId);
    expect(detail.booking).toMatchObject({ channel: "box_office", channelLabel: "Abendkasse", paymentMethod: "Freikarte", seller: `${sellerUser!.name} (${seller.email})`, gate: "Eingang Süd", totalCents: 0 });
    const onlineDetail = await getBookingDetailView(organizer, online.bookingId);
    expect(onlineDetail.booking).toMatchObject({ channel: "online", channelLabel: "Online", seller: null, gate: null });

    const bookingsCsv = await csvLines(csvExportStream(exportBookings(organizer, listParams(`event=${e.id}&channel=box_office`))));
    const h = bookingsCsv[0]!;
    expect(h).toEqual(expect.arrayContaining(["Kanal", "Verkauft von", "Zahlart"]));
    expect(bookingsCsv).toHaveLength(3);
    const freeLine = bookingsCsv.find((l) => l.includes(door.bookingReference))!;
    expect(freeLine[h.indexOf("Kanal")]).toBe("Abendkasse");
    expect(freeLine[h.indexOf("Verkauft von")]).toBe(`${sellerUser!.name} (${seller.email})`);
    expect(freeLine[h.indexOf("Zahlart")]).toBe("Freikarte");
    expect(freeLine[h.indexOf("Betrag")]).toBe("0,00");

    const attendeesCsv = await csvLines(csvExportStream(await attendeeExport({ actor: organizer, eventId: e.id, params: listParams("channel=online") })));
    const ah = attendeesCsv[0]!;
    expect(ah.slice(-3)).toEqual(["Kanal", "Verkauft von", "Zahlart"]);
    expect(attendeesCsv.slice(1).map((l) => l[ah.indexOf("Kanal")])).toEqual(["Online"]);
    const doorAttendees = await csvLines(csvExportStream(await attendeeExport({ actor: organizer, eventId: e.id, params: listParams("channel=box_office") })));
    expect(doorAttendees.slice(1).map((l) => [l[ah.indexOf("Kanal")], l[ah.indexOf("Zahlart")]]).sort()).toEqual([
      ["Abendkasse", "EC-/Kreditkarte"],
      ["Abendkasse", "Freikarte"],
      ["Abendkasse", "Freikarte"],
    ]);
  });

  it("another organizer sees nothing of it: NOT_FOUND for the sale, the booking and the export, an empty list", async () => {
    const e = await eventOf(10);
    const door = await sellAtBoxOffice({ actor: seller, eventId: e.id, fields: sale({ categoryId: e.categoryId, payment: "free" }) });
    const sold = await fail(sellAtBoxOffice({ actor: otherOrganizer, eventId: e.id, fields: sale({ categoryId: e.categoryId, payment: "free" }) }));
    expect(sold.code).toBe("NOT_FOUND");
    await expect(getBookingDetailView(otherOrganizer, door.bookingId)).rejects.toMatchObject({ code: "BOOKING_NOT_FOUND", status: 404 });
    await expect(attendeeExport({ actor: otherOrganizer, eventId: e.id })).rejects.toMatchObject({ code: "EVENT_NOT_FOUND", status: 404 });
    await expect(getBoxOfficeReceipt(otherOrganizer, e.id, door.bookingId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await listOrganizerBookings({ actor: otherOrganizer, params: listParams("channel=box_office") })).rows.map((r) => r.id)).not.toContain(door.bookingId);
    expect(await seatLedger(e.id)).toEqual({ counter: 2, held: 2 });
  });
});
