import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { mediaStore, saveImage } from "~/modules/media/store.server";
import { setupTestDb } from "../../../tests/setup/db";

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

/** A valid 1-bit grayscale PNG of the given size, all black: tiny on disk, huge when decoded. */
function hugePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale
  const row = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(row * height);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}
