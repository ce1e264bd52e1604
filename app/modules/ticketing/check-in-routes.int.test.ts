/**
 * Authorization matrix of the door routes (decision 0008): every loader and action of the scanner,
 * log, CSV export, settings, check-in API and admin ticket validation × anonymous / user / staff of
 * this event / organizer of this event / other organizer / admin, with real session cookies.
 * A helper reaches the scanner and its API, and nothing with bookings, e-mail addresses or money.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { inviteCheckInStaff, revokeCheckInStaff } from "~/modules/ticketing/check-in-staff.server";
import { bookingAttendees, checkIns } from "~/modules/ticketing/schema";
import * as adminBookings from "~/routes/organizer/bookings";
import * as adminLayout from "~/routes/admin/layout";
import * as ticketValidation from "~/routes/admin/ticket-validation";
import * as apiCounters from "~/routes/api/check-in/counters";
import * as apiScan from "~/routes/api/check-in/scan";
import * as apiSearch from "~/routes/api/check-in/search";
import * as apiStream from "~/routes/api/check-in/stream";
import * as apiSync from "~/routes/api/check-in/sync";
import * as apiTickets from "~/routes/api/check-in/tickets";
import * as doorEvents from "~/routes/organizer/check-in-events";
import * as scanner from "~/routes/organizer/check-in";
import * as logPage from "~/routes/organizer/check-in-log";
import * as logCsv from "~/routes/organizer/check-in-log-csv";
import * as settings from "~/routes/organizer/check-in-settings";
import * as organizerLayout from "~/routes/organizer/layout";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCity } from "../../../tests/factories";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makePaidBooking } from "../../../tests/factories/ticketing";

type Who = "anonymous" | "user" | "staff" | "organizer" | "otherOrganizer" | "admin";
const WHO: Who[] = ["anonymous", "user", "staff", "organizer", "otherOrganizer", "admin"];
type Fn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const call = (fn: unknown, request: Request, params: Record<string, string>) => outcome(() => (fn as Fn)({ request, params, context: {} }));

let cookies: Record<Who, string | undefined>;
let eventId: string;
let ticket: { qrCode: string; ticketNumber: string };
let buyerEmail: string;
let bookingId: string;

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  const [user, staff, organizer, otherOrganizer, admin] = await Promise.all([
    makeSignedInUser("user"),
    makeSignedInUser("user"),
    makeSignedInUser("organizer"),
    makeSignedInUser("organizer"),
    makeSignedInUser("admin"),
  ]);
  const paid = await makePaidBooking({ n: 3 });
  eventId = paid.event.id;
  buyerEmail = paid.buyer.email;
  bookingId = paid.bookingId;
  await db.update(events).set({ createdBy: organizer.id }).where(eq(events.id, eventId));
  await inviteCheckInStaff({ actor: { ...organizer, role: "organizer" }, eventId, fields: { email: staff.email, scope: "event" } });
  const [t] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, paid.bookingId));
  ticket = t!;
  cookies = { anonymous: undefined, user: user.cookie, staff: staff.cookie, organizer: organizer.cookie, otherOrganizer: otherOrganizer.cookie, admin: admin.cookie };
});

const door = () => `/organizer/check-in/${eventId}`;

describe("door pages", () => {
  // who may open which page: 200, or the guard's answer
  const expectations: Array<[string, () => string, unknown, Record<Who, number>]> = [
    ["scanner", door, scanner.loader, { anonymous: 302, user: 404, staff: 200, organizer: 200, otherOrganizer: 404, admin: 200 }],
    ["log", () => `${door()}/log`, logPage.loader, { anonymous: 302, user: 404, staff: 403, organizer: 200, otherOrganizer: 404, admin: 200 }],
    ["csv", () => `${door()}/log.csv`, logCsv.loader, { anonymous: 302, user: 404, staff: 403, organizer: 200, otherOrganizer: 404, admin: 200 }],
    ["settings", () => `${door()}/settings`, settings.loader, { anonymous: 302, user: 404, staff: 403, organizer: 200, otherOrganizer: 404, admin: 200 }],
  ];
  for (const [name, path, loader, want] of expectations) {
    for (const who of WHO) {
      it(`${name} × ${who} → ${want[who]}`, async () => {
        const o = await call(loader, req(path(), { cookie: cookies[who] }), { eventId });
        expect(o.status).toBe(want[who]);
        if (who === "anonymous") expect(o.location).toBe(`/luebeck/auth?redirectTo=${encodeURIComponent(path())}`);
      });
    }
  }

  it("the helper's scanner shows the event and its counters, never the buyer's e-mail address or money", async () => {
    const o = await call(scanner.loader, req(door(), { cookie: cookies.staff }), { eventId });
    const body = JSON.stringify(o.body);
    expect(o.body).toMatchObject({ view: { access: "scan", counters: { expected: 3, byCategory: [{ label: "Stehplatz" }] } } });
    expect(body).not.toContain(buyerEmail);
    expect(body).not.toMatch(/amount|cents|price/i);
  });

  it("the helper's start page lists this event; a plain user's lists none", async () => {
    const staff = await call(doorEvents.loader, req("/organizer/check-in", { cookie: cookies.staff }), {});
    expect((staff.body as { rows: Array<{ id: string }> }).rows.map((e) => e.id)).toEqual([eventId]);
    const user = await call(doorEvents.loader, req("/organizer/check-in", { cookie: cookies.user }), {});
    expect((user.body as { rows: unknown[] }).rows).toEqual([]);
  });

  it("a helper reaches no bookings, no organizer area, no admin area", async () => {
    for (const [fn, path] of [
      [organizerLayout.loader, "/organizer/bookings"],
      [adminLayout.loader, "/admin/bookings"],
      [adminBookings.loader, "/admin/bookings"],
      [ticketValidation.loader, "/admin/ticket-validation"],
    ] as const) {
      const o = await call(fn, req(path, { cookie: cookies.staff }), {});
      expect([o.status, o.location]).toEqual([302, "/"]);
    }
  });

  it("the admin's ticket validation finds the ticket; only admins", async () => {
    const o = await call(ticketValidation.loader, req(`/admin/ticket-validation?q=${ticket.ticketNumber}`, { cookie: cookies.admin }), {});
    expect(o.body).toMatchObject({ view: { ticket: { attendee: { ticketNumber: ticket.ticketNumber } } } });
    const org = await call(ticketValidation.loader, req(`/admin/ticket-validation?q=${ticket.ticketNumber}`, { cookie: cookies.organizer }), {});
    expect(org.status).toBe(302);
  });
});

describe("door API", () => {
  const scanBody = () => ({ code: ticket.ticketNumber, nonce: `n-${Math.random()}` });
  it("scan × who: 401 anonymous, 404 without access; staff checks in, then 409 'Ticket wurde bereits eingecheckt'", async () => {
    const anon = await call(apiScan.action, req(`/api/check-in/${eventId}/scan`, { json: scanBody() }), { eventId });
    expect(anon).toMatchObject({ status: 401, body: { code: "UNAUTHENTICATED", message: "Bitte melden Sie sich an." } });
    for (const who of ["user", "otherOrganizer"] as const) {
      const o = await call(apiScan.action, req(`/api/check-in/${eventId}/scan`, { cookie: cookies[who], json: scanBody() }), { eventId });
      expect(o).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    }
    const ok = await call(apiScan.action, req(`/api/check-in/${eventId}/scan`, { cookie: cookies.staff, json: scanBody() }), { eventId });
    expect(ok).toMatchObject({ status: 200, body: { ok: true, message: "Check-in erfolgreich", attendee: { category: "Stehplatz" } } });
    const again = await call(apiScan.action, req(`/api/check-in/${eventId}/scan`, { cookie: cookies.organizer, json: { code: ticket.qrCode } }), { eventId });
    expect(again).toMatchObject({ status: 409, body: { ok: false, reason: "already_redeemed", message: "Ticket wurde bereits eingecheckt" } });
    const empty = await call(apiScan.action, req(`/api/check-in/${eventId}/scan`, { cookie: cookies.staff, json: { code: "" } }), { eventId });
    expect(empty).toMatchObject({ status: 400, body: { reason: "required", message: "QR-Code oder Ticketnummer erforderlich" } });
    const notJson = await call(apiScan.action, req(`/api/check-in/${eventId}/scan`, { cookie: cookies.staff, form: { code: "x" } }), { eventId });
    expect(notJson.status).toBe(415);
  });

  it("counters, search, ticket list, sync and stream: staff yes, others no", async () => {
    const routes: Array<[unknown, string]> = [
      [apiCounters.loader, `/api/check-in/${eventId}/counters`],
      [apiSearch.loader, `/api/check-in/${eventId}/search?q=Erika`],
    ];
    for (const [fn, path] of routes) {
      expect((await call(fn, req(path, { cookie: cookies.staff }), { eventId })).status).toBe(200);
      expect((await call(fn, req(path, { cookie: cookies.user }), { eventId })).status).toBe(404);
      expect((await call(fn, req(path), { eventId })).status).toBe(401);
    }
    const bad = await call(apiTickets.loader, req(`/api/check-in/${eventId}/tickets?listId=x`, { cookie: cookies.staff }), { eventId });
    expect(bad).toMatchObject({ status: 400, body: { message: "Ungültige Check-in-Liste." } });
    const sync = await call(apiSync.action, req(`/api/check-in/${eventId}/sync`, { cookie: cookies.otherOrganizer, json: { scans: [] } }), { eventId });
    expect(sync.status).toBe(404);
    const stream = await call(apiStream.loader, req(`/api/check-in/${eventId}/stream`, { cookie: cookies.user }), { eventId });
    expect(stream.status).toBe(404);
  });
});

describe("check-in log CSV (issue 21 finding 5: formula injection)", () => {
  it("writes staff-entered gate, device and notes that start like a formula as text (a leading quote)", async () => {
    const attendees = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, bookingId));
    const free = attendees.find((a) => !a.isCheckedIn && a.ticketNumber !== ticket.ticketNumber)!;
    const scan = await call(
      apiScan.action,
      req(`/api/check-in/${eventId}/scan`, { cookie: cookies.staff, json: { code: free.ticketNumber, gate: '=HYPERLINK("http://x.example","klick")', deviceId: "+491701234", notes: "@SUMME(1+1)", nonce: "csv-injection" } }),
      { eventId },
    );
    expect(scan.status).toBe(200);
    const o = await call(logCsv.loader, req(`${door()}/log.csv`, { cookie: cookies.organizer }), { eventId });
    expect(o.status).toBe(200);
    const line = String(o.body).split("\r\n").find((l) => l.includes(free.ticketNumber))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x.example"",""klick"")"`);
    expect(line).toContain(";'+491701234;");
    expect(line).toContain(";'@SUMME(1+1)");
    expect(line).not.toMatch(/;[=+@-]/);
  });
});

describe("live feed of a revoked helper (issue 21 finding 6)", () => {
  type Frame = { event: string; data: string } | "closed";
  /** Reads Server-Sent Events frames from a stream until `until` holds or `ms` pass. */
  async function frames(reader: ReadableStreamDefaultReader<Uint8Array>, until: (f: Frame[]) => boolean, ms = 8000): Promise<Frame[]> {
    const out: Frame[] = [];
    let buf = "";
    const deadline = Date.now() + ms;
    while (!until(out) && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
      if (!next) break;
      if (next.done) {
        out.push("closed");
        break;
      }
      buf += new TextDecoder().decode(next.value);
      let i: number;
      while ((i = buf.indexOf("\n\n")) !== -1) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event) out.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? "" });
      }
    }
    return out;
  }

  it("sends a helper no further names once the grant is revoked, and ends the stream", async () => {
    const [organizer, helper] = await Promise.all([makeSignedInUser("organizer"), makeSignedInUser("user")]);
    const paid = await makePaidBooking({ n: 3 });
    await db.update(events).set({ createdBy: organizer.id }).where(eq(events.id, paid.event.id));
    const orgActor = { ...organizer, role: "organizer" as const };
    const grant = await inviteCheckInStaff({ actor: orgActor, eventId: paid.event.id, fields: { email: helper.email, scope: "event" } });
    const [a1, a2] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, paid.bookingId));
    await db.update(bookingAttendees).set({ firstName: "Vorher", lastName: "Gesehen" }).where(eq(bookingAttendees.id, a1!.id));
    await db.update(bookingAttendees).set({ firstName: "Nachher", lastName: "Geheim" }).where(eq(bookingAttendees.id, a2!.id));
    const scan = (code: string) =>
      call(apiScan.action, req(`/api/check-in/${paid.event.id}/scan`, { cookie: organizer.cookie, json: { code, nonce: `n-${Math.random()}` } }), { eventId: paid.event.id });

    const controller = new AbortController();
    const request = new Request(req(`/api/check-in/${paid.event.id}/stream`, { cookie: helper.cookie }), { signal: controller.signal });
    const res = (await apiStream.loader({ request, params: { eventId: paid.event.id }, context: {} } as never)) as Response;
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect((await frames(reader, (f) => f.length >= 1))[0]).toMatchObject({ event: "counters" });

    // while the grant holds, a check-in reaches the helper with the guest's name
    expect((await scan(a1!.ticketNumber)).status).toBe(200);
    const seen = await frames(reader, (f) => f.some((x) => x !== "closed" && x.data.includes("Vorher Gesehen")));
    expect(seen.some((x) => x !== "closed" && x.data.includes("Vorher Gesehen"))).toBe(true);

    await revokeCheckInStaff({ actor: orgActor, eventId: paid.event.id, staffId: grant.id });
    expect((await scan(a2!.ticketNumber)).status).toBe(200);
    const after = await frames(reader, (f) => f.includes("closed"));
    controller.abort();
    expect(JSON.stringify(after)).not.toContain("Nachher");
    expect(after).toContain("closed");

    // reconnecting is refused
    const again = await call(apiStream.loader, req(`/api/check-in/${paid.event.id}/stream`, { cookie: helper.cookie }), { eventId: paid.event.id });
    expect(again.status).toBe(404);
  });
});

describe("check-in log page: taking back a check-in, and the CSV of the filtered log", () => {
  it("takes a check-in back as a row intent (a helper may not; a form without intent is refused in German); the CSV holds only what the filter shows", async () => {
    const [record] = await db.select().from(checkIns).where(and(eq(checkIns.eventId, eventId), eq(checkIns.isValid, true))).limit(1);
    expect(record, "a valid check-in from the scans above").toBeDefined();
    const post = (who: Who, form: Record<string, string>) => call(logPage.action, req(`${door()}/log`, { cookie: cookies[who], form }), { eventId });

    const empty = await post("organizer", {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ ok: false, message: "Diese Aktion gibt es hier nicht. Bitte laden Sie die Seite neu." });
    expect((await post("staff", { intent: "revoke", id: record!.id })).status).toBe(403);
    expect((await post("otherOrganizer", { intent: "revoke", id: record!.id })).status).toBe(404);

    const done = await post("organizer", { intent: "revoke", id: record!.id });
    expect(done).toMatchObject({ status: 200, body: { ok: true, intent: "revoke", message: "Check-in zurückgenommen" } });
    expect((await post("organizer", { intent: "revoke", id: record!.id })).status).toBe(409);

    const [attendee] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.id, record!.attendeeId));
    const csv = (query: string) => call(logCsv.loader, req(`${door()}/log.csv${query}`, { cookie: cookies.organizer }), { eventId }).then((o) => String(o.body).trim().split("\r\n"));
    const revoked = await csv("?status=revoked");
    expect(revoked.slice(1).some((l) => l.includes(attendee!.ticketNumber))).toBe(true);
    expect(revoked.slice(1).every((l) => l.includes(";nein;"))).toBe(true);
    expect(await csv("?q=Niemand%20Unbekannt")).toHaveLength(1);
  });
});

describe("admin ticket validation: check in and take back (typed intents)", () => {
  it("the admin checks a ticket in on a list, a second time is refused with the reason, then takes it back", async () => {
    const fresh = await makePaidBooking({ n: 1 });
    const [last] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, fresh.bookingId));
    const path = `/admin/ticket-validation?q=${last!.ticketNumber}`;
    const view = async () => (await call(ticketValidation.loader, req(path, { cookie: cookies.admin }), {})).body as {
      view: { ticket: { lists: Array<{ id: string; admitted: boolean }>; history: Array<{ id: string; isValid: boolean }> } };
    };
    const list = (await view()).view.ticket.lists.find((l) => l.admitted)!;
    const form = { intent: "check-in", id: list.id, eventId: fresh.event.id, code: last!.ticketNumber };
    expect(await call(ticketValidation.action, req(path, { cookie: cookies.admin, form }), {})).toMatchObject({
      status: 200,
      body: { ok: true, intent: "check-in", message: "Check-in erfolgreich" },
    });
    const again = await call(ticketValidation.action, req(path, { cookie: cookies.admin, form }), {});
    expect(again).toMatchObject({ status: 409, body: { ok: false, intent: "check-in" } });
    expect((again.body as { message: string }).message).toMatch(/^Check-in fehlgeschlagen: /);

    const [done] = (await view()).view.ticket.history.filter((h) => h.isValid);
    const organizerTry = await call(ticketValidation.action, req(path, { cookie: cookies.organizer, form: { intent: "revoke", id: done!.id } }), {});
    expect(organizerTry.status).toBe(302);
    expect(await call(ticketValidation.action, req(path, { cookie: cookies.admin, form: { intent: "revoke", id: done!.id } }), {})).toMatchObject({
      status: 200,
      body: { ok: true, intent: "revoke", message: "Check-in zurückgenommen" },
    });
    expect((await view()).view.ticket.history.every((h) => !h.isValid)).toBe(true);
    const [row] = await db.select().from(checkIns).where(and(eq(checkIns.id, done!.id)));
    expect(row!.isValid).toBe(false);
  });
});
