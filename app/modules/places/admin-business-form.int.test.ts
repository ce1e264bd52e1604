import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { businessProfiles } from "~/modules/places/schema";
import * as form from "~/routes/admin/business-form";
import * as placeSearch from "~/routes/api/admin-places";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req, TEST_ORIGIN } from "../../../tests/factories/accounts";
import { makeLocation } from "../../../tests/factories";

let admin: { cookie: string };
let organizer: { cookie: string };

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "sp-business-form-"));
  await setupTestDb();
  admin = await makeSignedInUser("admin");
  organizer = await makeSignedInUser("organizer");
}, 120_000);

const search = (q: string, cookie?: string) => outcome(() => placeSearch.loader({ request: req(`/api/admin/places?q=${encodeURIComponent(q)}`, { cookie }), params: {}, context: {} } as never));

function post(url: string, fields: Record<string, string | File>, cookie = admin.cookie) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return new Request(`${TEST_ORIGIN}${url}`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie }, body: fd });
}
const create = (fields: Record<string, string | File>, cookie = admin.cookie) =>
  outcome(() => form.action({ request: post("/admin/businesses/create", fields, cookie), params: {}, context: {} } as never));

describe("/admin/businesses form: place search and logo upload", () => {
  it("finds places by name with their city for admins; others are refused", async () => {
    await makeLocation({ name: "Café Wolkenlos", slug: "cafe-wolkenlos", city: "Lübeck" });
    await makeLocation({ name: "Wolkenbar", slug: "wolkenbar", city: "Lübeck", isActive: false });
    const found = await search("wolke", admin.cookie);
    expect(found.status).toBe(200);
    expect((found.body as { items: unknown[] }).items).toEqual([
      { id: expect.any(String), slug: "cafe-wolkenlos", name: "Café Wolkenlos", city: "Lübeck", isActive: true },
      { id: expect.any(String), slug: "wolkenbar", name: "Wolkenbar", city: "Lübeck", isActive: false },
    ]);
    expect(((await search("w", admin.cookie)).body as { items: unknown[] }).items).toEqual([]);
    // a control character (PostgreSQL refuses NUL in text) is a plain search, never a database error
    expect((await search("wolke\u0000", admin.cookie)).status).toBe(200);
    expect((await search("wolke", organizer.cookie)).status).toBe(403);
    expect((await search("wolke")).status).toBe(401);
  });

  it("an unknown place is refused beside the field and nothing is created", async () => {
    const count = await db.$count(businessProfiles);
    const r = await create({ name: "Hafenkiosk", placeSlug: "gibt-es-nicht" });
    expect(r.status).toBe(404);
    expect((r.body as { fields?: Record<string, string> }).fields).toEqual({ placeSlug: "Zu dieser Adresse gibt es keinen Ort." });
    expect(await db.$count(businessProfiles)).toBe(count);
  });

  it("uploads the logo through the image pipeline and links the chosen place (audited); a file that is no image changes nothing", async () => {
    const loc = await makeLocation({ name: "Speicher Acht", slug: "speicher-acht" });
    const count = await db.$count(businessProfiles);
    const fake = await create({ name: "Speicherbar", logo: new File([new Uint8Array(Buffer.from("kein bild"))], "logo.png", { type: "image/png" }), logoAlt: "Logo Speicherbar" });
    expect(fake.status).toBe(400);
    expect((fake.body as { fields?: Record<string, string> }).fields).toMatchObject({ logo: "Die Datei ist kein lesbares Bild." });
    expect(await db.$count(businessProfiles)).toBe(count);

    const noAlt = await create({ name: "Speicherbar", logoUrl: "/media/x/logo.webp" });
    expect((noAlt.body as { fields?: Record<string, string> }).fields).toMatchObject({ logoAlt: "Bitte beschreiben Sie das Bild (Alternativtext für Screenreader)." });

    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#0e7490" } }).png().toBuffer();
    const ok = await create({ name: "Speicherbar", placeSlug: "speicher-acht", logo: new File([new Uint8Array(png)], "logo.png", { type: "image/png" }), logoAlt: "Logo Speicherbar", isActive: "on" });
    expect(ok.status).toBe(302);
    const [b] = await db.select().from(businessProfiles).where(eq(businessProfiles.name, "Speicherbar"));
    expect(b).toMatchObject({ locationId: loc.id });
    expect(b!.logoUrl).toMatch(/^\/media\//);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, b!.id));
    expect(entry).toMatchObject({ action: "business_profile.created", after: { logoUrl: b!.logoUrl, locationId: loc.id } });

    const page = await outcome(() => form.loader({ request: req(`/admin/businesses/${b!.id}/edit`, { cookie: admin.cookie }), params: { id: b!.id }, context: {} } as never));
    expect(page.body).toMatchObject({ currentPlace: { slug: "speicher-acht", name: "Speicher Acht" }, currentLogo: { url: b!.logoUrl } });
  });
});
