/**
 * Authorization matrix of issue 5: every protected route and action × anonymous / user /
 * organizer / admin gets the guard's answer, and user A can read or change none of user B's
 * profile, favorites, notifications, requests or settings (404/403, nothing changed).
 * Loaders and actions are called with crafted Requests carrying real better-auth session cookies.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { organizerRequests, profiles, userRoles } from "~/modules/accounts/schema";
import { notifications, notificationSettings, pushSubscriptions, userFavorites } from "~/modules/engagement/schema";
import * as accountExport from "~/routes/api/account-export";
import * as favoritesApi from "~/routes/api/favorites";
import * as notificationsApi from "~/routes/api/notifications";
import * as stream from "~/routes/api/notifications-stream";
import * as pushApi from "~/routes/api/push-subscription";
import * as adminRequests from "~/routes/admin/requests";
import * as requests from "~/routes/city/requests";
import * as profileEdit from "~/routes/city/profile/edit";
import * as profileEvents from "~/routes/city/profile/events";
import * as profileFollows from "~/routes/city/profile/follows";
import * as profileLayout from "~/routes/city/profile/layout";
import * as profileNotifications from "~/routes/city/profile/notifications";
import * as profileOverview from "~/routes/city/profile/overview";
import * as profileSettings from "~/routes/city/profile/settings";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCity, makeEvent } from "../../../tests/factories";
import { makeNotification, makeOrganizerRequest, makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";

type Who = "anonymous" | "user" | "organizer" | "admin";
type Fn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const params = { city: DEFAULT_CITY };
const call = (fn: unknown, request: Request, p: Record<string, string> = params) =>
  outcome(() => (fn as Fn)({ request, params: p, context: {} }));

let cookies: Record<Who, string | undefined>;
let A: Awaited<ReturnType<typeof makeSignedInUser>>;
let B: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  A = await makeSignedInUser("user", { firstName: "Anna", lastName: "A" });
  B = await makeSignedInUser("user", { firstName: "Bernd", lastName: "B" });
  const org = await makeSignedInUser("organizer");
  const admin = await makeSignedInUser("admin");
  cookies = { anonymous: undefined, user: A.cookie, organizer: org.cookie, admin: admin.cookie };
});

const WHO: Who[] = ["anonymous", "user", "organizer", "admin"];

describe("page loaders", () => {
  const pages: Array<[string, unknown]> = [
    ["/luebeck/requests", requests.loader],
    ["/luebeck/profile", profileLayout.loader],
    ["/luebeck/profile", profileOverview.loader],
    ["/luebeck/profile/events", profileEvents.loader],
    ["/luebeck/profile/follows", profileFollows.loader],
    ["/luebeck/profile/notifications", profileNotifications.loader],
    ["/luebeck/profile/settings", profileSettings.loader],
    ["/luebeck/profile/edit", profileEdit.loader],
  ];
  for (const [path, loader] of pages) {
    for (const who of WHO) {
      it(`${path} × ${who}`, async () => {
        const o = await call(loader, req(path, { cookie: cookies[who] }));
        if (who === "anonymous") {
          expect(o.status).toBe(302);
          expect(o.location).toBe(`/luebeck/auth?redirectTo=${encodeURIComponent(path)}`);
        } else {
          expect(o.status).toBe(200);
        }
      });
    }
  }
  for (const who of WHO) {
    it(`/admin/requests × ${who}`, async () => {
      const o = await call(adminRequests.loader, req("/admin/requests", { cookie: cookies[who] }), {});
      if (who === "anonymous") {
        expect(o.status).toBe(302);
        expect(o.location).toMatch(/^\/luebeck\/auth\?redirectTo=%2Fadmin%2Frequests/);
      } else if (who === "admin") expect(o.status).toBe(200);
      else {
        expect(o.status).toBe(302);
        expect(o.location).toBe("/");
      }
    });
  }
});

describe("actions and API routes", () => {
  for (const who of WHO) {
    it(`admin approval action × ${who}`, async () => {
      const { id: uid } = await makeSignedInUser("user");
      const r = await makeOrganizerRequest(uid);
      const o = await call(
        adminRequests.action,
        req("/admin/requests", { cookie: cookies[who], form: { intent: "approve", id: r.id, response: "" } }),
        {},
      );
      const [after] = await db.select().from(organizerRequests).where(eq(organizerRequests.id, r.id));
      if (who === "admin") {
        expect(o.status).toBe(302);
        expect(after.status).toBe("approved");
      } else {
        expect(o.status).toBe(who === "anonymous" ? 401 : 403);
        expect(after.status).toBe("pending");
        const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, uid));
        expect(role).toBeUndefined();
      }
    });
  }

  const apis: Array<[string, string, () => Request | Promise<Request>, unknown]> = [
    ["GET /api/notifications", "loader", () => req("/api/notifications"), notificationsApi.loader],
    ["POST /api/notifications", "action", () => req("/api/notifications", { form: { intent: "read-all" } }), notificationsApi.action],
    ["POST /api/favorites", "action", () => req("/api/favorites", { form: { type: "event", id: "00000000-0000-4000-8000-000000000000", favorite: "true" } }), favoritesApi.action],
    ["GET /api/push/subscription", "loader", () => req("/api/push/subscription"), pushApi.loader],
    ["POST /api/push/subscription", "action", () => req("/api/push/subscription", { json: {} }), pushApi.action],
    ["GET /api/account/export", "loader", () => req("/api/account/export"), accountExport.loader],
    ["GET /api/notifications/stream", "loader", () => req("/api/notifications/stream"), stream.loader],
  ];
  for (const [name, , make, fn] of apis) {
    it(`${name} × anonymous → 401`, async () => {
      const o = await call(fn, await make());
      expect(o.status).toBe(401);
    });
  }

  it("page actions send anonymous users to /auth and change nothing", async () => {
    const before = await db.select().from(organizerRequests);
    for (const [path, action, form] of [
      ["/luebeck/requests", requests.action, { organizationName: "X e. V.", description: "x".repeat(30), eventTypes: "concerts" }],
      ["/luebeck/profile/edit", profileEdit.action, { firstName: "Hacker", lastName: "X" }],
      ["/luebeck/profile/settings", profileSettings.action, { intent: "save", emailDigestFrequency: "never" }],
    ] as const) {
      const o = await call(action, req(path, { form: form as Record<string, string> }));
      expect(o.status).toBe(302);
      expect(o.location).toMatch(/^\/luebeck\/auth\?redirectTo=/);
    }
    expect(await db.select().from(organizerRequests)).toHaveLength(before.length);
  });

  it("signed-in users get their own data from the API", async () => {
    for (const who of ["user", "organizer", "admin"] as const) {
      const o = await call(notificationsApi.loader, req("/api/notifications", { cookie: cookies[who] }));
      expect(o.status).toBe(200);
      expect(o.body).toMatchObject({ unread: expect.any(Number), items: expect.any(Array) });
    }
  });
});

describe("user A cannot touch user B's data", () => {
  it("notifications: read/delete of B's id → 404, B's row unchanged; A's list excludes it", async () => {
    const n = await makeNotification(B.id, { title: "Nur für Bernd" });
    for (const intent of ["read", "delete"]) {
      const o = await call(notificationsApi.action, req("/api/notifications", { cookie: A.cookie, form: { intent, id: n.id } }));
      expect(o.status).toBe(404);
      expect(o.body).toMatchObject({ message: "Benachrichtigung nicht gefunden" });
    }
    await call(notificationsApi.action, req("/api/notifications", { cookie: A.cookie, form: { intent: "read-all" } }));
    await call(notificationsApi.action, req("/api/notifications", { cookie: A.cookie, form: { intent: "delete-all" } }));
    const [row] = await db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row).toMatchObject({ isRead: false, title: "Nur für Bernd" });
    const list = await call(notificationsApi.loader, req("/api/notifications", { cookie: A.cookie }));
    expect(JSON.stringify(list.body)).not.toContain("Nur für Bernd");
    const page = await call(profileNotifications.loader, req("/luebeck/profile/notifications", { cookie: A.cookie }));
    expect(JSON.stringify(page.body)).not.toContain("Nur für Bernd");
  });

  it("favorites: A sees none of B's and A's toggles only change A's rows", async () => {
    const ev = await makeEvent({ title: "Bernds Lieblingskonzert" });
    await db.insert(userFavorites).values({ userId: B.id, favoriteType: "event", eventId: ev.id });
    const states = await call(favoritesApi.loader, req(`/api/favorites?type=event&ids=${ev.id}`, { cookie: A.cookie }));
    expect(states.body).toMatchObject({ favorites: [] });
    const follows = await call(profileFollows.loader, req("/luebeck/profile/follows?type=event", { cookie: A.cookie }));
    expect(JSON.stringify(follows.body)).not.toContain("Bernds Lieblingskonzert");
    const off = await call(favoritesApi.action, req("/api/favorites", { cookie: A.cookie, form: { type: "event", id: ev.id, favorite: "false" } }));
    expect(off.status).toBe(200);
    const bRows = await db.select().from(userFavorites).where(and(eq(userFavorites.userId, B.id), eq(userFavorites.eventId, ev.id)));
    expect(bRows).toHaveLength(1);
  });

  it("profile: A's edit changes only A; A's pages never show B", async () => {
    const o = await call(profileEdit.action, req("/luebeck/profile/edit", { cookie: A.cookie, form: { firstName: "Anna", lastName: "Neu", displayName: "" } }));
    expect(o.status).toBe(302);
    const [b] = await db.select().from(profiles).where(eq(profiles.id, B.id));
    expect(b).toMatchObject({ firstName: "Bernd", lastName: "B" });
    const [a] = await db.select().from(profiles).where(eq(profiles.id, A.id));
    expect(a.lastName).toBe("Neu");
    const page = await call(profileEdit.loader, req("/luebeck/profile/edit", { cookie: A.cookie }));
    expect(JSON.stringify(page.body)).not.toContain("Bernd");
  });

  it("requests: A sees only own requests and cannot review B's", async () => {
    const r = await makeOrganizerRequest(B.id, { organizationName: "Bernds Bühne" });
    const page = await call(requests.loader, req("/luebeck/requests", { cookie: A.cookie }));
    expect(JSON.stringify(page.body)).not.toContain("Bernds Bühne");
    const o = await call(adminRequests.action, req("/admin/requests", { cookie: A.cookie, form: { intent: "reject", id: r.id, response: "nein" } }), {});
    expect(o.status).toBe(403);
    const [after] = await db.select().from(organizerRequests).where(eq(organizerRequests.id, r.id));
    expect(after.status).toBe("pending");
  });

  it("settings: A's save creates A's row only; B's stays untouched; export holds only A", async () => {
    await db.insert(notificationSettings).values({ userId: B.id, emailDigestFrequency: "weekly" });
    const o = await call(
      profileSettings.action,
      req("/luebeck/profile/settings", {
        cookie: A.cookie,
        form: { intent: "save", emailDigestFrequency: "never", quietHoursStart: "22:00", quietHoursEnd: "07:00", quietHoursTimezone: "Europe/Berlin", email: "system" },
      }),
    );
    expect(o.status).toBe(200);
    const [b] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, B.id));
    expect(b.emailDigestFrequency).toBe("weekly");
    const [a] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, A.id));
    expect(a.emailDigestFrequency).toBe("never");
    const exp = await call(accountExport.loader, req("/api/account/export", { cookie: A.cookie }));
    const text = JSON.stringify(exp.body);
    expect(text).toContain(A.email);
    expect(text).not.toContain(B.email);
    expect(text).not.toContain("Bernd");
  });

  it("push: A's subscription is A's; B cannot remove it", async () => {
    const sub = { endpoint: "https://fcm.googleapis.com/fcm/send/anna", keys: { p256dh: "p".repeat(40), auth: "a".repeat(16) } };
    const o = await call(pushApi.action, req("/api/push/subscription", { cookie: A.cookie, json: sub }));
    expect(o.status).toBe(200);
    const del = await call(pushApi.action, req("/api/push/subscription", { cookie: B.cookie, method: "DELETE", json: { endpoint: sub.endpoint } }));
    expect(del.status).toBe(200);
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBe(A.id);
    const [a] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, A.id));
    expect(a.pushEnabled).toBe(true);
  });

  it("bad input gives a German message and changes nothing (never a 500)", async () => {
    const o = await call(
      profileSettings.action,
      req("/luebeck/profile/settings", { cookie: A.cookie, form: { intent: "save", emailDigestFrequency: "stündlich", quietHoursStart: "25:00", quietHoursEnd: "07:00", quietHoursTimezone: "Mond/Krater" } }),
    );
    expect(o.status).toBe(400);
    expect(JSON.stringify(o.body)).toMatch(/Häufigkeit|Uhrzeit|Zeitzone/);
    const bad = await call(notificationsApi.action, req("/api/notifications", { cookie: A.cookie, form: { intent: "read", id: "keine-uuid" } }));
    expect(bad.status).toBe(400);
    const fav = await call(favoritesApi.action, req("/api/favorites", { cookie: A.cookie, form: { type: "konzert", id: "x", favorite: "vielleicht" } }));
    expect(fav.status).toBe(400);
    expect(fav.body).toEqual({ code: "VALIDATION", message: "Favorit konnte nicht aktualisiert werden." });
  });
});

describe("/admin/requests on the list kit", () => {
  it("searches and filters the requests; rejecting needs a reason; the decision answers a toast on the same list", async () => {
    const { id: uid } = await makeSignedInUser("user");
    const r = await makeOrganizerRequest(uid, { organizationName: "Kulturkeller Zwölf" });
    const list = async (search: string) =>
      (await call(adminRequests.loader, req(`/admin/requests${search}`, { cookie: cookies.admin }), {})).body as { rows: Array<{ id: string; status: string }>; total: number };
    expect((await list("?q=kulturkeller")).rows.map((x) => x.id)).toEqual([r.id]);
    expect((await list("?q=kulturkeller&status=rejected")).total).toBe(0);

    const path = "/admin/requests?q=kulturkeller";
    const noReason = await call(adminRequests.action, req(path, { cookie: cookies.admin, form: { intent: "reject", id: r.id, response: " " } }), {});
    expect(noReason).toMatchObject({ status: 400, body: { ok: false, intent: "reject", fields: { response: "Bitte begründen Sie die Ablehnung." } } });
    const done = await call(adminRequests.action, req(path, { cookie: cookies.admin, form: { intent: "reject", id: r.id, response: "Bitte mit Impressum erneut anfragen." } }), {});
    expect([done.status, done.location]).toEqual([302, path]);
    expect((await list("?q=kulturkeller&status=rejected")).rows).toMatchObject([{ id: r.id, status: "rejected" }]);
    expect((await list("?q=kulturkeller")).total).toBe(0);
  });
});
