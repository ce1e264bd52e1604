import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { toIsoDay } from "~/lib/format";
import { events } from "~/modules/events/schema";
import { bookings } from "~/modules/ticketing/schema";
import { getAdminAnalyticsView } from "~/modules/reporting/admin-analytics.server";
import { analyticsQuerySchema } from "~/modules/reporting/admin-analytics-params";
import { recordSearch } from "~/modules/reporting/record-search.server";
import * as analyticsRoute from "~/routes/admin/analytics";
import { fail } from "../../../tests/helpers/refusal";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCity, makeUser } from "../../../tests/factories";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";

beforeAll(async () => {
  await setupTestDb();
  await makeCity({ id: "kiel", name: "Kiel" });
  await makeCity({ id: "hamburg", name: "Hamburg" });
  await makeCity({ id: "berlin", name: "Berlin" });
});

const admin = async () => {
  const u = await makeUser({ role: "admin" });
  return { id: u.id, email: u.email, role: "admin" as const };
};
const view = async (q: Record<string, string>) => getAdminAnalyticsView(await admin(), analyticsQuerySchema.parse(q));

describe("/admin/analytics: the platform's figures per period and city", () => {
  it("counts a booking in the revenue and tickets of its event's city, not in another city's", async () => {
    const organizer = await makeOrganizer({ plan: "professional" });
    const event = await makeOrganizerEvent(organizer);
    await db.update(events).set({ cityId: "kiel" }).where(eq(events.id, event.id));
    const booking = await bookEvent(event, 2);
    const [b] = await db.select().from(bookings).where(eq(bookings.id, booking.bookingId));
    expect(b!.totalAmountCents).toBeGreaterThan(0);

    const kiel = await view({ city: "kiel" });
    expect(kiel.city).toEqual({ id: "kiel", name: "Kiel" });
    expect(kiel.totals.tickets).toBeGreaterThanOrEqual(2);
    expect(kiel.totals.grossCents).toBeGreaterThanOrEqual(b!.totalAmountCents);
    expect(kiel.topEvents.find((e) => e.id === event.id)).toMatchObject({ tickets: 2, revenueCents: b!.totalAmountCents });
    expect(kiel.daily.find((d) => d.day === toIsoDay(new Date()))!.tickets).toBeGreaterThanOrEqual(2);

    const berlin = await view({ city: "berlin" });
    expect(berlin.topEvents.map((e) => e.id)).not.toContain(event.id);
    const all = await view({});
    expect(all.totals.grossCents - berlin.totals.grossCents).toBeGreaterThanOrEqual(b!.totalAmountCents);

    // a period before the booking does not count it
    const before = await view({ city: "kiel", from: "2020-01-01", to: "2020-01-31" });
    expect(before.totals).toMatchObject({ tickets: 0, grossCents: 0, bookings: 0 });
    expect(before.daily).toHaveLength(31);
  });

  it("lists what people searched for and did not find, per city, without anything about the person", async () => {
    await recordSearch({ q: "Kletterhalle  Kiel", cityId: "kiel", results: 0 });
    await recordSearch({ q: "kletterhalle kiel", cityId: "kiel", results: 0 });
    await recordSearch({ q: "Jazz", cityId: "kiel", results: 4 });
    await recordSearch({ q: "Kletterhalle Kiel", cityId: "hamburg", results: 0 });
    const kiel = await view({ city: "kiel" });
    expect(kiel.zeroSearches).toEqual([{ query: "kletterhalle kiel", zero: 2, searches: 2, lastDay: toIsoDay(new Date()) }]);
    expect(kiel.totals).toMatchObject({ searches: 3, zeroSearches: 2 });
    const columns = await db.execute<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'search_queries'`);
    expect(columns.rows.map((c) => c.column_name).sort()).toEqual(["city_id", "day", "last_result_count", "query", "searches", "zero_results"]);
  });

  it("counts new users by their profile's city and outbox delivery per kind", async () => {
    const u = await makeUser();
    await db.execute(sql`update profiles set city_id = 'hamburg' where id = ${u.id}`);
    await db.execute(sql`insert into outbox (kind, topic, payload, status) values ('email', 'booking_confirmation', '{}', 'sent'), ('email', 'booking_confirmation', '{}', 'dead'), ('push', 'event', '{}', 'failed')`);
    const hamburg = await view({ city: "hamburg" });
    expect(hamburg.totals.newUsers).toBeGreaterThanOrEqual(1);
    const luebeck = await view({ city: "luebeck" });
    expect(hamburg.totals.newUsers).toBeGreaterThan(luebeck.totals.newUsers);
    const mail = hamburg.delivery.byKind.find((k) => k.kind === "E-Mail")!;
    expect(mail.sent).toBeGreaterThanOrEqual(1);
    expect(mail.dead).toBeGreaterThanOrEqual(1);
    expect(hamburg.delivery.byKind.find((k) => k.kind === "Push")!.failed).toBeGreaterThanOrEqual(1);
    // in-app notifications of the city's users: created and read
    await db.execute(sql`insert into notifications (user_id, type, title, message, is_read) values (${u.id}, 'system', 'Hallo', 'Willkommen', true), (${u.id}, 'system', 'Neu', 'Noch ungelesen', false)`);
    expect((await view({ city: "hamburg" })).delivery.inApp).toEqual({ created: 2, read: 1 });
    expect((await view({ city: "kiel" })).delivery.inApp.created).toBe(0);
  });

  it("is for admins only: the use case refuses an organizer, the page sends others home", async () => {
    const organizer = await makeOrganizer({ plan: "professional" });
    expect(await fail(getAdminAnalyticsView(organizer.actor, {}))).toMatchObject({ code: "FORBIDDEN" });
    const user = await makeSignedInUser("user");
    const res = await outcome(() => analyticsRoute.loader({ request: req("/admin/analytics", { cookie: user.cookie }), params: {}, context: {} } as never));
    expect([res.status, res.location]).toEqual([302, "/"]);
    const signedIn = await makeSignedInUser("admin");
    const ok = await outcome(() => analyticsRoute.loader({ request: req("/admin/analytics?city=nirgendwo&from=gestern", { cookie: signedIn.cookie }), params: {}, context: {} } as never));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ city: null, period: { preset: "30d" } });
  });
});
