import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { ensureOwnOrganizer } from "~/modules/organizers/scope.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCity, makeUser } from "../../../tests/factories";

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
});

describe("ensureOwnOrganizer", () => {
  it("creates the organizer profile on first use with an audit row in the same transaction; later uses change nothing", async () => {
    const u = await makeUser({ role: "organizer", email: "erstes-event@example.test" });
    const actor = { id: u.id, email: u.email, role: "organizer" as const, displayName: "Kulturverein Trave" };
    const created = await db.transaction((tx) => ensureOwnOrganizer(tx, actor));
    const again = await db.transaction((tx) => ensureOwnOrganizer(tx, actor));
    expect(again.id).toBe(created.id);
    const rows = await db.select().from(auditLog).where(and(eq(auditLog.entityType, "organizer"), eq(auditLog.entityId, created.id)));
    expect(rows.map((r) => [r.action, r.actorId, r.after?.name])).toEqual([["organizer.created", u.id, "Kulturverein Trave"]]);
  });

  it("a failed transaction leaves neither the profile nor its audit row", async () => {
    const u = await makeUser({ role: "organizer" });
    const actor = { id: u.id, email: u.email, role: "organizer" as const };
    await expect(
      db.transaction(async (tx) => {
        await ensureOwnOrganizer(tx, actor);
        throw new Error("später gescheitert");
      }),
    ).rejects.toThrow("später gescheitert");
    expect(await db.$count(auditLog, eq(auditLog.actorId, u.id))).toBe(0);
  });
});
