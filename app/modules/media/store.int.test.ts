import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { mediaStore, saveImage } from "~/modules/media/store.server";
import { setupTestDb } from "../../../tests/setup/db";
import { hugePng } from "../../../tests/support/images";

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "sp-media-"));
  await setupTestDb();
});

const file = (buf: Buffer, type: string, name = "bild.png") => new File([new Uint8Array(buf)], name, { type });

describe("media store", () => {
  it("stores responsive WebP variants without upscaling", async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#b53c7a" } }).png().toBuffer();
    const img = await saveImage(db, { file: file(png, "image/png"), ownerId: null, purpose: "test" });
    expect(img.variants.map((v) => v.width)).toEqual([320, 800, 1000]);
    expect(img.url).toMatch(/^\/media\/test\/.+-1000\.webp$/);
    const stored = await mediaStore().get(img.variants[0].key);
    expect(stored?.contentType).toBe("image/webp");
  });

  it("refuses empty, oversized, wrong-type and corrupt files with German messages", async () => {
    await expect(saveImage(db, { file: file(Buffer.alloc(0), "image/png"), ownerId: null, purpose: "test" })).rejects.toMatchObject({ userMessage: "Bitte wählen Sie ein Bild aus." });
    await expect(saveImage(db, { file: file(Buffer.from("%PDF-1.4"), "application/pdf", "x.pdf"), ownerId: null, purpose: "test" })).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(saveImage(db, { file: file(Buffer.alloc(9 * 1024 * 1024, 1), "image/png"), ownerId: null, purpose: "test" })).rejects.toMatchObject({ userMessage: "Das Bild ist zu groß (höchstens 8 MB)." });
    await expect(saveImage(db, { file: file(Buffer.from("kein bild"), "image/png"), ownerId: null, purpose: "test" })).rejects.toMatchObject({ userMessage: "Die Datei ist kein lesbares Bild." });
  });

  it("refuses an image of too many pixels before decoding it (finding 11: a small PNG of 12,000 × 12,000 px)", async () => {
    const png = hugePng(12_000, 12_000);
    expect(png.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    await expect(saveImage(db, { file: file(png, "image/png"), ownerId: null, purpose: "test" })).rejects.toMatchObject({
      code: "VALIDATION",
      userMessage: "Das Bild ist zu groß (höchstens 40 Megapixel).",
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });
});
