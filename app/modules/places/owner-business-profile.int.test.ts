import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { businessProfiles } from "~/modules/places/schema";
import * as profileRoute from "~/routes/business-owner/profile";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeCity } from "../../../tests/factories";
import { makeBusiness } from "../../../tests/factories/discovery";

type Person = Awaited<ReturnType<typeof makeSignedInUser>>;
type Body = { fields?: Record<string, string>; error?: Record<string, string[]> };

let owner: Person;
let other: Person;
let mine: { id: string };
let foreign: { id: string };

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  owner = await makeSignedInUser("user");
  other = await makeSignedInUser("user");
  mine = (await makeBusiness({ ownerId: owner.id, name: "Café Eigen", logoUrl: "/media/logo-eigen.png" }))!;
  foreign = (await makeBusiness({ ownerId: other.id, name: "Bar Fremd", description: "Unverändert" }))!;
});

const save = (cookie: string, profileId: string, form: Record<string, string>) =>
  outcome(() => profileRoute.action({ request: req(`/business-owner/profile/${profileId}`, { cookie, form }), params: { profileId }, context: {} } as never));
const row = async (id: string) => (await db.select().from(businessProfiles).where(eq(businessProfiles.id, id)))[0]!;
const audits = async (id: string) => db.select().from(auditLog).where(and(eq(auditLog.action, "business_profile.updated"), eq(auditLog.entityId, id)));

describe("business owner: the own business profile", () => {
  it("saves name, description and social links, audited; the kept logo stays", async () => {
    const r = await save(owner.cookie, mine.id, {
      name: "Café Eigen am Markt",
      description: "Kuchen und Kaffee.",
      "socialMedia.instagram": "@cafe_eigen",
      "socialMedia.facebook": "https://facebook.com/cafe.eigen",
      logoUrl: "/media/logo-eigen.png",
      logoAlt: "Logo Café Eigen",
    });
    expect(r.status).toBe(302);
    const b = await row(mine.id);
    expect(b).toMatchObject({ name: "Café Eigen am Markt", description: "Kuchen und Kaffee.", logoUrl: "/media/logo-eigen.png" });
    expect(b.socialMedia).toEqual({ instagram: "@cafe_eigen", facebook: "https://facebook.com/cafe.eigen" });
    expect((await audits(mine.id)).length).toBe(1);
  });

  it("refuses bad input with German messages and changes nothing", async () => {
    const before = await row(mine.id);
    const r = await save(owner.cookie, mine.id, { name: "", "socialMedia.instagram": "https://example.com/x", logoUrl: "/media/logo-eigen.png", logoAlt: "Logo" });
    expect(r.status).toBe(400);
    const text = JSON.stringify(r.body as Body);
    expect(text).toContain("Bitte geben Sie einen Namen ein (mindestens 2 Zeichen).");
    expect(text).toContain("Instagram: Bitte geben Sie @name oder https://instagram.com/name an.");
    expect(await row(mine.id)).toEqual(before);
  });

  it("takes no foreign logo address from the form", async () => {
    await save(owner.cookie, mine.id, { name: "Café Eigen am Markt", logoUrl: "https://evil.example/logo.png", logoAlt: "Logo" });
    expect((await row(mine.id)).logoUrl).toBeNull();
  });

  it("another owner's profile: 404 on page and save, nothing changes", async () => {
    const before = await row(foreign.id);
    expect((await save(owner.cookie, foreign.id, { name: "Gekapert", "socialMedia.instagram": "@gekapert" })).status).toBe(404);
    const page = await outcome(() => profileRoute.loader({ request: req(`/business-owner/profile/${foreign.id}`, { cookie: owner.cookie }), params: { profileId: foreign.id }, context: {} } as never));
    expect(page.status).toBe(404);
    expect(await row(foreign.id)).toEqual(before);
    expect(await audits(foreign.id)).toHaveLength(0);
    expect((await save(owner.cookie, "kein-uuid", { name: "Gekapert" })).status).toBe(404);
  });
});
