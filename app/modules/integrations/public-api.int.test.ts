/**
 * The read-only JSON API (`/api/v1/events`, `/api/v1/bookings`) through its real route loaders: a valid
 * token answers with its organizer's data only, a revoked, unknown, missing or malformed token with
 * 401 and `{ code, message }` in German.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { user, userRoles } from "~/modules/accounts/schema";
import { createApiToken, revokeApiToken } from "~/modules/integrations/api-tokens.server";
import * as v1Bookings from "~/routes/api/v1-bookings";
import * as v1Events from "~/routes/api/v1-events";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(setupTestDb);

type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<Response>;
async function get(route: { loader: unknown }, path: string, authorization?: string) {
  const request = new Request(`http://stadtpuls.test${path}`, { headers: authorization ? { authorization } : {} });
  const res = await (route.loader as Loader)({ request, params: {}, context: {} });
  return { status: res.status, type: res.headers.get("content-type"), body: (await res.json()) as Record<string, unknown> & { data?: Array<Record<string, unknown>> } };
}

const UNAUTHORIZED = { code: "API_TOKEN_INVALID", message: "API-Token fehlt oder ist ungültig." };

describe("read-only JSON API", () => {
  let mine: { id: string; bookingIds: string[]; token: string };
  let theirs: { id: string; bookingId: string; token: string };

  beforeAll(async () => {
    const org = await makeOrganizer({ plan: "enterprise" });
    const other = await makeOrganizer({ plan: "enterprise" });
    const event = await makeOrganizerEvent(org, { title: "API-Konzert" });
    const foreign = await makeOrganizerEvent(other, { title: "Fremdes Fest" });
    const a = await bookEvent(event, 2);
    const b = await bookEvent(event, 1);
    const f = await bookEvent(foreign, 1);
    mine = { id: event.id, bookingIds: [a.bookingId, b.bookingId], token: (await createApiToken({ actor: org.actor, fields: { name: "Kasse" } })).token };
    theirs = { id: foreign.id, bookingId: f.bookingId, token: (await createApiToken({ actor: other.actor, fields: { name: "Andere" } })).token };
  });

  it("answers a valid token with its organizer's events and bookings only", async () => {
    const events = await get(v1Events, "/api/v1/events", `Bearer ${mine.token}`);
    expect(events.status).toBe(200);
    expect(events.type).toMatch(/application\/json/);
    expect(events.body.data!.map((e) => e.id)).toEqual([mine.id]);
    expect(events.body.data![0]).toMatchObject({ title: "API-Konzert", sold: 3 });

    const bookings = await get(v1Bookings, "/api/v1/bookings", `Bearer ${mine.token}`);
    expect(bookings.status).toBe(200);
    expect(bookings.body.data!.map((b) => b.id).sort()).toEqual([...mine.bookingIds].sort());
    expect(bookings.body.data!.every((b) => b.eventId === mine.id)).toBe(true);
    expect((bookings.body.data!.find((b) => b.quantity === 2)!.attendees as unknown[]).length).toBe(2);

    const theirEvents = await get(v1Events, "/api/v1/events", `Bearer ${theirs.token}`);
    expect(theirEvents.body.data!.map((e) => e.id)).toEqual([theirs.id]);
  });

  it("never shows another organizer's bookings, not even when their event is asked for by id", async () => {
    const asked = await get(v1Bookings, `/api/v1/bookings?event=${theirs.id}`, `Bearer ${mine.token}`);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual([]);
    const all = await get(v1Bookings, "/api/v1/bookings?page=1", `Bearer ${mine.token}`);
    expect(JSON.stringify(all.body)).not.toContain(theirs.bookingId);
    expect(JSON.stringify((await get(v1Events, "/api/v1/events", `Bearer ${mine.token}`)).body)).not.toContain(theirs.id);
  });

  it("answers a missing, malformed or unknown token with 401 and { code, message }", async () => {
    for (const route of [v1Events, v1Bookings]) {
      for (const authorization of [undefined, "", "Bearer", "Basic dXNlcjpwdw==", `Token ${mine.token}`, "Bearer sp_live_unbekannt", `Bearer ${mine.token}x`]) {
        const res = await get(route, "/api/v1/events", authorization);
        expect(res.status, String(authorization)).toBe(401);
        expect(res.type).toMatch(/application\/json/);
        expect(res.body).toEqual(UNAUTHORIZED);
      }
    }
  });

  it("answers a revoked token with 401 from the moment it is revoked", async () => {
    const org = await makeOrganizer({ plan: "enterprise" });
    await makeOrganizerEvent(org, { title: "Widerruf" });
    const created = await createApiToken({ actor: org.actor, fields: { name: "Bald weg" } });
    expect((await get(v1Events, "/api/v1/events", `Bearer ${created.token}`)).status).toBe(200);
    await revokeApiToken({ actor: org.actor, tokenId: created.id });
    for (const route of [v1Events, v1Bookings]) {
      const res = await get(route, "/api/v1/bookings", `Bearer ${created.token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    }
  });

  it("lets a token act with its owner's rights of now: a demoted or deleted owner's token stops at once (issue 21 finding 3)", async () => {
    const org = await makeOrganizer({ plan: "enterprise" });
    const event = await makeOrganizerEvent(org, { title: "Degradiert" });
    await bookEvent(event, 1);
    const { token } = await createApiToken({ actor: org.actor, fields: { name: "Alt" } });
    expect((await get(v1Bookings, "/api/v1/bookings", `Bearer ${token}`)).body.data).toHaveLength(1);

    await db.update(userRoles).set({ role: "user" }).where(eq(userRoles.userId, org.actor.id));
    for (const route of [v1Events, v1Bookings]) {
      const res = await get(route, "/api/v1/bookings", `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    }

    // made organizer again: the same token works again, still scoped to its organizer profile
    await db.update(userRoles).set({ role: "admin" }).where(eq(userRoles.userId, org.actor.id));
    const asAdmin = await get(v1Events, "/api/v1/events", `Bearer ${token}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data!.map((e) => e.id)).toEqual([event.id]);

    // the owner's account is deleted: the token is dead too
    await db.delete(user).where(eq(user.id, org.actor.id));
    expect((await get(v1Bookings, "/api/v1/bookings", `Bearer ${token}`)).status).toBe(401);
  });
});
