import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { createEvent } from "~/modules/event-management/create-event.server";
import { getOrganizerEventsView, organizerEventsList } from "~/modules/event-management/organizer-events.server";
import { events } from "~/modules/events/schema";
import { eventFormSchema, type EventFormInput } from "~/modules/events/validation";
import { planUsage } from "~/modules/organizers/assert-within-plan.server";
import { eventsRunBySql, ownedEventsSql, runsEvent } from "~/modules/organizers/ownership";
import { eventOrganizerIdSql, findOwnOrganizer } from "~/modules/organizers/scope.server";
import { organizers } from "~/modules/people/schema";
import { organizerEventOptions } from "~/modules/ticketing/list-organizer-bookings.server";
import { parseListParams } from "~/lib/list/list-spec";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { makeCategory, makeCity, makeEvent, makeUser, TEST_VENUE_FORM } from "../../../tests/factories";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  await makeCategory();
});

const tag = () => crypto.randomUUID().slice(0, 8);

async function account(role: "organizer" | "admin" | "user" = "organizer"): Promise<Actor> {
  const u = await makeUser({ role });
  return { id: u.id, email: u.email, role };
}

async function profile(userId: string | null, over: Partial<typeof organizers.$inferInsert> = {}) {
  const t = tag();
  const [o] = await db
    .insert(organizers)
    .values({ name: `Verein ${t}`, slug: `verein-${t}`, userId, ...over })
    .returning();
  return o!;
}

/**
 * Two organizers: A runs two profiles (the newer one stored first), B one. Six events cover both
 * paths of the rule — created by the account, filed under a profile the account runs — and neither.
 */
async function world() {
  const a = await account();
  const b = await account();
  const aNewer = await profile(a.id, { createdAt: new Date() });
  const aOlder = await profile(a.id, { createdAt: new Date("2020-01-01T10:00:00Z") });
  const bProfile = await profile(b.id);
  const ev = async (title: string, createdBy: string | null, organizerId: string | null) => (await makeEvent({ title, createdBy, organizerId })).id;
  const e = {
    createdByA: await ev("Von A angelegt", a.id, null),
    bUnderANewer: await ev("Von B angelegt, unter As neuerem Profil", b.id, aNewer.id),
    noCreatorUnderAOlder: await ev("Ohne Ersteller, unter As älterem Profil", null, aOlder.id),
    bOwn: await ev("Bs eigenes", b.id, bProfile.id),
    aUnderB: await ev("Von A angelegt, unter Bs Profil", a.id, bProfile.id),
    nobody: await ev("Niemandes", null, null),
  };
  return { a, b, aNewer, aOlder, bProfile, e, ids: Object.values(e) };
}

/** The same rule through every door: Drizzle's query builder, a raw statement, and the loaded row. */
async function runBy(actor: Actor, ids: string[]) {
  const builder = (await db.select({ id: events.id }).from(events).where(and(inArray(events.id, ids), ownedEventsSql(actor, events)))).map((r) => r.id);
  const raw = (
    await db.execute<{ id: string }>(sql`select e.id from events e where e.id in (${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)}) and ${ownedEventsSql(actor)}`)
  ).rows.map((r) => r.id);
  const loaded = await db
    .select({ id: events.id, createdBy: events.createdBy, organizerUserId: organizers.userId })
    .from(events)
    .leftJoin(organizers, eq(organizers.id, events.organizerId))
    .where(inArray(events.id, ids));
  const predicate = loaded.filter((r) => actor.role === "admin" || runsEvent(actor.id, r)).map((r) => r.id);
  return { builder: builder.sort(), raw: raw.sort(), predicate: predicate.sort() };
}

const same = (ids: string[]) => ({ builder: [...ids].sort(), raw: [...ids].sort(), predicate: [...ids].sort() });

describe("one ownership rule for events", () => {
  it("an organizer runs the events they created and those filed under any profile they run — in SQL builder, raw SQL and the policy alike", async () => {
    const { a, b, e, ids } = await world();
    expect(await runBy(a, ids)).toEqual(same([e.createdByA, e.bUnderANewer, e.noCreatorUnderAOlder, e.aUnderB]));
    expect(await runBy(b, ids)).toEqual(same([e.bUnderANewer, e.bOwn, e.aUnderB]));
    expect(await runBy(await account("user"), ids)).toEqual(same([]));
    expect(await runBy(await account("admin"), ids)).toEqual(same(ids));
    // without the admin bypass (an admin's own dashboard): only what the account itself runs
    const admin = await account("admin");
    const mine = await makeEvent({ title: "Vom Admin angelegt", createdBy: admin.id });
    const own = await db.select({ id: events.id }).from(events).where(and(inArray(events.id, [...ids, mine.id]), eventsRunBySql(admin.id, events)));
    expect(own.map((r) => r.id)).toEqual([mine.id]);
  });

  it("the organizer's event list (query builder) and the bookings filter (raw SQL) show the same events", async () => {
    const { a, e } = await world();
    const expected = [e.createdByA, e.bUnderANewer, e.noCreatorUnderAOlder, e.aUnderB].sort();
    const list = await getOrganizerEventsView(a, parseListParams(new URLSearchParams(), organizerEventsList));
    expect(list.rows.map((r) => r.id).sort()).toEqual(expected);
    const options = await organizerEventOptions(a);
    expect(options.events.map((r) => r.id).sort()).toEqual(expected);
  });
});

/** A minimal valid event form, parsed as the editor's action parses it. */
async function eventForm(): Promise<EventFormInput> {
  const start = new Date(Date.now() + 30 * 86_400_000);
  const fd = new FormData();
  const fields: Record<string, string> = {
    formId: crypto.randomUUID(),
    kind: "event",
    title: "Hafenkonzert",
    cityId: DEFAULT_CITY,
    startDate: start.toISOString().slice(0, 16),
    endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString().slice(0, 16),
    ...TEST_VENUE_FORM,
    maxParticipants: "50",
  };
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  const res = await runFormSubmission(fd, eventFormSchema, async (v) => v);
  if (!("title" in (res as object))) throw new Error(`invalid: ${JSON.stringify(res)}`);
  return res as EventFormInput;
}

describe("one way to find an actor's organizer profile", () => {
  it("is the oldest profile wherever it is asked for: lookup, new events, the event's organizer in SQL, the plan", async () => {
    const { a, aOlder, aNewer, e } = await world();
    await db.update(organizers).set({ plan: "professional", planValidUntil: new Date(Date.now() + 30 * 86_400_000) }).where(eq(organizers.id, aOlder.id));

    expect((await findOwnOrganizer(db, a))?.id).toBe(aOlder.id);
    // a new event is filed under the same profile, though the newer one was stored first
    const { id } = await createEvent({ actor: a, values: await eventForm() });
    const [created] = await db.select().from(events).where(eq(events.id, id));
    expect(created).toMatchObject({ organizerId: aOlder.id, organizerName: aOlder.name });
    // an event without a profile counts for its creator's profile (webhooks, reviews)
    const [behind] = (
      await db.execute<{ id: string }>(sql`select ${eventOrganizerIdSql("e")} as id from events e where e.id = ${e.createdByA}::uuid`)
    ).rows;
    expect(behind!.id).toBe(aOlder.id);
    // the plan is the oldest profile's
    expect((await planUsage(db, a)).plan.id).toBe("professional");
    expect(aNewer.plan).toBe("starter");
  });

  it("ties on the creation time are broken by id, the same way every time", async () => {
    const c = await account();
    const at = new Date("2021-06-01T12:00:00Z");
    const p1 = await profile(c.id, { createdAt: at });
    const p2 = await profile(c.id, { createdAt: at });
    const first = [p1, p2].sort((x, y) => (x.id < y.id ? -1 : 1))[0]!;
    for (let i = 0; i < 3; i++) expect((await findOwnOrganizer(db, c))?.id).toBe(first.id);
    const orphan = await makeEvent({ title: "Ohne Profil", createdBy: c.id, organizerId: null });
    const [behind] = (
      await db.execute<{ id: string }>(sql`select ${eventOrganizerIdSql("e")} as id from events e where e.id = ${orphan.id}::uuid`)
    ).rows;
    expect(behind!.id).toBe(first.id);
  });
});
