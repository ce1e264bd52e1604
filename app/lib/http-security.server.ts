import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { appUrl, isProductionMode } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { requestOrigin } from "~/lib/node-request.server";

/**
 * The HTTP layer's own protections, set once for every answer (docs/security.md):
 * security headers with a per-request CSP nonce, one CSRF check for every state-changing request,
 * body size limits per kind of body, and a refusal of NUL bytes in the URL.
 */

/** Request header through which the CSP nonce reaches React Router's entry (always overwritten). */
export const NONCE_HEADER = "x-stadtpuls-csp-nonce";

const nonceOf = (res: ServerResponse) => (res as Response).locals?.cspNonce as string;

function helmetFor(production: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`],
        "script-src-attr": ["'none'"],
        // React style attributes and Leaflet's positioning are inline styles
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https://tile.openstreetmap.org"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "media-src": ["'self'"],
        "worker-src": ["'self'"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        // a form posted without JavaScript may be redirected to Stripe's hosted checkout
        "form-action": ["'self'", "https://checkout.stripe.com"],
        "frame-ancestors": ["'none'"],
        ...(production ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    // pages embed no cross-origin resources that would need CORP/COEP relaxations
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    // the reset-password page carries its token in the URL: never send the URL to another origin
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
    xPoweredBy: false,
  });
}

let cachedHelmet: { production: boolean; mw: ReturnType<typeof helmet> } | undefined;

/** A CSP nonce: 128 random bits, base64 (new for every answer, cached pages included). */
export const newNonce = (): string => crypto.randomBytes(16).toString("base64");

/** Security headers on every answer (pages, API, media, static files), with a fresh nonce per request. */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  const nonce = newNonce();
  res.locals.cspNonce = nonce;
  // the client cannot choose it: always overwritten
  req.headers[NONCE_HEADER] = nonce;
  res.removeHeader("X-Powered-By");
  const production = isProductionMode();
  if (cachedHelmet?.production !== production) cachedHelmet = { production, mw: helmetFor(production) };
  cachedHelmet.mw(req, res, next);
}

/** The CSP nonce of this request (set by securityHeaders); "" outside the HTTP server (tests, prerender). */
export function requestNonce(request: Request | globalThis.Request): string {
  const headers = request.headers as Headers | Record<string, unknown>;
  const value = typeof (headers as Headers).get === "function" ? (headers as Headers).get(NONCE_HEADER) : (headers as Record<string, unknown>)[NONCE_HEADER];
  return typeof value === "string" && /^[A-Za-z0-9+/=]{16,64}$/.test(value) ? value : "";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Origins a browser form or fetch of this app comes from. */
function allowedOrigins(req: Request): Set<string> {
  const set = new Set<string>([new URL(appUrl()).origin]);
  try {
    set.add(new URL(requestOrigin(req)).origin);
  } catch {
    /* a Host header that is no host: only APP_URL counts */
  }
  return set;
}

export const CSRF_MESSAGE = "Diese Anfrage kam nicht von Stadtpuls und wurde abgelehnt.";

function refuse(res: Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store").json({ ok: false, code: status === 403 ? "FORBIDDEN" : "VALIDATION", message });
}

/**
 * One CSRF check for every state-changing request, pages and resource routes alike: a browser
 * sends `Origin` (and `Sec-Fetch-Site`) with every POST/PUT/PATCH/DELETE; a foreign one is refused.
 * Requests without either (server-to-server: Stripe's webhook, curl) carry no ambient browser
 * credentials from another site and pass.
 */
export function csrfCheck(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (!allowedOrigins(req).has(origin)) return refuse(res, 403, CSRF_MESSAGE);
    return next();
  }
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return refuse(res, 403, CSRF_MESSAGE);
  next();
}

const MB = 1024 * 1024;
/** Body limits per kind: uploads (multipart) 10 MB, JSON 2 MB (the blog editor's content), forms and the rest 1 MB. */
export const BODY_LIMITS = { multipart: 10 * MB, json: 2 * MB, other: 1 * MB } as const;

export function bodyLimitFor(contentType: string | undefined): number {
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) return BODY_LIMITS.multipart;
  if (type.startsWith("application/json")) return BODY_LIMITS.json;
  return BODY_LIMITS.other;
}

const mbText = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/**
 * Body size limits, checked on the announced length before a byte is read. A body without a
 * length (chunked) is counted while it streams and the connection is cut at the limit.
 */
export function bodyLimit(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const limit = bodyLimitFor(req.headers["content-type"]);
  const announced = req.headers["content-length"];
  if (announced !== undefined) {
    const n = Number(announced);
    if (!Number.isFinite(n) || n < 0) return refuse(res, 400, "Ungültige Anfrage.");
    if (n > limit) {
      res.set("Connection", "close");
      return refuse(res, 413, `Die Anfrage ist zu groß (höchstens ${mbText(limit)}).`);
    }
    return next();
  }
  if (req.headers["transfer-encoding"]) {
    let seen = 0;
    req.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) req.destroy(new Error("Anfrage zu groß"));
    });
  }
  next();
}

/**
 * A NUL byte has no place in a URL: refused with 400 before routing (PostgreSQL cannot store it in
 * text, and no page needs it). Unpaired surrogates cannot be percent-encoded in valid UTF-8; the
 * URL parser already turns broken escapes into U+FFFD.
 */
export function refuseNulInUrl(req: Request, res: Response, next: NextFunction): void {
  const url = req.originalUrl ?? req.url ?? "";
  if (/%00|\0/i.test(url)) return refuse(res, 400, "Ungültige Anfrage.");
  next();
}

let untrustedProxyWarned = false;

/**
 * Behind a load balancer or reverse proxy every request arrives from the proxy's address. Unless
 * `TRUST_PROXY` names that proxy, the app takes the proxy's address for the client's, and every
 * per-address limit (sign-in, sign-up, reset) then counts all visitors together. A request that
 * carries `X-Forwarded-For` from a peer the app does not trust is logged once per process as a
 * warning that says what to set (docs/deploy.md, "Behind a proxy"). The header itself is never
 * believed from an untrusted peer.
 */
export function warnUntrustedProxy(req: Request, _res: Response, next: NextFunction): void {
  if (!untrustedProxyWarned && req.headers["x-forwarded-for"] !== undefined) {
    const peer = req.socket?.remoteAddress ?? "";
    const trust = req.app?.get("trust proxy fn") as ((addr: string, i: number) => boolean) | undefined;
    if (peer && !(trust?.(peer, 0) ?? false)) {
      untrustedProxyWarned = true;
      logger.warn(
        { peer, trustProxy: process.env.TRUST_PROXY ?? "loopback" },
        `Anfrage mit X-Forwarded-For von ${peer}, dem TRUST_PROXY nicht vertraut: Hinter einem Proxy oder Load Balancer sieht die App dessen Adresse statt der des Besuchers, und die Anmeldegrenzen pro Adresse gelten für alle gemeinsam. Setzen Sie TRUST_PROXY auf die Adresse(n) Ihres Proxys (z. B. TRUST_PROXY=10.0.0.0/8 oder TRUST_PROXY=1 für genau einen Proxy davor) – siehe docs/deploy.md.`,
      );
    }
  }
  next();
}

/** Tests: warn again. */
export function resetUntrustedProxyWarning(): void {
  untrustedProxyWarned = false;
}
