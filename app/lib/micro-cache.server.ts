import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { newNonce } from "~/lib/http-security.server";
import { fillNonce, gzipWithNonce, nonceTemplate, replaceNonceIn, type NonceTemplate } from "~/lib/nonce-template.server";

/**
 * Caching of anonymous public pages (spec §9 "Caching"):
 * - anonymous GETs of public pages send `Cache-Control: public, s-maxage=…, stale-while-revalidate=…`
 *   and are kept in-process for a few seconds (keyed by URL), so a burst of visitors costs one render;
 * - any successful write that can change what anonymous visitors see (a non-GET request other than
 *   those the registry marks `writesKeepPublicPages`, or a call to bumpContentVersion()) invalidates them;
 * - requests with a session cookie, and routes of cache class `private`, get `Cache-Control: private, no-store`;
 * - a page's HTML carries a CSP nonce that must be new for every answer: every hit gets a fresh one
 *   (in the HTML and the CSP header; app/lib/nonce-template.server.ts), and HTML is sent
 *   `Cache-Control: private, max-age=0`, so no shared cache (CDN, proxy) keeps one page's nonce for
 *   others. Non-HTML public answers (React Router's `.data`, sitemap) keep `s-maxage`.
 * Which route is which comes from the route registry (app/registry/), never from lists kept here: the
 * app hands its decisions over with `setRouteCachePolicy` (server/create-app.ts), so app/lib imports
 * nothing of the app above it. Until then nothing is shared and every write empties the cache.
 */

/** The route registry's cache decisions (app/registry: cacheClassOf, isResourcePath, writeKeepsPublicPages). */
export type RouteCachePolicy = {
  cacheClassOf: (pathname: string) => "public" | "private";
  isResourcePath: (pathname: string) => boolean;
  writeKeepsPublicPages: (pathname: string) => boolean;
};

const NOTHING_SHARED: RouteCachePolicy = { cacheClassOf: () => "private", isResourcePath: () => false, writeKeepsPublicPages: () => false };
const gp = globalThis as unknown as { __stadtpulsRouteCachePolicy?: RouteCachePolicy };
const routes = (): RouteCachePolicy => gp.__stadtpulsRouteCachePolicy ?? NOTHING_SHARED;

/** Sets which routes are public, resource routes or writes that keep public pages (from the route registry). */
export function setRouteCachePolicy(policy: RouteCachePolicy): void {
  gp.__stadtpulsRouteCachePolicy = policy;
}

export const MICRO_CACHE_TTL_MS = Number(process.env.MICRO_CACHE_TTL_MS ?? 30_000);
/** After the TTL a page may still be served for this long while one request renders it anew. */
const STALE_MS = 30_000;
/** How long a request waits for the same page being rendered by another request. */
const WAIT_MS = 5_000;
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
/** Anonymous public HTML: it carries a per-answer CSP nonce, so only the browser may keep it (and revalidates). */
export const PUBLIC_HTML_CACHE_CONTROL = "private, max-age=0";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
const MAX_ENTRIES = 400;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

type Entry = {
  at: number;
  version: number;
  status: number;
  headers: Array<[string, string | string[]]>;
  body: Buffer;
  /** the CSP nonce the page was rendered with; every hit replaces it with a fresh one */
  nonce?: string;
  /** the body split at that nonce (its pieces deflated on the first gzip hit) */
  template: NonceTemplate;
};
type State = {
  version: number;
  entries: Map<string, Entry>;
  bytes: number;
  hits: number;
  misses: number;
  /** keys being rendered right now, with waiters (one render per key at a time) */
  inflight: Map<string, Array<() => void>>;
};

const g = globalThis as unknown as { __stadtpulsMicroCache?: State };
const state = (): State => (g.__stadtpulsMicroCache ??= { version: 0, entries: new Map(), bytes: 0, hits: 0, misses: 0, inflight: new Map() });

/** Call after content changes (events, places, posts …): every cached page is stale at once. */
export function bumpContentVersion(): void {
  const s = state();
  s.version += 1;
  s.entries.clear();
  s.bytes = 0;
}

export function microCacheStats() {
  const s = state();
  return { version: s.version, entries: s.entries.size, bytes: s.bytes, hits: s.hits, misses: s.misses };
}

/**
 * Public pages look the same for every anonymous visitor: the registry's cache class of the route
 * (app/registry/), for pages only — resource routes set their own headers.
 */
export function isPublicPath(pathname: string): boolean {
  return routes().cacheClassOf(pathname) === "public" && !routes().isResourcePath(pathname);
}

/**
 * Writes that change nothing a cached anonymous page shows, or only a live figure on it (signing in
 * and out, one's own settings, notifications and favorites, a blog article's view count, checkout and
 * payment — seats left) are marked `writesKeepPublicPages` in the registry. They leave the cache
 * alone — otherwise every purchase of an on-sale and every article view would empty it, just when most
 * visitors come. Such figures are at most one TTL old on anonymous pages (as they are across processes
 * anyway); an event that sells out renews the cache at once (ticketing calls bumpContentVersion).
 * Everything else — admin, organizer, business, reviews, follows, raffles, profile edits — still
 * invalidates on success.
 */
export function writeLeavesPublicPages(pathname: string): boolean {
  return routes().writeKeepsPublicPages(pathname);
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?stadtpuls\.session_token=/;
export const hasSessionCookie = (cookie: string | undefined) => !!cookie && SESSION_COOKIE.test(cookie);

/** Sets `value` (HTML: `html`) when the route set no Cache-Control itself; `defaulted` says whether it did. */
function setDefaultCacheControl(res: Response, value: string, html = value): { defaulted: boolean } {
  const state = { defaulted: false };
  const writeHead = res.writeHead;
  res.writeHead = function patched(this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!res.getHeader("cache-control")) {
      state.defaulted = true;
      res.setHeader("Cache-Control", /text\/html/.test(String(res.getHeader("content-type") ?? "")) ? html : value);
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  return state;
}

/** A stored answer with a fresh nonce: its headers (the CSP's nonce replaced) and the page pieces joined with it. */
function withFreshNonce(hit: Entry, nonce: string): Record<string, string | string[] | number> {
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of hit.headers) headers[name] = replaceNonceIn(value, hit.nonce, nonce);
  return headers;
}

function store(key: string, entry: Entry) {
  const s = state();
  if (entry.body.length > MAX_ENTRY_BYTES) return;
  const old = s.entries.get(key);
  if (old) {
    s.bytes -= old.body.length;
    s.entries.delete(key);
  }
  s.entries.set(key, entry);
  s.bytes += entry.body.length;
  // evict oldest first (Map keeps insertion order)
  for (const [k, v] of s.entries) {
    if (s.entries.size <= MAX_ENTRIES && s.bytes <= MAX_BYTES) break;
    s.entries.delete(k);
    s.bytes -= v.body.length;
  }
}

/**
 * The fast path for a hit, called by server.js for every request before Express: a fresh copy of an
 * anonymous public page goes straight to the socket with a fresh CSP nonce — gzip-compressed when the
 * client accepts it, from pieces compressed once per entry, not on every request. Anything else (miss,
 * stale copy, signed-in visitor, other method) returns false and takes the normal way through Express
 * and the middleware below.
 */
export function serveMicroCacheHit(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" || MICRO_CACHE_TTL_MS <= 0) return false;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  const cookie = req.headers.cookie;
  if (hasSessionCookie(cookie) || cookie?.includes("sp_toast=") || !isPublicPath(pathname)) return false;
  const s = state();
  const hit = s.entries.get(url);
  if (!hit || hit.version !== s.version || Date.now() - hit.at >= MICRO_CACHE_TTL_MS) return false;
  s.hits += 1;
  // a fresh CSP nonce for this answer, in the header and the page
  const nonce = newNonce();
  const headers: Record<string, string | string[] | number> = { "X-Micro-Cache": "HIT", Vary: "Accept-Encoding", ...withFreshNonce(hit, nonce) };
  let body: Buffer;
  if (hit.body.length > 1024 && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
    body = gzipWithNonce(hit.template, nonce);
    headers["Content-Encoding"] = "gzip";
  } else {
    body = fillNonce(hit.template, nonce);
  }
  headers["Content-Length"] = body.length;
  res.writeHead(hit.status, headers);
  res.end(body);
  return true;
}

const SKIP_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "vary", "transfer-encoding", "connection", "date", "keep-alive", "x-micro-cache", "x-request-id"]);

/** Express middleware, mounted before the React Router handler. */
export function microCache() {
  return function microCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    const isRead = req.method === "GET" || req.method === "HEAD";
    if (!isRead) {
      if (!writeLeavesPublicPages(req.path)) {
        res.on("finish", () => {
          if (res.statusCode < 400) bumpContentVersion();
        });
      }
      return next();
    }
    if (routes().isResourcePath(req.path)) return next();
    const cookie = req.headers.cookie;
    if (hasSessionCookie(cookie) || !isPublicPath(req.path) || cookie?.includes("sp_toast=")) {
      setDefaultCacheControl(res, PRIVATE_CACHE_CONTROL);
      return next();
    }
    const cacheControl = setDefaultCacheControl(res, PUBLIC_CACHE_CONTROL, PUBLIC_HTML_CACHE_CONTROL);
    if (MICRO_CACHE_TTL_MS <= 0 || req.method !== "GET") return next();

    const s = state();
    const key = req.originalUrl;
    const serve = (hit: Entry, label: string) => {
      s.hits += 1;
      // this request's own nonce (securityHeaders made it and put it in the CSP header) replaces the stored one
      const nonce = String(res.locals?.cspNonce ?? "") || newNonce();
      const body = fillNonce(hit.template, nonce);
      // headers in one go (cheaper than one setHeader per header under load)
      const headers: Record<string, string | string[] | number> = { "X-Micro-Cache": label, "Content-Length": body.length, ...withFreshNonce(hit, nonce) };
      for (const name of res.getHeaderNames()) if (!(name in headers)) headers[name] = res.getHeader(name) as string;
      res.writeHead(hit.status, headers);
      res.end(body);
    };
    const hit = s.entries.get(key);
    const usable = hit && hit.version === s.version ? hit : undefined;
    const age = usable ? Date.now() - usable.at : Infinity;
    if (usable && age < MICRO_CACHE_TTL_MS) return serve(usable, "HIT");
    const waiters = s.inflight.get(key);
    if (waiters) {
      // another request renders this page: serve the stale copy, or wait for the fresh one
      if (usable && age < MICRO_CACHE_TTL_MS + STALE_MS) return serve(usable, "STALE");
      let done = false;
      const resume = () => {
        if (done) return;
        done = true;
        const fresh = s.entries.get(key);
        if (fresh && fresh.version === s.version && Date.now() - fresh.at < MICRO_CACHE_TTL_MS) serve(fresh, "HIT");
        else next();
      };
      waiters.push(resume);
      setTimeout(resume, WAIT_MS).unref?.();
      return;
    }
    s.inflight.set(key, []);
    const release = () => {
      const list = s.inflight.get(key);
      s.inflight.delete(key);
      for (const w of list ?? []) w();
    };
    res.once("close", release);
    res.once("finish", release);
    s.misses += 1;
    const version = s.version;
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => Response;
    const capture = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      const buf = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size <= MAX_ENTRY_BYTES) chunks.push(buf);
    };
    res.setHeader("X-Micro-Cache", "MISS");
    (res as unknown as { write: (...a: unknown[]) => boolean }).write = (...args: unknown[]) => {
      capture(args[0], args[1]);
      return write(...args);
    };
    (res as unknown as { end: (...a: unknown[]) => Response }).end = (...args: unknown[]) => {
      capture(args[0], args[1]);
      const result = end(...args);
      const type = String(res.getHeader("content-type") ?? "");
      const cacheable =
        res.statusCode === 200 &&
        !res.getHeader("set-cookie") &&
        size <= MAX_ENTRY_BYTES &&
        state().version === version &&
        /text\/html|text\/x-script|application\/xml|text\/plain/.test(type) &&
        (cacheControl.defaulted || !/no-store|private/.test(String(res.getHeader("cache-control") ?? "")));
      if (cacheable) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !SKIP_HEADERS.has(name.toLowerCase()))
          .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
        const body = Buffer.concat(chunks);
        const nonce = typeof res.locals?.cspNonce === "string" && res.locals.cspNonce ? res.locals.cspNonce : undefined;
        store(key, { at: Date.now(), version, status: res.statusCode, headers, body, nonce, template: nonceTemplate(body, nonce) });
      }
      return result;
    };
    next();
  };
}
