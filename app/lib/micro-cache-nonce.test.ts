/**
 * Issue 21 finding 9: the CSP nonce must be new for every answer, also for a page served from the
 * micro-cache (both ways: Express's middleware and the fast path before Express), and no shared
 * cache may keep a page's nonce for others.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NONCE_HEADER, securityHeaders } from "~/lib/http-security.server";
import { bumpContentVersion, microCache, serveMicroCacheHit, setRouteCachePolicy } from "~/lib/micro-cache.server";
import { fillNonce, gzipWithNonce, nonceTemplate } from "~/lib/nonce-template.server";

/** A page as entry.server renders it: the request's nonce on its inline scripts, some kilobytes of HTML. */
function page(nonce: string) {
  const cards = Array.from({ length: 60 }, (_, i) => `<article class="card"><h2>Konzert ${i}</h2><p>24.12.2026, Musikhalle</p></article>`).join("");
  return `<!DOCTYPE html><html lang="de"><head><script nonce="${nonce}">window.__ctx={}</script></head><body>${cards}<script nonce="${nonce}" type="module" async="">import("/assets/entry.js")</script></body></html>`;
}

let server: http.Server;
let base = "";
let renders = 0;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders);
  // the city's event list is a public page (the registry says so in the app)
  setRouteCachePolicy({
    cacheClassOf: (p) => (p === "/luebeck/events" || p === "/luebeck/events.data" ? "public" : "private"),
    isResourcePath: () => false,
    writeKeepsPublicPages: () => false,
  });
  app.use(microCache());
  app.get("/luebeck/events", (req, res) => {
    renders += 1;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(page(String(req.headers[NONCE_HEADER])));
  });
  app.get("/luebeck/events.data", (_req, res) => {
    res.setHeader("Content-Type", "text/x-script");
    res.end("[{}]");
  });
  // production: server.js answers fresh hits before Express
  server = http.createServer((req, res) => {
    if (req.headers["x-fast-path"] === "1" && serveMicroCacheHit(req, res)) return;
    app(req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

type Answer = { cache: string | null; cacheControl: string | null; headerNonce: string; pageNonces: string[]; text: string };

function get(path: string, headers: Record<string, string> = {}): Promise<Answer & { raw: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const text = (encoding === "gzip" ? zlib.gunzipSync(raw) : raw).toString("utf8");
          resolve({
            raw,
            encoding,
            text,
            cache: (res.headers["x-micro-cache"] as string | undefined) ?? null,
            cacheControl: res.headers["cache-control"] ?? null,
            headerNonce: /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "",
            pageNonces: [...text.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]!),
          });
        });
      })
      .on("error", reject);
  });
}

const withoutNonces = (text: string) => text.replace(/nonce="[^"]*"/g, 'nonce=""');

describe("CSP nonce on micro-cached pages", () => {
  it("three anonymous GETs: the cached ones each carry a fresh nonce, the same in header and page", async () => {
    bumpContentVersion();
    renders = 0;
    const answers = [await get("/luebeck/events"), await get("/luebeck/events"), await get("/luebeck/events")];
    expect(answers.map((a) => a.cache)).toEqual(["MISS", "HIT", "HIT"]);
    expect(renders).toBe(1);
    for (const a of answers) {
      expect(a.headerNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(a.pageNonces).toEqual([a.headerNonce, a.headerNonce]);
    }
    expect(new Set(answers.map((a) => a.headerNonce)).size).toBe(3);
    // apart from the nonce, the page is the one rendered
    expect(new Set(answers.map((a) => withoutNonces(a.text))).size).toBe(1);
  });

  it("the fast path before Express does the same, plain and gzip-compressed", async () => {
    bumpContentVersion();
    const first = await get("/luebeck/events");
    expect(first.cache).toBe("MISS");
    const plain = await get("/luebeck/events", { "x-fast-path": "1", "accept-encoding": "identity" });
    const gz1 = await get("/luebeck/events", { "x-fast-path": "1", "accept-encoding": "gzip" });
    const gz2 = await get("/luebeck/events", { "x-fast-path": "1", "accept-encoding": "gzip" });
    for (const a of [plain, gz1, gz2]) {
      expect(a.cache).toBe("HIT");
      expect(a.pageNonces).toEqual([a.headerNonce, a.headerNonce]);
      expect(withoutNonces(a.text)).toBe(withoutNonces(first.text));
    }
    expect([gz1.encoding, gz2.encoding]).toEqual(["gzip", "gzip"]);
    expect(new Set([first, plain, gz1, gz2].map((a) => a.headerNonce)).size).toBe(4);
  });

  it("no shared cache may keep a page's HTML; data answers stay shareable", async () => {
    bumpContentVersion();
    for (const a of [await get("/luebeck/events"), await get("/luebeck/events"), await get("/luebeck/events", { "x-fast-path": "1" })]) {
      expect(a.cacheControl).toBe("private, max-age=0");
    }
    expect((await get("/luebeck/events.data")).cacheControl).toMatch(/public.*s-maxage=\d+/);
  });
});

describe("nonce template", () => {
  it("joins the pieces with any nonce; its gzip form decompresses to the same page", () => {
    const body = Buffer.from(page("QUJDREVGR0hJSktMTU5PUA=="));
    const t = nonceTemplate(body, "QUJDREVGR0hJSktMTU5PUA==");
    expect(t.pieces).toHaveLength(3);
    expect(fillNonce(t, "QUJDREVGR0hJSktMTU5PUA==").equals(body)).toBe(true);
    const fresh = "WlpaWlpaWlpaWlpaWlpaWg==";
    expect(fillNonce(t, fresh).toString()).toBe(page(fresh));
    expect(zlib.gunzipSync(gzipWithNonce(t, fresh)).toString()).toBe(page(fresh));
    expect(gzipWithNonce(t, fresh).length).toBeLessThan(body.length / 3);
    // a page that starts or ends with the nonce, or has none
    for (const text of ["N1", "N1abc", "abcN1", "abc"]) {
      const x = nonceTemplate(Buffer.from(text), "N1");
      expect(zlib.gunzipSync(gzipWithNonce(x, "N2")).toString()).toBe(text.replace("N1", "N2"));
    }
  });
});
