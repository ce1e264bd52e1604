import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { userRoles } from "~/modules/accounts/schema";
import { auditLog } from "~/modules/audit/schema";
import { organizers } from "~/modules/people/schema";
import * as formRoute from "~/routes/admin/organizer-form";
import * as listRoute from "~/routes/admin/organizers";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeOrganizer } from "../../../tests/factories/discovery";
import { makeUser } from "../../../tests/factories";

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

  const create = (form: Record<string, string>, cookie = admin.cookie) =>
    outcome(() => formRoute.action({ request: req("/admin/organizers/create", { cookie, form }), params: {}, context: {} } as never));
  const fieldsOf = (o: { body: unknown }) => (o.body as { fields?: Record<string, string> }).fields;

  it("creates a profile with a slug from the name, linked to an account by e-mail (which becomes an organizer), on a plan — audited", async () => {
    const owner = await makeUser({ email: "Nordlicht@Example.test" });
    const res = await create({
      name: "Nordlicht Kollektiv",
      description: "Konzerte an der Küste",
      cityId: "luebeck",
      website: "https://nordlicht.example",
      instagram: "@nordlicht",
      accountEmail: "nordlicht@example.test",
      plan: "professional",
      planValidUntil: "31.12.2027",
      isActive: "on",
    });
    expect(res.status).toBe(302);
    const [row] = await db.select().from(organizers).where(eq(organizers.userId, owner.id));
    expect(row).toMatchObject({ name: "Nordlicht Kollektiv", slug: "nordlicht-kollektiv", cityId: "luebeck", plan: "professional", isActive: true, isVerified: false, socialMedia: { instagram: "@nordlicht" } });
    // through the whole 31 December in Berlin (CET: 23:59 local = 22:59 UTC)
    expect(row!.planValidUntil!.toISOString()).toBe("2027-12-31T22:59:00.000Z");
    expect(res.location).toBe(`/admin/organizers/${row!.id}/edit`);
    const [created] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, "organizer.created")));
    expect(created!.after).toMatchObject({ name: "Nordlicht Kollektiv", plan: "professional", userId: owner.id });
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, owner.id));
    expect(role!.role).toBe("organizer");
    expect(await db.$count(auditLog, and(eq(auditLog.entityId, owner.id), eq(auditLog.action, "user_role.granted")))).toBe(1);

    // the same name again: the generated address gets a number
    expect((await create({ name: "Nordlicht Kollektiv", plan: "starter" })).status).toBe(302);
    expect(await db.$count(organizers, eq(organizers.slug, "nordlicht-kollektiv-2"))).toBe(1);
  });

  it("refuses a taken slug, an unknown account, an account that runs another profile and bad input beside the field — nothing is created", async () => {
    await makeOrganizer({ name: "Kunsthalle", slug: "kunsthalle" });
    const busy = await makeUser();
    await makeOrganizer({ name: "Schon vergeben", userId: busy.id });
    const count = await db.$count(organizers);
    const audits = await db.$count(auditLog);

    const taken = await create({ name: "Kunsthalle Nord", slug: "kunsthalle", plan: "starter" });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken)).toEqual({ slug: "Diese Adresse ist bereits vergeben. Bitte wählen Sie eine andere." });

    const unknown = await create({ name: "Kunsthalle Nord", accountEmail: "niemand@example.test", plan: "starter" });
    expect(fieldsOf(unknown)).toEqual({ accountEmail: "Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte prüfen Sie die Adresse oder lassen Sie das Feld leer." });

    const runs = await create({ name: "Kunsthalle Nord", accountEmail: busy.email, plan: "starter" });
    expect(runs.status).toBe(409);
    expect(fieldsOf(runs)).toEqual({ accountEmail: "Dieses Konto führt bereits ein anderes Veranstalterprofil." });

    const bad = await create({ name: "K", slug: "Groß Buchstaben", website: "keine-url", plan: "professional", planValidUntil: "31.02.2027", cityId: "atlantis" });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toMatchObject({
      name: "Der Name muss mindestens 2 Zeichen lang sein.",
      slug: "Die Adresse (Slug) darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.",
      website: "Website: Bitte geben Sie eine vollständige Adresse mit https:// ein.",
      planValidUntil: "Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.",
      cityId: "Bitte wählen Sie eine Stadt.",
    });
    const noDate = await create({ name: "Kunsthalle Nord", plan: "professional" });
    expect(fieldsOf(noDate)).toEqual({ planValidUntil: "Bitte geben Sie an, bis wann der Tarif Professional läuft (TT.MM.JJJJ)." });

    expect((await create({ name: "Kunsthalle Nord", plan: "starter" }, organizer.cookie)).status).toBe(403);
    expect(await db.$count(organizers)).toBe(count);
    expect(await db.$count(auditLog)).toBe(audits);
  });

  it("changes the plan and its end date on the edit page (audited); a bad date changes nothing", async () => {
    const o = await makeOrganizer({ name: "Sommerbühne", slug: "sommerbuehne" });
    const edit = (form: Record<string, string>) =>
      outcome(() => formRoute.action({ request: req(`/admin/organizers/${o!.id}/edit`, { cookie: admin.cookie, form }), params: { id: o!.id }, context: {} } as never));
    const base = { name: "Sommerbühne", slug: "sommerbuehne", cityId: "luebeck", isActive: "on" };
    const bad = await edit({ ...base, plan: "professional", planValidUntil: "morgen" });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual({ planValidUntil: "Bitte geben Sie ein Datum im Format TT.MM.JJJJ an." });
    expect((await db.select().from(organizers).where(eq(organizers.id, o!.id)))[0]!.plan).toBe("starter");

    expect((await edit({ ...base, plan: "professional", planValidUntil: "2027-06-30" })).status).toBe(302);
    const [row] = await db.select().from(organizers).where(eq(organizers.id, o!.id));
    expect(row).toMatchObject({ plan: "professional" });
    expect(row!.planValidUntil!.toISOString()).toBe("2027-06-30T21:59:00.000Z");
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, o!.id), eq(auditLog.action, "organizer.updated")));
    expect(entry).toMatchObject({ before: { plan: "starter", planValidUntil: null }, after: { plan: "professional" } });

    // enterprise has no end date
    expect((await edit({ ...base, plan: "enterprise", planValidUntil: "2027-06-30" })).status).toBe(302);
    expect((await db.select().from(organizers).where(eq(organizers.id, o!.id)))[0]).toMatchObject({ plan: "enterprise", planValidUntil: null });
  });

  it("the create page loads for admins with an empty form; another's profile id is a 404", async () => {
    const page = await outcome(() => formRoute.loader({ request: req("/admin/organizers/create", { cookie: admin.cookie }), params: {}, context: {} } as never));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ organizer: null });
    const missing = await outcome(() =>
      formRoute.loader({ request: req("/admin/organizers/00000000-0000-4000-8000-000000000000/edit", { cookie: admin.cookie }), params: { id: "00000000-0000-4000-8000-000000000000" }, context: {} } as never),
    );
    expect(missing.status).toBe(404);
  });
});
