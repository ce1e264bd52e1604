/**
 * Issue 21, finding 7: input anyone can send answered with 500 (or stored nonsense). Page numbers
 * are bounded by one parser, timestamps must be real ones in the product's years, and an id that
 * does not exist is refused beside its field — 400 with German text, nothing stored.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { createApiToken } from "~/modules/integrations/api-tokens.server";
import { eventCheckInLists } from "~/modules/ticketing/check-in-lists.server";
import { bookingAttendees, checkIns, checkInConflicts } from "~/modules/ticketing/schema";
import * as eventsCreate from "~/routes/organizer/events-create";
import { setupTestDb } from "../../setup/db";
import { makeCategory, makeCity } from "../../factories";
import { makeSignedInUser, outcome, req } from "../../factories/accounts";
import { makeOrganizer } from "../../factories/organizers";
import { makePaidBooking } from "../../factories/ticketing";
import { startTestServer, type TestServer } from "../../support/test-app";

let server: TestServer;
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  admin = await makeSignedInUser("admin");
  server = await startTestServer();
});
afterAll(() => server?.close());

const PAGE_MESSAGE = "Die Seitenzahl ist ungültig. Bitte geben Sie eine ganze Zahl von 1 bis 10.000 an.";

describe("page numbers of the JSON API are bounded (finding 7)", () => {
  let token: string;
  beforeAll(async () => {
    const org = await makeOrganizer({ plan: "enterprise" });
    token = (await createApiToken({ actor: org.actor, fields: { name: "Kasse" } })).token;
  });
  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it("a huge, exponential, zero or non-numeric page → 400 with a German message, never a 500", async () => {
    for (const path of [
      "/api/v1/bookings?page=99999999999999999999",
      "/api/v1/events?page=1e309",
      "/api/v1/events?page=0",
      "/api/v1/bookings?page=-3",
      "/api/v1/events?page=0x10",
      "/api/v1/bookings?page=10001",
    ]) {
      expect(await get(path), path).toEqual({ status: 400, body: { code: "INVALID_PAGE", message: PAGE_MESSAGE } });
    }
  });

  it("pages 1 to 10,000 still answer", async () => {
    expect((await get("/api/v1/events")).status).toBe(200);
    expect(await get("/api/v1/bookings?page=10000")).toMatchObject({ status: 200, body: { data: [], page: 10000 } });
  });
});

describe("offline scans carry real timestamps (finding 7)", () => {
  it("+275760-…, -1e15, 2026-02-31 and year 0001 → 400 in German; nothing is checked in or recorded", async () => {
    const paid = await makePaidBooking({ n: 1 });
    const [ticket] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, paid.bookingId));
    const [list] = await eventCheckInLists(paid.event.id);
    const rows = async () => ({
      checkIns: (await db.select({ n: count() }).from(checkIns).where(eq(checkIns.eventId, paid.event.id)))[0]!.n,
      conflicts: (await db.select({ n: count() }).from(checkInConflicts).where(eq(checkInConflicts.eventId, paid.event.id)))[0]!.n,
    });
    const upload = (scannedAt: unknown, nonce: string) =>
      fetch(`${server.url}/api/check-in/${paid.event.id}/sync`, {
        method: "POST",
        headers: { origin: server.url, cookie: admin.cookie, "content-type": "application/json" },
        body: JSON.stringify({ scans: [{ nonce, code: ticket!.ticketNumber, listId: list!.id, gate: "Tor A", deviceId: "gerät-1", scannedAt }] }),
      });
    for (const [i, scannedAt] of ["+275760-09-13T00:00:00Z", "-1e15", -1e15, "2026-02-31T10:00:00Z", "0001-01-01T00:00:00Z", "2026-12-24T25:00:00Z", "gestern"].entries()) {
      const res = await upload(scannedAt, `offline-bad-${i}-0000`);
      expect(res.status, String(scannedAt)).toBe(400);
      const body = (await res.json()) as { code: string; message: string };
      expect(body, String(scannedAt)).toMatchObject({ code: "VALIDATION", message: "Der Zeitpunkt des Scans ist ungültig." });
    }
    expect(await rows()).toEqual({ checkIns: 0, conflicts: 0 });

    // a real timestamp is taken as it is
    const at = new Date(Date.now() - 60_000);
    const ok = await upload(at.toISOString(), "offline-good-0000");
    expect(ok.status).toBe(200);
    const [stored] = await db.select().from(checkIns).where(eq(checkIns.eventId, paid.event.id));
    expect(stored!.scannedAt.toISOString()).toBe(at.toISOString());
  });
});

describe("an event category that does not exist (finding 7)", () => {
  it("`'; drop table events;--` as categoryId → 400 beside the field, no event; a real category works", async () => {
    await makeCategory("music", "Musik");
    const organizer = await makeSignedInUser("organizer");
    const before = (await db.select({ n: count() }).from(events))[0]!.n;
    const form = (categoryId: string) => ({
      formId: crypto.randomUUID(),
      kind: "event",
      title: "Jazz im Hof",
      categoryId,
      cityId: "luebeck",
      startDate: "2030-06-01T19:00",
      venueName: "Hof",
      venueAddress: "Breite Straße 1",
      latitude: "53.87",
      longitude: "10.68",
    });
    const run = (categoryId: string) =>
      outcome(() => eventsCreate.action({ request: req("/organizer/events/create", { cookie: organizer.cookie, form: form(categoryId) }), params: {}, context: {} } as never));
    const refused = await run("'; drop table events;--");
    expect(refused.status).toBe(400);
    expect((refused.body as { submission: { error: Record<string, string[]> } }).submission.error).toMatchObject({
      categoryId: ["Diese Kategorie gibt es nicht. Bitte wählen Sie eine Kategorie aus der Liste."],
    });
    expect((await db.select({ n: count() }).from(events))[0]!.n).toBe(before);

    const created = await run("music");
    expect(created.status).toBe(302);
    expect((await db.select({ n: count() }).from(events))[0]!.n).toBe(before + 1);
  });
});

describe("a NUL character in a profile's address names nothing (fuzz finding)", () => {
  it("/luebeck/organizers/%2500 and /luebeck/artists/%2500 → 404, never a 500", async () => {
    for (const path of ["/luebeck/organizers/%2500", "/luebeck/artists/%2500", "/luebeck/organizers/a%2500b"]) {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(404);
    }
  });
});
