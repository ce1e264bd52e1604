import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { checkInAttendee } from "~/modules/ticketing/check-in-attendee.server";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { cancelConfirmedBookingTx } from "~/modules/ticketing/release-booking.server";
import { bookingAttendees, checkIns } from "~/modules/ticketing/schema";
import { setupTestDb } from "../../../tests/setup/db";
import { makeUser } from "../../../tests/factories";
import { checkoutFields, makeBookableEvent, makePaidBooking } from "../../../tests/factories/ticketing";

beforeAll(async () => {
  await setupTestDb();
});

const fail = async (p: Promise<unknown>) => {
  try {
    await p;
    return { code: "ok", message: "" };
  } catch (e) {
    return { code: (e as { code?: string }).code ?? String(e), message: (e as Error).message };
  }
};

async function setup() {
  const admin = { ...(await makeUser({ role: "admin" })), role: "admin" as const };
  const paid = await makePaidBooking({ n: 2 });
  const tickets = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, paid.bookingId));
  return { admin, paid, tickets };
}

describe("check-in (§4, §5, §8)", () => {
  it("needs a code: 'QR-Code oder Ticketnummer erforderlich'", async () => {
    const { admin, paid } = await setup();
    expect(await fail(checkInAttendee({ eventId: paid.event.id, code: "   ", actor: admin }))).toEqual({
      code: "CHECKIN_CODE_REQUIRED",
      message: "QR-Code oder Ticketnummer erforderlich",
    });
  });

  it("checks in by QR once; a second attempt (also concurrent) fails with 'Ticket wurde bereits eingecheckt'", async () => {
    const { admin, paid, tickets } = await setup();
    const results = await Promise.all([
      fail(checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: admin, gate: "Nord" })),
      fail(checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.qrCode, actor: admin })),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(["TICKET_ALREADY_CHECKED_IN", "ok"]);
    expect(results.find((r) => r.code !== "ok")!.message).toBe("Ticket wurde bereits eingecheckt");
    expect(await db.select().from(checkIns).where(eq(checkIns.attendeeId, tickets[0]!.id))).toHaveLength(1);
    // by ticket number (manual), lower case typed
    const manual = await checkInAttendee({ eventId: paid.event.id, code: tickets[1]!.ticketNumber.toLowerCase(), actor: admin });
    expect(manual.isCheckedIn).toBe(true);
  });

  it("'Ticket nicht gefunden' for unknown, forged, other-event, unpaid and cancelled tickets", async () => {
    const { admin, paid, tickets } = await setup();
    const notFound = { code: "TICKET_NOT_FOUND", message: "Ticket nicht gefunden" };
    expect(await fail(checkInAttendee({ eventId: paid.event.id, code: "SP-AAAA-BBBB-CCCC", actor: admin }))).toEqual(notFound);
    const forged = tickets[0]!.qrCode.slice(0, -2) + "xx";
    expect(await fail(checkInAttendee({ eventId: paid.event.id, code: forged, actor: admin }))).toEqual(notFound);
    const other = await makeBookableEvent(5);
    expect(await fail(checkInAttendee({ eventId: other.id, code: tickets[0]!.ticketNumber, actor: admin }))).toEqual(notFound);
    const pending = await createBooking({ actor: await makeUser(), ...checkoutFields(other.id, other.ticketCategories[0]!.id, 1) });
    const [pt] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, pending.bookingId));
    expect(await fail(checkInAttendee({ eventId: other.id, code: pt!.ticketNumber, actor: admin }))).toEqual(notFound);
    await db.transaction((tx) => cancelConfirmedBookingTx(tx, paid.bookingId, { reason: "Test", refundedCents: 0 }));
    expect(await fail(checkInAttendee({ eventId: paid.event.id, code: tickets[1]!.ticketNumber, actor: admin }))).toEqual(notFound);
  });

  it("only admins and the event's organizer may check in", async () => {
    const { paid, tickets } = await setup();
    const user = { ...(await makeUser()), role: "user" as const };
    const organizer = { ...(await makeUser({ role: "organizer" })), role: "organizer" as const };
    expect((await fail(checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.ticketNumber, actor: user }))).code).toBe("FORBIDDEN");
    expect((await fail(checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.ticketNumber, actor: organizer }))).code).toBe("FORBIDDEN");
    // the organizer of this event may
    await db.update(events).set({ createdBy: organizer.id }).where(eq(events.id, paid.event.id));
    expect((await fail(checkInAttendee({ eventId: paid.event.id, code: tickets[0]!.ticketNumber, actor: organizer }))).code).toBe("ok");
  });
});
