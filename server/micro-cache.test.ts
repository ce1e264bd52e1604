import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { rememberSoldOut } from "~/modules/ticketing/sold-out-memo.server";
import { hasSessionCookie, isPublicPath, microCache, microCacheStats, setRouteCachePolicy, writeLeavesPublicPages } from "~/lib/micro-cache.server";
import { cacheClassOf, isResourcePath, writeKeepsPublicPages } from "~/registry";

// the registry's decisions, handed to the cache as server/create-app.ts does
setRouteCachePolicy({ cacheClassOf, isResourcePath, writeKeepsPublicPages });

/** Runs one request through the middleware and finishes it with the given status; returns the cache version after. */
function write(method: string, path: string, status = 200): number {
  const req = { method, path, url: path, headers: {} } as unknown as Request;
  const res = Object.assign(new EventEmitter(), { statusCode: status }) as unknown as Response;
  let passed = false;
  microCache()(req, res, (() => (passed = true)) as NextFunction);
  expect(passed).toBe(true);
  res.emit("finish");
  return microCacheStats().version;
}

describe("micro-cache rules", () => {
  it("treats public city pages as shareable", () => {
    for (const p of ["/luebeck", "/luebeck/events", "/kiel/events/jazz-1a2b3c4d", "/luebeck/places/x", "/luebeck/events.data", "/sitemap.xml"]) {
      expect(isPublicPath(p), p).toBe(true);
    }
  });
  it("never shares private pages", () => {
    for (const p of [
      "/",
      "/admin",
      "/organizer/events",
      "/business-owner",
      "/api/search",
      "/luebeck/profile",
      "/luebeck/profile/tickets",
      "/luebeck/requests",
      "/luebeck/auth",
      "/luebeck/booking-success",
      "/luebeck/events/jazz-1a2b3c4d/tickets",
      "/luebeck/tickets",
      "/unbekannt/events",
    ]) {
      expect(isPublicPath(p), p).toBe(false);
    }
  });
  it("recognises the session cookie", () => {
    expect(hasSessionCookie("a=1; stadtpuls.session_token=abc")).toBe(true);
    expect(hasSessionCookie("__Secure-stadtpuls.session_token=abc")).toBe(true);
    expect(hasSessionCookie("sp_toast=x")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
  it("keeps cached pages on private writes, renews them on content writes", () => {
    const private_ = [
      "/api/auth/sign-in/email",
      "/api/sign-out",
      "/api/notifications",
      "/api/favorites",
      "/api/blog/view",
      "/api/payments/stripe/webhook",
      "/payments/test/cs_test_123.data",
      "/luebeck/events/jazz-1a2b3c4d/tickets.data",
      "/kiel/events/jazz-1a2b3c4d/tickets",
      "/luebeck/auth.data",
      "/luebeck/contact.data",
      "/luebeck/profile/tickets.data",
      "/luebeck/profile/settings",
    ];
    for (const p of private_) {
      expect(writeLeavesPublicPages(p), p).toBe(true);
      const before = microCacheStats().version;
      expect(write("POST", p), p).toBe(before);
    }
    const content = [
      "/admin/requests.data",
      "/admin/refunds.data",
      "/admin/events",
      "/organizer/events/create.data",
      "/organizer/settings.data",
      "/business-owner/edit.data",
      "/luebeck/blog/ein-artikel.data",
      "/luebeck/contests.data",
      "/luebeck/profile/edit.data",
      "/luebeck/profile/follows.data",
      "/unbekannt/events/x/tickets.data",
      "/api/blog/image",
    ];
    for (const p of content) {
      expect(writeLeavesPublicPages(p), p).toBe(false);
      const before = microCacheStats().version;
      expect(write("POST", p), p).toBe(before + 1);
      // a failed write changes nothing
      expect(write("POST", p, 400), p).toBe(before + 1);
    }
  });
  it("renews cached pages once when an event sells out", () => {
    const before = microCacheStats().version;
    rememberSoldOut("4b7e2b8e-0c1d-4f4a-9a43-000000000001");
    expect(microCacheStats().version).toBe(before + 1);
    // the rest of the rush is refused from the memo without renewing again
    rememberSoldOut("4b7e2b8e-0c1d-4f4a-9a43-000000000001");
    expect(microCacheStats().version).toBe(before + 1);
  });
});
