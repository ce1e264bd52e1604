import { own } from "~/lib/own";
import crypto from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { AppError } from "~/lib/app-error";
import type { DbOrTx } from "~/lib/db.server";
import { media, type MediaVariant } from "~/modules/media/schema";

/** A stored file opened for serving: streamed, with a validator that changes whenever the file is rewritten. */
export type OpenedFile = { body: ReadableStream<Uint8Array>; contentType: string; size: number; etag: string };

/** Where uploaded files live: local disk by default, an S3-compatible bucket when `S3_BUCKET` is set. */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /**
   * Opens a file for the response. With `ifNoneMatch` equal to its current ETag nothing is read:
   * `{ notModified: true }` tells the caller to answer 304.
   */
  open(key: string, ifNoneMatch?: string): Promise<OpenedFile | { notModified: true; etag: string } | null>;
  exists(key: string): Promise<boolean>;
  url(key: string): string;
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", avif: "image/avif", jpeg: "image/jpeg", jpg: "image/jpeg", png: "image/png", pdf: "application/pdf" };
const contentTypeOf = (key: string) => own(CONTENT_TYPES, key.split(".").pop() ?? "") ?? "application/octet-stream";

/** True when an If-None-Match header names `etag` (a list, `*`, weak validators). */
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === bare(etag));
}

export class LocalDiskStore implements MediaStore {
  constructor(private readonly root: string) {}
  private file(key: string) {
    const safe = path.normalize(key).replace(/^(\.\.(\/|\\|$))+/, "");
    return path.join(this.root, safe);
  }
  async put(key: string, body: Buffer) {
    const f = this.file(key);
    await fs.mkdir(path.dirname(f), { recursive: true });
    // write beside and rename: a reader never sees half a file, and the new inode gets a new mtime
    const tmp = `${f}.${crypto.randomUUID()}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, f);
  }
  async get(key: string) {
    try {
      const body = await fs.readFile(this.file(key));
      return { body, contentType: contentTypeOf(key) };
    } catch {
      return null;
    }
  }
  async open(key: string, ifNoneMatch?: string) {
    const f = this.file(key);
    let st;
    try {
      st = await fs.stat(f, { bigint: true });
    } catch {
      return null;
    }
    if (!st.isFile()) return null;
    // size + nanosecond mtime + inode: every put (a rename of a fresh file) changes it
    const etag = `"${st.size.toString(36)}-${st.mtimeNs.toString(36)}-${st.ino.toString(36)}"`;
    if (etagMatches(ifNoneMatch, etag)) return { notModified: true as const, etag };
    const body = Readable.toWeb(createReadStream(f)) as ReadableStream<Uint8Array>;
    return { body, contentType: contentTypeOf(key), size: Number(st.size), etag };
  }
  async exists(key: string) {
    return (await fs.stat(this.file(key)).catch(() => null))?.isFile() ?? false;
  }
  url(key: string) {
    return `/media/${key}`;
  }
  async delete(key: string) {
    await fs.rm(this.file(key), { force: true });
  }
}

export type S3Config = { bucket: string; endpoint?: string; region?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle?: boolean };

const isMissing = (e: unknown) => e instanceof S3ServiceException && (e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Hetzner/IONOS object storage …) through the official SDK.
 * Files stay private in the bucket and are served through /media like the local store.
 */
export class S3Store implements MediaStore {
  private readonly client: S3Client;
  readonly bucket: string;
  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region || "us-east-1",
      endpoint: config.endpoint || undefined,
      forcePathStyle: config.forcePathStyle ?? Boolean(config.endpoint),
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    });
  }
  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
  }
  async get(key: string) {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: Buffer.from(await out.Body.transformToByteArray()), contentType: out.ContentType || contentTypeOf(key) };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }
  async open(key: string, ifNoneMatch?: string) {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, IfNoneMatch: ifNoneMatch || undefined }));
      if (!out.Body) return null;
      const etag = out.ETag ?? `"${key}"`;
      if (etagMatches(ifNoneMatch, etag)) {
        // a store that ignores If-None-Match: release the connection, answer 304 all the same
        await out.Body.transformToWebStream().cancel();
        return { notModified: true as const, etag };
      }
      return { body: out.Body.transformToWebStream(), contentType: out.ContentType || contentTypeOf(key), size: Number(out.ContentLength ?? 0), etag };
    } catch (e) {
      if (isMissing(e)) return null;
      if (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 304) {
        const etag = ((e as { $response?: { headers?: Record<string, string> } }).$response?.headers?.etag) ?? ifNoneMatch ?? "";
        return { notModified: true as const, etag };
      }
      throw e;
    }
  }
  async exists(key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
  }
  url(key: string) {
    return `/media/${key}`;
  }
  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

const truthy = (v: string | undefined) => v === "true" || v === "1";

/** The S3 settings from `S3_*`, or null when `S3_BUCKET` is not set (then the local disk store is used). */
export function s3ConfigFromEnv(e: NodeJS.ProcessEnv = process.env): S3Config | null {
  if (!e.S3_BUCKET) return null;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined || e.S3_FORCE_PATH_STYLE === "" ? undefined : truthy(e.S3_FORCE_PATH_STYLE),
  };
}

let store: MediaStore | undefined;
export function mediaStore(): MediaStore {
  if (!store) {
    const s3 = s3ConfigFromEnv();
    store = s3 ? new S3Store(s3) : new LocalDiskStore(path.resolve(process.env.DATA_DIR ?? "./data", "uploads"));
  }
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
