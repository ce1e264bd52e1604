import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { organizers } from "~/modules/people/schema";
import * as formRoute from "~/routes/admin/organizer-form";
import * as listRoute from "~/routes/admin/organizers";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeOrganizer } from "../../../tests/factories/discovery";

type Body = { ok?: boolean; done?: number; total?: number; rows?: Array<Record<string, unknown>> };

let admin: { cookie: string };
let organizer: { id: string; cookie: string; email: string };

beforeAll(async () => {
  await setupTestDb();
  admin = await makeSignedInUser("admin");
  organizer = await makeSignedInUser("organizer");
});

const act = (form: Record<string, string | string[]>, cookie = admin.cookie) =>
  outcome(() => listRoute.action({ request: req("/admin/organizers", { cookie, form }), params: {}, context: {} } as never));
const list = (query = "", cookie = admin.cookie) =>
  outcome(() => listRoute.loader({ request: req(`/admin/organizers${query}`, { cookie }), params: {}, context: {} } as never));

describe("/admin/organizers", () => {
  it("verifies and deactivates organizers (row and bulk), each audited with the flag before and after", async () => {
    const a = await makeOrganizer({ name: "Kulturwerft", userId: organizer.id });
    const b = await makeOrganizer({ name: "Hafenbühne" });
    expect((await act({ intent: "verify", id: a.id })).status).toBe(200);
    const bulk = await act({ intent: "deactivate", ids: [a.id, b.id] });
    expect(bulk.status).toBe(200);
    expect(bulk.body as Body).toMatchObject({ ok: true });
    const rows = await db.select().from(organizers).where(eq(organizers.id, a.id));
    expect(rows[0]).toMatchObject({ isVerified: true, isActive: false });
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, a.id));
    expect(audits.map((x) => [x.action, x.before, x.after])).toEqual([
      ["organizer.verified", { isVerified: false }, { isVerified: true }],
      ["organizer.deactivated", { isActive: true }, { isActive: false }],
    ]);
    // again: nothing changes, nothing is written
    await act({ intent: "verify", id: a.id });
    expect(await db.$count(auditLog, eq(auditLog.entityId, a.id))).toBe(2);
  });

  it("lists with the account that runs each profile (link to the admin user page), filters by verified, active and plan, searches by account e-mail", async () => {
    const found = await list(`?q=${encodeURIComponent(organizer.email)}`);
    const rows = (found.body as Body).rows!;
    expect(rows.map((r) => r.name)).toEqual(["Kulturwerft"]);
    expect(rows[0]).toMatchObject({ account: { email: organizer.email, href: `/admin/users/${organizer.id}/edit` }, plan: "Starter" });
    const inactiveVerified = (await list("?verified=yes&active=no")).body as Body;
    expect(inactiveVerified.rows!.map((r) => r.name)).toEqual(["Kulturwerft"]);
    expect(((await list("?plan=enterprise")).body as Body).rows).toEqual([]);
  });

  it("non-admins are refused: the action with 403 and nothing changes, the page sends them away", async () => {
    const c = await makeOrganizer({ name: "Domkonzerte" });
    expect((await act({ intent: "deactivate", id: c.id }, organizer.cookie)).status).toBe(403);
    const [row] = await db.select().from(organizers).where(eq(organizers.id, c.id));
    expect(row!.isActive).toBe(true);
    expect(await db.$count(auditLog, eq(auditLog.entityId, c.id))).toBe(0);
    expect((await list("", organizer.cookie)).status).toBe(302);
  });

  it("the edit form changes the public profile (audited with the changed fields) and refuses bad input beside its field", async () => {
    const o = await makeOrganizer({ name: "Theater im Hafen", slug: "theater-im-hafen" });
    const edit = (form: Record<string, string>, cookie = admin.cookie) =>
      outcome(() => formRoute.action({ request: req(`/admin/organizers/${o!.id}/edit`, { cookie, form }), params: { id: o!.id }, context: {} } as never));
    const bad = await edit({ name: "Theater im Hafen", website: "javascript:alert(1)", cityId: "atlantis" });
    expect(bad.status).toBe(400);
    expect((bad.body as { fields?: Record<string, string> }).fields).toMatchObject({
      website: "Website: Bitte geben Sie eine vollständige Adresse mit https:// ein.",
      cityId: "Bitte wählen Sie eine Stadt.",
    });
    expect((await edit({ name: "Hafentheater" }, organizer.cookie)).status).toBe(403);
    const ok = await edit({ name: "Hafentheater", slug: "theater-im-hafen", cityId: "luebeck", website: "https://hafentheater.example", isActive: "on" });
    expect(ok.status).toBe(302);
    const [row] = await db.select().from(organizers).where(eq(organizers.id, o!.id));
    expect(row).toMatchObject({ name: "Hafentheater", website: "https://hafentheater.example", isActive: true, isVerified: false });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, o!.id));
    expect(entry).toMatchObject({ action: "organizer.updated", before: { name: "Theater im Hafen", website: null }, after: { name: "Hafentheater", website: "https://hafentheater.example" } });
  });
});
