import { describe, expect, it } from "vitest";
import { hasSessionCookie, isPublicPath } from "./micro-cache.server";

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
});
