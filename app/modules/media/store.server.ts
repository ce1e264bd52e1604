import { own } from "~/lib/own";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { AppError } from "~/lib/app-error";
import type { DbOrTx } from "~/lib/db.server";
import { media, type MediaVariant } from "~/modules/media/schema";

/** Where uploaded files live: local disk by default (S3-compatible stores implement the same). */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  url(key: string): string;
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", avif: "image/avif", jpeg: "image/jpeg", png: "image/png" };

export class LocalDiskStore implements MediaStore {
  constructor(private readonly root: string) {}
  private file(key: string) {
    const safe = path.normalize(key).replace(/^(\.\.(\/|\\|$))+/, "");
    return path.join(this.root, safe);
  }
  async put(key: string, body: Buffer) {
    const f = this.file(key);
    await fs.mkdir(path.dirname(f), { recursive: true });
    await fs.writeFile(f, body);
  }
  async get(key: string) {
    try {
      const body = await fs.readFile(this.file(key));
      const ext = key.split(".").pop() ?? "";
      return { body, contentType: own(CONTENT_TYPES, ext) ?? "application/octet-stream" };
    } catch {
      return null;
    }
  }
  url(key: string) {
    return `/media/${key}`;
  }
  async delete(key: string) {
    await fs.rm(this.file(key), { force: true });
  }
}

let store: MediaStore | undefined;
export function mediaStore(): MediaStore {
  store ??= new LocalDiskStore(path.resolve(process.env.DATA_DIR ?? "./data", "uploads"));
  return store;
}

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);
const WIDTHS = [320, 800, 1600];
/**
 * The most pixels an upload may have (40 megapixels: an 8K photo fits). A small file can declare a
 * huge image (a 436 KB PNG of 12,000 × 12,000 px decodes to over 500 MB): the header is checked
 * before any pixel is decoded, and sharp refuses to decode beyond it anyway (limitInputPixels).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
const TOO_MANY_PIXELS = "Das Bild ist zu groß (höchstens 40 Megapixel).";

export type StoredImage = { id: string; url: string; width: number; height: number; variants: MediaVariant[] };

/** Checks an uploaded file (present, at most 8 MB, an image type, a readable image of at most 40 MP); German refusals under `file`. */
export async function readImageFile(file: File): Promise<{ buffer: Buffer; meta: Metadata }> {
  if (!file || typeof file.arrayBuffer !== "function" || file.size === 0) {
    throw new AppError("VALIDATION", { message: "Bitte wählen Sie ein Bild aus.", fields: { file: "Bitte wählen Sie ein Bild aus." } });
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new AppError("VALIDATION", { message: "Das Bild ist zu groß (höchstens 8 MB).", fields: { file: "Das Bild ist zu groß (höchstens 8 MB)." } });
  }
  if (!ACCEPTED.has(file.type)) {
    throw new AppError("VALIDATION", { message: "Bitte laden Sie ein JPG-, PNG-, WebP- oder AVIF-Bild hoch.", fields: { file: "Bitte laden Sie ein JPG-, PNG-, WebP- oder AVIF-Bild hoch." } });
  }
  const input0 = Buffer.from(await file.arrayBuffer());
  let meta: Metadata;
  try {
    meta = await sharp(input0, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("VALIDATION", { message: "Die Datei ist kein lesbares Bild.", fields: { file: "Die Datei ist kein lesbares Bild." } });
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > MAX_INPUT_PIXELS) {
    throw new AppError("VALIDATION", { message: TOO_MANY_PIXELS, fields: { file: TOO_MANY_PIXELS } });
  }
  return { buffer: input0, meta };
}

/**
 * Validates an uploaded image, strips metadata, and stores responsive WebP variants
 * (320/800/1600 px wide, never upscaled) plus a record in `media`.
 */
export async function saveImage(
  db: DbOrTx,
  input: { file: File; ownerId: string | null; purpose: string; altText?: string },
): Promise<StoredImage> {
  const { buffer: input0, meta } = await readImageFile(input.file);
  const id = crypto.randomUUID();
  const base = `${input.purpose}/${id.slice(0, 2)}/${id}`;
  const variants: MediaVariant[] = [];
  const s = mediaStore();
  const srcWidth = meta.width ?? 1600;
  // the standard widths below the original, plus the original width itself (never upscaled)
  const widths = [...WIDTHS.filter((w) => w < srcWidth), Math.min(srcWidth, WIDTHS[WIDTHS.length - 1])];
  for (const w of widths) {
    let out: { data: Buffer; info: OutputInfo };
    try {
      out = await sharp(input0, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: Math.min(w, srcWidth), withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      // readable header, broken pixel data
      throw new AppError("VALIDATION", { message: "Die Datei ist kein lesbares Bild.", fields: { file: "Die Datei ist kein lesbares Bild." } });
    }
    const { data, info } = out;
    const key = `${base}-${info.width}.webp`;
    await s.put(key, data, "image/webp");
    variants.push({ key, width: info.width, height: info.height, format: "webp" });
  }
  const largest = variants[variants.length - 1];
  await db.insert(media).values({
    id,
    ownerId: input.ownerId,
    storageKey: largest.key,
    originalName: input.file.name.slice(0, 200) || "bild",
    mimeType: "image/webp",
    sizeBytes: input.file.size,
    width: largest.width,
    height: largest.height,
    variants,
    altText: input.altText ?? "",
    purpose: input.purpose,
  });
  return { id, url: s.url(largest.key), width: largest.width, height: largest.height, variants };
}
