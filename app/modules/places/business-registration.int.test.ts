import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { businessRegistrations } from "~/modules/accounts/schema";
import { getViewer } from "~/modules/accounts/session.server";
import { auditLog } from "~/modules/audit/schema";
import { notifications } from "~/modules/engagement/schema";
import { outbox } from "~/modules/outbox/schema";
import { businessProfiles, locationManagers } from "~/modules/places/schema";
import { registerDefaultHandlers } from "~/modules/register-handlers.server";
import * as adminList from "~/routes/admin/businesses";
import * as adminForm from "~/routes/admin/business-form";
import * as dashboard from "~/routes/business-owner/dashboard";
import * as register from "~/routes/business-owner/register";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeLocation } from "../../../tests/factories";

type Body = { ok?: boolean; code?: string; message?: string; fields?: Record<string, string>; owner?: boolean; registration?: { state: string; reason: string | null } | null };
type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

let admin: Signed;

beforeAll(async () => {
  await setupTestDb();
  registerDefaultHandlers();
  admin = await makeSignedInUser("admin");
});

const submit = (who: Signed, form: Record<string, string>) =>
  outcome(() => register.action({ request: req("/business-owner/register", { cookie: who.cookie, form }), params: {}, context: {} } as never));
const claim = (locationId: string, over: Record<string, string> = {}) => ({
  kind: "claim",
  locationId,
  businessName: "Café Hafenblick",
  roleAtBusiness: "Inhaberin",
  proofKind: "email",
  proofEmail: "chefin@hafenblick.de",
  confirm: "on",
  ...over,
});
const decide = (form: Record<string, string>, cookie = admin.cookie) =>
  outcome(() => adminList.action({ request: req("/admin/businesses", { cookie, form }), params: {}, context: {} } as never));
const regOf = async (userId: string) => (await db.select().from(businessRegistrations).where(eq(businessRegistrations.userId, userId)))[0];
const place = () => makeLocation({ website: "https://www.hafenblick.de" });

/** The token is only mailed: read it from the queued confirmation mail. */
async function mailedToken(registrationId: string) {
  const [m] = await db.select().from(outbox).where(eq(outbox.dedupeKey, `business-registration-confirm:${registrationId}`));
  const url = String((m!.payload as { data: { url: string } }).data.url);
  return new URL(url).searchParams.get("bestaetigen")!;
}

async function confirmed(who: Signed) {
  const reg = (await regOf(who.id))!;
  const token = await mailedToken(reg.id);
  const r = await outcome(() => register.action({ request: req("/business-owner/register", { cookie: who.cookie, form: { intent: "confirm", token } }), params: {}, context: {} } as never));
  expect(r.status).toBe(302);
  return reg;
}

describe("business-owner registration (decision 0013)", () => {
  it("refuses bad input with German messages beside the fields and stores nothing", async () => {
    const u = await makeSignedInUser("user");
    const r = await submit(u, { kind: "new", businessName: "X", roleAtBusiness: "", proofKind: "email", proofEmail: "kein-mail", website: "hafen", confirm: "" });
    expect(r.status).toBe(400);
    const fields = (r.body as Body).fields!;
    expect(fields.businessName).toMatch(/mindestens 2 Zeichen/);
    expect(fields.roleAtBusiness).toMatch(/Rolle/);
    expect(fields.website).toMatch(/https:\/\//);
    // the form-wide rules once every field reads well
    const r2 = await submit(u, { kind: "new", businessName: "Kiosk", roleAtBusiness: "Inhaber", city: "Lübeck", proofKind: "email", proofEmail: "kein-mail", website: "https://kiosk.de", confirm: "" });
    expect(r2.status).toBe(400);
    expect((r2.body as Body).fields?.proofEmail).toMatch(/E-Mail-Adresse/);
    expect((r2.body as Body).fields?.confirm).toMatch(/bestätigen/);
    expect(await regOf(u.id)).toBeUndefined();
  });

  it("refuses a business e-mail outside the place's website domain", async () => {
    const u = await makeSignedInUser("user");
    const loc = await place();
    const r = await submit(u, claim(loc.id, { proofEmail: "chefin@gmail.com" }));
    expect(r.status).toBe(400);
    expect((r.body as Body).fields?.proofEmail).toMatch(/hafenblick\.de/);
    expect(await regOf(u.id)).toBeUndefined();
  });

  it("claims a place with an e-mail proof: confirmation link mailed; approval links the manager, creates the profile, mails and notifies; the badge follows", async () => {
    const u = await makeSignedInUser("user");
    const loc = await place();
    expect((await submit(u, claim(loc.id))).status).toBe(302);
    const reg = (await regOf(u.id))!;
    expect(reg).toMatchObject({ status: "pending", proofKind: "email", roleAtBusiness: "Inhaberin", locationId: loc.id });

    // the dashboard shows the state; approval waits for the confirmed e-mail
    const before = await outcome(() => dashboard.loader({ request: req("/business-owner", { cookie: u.cookie }), params: {}, context: {} } as never));
    expect((before.body as Body).registration?.state).toBe("awaiting_email");
    expect((await decide({ intent: "approve", id: reg.id })).status).toBe(409);

    await confirmed(u);
    expect((await decide({ intent: "approve", id: reg.id })).status).toBe(302);
    expect(await db.select().from(locationManagers).where(and(eq(locationManagers.locationId, loc.id), eq(locationManagers.userId, u.id)))).toHaveLength(1);
    const [profile] = await db.select().from(businessProfiles).where(eq(businessProfiles.ownerId, u.id));
    expect(profile).toMatchObject({ name: "Café Hafenblick", locationId: loc.id });
    expect((await regOf(u.id))!.status).toBe("approved");
    expect(await db.select().from(outbox).where(eq(outbox.dedupeKey, `business-registration-approved:${reg.id}`))).toHaveLength(1);
    expect((await db.select().from(notifications).where(eq(notifications.userId, u.id))).map((n) => n.title)).toContain("Ihr Business „Café Hafenblick“ ist freigegeben");
    expect((await db.select().from(auditLog).where(eq(auditLog.entityId, reg.id))).map((a) => a.action)).toEqual(
      expect.arrayContaining(["business_registration.submitted", "business_registration.email_confirmed", "business_registration.approved"]),
    );
    expect((await getViewer(req("/business-owner", { cookie: u.cookie })))?.isBusinessOwner).toBe(true);
    const after = await outcome(() => dashboard.loader({ request: req("/business-owner", { cookie: u.cookie }), params: {}, context: {} } as never));
    expect((after.body as Body).owner).toBe(true);

    // the place now has a manager: nobody can claim it again
    const late = await makeSignedInUser("user");
    const again = await submit(late, claim(loc.id, { proofEmail: "spaet@hafenblick.de" }));
    expect(again.status).toBe(409);
    expect((again.body as Body).code).toBe("PLACE_ALREADY_CLAIMED");
  });

  it("a place with a pending claim cannot be claimed by another user", async () => {
    const [a, b] = [await makeSignedInUser("user"), await makeSignedInUser("user")];
    const loc = await place();
    expect((await submit(a, claim(loc.id))).status).toBe(302);
    const r = await submit(b, claim(loc.id, { proofEmail: "b@hafenblick.de" }));
    expect(r.status).toBe(409);
    expect(await regOf(b.id)).toBeUndefined();
  });

  it("the database lets only one of two concurrent claims win", async () => {
    const [a, b] = [await makeSignedInUser("user"), await makeSignedInUser("user")];
    const loc = await place();
    const results = await Promise.all([submit(a, claim(loc.id, { proofEmail: "a@hafenblick.de" })), submit(b, claim(loc.id, { proofEmail: "b@hafenblick.de" }))]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 409]);
    expect(await db.select().from(businessRegistrations).where(eq(businessRegistrations.locationId, loc.id))).toHaveLength(1);
    // and directly against the index, past the use case's check
    const c = await makeSignedInUser("user");
    await expect(db.insert(businessRegistrations).values({ userId: c.id, businessName: "Zweiter", locationId: loc.id })).rejects.toThrow();
  });

  it("rejection needs a reason; it is mailed, notified and shown on the dashboard; the user may register again", async () => {
    const u = await makeSignedInUser("user");
    const loc = await place();
    await submit(u, claim(loc.id));
    const reg = await confirmed(u);
    const noReason = await decide({ intent: "reject", id: reg.id, response: "" });
    expect(noReason.status).toBe(400);
    expect((await regOf(u.id))!.status).toBe("pending");
    expect((await decide({ intent: "reject", id: reg.id, response: "Die E-Mail-Adresse gehört nicht zum Betrieb." })).status).toBe(302);
    expect((await regOf(u.id))!).toMatchObject({ status: "rejected", adminResponse: "Die E-Mail-Adresse gehört nicht zum Betrieb." });
    expect(await db.select().from(outbox).where(eq(outbox.dedupeKey, `business-registration-rejected:${reg.id}`))).toHaveLength(1);
    expect(await db.select().from(locationManagers).where(eq(locationManagers.userId, u.id))).toHaveLength(0);
    const d = await outcome(() => dashboard.loader({ request: req("/business-owner", { cookie: u.cookie }), params: {}, context: {} } as never));
    expect((d.body as Body).registration).toMatchObject({ state: "rejected", reason: "Die E-Mail-Adresse gehört nicht zum Betrieb." });
    // the place is free again
    expect((await submit(u, claim(loc.id))).status).toBe(302);
  });

  it("withdraw: only the applicant's own pending registration; a foreign id changes nothing", async () => {
    const [u, other] = [await makeSignedInUser("user"), await makeSignedInUser("user")];
    await submit(u, { kind: "new", businessName: "Kiosk Möwe", roleAtBusiness: "Inhaber", city: "Lübeck", proofKind: "email", proofEmail: "a@moewe.de", website: "https://moewe.de", confirm: "on" });
    const reg = (await regOf(u.id))!;
    const foreign = await outcome(() => register.action({ request: req("/business-owner/register", { cookie: other.cookie, form: { intent: "withdraw", id: reg.id } }), params: {}, context: {} } as never));
    expect(foreign.status).toBe(404);
    expect(await regOf(u.id)).toBeDefined();
    // a foreign confirmation token changes nothing either
    const token = await mailedToken(reg.id);
    const foreignConfirm = await outcome(() => register.action({ request: req("/business-owner/register", { cookie: other.cookie, form: { intent: "confirm", token } }), params: {}, context: {} } as never));
    expect(foreignConfirm.status).toBe(404);
    expect((await regOf(u.id))!.proofEmailConfirmedAt).toBeNull();
    const own = await outcome(() => register.action({ request: req("/business-owner/register", { cookie: u.cookie, form: { intent: "withdraw", id: reg.id } }), params: {}, context: {} } as never));
    expect(own.status).toBe(302);
    expect(await regOf(u.id)).toBeUndefined();
  });

  it("only admins decide or edit businesses", async () => {
    const u = await makeSignedInUser("user");
    const owner = await makeSignedInUser("organizer");
    const loc = await place();
    await submit(u, claim(loc.id));
    const reg = (await regOf(u.id))!;
    expect((await decide({ intent: "approve", id: reg.id }, owner.cookie)).status).toBe(403);
    expect((await regOf(u.id))!.status).toBe("pending");
    const r = await outcome(() => adminForm.action({ request: req("/admin/businesses/create", { cookie: owner.cookie, form: { name: "Fremd" } }), params: {}, context: {} } as never));
    expect(r.status).toBe(403);
  });

  it("admin creates and edits a business profile; taken slug and unknown owner get German messages", async () => {
    const loc = await makeLocation({ name: "Speicher 7" });
    const create = (form: Record<string, string>, id?: string) =>
      outcome(() => adminForm.action({ request: req(id ? `/admin/businesses/${id}/edit` : "/admin/businesses/create", { cookie: admin.cookie, form }), params: id ? { id } : {}, context: {} } as never));
    const ok = await create({ name: "Speicher Sieben", placeSlug: loc.slug, ownerEmail: admin.email, isActive: "on", cityId: "luebeck" });
    expect(ok.status).toBe(302);
    const [b] = await db.select().from(businessProfiles).where(eq(businessProfiles.name, "Speicher Sieben"));
    expect(b).toMatchObject({ locationId: loc.id, ownerId: admin.id, slug: "speicher-sieben" });
    const dup = await create({ name: "Zweites", slug: "speicher-sieben" });
    expect(dup.status).toBe(409);
    expect((dup.body as Body).fields?.slug).toMatch(/Adresse/);
    const noOwner = await create({ name: "Speicher Sieben", ownerEmail: "niemand@example.org" }, b!.id);
    expect(noOwner.status).toBe(400);
    expect((noOwner.body as Body).fields?.ownerEmail).toMatch(/kein Konto/);
    expect((await create({ name: "Speicher 7 Bar", slug: "speicher-7-bar", isVerified: "on" }, b!.id)).status).toBe(302);
    const [after] = await db.select().from(businessProfiles).where(eq(businessProfiles.id, b!.id));
    expect(after).toMatchObject({ name: "Speicher 7 Bar", slug: "speicher-7-bar", isVerified: true, isActive: false, locationId: null });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, b!.id))).toHaveLength(2);
  });
});
