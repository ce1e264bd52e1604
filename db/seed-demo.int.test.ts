import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { planCapacity } from "~/modules/organizers/assert-within-plan.server";
import { effectivePlan, type PlanId } from "~/modules/organizers/plans";
import { seedDemo } from "./seed/demo";
import { isRealPostgres, setupTestDb } from "../tests/setup/db";

beforeAll(setupTestDb);

const count = async (q: ReturnType<typeof sql>) =>
  Number(((await db.execute(q)) as unknown as { rows: Array<{ n: number | string }> }).rows[0].n);

describe(`migrations and demo seed on ${isRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => {
  it("seeds the demo data the product needs, once", async () => {
    await seedDemo(db, { withAccounts: true });
    await seedDemo(db, { withAccounts: true }); // idempotent

    expect(await count(sql`select count(*) as n from cities`)).toBe(4);
    const lue = (await db.execute(sql`select landmarks, neighborhoods from cities where id = 'luebeck'`)) as unknown as {
      rows: Array<{ landmarks: Array<{ name: string; latitude: number }>; neighborhoods: string[] }>;
    };
    expect(lue.rows[0].landmarks.map((l) => l.name)).toContain("Holstentor");
    expect(lue.rows[0].landmarks.length).toBeGreaterThanOrEqual(5);
    expect(lue.rows[0].neighborhoods.length).toBeGreaterThanOrEqual(6);

    const upcoming = await count(sql`select count(*) as n from events where start_date between now() and now() + interval '90 days'`);
    expect(upcoming).toBeGreaterThanOrEqual(150);
    expect(await count(sql`select count(distinct category_id) as n from events`)).toBeGreaterThanOrEqual(9);
    expect(await count(sql`select count(*) as n from events where is_featured`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from events where status = 'sold_out'`)).toBe(1);
    expect(await count(sql`select count(*) as n from events where status = 'cancelled'`)).toBe(1);
    expect(await count(sql`select count(*) as n from events where price_cents = 0`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from events where kind = 'workshop'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from events where kind = 'activity'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from (select event_id from ticket_categories group by event_id having count(*) > 1) t`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from ticket_categories where early_bird_price_cents is not null`)).toBeGreaterThan(0);
    // the events list must never see placeholder coordinates: every venue has real ones
    expect(await count(sql`select count(*) as n from locations`)).toBeGreaterThanOrEqual(30);
    expect(await count(sql`select count(*) as n from locations where latitude is null or longitude is null`)).toBe(0);
    expect(await count(sql`select count(distinct type) as n from artists`)).toBe(8);
    expect(await count(sql`select count(*) as n from artists`)).toBeGreaterThanOrEqual(20);
    expect(await count(sql`select count(*) as n from organizers`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from blog_posts where status = 'published'`)).toBeGreaterThanOrEqual(12);
    expect(await count(sql`select count(*) as n from blog_categories`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from raffles`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from team_members`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from job_postings`)).toBeGreaterThan(0);
    // demo accounts for each role
    expect(await count(sql`select count(*) as n from "user" where email like '%@stadtpuls.test'`)).toBe(7);
    // the demo organizer's team (issue 26): Einlass with the box office, Redaktion
    const team = (await db.execute(
      sql`select m.email, m.role, m.can_sell from organizer_members m join organizers o on o.id = m.organizer_id join "user" u on u.id = o.user_id
        where u.email = 'veranstalter@stadtpuls.test' and m.removed_at is null order by m.email`,
    )) as unknown as { rows: Array<{ email: string; role: string; can_sell: boolean }> };
    expect(team.rows).toEqual([
      { email: "einlass@stadtpuls.test", role: "door", can_sell: true },
      { email: "redaktion@stadtpuls.test", role: "editor", can_sell: false },
    ]);
    expect(await count(sql`select count(*) as n from user_roles where role = 'support'`)).toBe(1);
    expect(await count(sql`select count(*) as n from user_roles where role = 'admin'`)).toBeGreaterThanOrEqual(1);
    expect(await count(sql`select count(*) as n from user_roles where role = 'organizer'`)).toBeGreaterThanOrEqual(1);
    expect(await count(sql`select count(*) as n from business_profiles where owner_id is not null`)).toBeGreaterThanOrEqual(1);
    // past events carry their guests' reviews: every author held a confirmed ticket, 'verified' only with a check-in
    expect(await count(sql`select count(*) as n from reviews r join events e on e.id = r.event_id where e.end_date < now() and r.status = 'published'`)).toBeGreaterThanOrEqual(6);
    expect(
      await count(sql`select count(*) as n from reviews r where r.event_id is not null and not exists (select 1 from bookings b where b.event_id = r.event_id and b.user_id = r.user_id and b.status = 'confirmed')`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from reviews r where r.verified_attendance <> exists (select 1 from check_ins c join booking_attendees a on a.id = c.attendee_id join bookings b on b.id = a.booking_id where b.event_id = r.event_id and b.user_id = r.user_id and c.is_valid)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from reports where target_type = 'review' and status = 'open'`)).toBe(1);
    // german full text works on the seeded data (stemming + accent-insensitive)
    expect(await count(sql`select count(*) as n from events where search_vector @@ websearch_to_tsquery('german', public.f_unaccent('Orchestern'))`)).toBeGreaterThan(0);
  });
});

describe("demo bookings hold exactly the seats the events count", () => {
  it("current_participants = seats of pending+confirmed bookings; sold_count = booked tickets", async () => {
    await seedDemo(db, { withAccounts: false });
    expect(
      await count(sql`select count(*) as n from events e where e.current_participants <> coalesce((select sum(b.quantity) from bookings b where b.event_id = e.id and b.status in ('pending','confirmed')), 0)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from ticket_categories t where t.sold_count <> coalesce((select sum(i.quantity) from booking_items i join bookings b on b.id = i.booking_id where i.ticket_category_id = t.id and b.status in ('pending','confirmed')), 0)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from booking_attendees`)).toBe(await count(sql`select coalesce(sum(quantity),0) as n from bookings`));
    expect(await count(sql`select count(*) as n from events where status = 'sold_out' and current_participants = max_participants`)).toBe(1);
  });
});

describe("demo events obey their organizer's plan (spec §9)", () => {
  it("no event offers more tickets than its organizer's plan allows, and none is without a capacity under a limited plan", async () => {
    await seedDemo(db, { withAccounts: true });
    const res = (await db.execute(sql`
      select e.title, e.max_participants, o.name, o.plan, o.plan_valid_until,
        (select coalesce(json_agg(json_build_object('capacity', t.capacity)), '[]'::json) from ticket_categories t where t.event_id = e.id) as tickets
      from events e join organizers o on o.id = e.organizer_id`)) as unknown as {
      rows: Array<{ title: string; max_participants: number | null; name: string; plan: PlanId; plan_valid_until: string | Date | null; tickets: Array<{ capacity: number | null }> }>;
    };
    const over = res.rows.flatMap((e) => {
      const plan = effectivePlan({ plan: e.plan, planValidUntil: e.plan_valid_until ? new Date(e.plan_valid_until) : null });
      const capacity = planCapacity({ maxParticipants: e.max_participants, tickets: e.tickets });
      if (plan.ticketsPerEvent === null) return [];
      return capacity === null || capacity > plan.ticketsPerEvent ? [`${e.title} (${e.name}, ${plan.label}): ${capacity ?? "ohne Kapazität"}`] : [];
    });
    expect(over).toEqual([]);
    // the demo organizer's festival is on sale within Professional's 1.000 tickets
    expect(res.rows.find((e) => e.title === "Werftfestival")?.max_participants).toBe(1000);
  });
});
