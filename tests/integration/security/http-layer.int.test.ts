/**
 * Findings 6, 7, 8 and 11 (issue 14) over HTTP, through the same middleware as production:
 * security headers on every answer, one CSRF check for every write (resource routes included),
 * JSON routes that read only application/json, body size limits, and no 500 for input a user
 * can type (NUL bytes, near-UUIDs, impossible dates).
 */
import sharp from "sharp";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { profiles } from "~/modules/accounts/schema";
import { notifications, pushSubscriptions, userFavorites } from "~/modules/engagement/schema";
import { media } from "~/modules/media/schema";
import { saveImage } from "~/modules/media/store.server";
import { setupTestDb } from "../../setup/db";
import { makeCity, makeEvent } from "../../factories";
import { makeNotification, makeSignedInUser } from "../../factories/accounts";
import { hugePng } from "../../support/images";
import { startTestServer, type TestServer } from "../../support/test-app";

let server: TestServer;
let user: Awaited<ReturnType<typeof makeSignedInUser>>;
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let mediaUrl: string;
let eventId: string;

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  server = await startTestServer();
  [user, admin] = await Promise.all([makeSignedInUser("user"), makeSignedInUser("admin")]);
  eventId = (await makeEvent()).id;
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#10b981" } }).png().toBuffer();
  mediaUrl = (await saveImage(db, { file: new File([new Uint8Array(png)], "a.png", { type: "image/png" }), ownerId: null, purpose: "test" })).url;
});
afterAll(() => server.close());

const url = (path: string) => `${server.url}${path}`;

describe("security headers (finding 7)", () => {
  it("a page, an API answer and a media file carry them; no X-Powered-By", async () => {
    for (const path of ["/luebeck/events", "/api/health", mediaUrl]) {
      const res = await fetch(url(path));
      expect(res.status, path).toBeLessThan(400);
      const h = res.headers;
      expect(h.get("content-security-policy"), path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(h.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(h.get("content-security-policy"), path).toContain("object-src 'none'");
      expect(h.get("x-frame-options"), path).toBe("DENY");
      expect(h.get("x-content-type-options"), path).toBe("nosniff");
      expect(h.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(h.get("x-powered-by"), path).toBeNull();
      expect(h.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("every answer gets its own nonce; production adds HSTS", async () => {
    const nonce = async () => /'nonce-([^']+)'/.exec((await fetch(url("/api/health"))).headers.get("content-security-policy")!)![1];
    expect(await nonce()).not.toBe(await nonce());
    process.env.APP_ENV = "production";
    try {
      const res = await fetch(url("/api/health"));
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}; includeSubDomains/);
    } finally {
      delete process.env.APP_ENV;
    }
  });
});

describe("server time", () => {
  it("a page and an API answer say how long the server took (Server-Timing)", async () => {
    for (const path of ["/luebeck/events", "/api/health"]) {
      const timing = (await fetch(url(path))).headers.get("server-timing");
      expect(timing, path).toMatch(/^app;dur=\d+\.\d$/);
    }
  });
});

describe("CSRF (finding 8): one check for every state-changing request", () => {
  const foreign = { origin: "https://evil.example" };

  it("a foreign Origin is refused on resource routes and changes nothing", async () => {
    await makeNotification(user.id);
    const before = (await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id)))[0]!.n;
    const attempts: Array<[string, RequestInit]> = [
      ["/api/favorites", { method: "POST", body: new URLSearchParams({ type: "event", id: eventId, favorite: "true" }) }],
      ["/api/notifications", { method: "POST", body: new URLSearchParams({ intent: "delete-all" }) }],
      ["/api/push/subscription", { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { p256dh: "p".repeat(40), auth: "a".repeat(16) } }) }],
      ["/luebeck/profile/settings.data", { method: "POST", body: new URLSearchParams({ intent: "x" }) }],
    ];
    for (const [path, init] of attempts) {
      const res = await fetch(url(path), { ...init, headers: { ...(init.headers as Record<string, string>), ...foreign, cookie: user.cookie } });
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe("Diese Anfrage kam nicht von Stadtpuls und wurde abgelehnt.");
    }
    // Sec-Fetch-Site alone (no Origin) is enough to refuse
    const site = await fetch(url("/api/notifications"), { method: "POST", headers: { "sec-fetch-site": "cross-site", cookie: user.cookie }, body: new URLSearchParams({ intent: "delete-all" }) });
    expect(site.status).toBe(403);
    expect((await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id)))[0]!.n).toBe(before);
    expect(await db.select().from(userFavorites).where(eq(userFavorites.userId, user.id))).toEqual([]);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });

  it("the same requests from the site itself work; JSON routes accept only application/json", async () => {
    const own = { origin: server.url, cookie: user.cookie };
    const fav = await fetch(url("/api/favorites"), { method: "POST", headers: own, body: new URLSearchParams({ type: "event", id: eventId, favorite: "true" }) });
    expect(fav.status).toBe(200);
    const sub = { endpoint: "https://fcm.googleapis.com/fcm/send/eigene", keys: { p256dh: "p".repeat(40), auth: "a".repeat(16) } };
    const plain = await fetch(url("/api/push/subscription"), { method: "POST", headers: { ...own, "content-type": "text/plain" }, body: JSON.stringify(sub) });
    expect(plain.status).toBe(415);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    const json = await fetch(url("/api/push/subscription"), { method: "POST", headers: { ...own, "content-type": "application/json" }, body: JSON.stringify(sub) });
    expect(json.status).toBe(200);
  });
});

describe("body limits (finding 11)", () => {
  it("a 30 MB form body is refused before it is read (413, German)", async () => {
    const big = "a=" + "x".repeat(30 * 1024 * 1024);
    const res = await fetch(url("/luebeck/contact.data"), { method: "POST", headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" }, body: big });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("Die Anfrage ist zu groß (höchstens 1 MB).");
  });

  it("an upload may be larger than a form, up to its own limit", async () => {
    const fd = new FormData();
    fd.set("file", new Blob([new Uint8Array(11 * 1024 * 1024)], { type: "image/png" }), "a.png");
    const res = await fetch(url("/api/blog/image"), { method: "POST", headers: { origin: server.url, cookie: admin.cookie }, body: fd });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("Die Anfrage ist zu groß (höchstens 10 MB).");
  });

  it("an avatar of 12,000 × 12,000 px (a PNG under 1 MB) is refused with a German message; nothing changes", async () => {
    const png = hugePng(12_000, 12_000);
    expect(png.length).toBeLessThan(1024 * 1024);
    const profileBefore = (await db.select().from(profiles).where(eq(profiles.id, user.id)))[0];
    const [{ n: mediaBefore }] = await db.select({ n: count() }).from(media);
    const fd = new FormData();
    fd.set("firstName", "Geänderter");
    fd.set("lastName", "Name");
    fd.set("displayName", "");
    fd.set("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "riesig.png");
    const res = await fetch(url("/luebeck/profile/edit.data"), { method: "POST", headers: { origin: server.url, cookie: user.cookie }, body: fd });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Das Bild ist zu groß (höchstens 40 Megapixel).");
    expect((await db.select().from(profiles).where(eq(profiles.id, user.id)))[0]).toEqual(profileBefore);
    expect((await db.select({ n: count() }).from(media))[0]!.n).toBe(mediaBefore);
  });
});

describe("no 500 for input a user can type (finding 6)", () => {
  const nearUuid = "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz".replace(/z/g, "-").replace(/^-/, "a");
  const fake36 = "aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaa-"; // 36 characters of [0-9a-f-], no UUID
  it.each([
    ["/luebeck/search?q=%00abc"],
    ["/luebeck/search.data?q=%00abc"],
    ["/api/search?q=%00abc"],
    ["/luebeck/events.data?q=%00&venue=%00"],
    [`/api/tickets/${fake36}/pdf`],
    [`/api/tickets/${fake36}/ics`],
    [`/luebeck/booking-success.data?booking=${fake36}`],
    [`/luebeck/business-dashboard/${fake36}.data`],
    [`/admin/bookings/${fake36}.data`],
    [`/luebeck/booking-success.data?booking=${nearUuid}`],
    ["/luebeck/auth.data?redirectTo=%2F%0A%2Fevil.example"],
  ])("GET %s", async (path) => {
    const res = await fetch(url(path), { headers: { cookie: path.startsWith("/admin") ? admin.cookie : user.cookie }, redirect: "manual" });
    expect(res.status).toBeLessThan(500);
  });

  it("NUL in form fields and JSON is cleaned before it reaches the database", async () => {
    const own = { origin: server.url, cookie: user.cookie };
    const contact = await fetch(url("/luebeck/contact.data"), {
      method: "POST",
      headers: own,
      body: new URLSearchParams({ name: "A\u0000na", email: "ana@example.test", subject: "Hal\u0000lo", message: "Eine Nachricht \u0000 mit genug Text darin.", category: "general" }),
    });
    expect(contact.status).toBeLessThan(500);
    const profile = await fetch(url("/luebeck/profile/edit.data"), { method: "POST", headers: own, body: new URLSearchParams({ firstName: "A\u0000", lastName: "\ud800B", displayName: "x\u0000" }) });
    expect(profile.status).toBeLessThan(500);
    const discount = await fetch(url(`/luebeck/events/x/tickets.data`), { method: "POST", headers: own, body: new URLSearchParams({ intent: "discount", eventId: fake36, discountCode: "A\u0000B" }) });
    expect(discount.status).toBeLessThan(500);
  });
});
