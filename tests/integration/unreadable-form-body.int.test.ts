/**
 * A body that is no form (JSON or plain text sent to a form action, a broken multipart upload)
 * is answered with 400 and a German message – never with a 500 – and the guards that run before
 * the form is read still answer first (401/403/redirect to /auth).
 *
 * Resource routes and the JS submissions of pages (`POST /path.data`) go through React Router's
 * real request handler, so the tests see the HTTP status and body the browser gets.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createRequestHandler, UNSAFE_decodeViaTurboStream, type ServerBuild } from "react-router";
import { readToast } from "~/lib/toast.server";
import * as adminBlogCreate from "~/routes/organizer/blogs-create";
import * as adminRefunds from "~/routes/admin/refunds";
import * as adminRequests from "~/routes/admin/requests";
import * as blogImage from "~/routes/api/blog-image";
import * as blogView from "~/routes/api/blog-view";
import * as favoritesApi from "~/routes/api/favorites";
import * as notificationsApi from "~/routes/api/notifications";
import * as signOut from "~/routes/api/sign-out";
import * as auth from "~/routes/city/auth";
import * as blogPost from "~/routes/city/blog-post";
import * as contact from "~/routes/city/contact";
import * as contests from "~/routes/city/contests";
import * as profileEdit from "~/routes/city/profile/edit";
import * as profileSettings from "~/routes/city/profile/settings";
import * as profileTickets from "~/routes/city/profile/tickets";
import * as requests from "~/routes/city/requests";
import * as resetPassword from "~/routes/city/reset-password";
import { setupTestDb } from "../setup/db";
import { makeCity } from "../factories";
import { makeSignedInUser, outcome, TEST_ORIGIN } from "../factories/accounts";
import { makeBlogPost } from "../factories/content";

const FORM_MESSAGE = "Die Formulardaten konnten nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.";
/** The body of the task: JSON with a broken percent escape. */
const BODY = '{"a":"%E0%A4%A"}';

type Who = "anonymous" | "user" | "organizer" | "admin";
let cookies: Record<Who, string | undefined>;

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  const [user, organizer, admin] = await Promise.all([makeSignedInUser("user"), makeSignedInUser("organizer"), makeSignedInUser("admin")]);
  cookies = { anonymous: undefined, user: user.cookie, organizer: organizer.cookie, admin: admin.cookie };
});

/** A POST as a client could send it: the given body and content type, with the session of `who`. */
function post(path: string, who: Who, body: BodyInit = BODY, contentType = "application/json") {
  const headers = new Headers({ origin: TEST_ORIGIN, "content-type": contentType });
  const cookie = cookies[who];
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body });
}

/** React Router's request handler (production mode) over just these routes, without rendering. */
function handler(routes: Record<string, [path: string, module: unknown]>) {
  const build = {
    entry: { module: { default: () => new Response("kein Dokument im Test", { status: 501 }) } },
    routes: Object.fromEntries(Object.entries(routes).map(([id, [path, module]]) => [id, { id, path, module }])),
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}

const api = handler({
  favorites: ["api/favorites", favoritesApi],
  notifications: ["api/notifications", notificationsApi],
  "blog-view": ["api/blog/view", blogView],
  "blog-image": ["api/blog/image", blogImage],
  "sign-out": ["api/sign-out", signOut],
});

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("resource routes answer errors in the one API shape { code, message, fields? }", () => {
  it("POST /api/favorites: 400 { code, message }; anonymous still 401", async () => {
    expect(await json(await api(post("/api/favorites", "user")))).toEqual({
      status: 400,
      body: { code: "VALIDATION", message: FORM_MESSAGE },
    });
    const anon = await json(await api(post("/api/favorites", "anonymous")));
    expect(anon).toEqual({ status: 401, body: { code: "UNAUTHENTICATED", message: "Bitte melden Sie sich an." } });
  });

  it("POST /api/notifications: 400 { code, message }; anonymous still 401", async () => {
    expect(await json(await api(post("/api/notifications", "user", BODY, "text/plain")))).toEqual({
      status: 400,
      body: { code: "VALIDATION", message: FORM_MESSAGE },
    });
    expect((await api(post("/api/notifications", "anonymous"))).status).toBe(401);
  });

  it("POST /api/blog/view: a body that is neither JSON nor a form → 400 { code, message }", async () => {
    expect(await json(await api(post("/api/blog/view", "anonymous", BODY, "text/plain")))).toEqual({
      status: 400,
      body: { code: "VALIDATION", message: FORM_MESSAGE },
    });
    // JSON and urlencoded bodies are read; the wrong fields are still 'Ungültige Anfrage.'
    for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
      expect(await json(await api(post("/api/blog/view", "anonymous", BODY, type)))).toMatchObject({ status: 400, body: { message: "Ungültige Anfrage." } });
    }
  });

  it("POST /api/sign-out: an unreadable body still signs out and redirects (no 400 page)", async () => {
    const { cookie } = await makeSignedInUser("user");
    const headers = { origin: TEST_ORIGIN, cookie, "content-type": "application/json" };
    const res = await api(new Request(`${TEST_ORIGIN}/api/sign-out`, { method: "POST", headers, body: BODY }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/luebeck");
    const setCookies = res.headers.getSetCookie();
    expect(setCookies).toContainEqual(expect.stringMatching(/^stadtpuls\.session_token=; Max-Age=0/));
    const toastCookie = setCookies.find((c) => c.startsWith("sp_toast="))!.split(";")[0];
    const { toast } = await readToast(new Request(TEST_ORIGIN, { headers: { cookie: toastCookie } }));
    expect(toast).toMatchObject({ type: "success", title: "Abgemeldet" });
  });
});

describe("POST /api/blog/image (multipart upload)", () => {
  let postId: string;
  beforeAll(async () => {
    postId = (await makeBlogPost()).id;
  });
  const upload = (who: Who, file: Blob, name = "bild.png") => {
    const fd = new FormData();
    fd.set("postId", postId);
    fd.set("file", file, name);
    const headers = new Headers({ origin: TEST_ORIGIN });
    const cookie = cookies[who];
    if (cookie) headers.set("cookie", cookie);
    return new Request(`${TEST_ORIGIN}/api/blog/image`, { method: "POST", headers, body: fd });
  };

  it("a broken multipart body → 400 with a German message in { code, message }", async () => {
    const broken = "--x\r\nContent-Disposition: form-data; name=\"postId\"\r\n\r\nabc"; // ends without a closing boundary
    for (const [body, type] of [
      [broken, "multipart/form-data; boundary=x"],
      [BODY, "multipart/form-data; boundary=----ohne-teile"],
      [BODY, "application/json"],
    ]) {
      expect(await json(await api(post("/api/blog/image", "admin", body, type)))).toEqual({
        status: 400,
        body: { code: "VALIDATION", message: "Das Bild konnte nicht übertragen werden. Bitte wählen Sie es erneut aus." },
      });
    }
  });

  it("anonymous is still 401 (before the body is read); someone else's post is still 403", async () => {
    expect((await api(post("/api/blog/image", "anonymous", "kaputt", "multipart/form-data; boundary=x"))).status).toBe(401);
    expect((await api(upload("organizer", new Blob([new Uint8Array(10)], { type: "image/png" })))).status).toBe(403);
  });

  it("the size limit and its message still hold (over 8 MB → 400)", async () => {
    const big = new Blob([new Uint8Array(8 * 1024 * 1024 + 1)], { type: "image/png" });
    expect(await json(await api(upload("admin", big)))).toMatchObject({
      status: 400,
      body: { code: "VALIDATION", message: "Das Bild ist zu groß (höchstens 8 MB)." },
    });
  });
});

describe("page actions: 400 with the German message, guards first", () => {
  const city = { city: "luebeck" };
  type Action = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
  const call = (action: unknown, request: Request, params: Record<string, string> = city) =>
    outcome(() => (action as Action)({ request, params, context: {} }));

  const pages: Array<[name: string, path: string, action: unknown, who: Who, params?: Record<string, string>, contentType?: string]> = [
    ["sign-in/sign-up", "/luebeck/auth", auth.action, "anonymous"],
    ["new password", "/luebeck/reset-password", resetPassword.action, "anonymous"],
    ["contact", "/luebeck/contact", contact.action, "anonymous"],
    ["raffle entry", "/luebeck/contests", contests.action, "user"],
    ["organizer request", "/luebeck/requests", requests.action, "user"],
    ["profile edit", "/luebeck/profile/edit", profileEdit.action, "user"],
    ["settings", "/luebeck/profile/settings", profileSettings.action, "user"],
    ["my tickets", "/luebeck/profile/tickets", profileTickets.action, "user"],
    // its editor posts JSON (read as JSON); anything else must be a form
    ["blog post save", "/luebeck/blog/x", blogPost.action, "admin", { city: "luebeck", slug: "x" }, "text/plain"],
    ["admin: organizer requests", "/admin/requests", adminRequests.action, "admin", {}],
    ["admin: refunds", "/admin/refunds", adminRefunds.action, "admin", {}],
    ["admin: new blog post", "/admin/blog/create", adminBlogCreate.action, "admin", {}],
  ];
  for (const [name, path, action, who, params, contentType] of pages) {
    it(`${name}: a body that is no form → 400 and the message`, async () => {
      const o = await call(action, post(path, who, BODY, contentType), params);
      expect(o).toMatchObject({ status: 400, body: { ok: false, message: FORM_MESSAGE } });
    });
  }

  it("profile edit: a broken multipart upload → 400 and the message", async () => {
    const o = await call(profileEdit.action, post("/luebeck/profile/edit", "user", "--x\r\nkaputt", "multipart/form-data; boundary=x"));
    expect(o).toMatchObject({ status: 400, body: { ok: false, message: FORM_MESSAGE } });
  });

  it("the guards before the form still answer first", async () => {
    expect(await call(contests.action, post("/luebeck/contests", "anonymous"))).toMatchObject({
      status: 401,
      body: { ok: false, message: "Bitte melden Sie sich an, um an Verlosungen teilzunehmen." },
    });
    expect(await call(blogPost.action, post("/luebeck/blog/x", "anonymous", BODY, "text/plain"), { city: "luebeck", slug: "x" })).toMatchObject({ status: 401 });
    for (const [path, action] of [
      ["/luebeck/requests", requests.action],
      ["/luebeck/profile/edit", profileEdit.action],
      ["/luebeck/profile/settings", profileSettings.action],
      ["/luebeck/profile/tickets", profileTickets.action],
    ] as const) {
      const o = await call(action, post(path, "anonymous"));
      expect(o.status).toBe(302);
      expect(o.location).toMatch(/^\/luebeck\/auth\?redirectTo=/);
    }
    expect((await call(adminRequests.action, post("/admin/requests", "anonymous"), {})).status).toBe(401);
    expect((await call(adminRequests.action, post("/admin/requests", "user"), {})).status).toBe(403);
    expect((await call(adminRefunds.action, post("/admin/refunds", "organizer"), {})).status).toBe(403);
    expect(await call(adminBlogCreate.action, post("/admin/blog/create", "user"), {})).toMatchObject({ status: 302, location: "/" });
  });

  it("over HTTP (a JS form submission, POST …data): status 400 and the message reach the browser", async () => {
    const pagesHandler = handler({
      contests: [":city/contests", contests],
      settings: [":city/profile/settings", profileSettings],
      "admin-requests": ["admin/requests", adminRequests],
    });
    for (const [path, who] of [
      ["/luebeck/contests.data", "user"],
      ["/luebeck/profile/settings.data", "user"],
      ["/admin/requests.data", "admin"],
    ] as const) {
      const res = await pagesHandler(post(path, who));
      expect(res.status, path).toBe(400);
      const decoded = await UNSAFE_decodeViaTurboStream(res.body!, globalThis);
      await decoded.done;
      expect(decoded.value, path).toMatchObject({ error: { status: 400, data: { ok: false, message: FORM_MESSAGE } } });
    }
  });
});
