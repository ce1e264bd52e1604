/**
 * The media library on an S3-compatible store: a real S3 server (moto's `moto_server`, started here on
 * a free port) behind the official AWS SDK; upload → served bytes → replace → delete through the
 * routes an admin uses. .ci/run installs moto on a fresh machine; only when no `moto_server` can be
 * found at all is this file skipped, saying so.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { media } from "~/modules/media/schema";
import { mediaStore, S3Store } from "~/modules/media/store.server";
import * as apiRoute from "~/routes/api/admin-media";
import * as mediaRoute from "~/routes/api/media";
import * as pageRoute from "~/routes/admin/media";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, TEST_ORIGIN } from "../../../tests/factories/accounts";

/** moto_server from MOTO_SERVER, the PATH, or the virtualenv .ci/run creates. */
function findMotoServer(): string | null {
  const candidates = [process.env.MOTO_SERVER, "moto_server", "/opt/moto/bin/moto_server"].filter(Boolean) as string[];
  for (const c of candidates) {
    const probe = spawnSync(c, ["--help"], { stdio: "ignore", timeout: 30_000 });
    if (probe.status === 0) return c;
  }
  return null;
}
const moto = findMotoServer();
if (!moto) console.warn("s3-store.int.test.ts übersprungen: kein moto_server gefunden (.ci/run installiert ihn; oder MOTO_SERVER=/pfad/zu/moto_server setzen).");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const BUCKET = "stadtpuls-media";
const CREDS = { accessKeyId: "testing", secretAccessKey: "testing" };
let server: ChildProcess | undefined;
let endpoint = "";
let client: S3Client;
let dataDir = "";
let admin: { cookie: string };

describe.skipIf(!moto)("media library on an S3-compatible store (moto_server)", () => {
  beforeAll(async () => {
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    server = spawn(moto!, ["-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`moto_server endete sofort (Code ${server.exitCode})`);
      const up = await fetch(`${endpoint}/moto-api/`).then(() => true, () => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error("moto_server antwortet nicht");
      await new Promise((r) => setTimeout(r, 200));
    }
    Object.assign(process.env, {
      S3_ENDPOINT: endpoint,
      S3_REGION: "eu-central-1",
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
    client = new S3Client({ endpoint, region: "eu-central-1", forcePathStyle: true, credentials: CREDS });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET, CreateBucketConfiguration: { LocationConstraint: "eu-central-1" } }));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-s3-"));
    process.env.DATA_DIR = dataDir;
    await setupTestDb();
    admin = await makeSignedInUser("admin");
  }, 180_000);

  afterAll(() => {
    server?.kill();
    for (const k of ["S3_ENDPOINT", "S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"]) delete process.env[k];
  });

  const post = (url: string, fields: Record<string, string | File>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    return new Request(`${TEST_ORIGIN}${url}`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie: admin.cookie }, body: fd });
  };
  const imageFile = async (name: string, width: number, colour: string) =>
    new File([new Uint8Array(await sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: colour } }).png().toBuffer())], name, { type: "image/png" });
  const serve = (url: string, headers: Record<string, string> = {}) =>
    mediaRoute.loader({ request: new Request(`${TEST_ORIGIN}${url}`, { headers }), params: { "*": url.replace(/^\/media\//, "") }, context: {} } as never) as Promise<Response>;
  const objectBytes = async (key: string) => {
    const out = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await out.Body!.transformToByteArray());
  };
  const keysInBucket = async () => ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key);

  it("uploads into the bucket, serves the bytes with an ETag, replaces them under the same URL and deletes them", async () => {
    expect(mediaStore()).toBeInstanceOf(S3Store);

    // upload: every responsive variant lands in the bucket, nothing on the local disk
    const red = await imageFile("hafen.png", 900, "#ff0000");
    const up = await outcome(() => apiRoute.action({ request: post("/api/admin/media", { file: red }), params: {}, context: {} } as never));
    expect(up.status).toBe(200);
    const { id, url } = up.body as { id: string; url: string };
    const [row] = await db.select().from(media).where(eq(media.id, id));
    expect(row.variants.map((v) => v.width)).toEqual([320, 800, 900]);
    expect(await keysInBucket()).toEqual(expect.arrayContaining(row.variants.map((v) => v.key)));
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: row.storageKey }));
    expect(head.ContentType).toBe("image/webp");
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);

    // served: the bucket's bytes, streamed, revalidated by ETag
    const first = await serve(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/webp");
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const etag1 = first.headers.get("ETag")!;
    expect(etag1).toBeTruthy();
    const served1 = Buffer.from(await first.arrayBuffer());
    expect(served1.equals(await objectBytes(row.storageKey))).toBe(true);
    expect((await sharp(served1).stats()).dominant.r).toBeGreaterThan(200);
    const again = await serve(url, { "If-None-Match": etag1 });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag1);

    // replace: same URL, new bytes, new ETag; the old ETag no longer gets a 304
    const green = await imageFile("neu.png", 1200, "#00ff00");
    const rep = await outcome(() => pageRoute.action({ request: post("/admin/media", { intent: "replace", id, file: green }), params: {}, context: {} } as never));
    expect(rep.status).toBe(200);
    const stale = await serve(url, { "If-None-Match": etag1 });
    expect(stale.status).toBe(200);
    const etag2 = stale.headers.get("ETag")!;
    expect(etag2).not.toBe(etag1);
    const served2 = Buffer.from(await stale.arrayBuffer());
    expect(served2.equals(served1)).toBe(false);
    expect(served2.equals(await objectBytes(row.storageKey))).toBe(true);
    expect((await sharp(served2).stats()).dominant.g).toBeGreaterThan(200);
    expect((await serve(url, { "If-None-Match": etag2 })).status).toBe(304);

    // delete: the row and every object are gone, the URL answers 404
    const del = await outcome(() => pageRoute.action({ request: post("/admin/media", { intent: "delete", id }), params: {}, context: {} } as never));
    expect(del.status).toBe(200);
    expect(await db.$count(media, eq(media.id, id))).toBe(0);
    const left = await keysInBucket();
    for (const v of row.variants) expect(left).not.toContain(v.key);
    expect(await mediaStore().exists(row.storageKey)).toBe(false);
    expect(await mediaStore().get(row.storageKey)).toBeNull();
    expect((await serve(url)).status).toBe(404);
  }, 120_000);
});
