import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { publishEvent } from "~/modules/event-management/publish-event.server";
import { assertWithinPlan, planUsage } from "~/modules/organizers/assert-within-plan.server";
import { makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(setupTestDb);

describe("organizer plans", () => {
  it("Starter: a fourth event published this month is refused with a German message naming the upgrade", async () => {
    const org = await makeOrganizer();
    for (let i = 0; i < 3; i++) await makeOrganizerEvent(org, { publishedAt: new Date() });
    expect((await planUsage(db, org.actor)).publishedThisMonth).toBe(3);
    const draft = await makeOrganizerEvent(org, { status: "draft", publishedAt: null });
    await expect(db.transaction((tx) => assertWithinPlan(tx, { actor: org.actor, publishing: { eventId: draft.id } }))).rejects.toMatchObject({
      code: "PLAN_EVENT_LIMIT",
      status: 403,
      message: "Ihr Tarif Starter erlaubt bis zu 3 veröffentlichte Events pro Monat – diesen Monat sind es bereits 3. Mit Professional veröffentlichen Sie unbegrenzt viele Events (Einstellungen → Tarif).",
    });
    // re-publishing an event already counted this month is no new event
    const res = await db.execute<{ id: string }>(sql`select id from events where created_by = ${org.actor.id} and published_at is not null limit 1`);
    await expect(assertWithinPlan(db, { actor: org.actor, publishing: { eventId: res.rows[0]!.id } })).resolves.toBeUndefined();
  });

  it("Starter: up to 100 tickets per event; Professional up to 1,000; an unlimited capacity is refused", async () => {
    const starter = await makeOrganizer();
    await expect(assertWithinPlan(db, { actor: starter.actor, capacity: 100 })).resolves.toBeUndefined();
    await expect(assertWithinPlan(db, { actor: starter.actor, capacity: 101 })).rejects.toMatchObject({
      code: "PLAN_TICKET_LIMIT",
      fields: { maxParticipants: "Ihr Tarif Starter erlaubt höchstens 100 Tickets pro Event. Mit Professional sind bis zu 1.000 Tickets pro Event möglich (Einstellungen → Tarif)." },
    });
    await expect(assertWithinPlan(db, { actor: starter.actor, capacity: null })).rejects.toMatchObject({ code: "PLAN_TICKET_LIMIT" });
    const pro = await makeOrganizer({ plan: "professional" });
    await expect(assertWithinPlan(db, { actor: pro.actor, capacity: 1000 })).resolves.toBeUndefined();
    await expect(assertWithinPlan(db, { actor: pro.actor, capacity: 1001 })).rejects.toMatchObject({ code: "PLAN_TICKET_LIMIT" });
    for (let i = 0; i < 5; i++) await makeOrganizerEvent(pro, { publishedAt: new Date() });
    await expect(assertWithinPlan(db, { actor: pro.actor, publishing: {} })).resolves.toBeUndefined();
  });

  it("an expired Professional period falls back to Starter limits; admins are not limited", async () => {
    const lapsed = await makeOrganizer({ plan: "professional", planValidUntil: new Date(Date.now() - 1000) });
    await expect(assertWithinPlan(db, { actor: lapsed.actor, capacity: 500 })).rejects.toMatchObject({ code: "PLAN_TICKET_LIMIT" });
    const admin = await makeOrganizer({ role: "admin" });
    await expect(assertWithinPlan(db, { actor: admin.actor, capacity: 5000 })).resolves.toBeUndefined();
  });

  it("publishing through the event use case enforces the plan and changes nothing on refusal", async () => {
    const org = await makeOrganizer();
    for (let i = 0; i < 3; i++) await makeOrganizerEvent(org, { publishedAt: new Date() });
    const draft = await makeOrganizerEvent(org, { status: "draft", publishedAt: null, maxParticipants: 80 });
    await expect(publishEvent({ actor: org.actor, eventId: draft.id })).rejects.toMatchObject({ code: "PLAN_EVENT_LIMIT" });
    const big = await makeOrganizer();
    const tooBig = await makeOrganizerEvent(big, { status: "draft", publishedAt: null, maxParticipants: 150 });
    await expect(publishEvent({ actor: big.actor, eventId: tooBig.id })).rejects.toMatchObject({ code: "PLAN_TICKET_LIMIT" });
    const res = await db.execute<{ status: string }>(sql`select status from events where id in (${draft.id}::uuid, ${tooBig.id}::uuid)`);
    expect(res.rows.map((r) => r.status)).toEqual(["draft", "draft"]);
    const fine = await makeOrganizerEvent(big, { status: "draft", publishedAt: null, maxParticipants: 100 });
    await expect(publishEvent({ actor: big.actor, eventId: fine.id })).resolves.toMatchObject({ id: fine.id });
  });
});
