import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { events } from "~/modules/events/schema";
import { media } from "~/modules/media/schema";
import { mediaStore } from "~/modules/media/store.server";
import * as apiRoute from "~/routes/api/admin-media";
import * as mediaRoute from "~/routes/api/media";
import * as pageRoute from "~/routes/admin/media";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req, TEST_ORIGIN } from "../../../tests/factories/accounts";
import { makeEvent } from "../../../tests/factories";

let admin: { cookie: string };
let organizer: { cookie: string };

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "sp-library-"));
  await setupTestDb();
  admin = await makeSignedInUser("admin");
  organizer = await makeSignedInUser("organizer");
}, 120_000);

const png = (width: number, colour: string) => sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: colour } }).png().toBuffer();

function post(url: string, fields: Record<string, string | File>, cookie = admin.cookie) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return new Request(`${TEST_ORIGIN}${url}`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie }, body: fd });
}
const upload = async (file: File, cookie = admin.cookie) => outcome(() => apiRoute.action({ request: post("/api/admin/media", { file }, cookie), params: {}, context: {} } as never));
const page = (fields: Record<string, string | File>, cookie = admin.cookie) => outcome(() => pageRoute.action({ request: post("/admin/media", fields, cookie), params: {}, context: {} } as never));
const list = async (query = "") => (await outcome(() => pageRoute.loader({ request: req(`/admin/media${query}`, { cookie: admin.cookie }), params: {}, context: {} } as never))).body as {
  rows: Array<{ id: string; name: string; url: string; uses: Array<{ kind: string; name: string }> }>;
  total: number;
};
const imageFile = async (name: string, width = 900, colour = "#b53c7a") => new File([new Uint8Array(await png(width, colour))], name, { type: "image/png" });

describe("/admin/media", () => {
  it("stores uploads with variants, lists them with search, shows where an item is used and refuses to delete it then; audited", async () => {
    const a = await upload(await imageFile("hafen.png"));
    const b = await upload(await imageFile("dom.png", 400));
    expect(a.status).toBe(200);
    const { id, url } = a.body as { id: string; url: string };
    const [row] = await db.select().from(media).where(eq(media.id, id));
    expect(row.variants.map((v) => v.width)).toEqual([320, 800, 900]);
    expect(await mediaStore().get(row.variants[0].key)).not.toBeNull();

    const event = await makeEvent({ title: "Hafenfest" });
    await db.update(events).set({ imageUrl: url }).where(eq(events.id, event.id));

    const all = await list();
    expect(all.rows.find((r) => r.id === id)?.uses).toEqual([{ kind: "Event-Bild", name: "Hafenfest", href: `/admin/events/${event.id}/edit` }]);
    expect((await list("?q=hafen")).rows.map((r) => r.name)).toEqual(["hafen.png"]);
    expect((await list("?use=used")).rows.map((r) => r.id)).toEqual([id]);
    expect((await list("?use=unused")).rows.map((r) => r.id)).toContain((b.body as { id: string }).id);

    const refused = await page({ intent: "delete", id });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(
      "Diese Datei wird noch verwendet und kann nicht gelöscht werden: Event-Bild „Hafenfest“. Bitte ersetzen oder entfernen Sie sie dort zuerst.",
    );
    expect(await db.$count(media, eq(media.id, id))).toBe(1);

    const bId = (b.body as { id: string }).id;
    const [bRow] = await db.select().from(media).where(eq(media.id, bId));
    expect((await page({ intent: "delete", id: bId })).status).toBe(200);
    expect(await db.$count(media, eq(media.id, bId))).toBe(0);
    expect(await mediaStore().get(bRow.storageKey)).toBeNull();

    const actions = (await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, "media"))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["media.uploaded", "media.deleted"]));
  });

  it("replaces an item's file under the same URLs and changes its alt text", async () => {
    const a = await upload(await imageFile("alt.png", 800, "#ff0000"));
    const { id, url } = a.body as { id: string; url: string };
    const [before] = await db.select().from(media).where(eq(media.id, id));
    const oldBytes = (await mediaStore().get(before.storageKey))!.body;
    expect((await page({ intent: "replace", id, file: await imageFile("neu.png", 1200, "#00ff00") })).status).toBe(200);
    const [after] = await db.select().from(media).where(eq(media.id, id));
    expect(after.storageKey).toBe(before.storageKey);
    expect(mediaStore().url(after.storageKey)).toBe(url);
    expect(after.originalName).toBe("neu.png");
    const newBytes = (await mediaStore().get(after.storageKey))!.body;
    expect(newBytes.equals(oldBytes)).toBe(false);
    const { dominant } = await sharp(newBytes).stats();
    expect(dominant.g).toBeGreaterThan(200);

    expect((await page({ intent: "alt", id, altText: "Grüne Fläche" })).status).toBe(200);
    expect((await db.select().from(media).where(eq(media.id, id)))[0].altText).toBe("Grüne Fläche");
    const tooLong = await page({ intent: "alt", id, altText: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
  });

  it("serves items for revalidation, not as immutable: a replaced item gets a new ETag and the old one no 304", async () => {
    const serve = (url: string, headers: Record<string, string> = {}) =>
      mediaRoute.loader({ request: new Request(`${TEST_ORIGIN}${url}`, { headers }), params: { "*": url.replace(/^\/media\//, "") }, context: {} } as never) as Promise<Response>;
    const a = await upload(await imageFile("cache.png", 800, "#ff0000"));
    const { id, url } = a.body as { id: string; url: string };
    const first = await serve(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(first.headers.get("Cache-Control")).not.toContain("immutable");
    const etag1 = first.headers.get("ETag")!;
    expect(etag1).toMatch(/^".+"$/);
    const bytes1 = Buffer.from(await first.arrayBuffer());
    const unchanged = await serve(url, { "If-None-Match": etag1 });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("ETag")).toBe(etag1);

    expect((await page({ intent: "replace", id, file: await imageFile("blau.png", 800, "#0000ff") })).status).toBe(200);
    const after = await serve(url, { "If-None-Match": etag1 });
    expect(after.status).toBe(200);
    const etag2 = after.headers.get("ETag")!;
    expect(etag2).not.toBe(etag1);
    const bytes2 = Buffer.from(await after.arrayBuffer());
    expect(bytes2.equals(bytes1)).toBe(false);
    expect((await sharp(bytes2).stats()).dominant.b).toBeGreaterThan(200);
    expect((await serve(url, { "If-None-Match": `W/${etag2}` })).status).toBe(304);
  });

  it("refuses a file that is no image and one of 30 MB with a German message, storing nothing", async () => {
    const count = await db.$count(media);
    const pdf = await upload(new File([new Uint8Array(Buffer.from("%PDF-1.4 kein Bild"))], "flyer.pdf", { type: "application/pdf" }));
    expect(pdf.status).toBe(400);
    expect((pdf.body as { message: string }).message).toBe("Bitte laden Sie ein JPG-, PNG-, WebP- oder AVIF-Bild hoch.");
    const fake = await upload(new File([new Uint8Array(Buffer.from("kein bild"))], "fake.png", { type: "image/png" }));
    expect((fake.body as { message: string }).message).toBe("Die Datei ist kein lesbares Bild.");
    const huge = await upload(new File([new Uint8Array(30 * 1024 * 1024)], "riesig.png", { type: "image/png" }));
    expect(huge.status).toBe(400);
    expect((huge.body as { message: string }).message).toBe("Das Bild ist zu groß (höchstens 8 MB).");
    const [first] = await db.select().from(media).limit(1);
    const badReplace = await page({ intent: "replace", id: first.id, file: new File([new Uint8Array(Buffer.from("nope"))], "x.png", { type: "image/png" }) });
    expect(badReplace.status).toBe(400);
    expect(await db.$count(media)).toBe(count);
  });

  it("is the admins': an organizer may neither upload, list choices nor delete", async () => {
    expect((await upload(await imageFile("x.png"), organizer.cookie)).status).toBe(403);
    const choices = await outcome(() => apiRoute.loader({ request: req("/api/admin/media", { cookie: organizer.cookie }), params: {}, context: {} } as never));
    expect(choices.status).toBe(403);
    const [first] = await db.select().from(media).limit(1);
    expect((await page({ intent: "delete", id: first.id }, organizer.cookie)).status).toBe(403);
    expect(await db.$count(media, eq(media.id, first.id))).toBe(1);
    const unknown = await page({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
  });
});
