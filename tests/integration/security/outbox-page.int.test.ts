/**
 * Finding 1 (issue 14): the local mailbox answered anyone with every mail, password-reset links
 * included. Now the outbox is an admin page in local mode only; anonymous callers get nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import { setupTestDb } from "../../setup/db";
import { makeSignedInUser } from "../../factories/accounts";
import { startTestServer, type TestServer } from "../../support/test-app";

let server: TestServer;
let admin: string;
let user: string;
const RESET_LINK = "http://localhost:3999/api/auth/reset-password/geheim-token";

beforeAll(async () => {
  await setupTestDb();
  server = await startTestServer();
  [admin, user] = (await Promise.all([makeSignedInUser("admin"), makeSignedInUser("user")])).map((u) => u.cookie);
  await db.transaction((tx) =>
    enqueue(tx, {
      kind: "email",
      topic: "reset_password",
      recipient: "opfer@example.test",
      payload: { to: "opfer@example.test", template: "reset_password", data: { url: RESET_LINK } },
    }),
  );
});
afterAll(() => server.close());

const get = (path: string, cookie?: string) => fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });

describe("the outbox (local mode)", () => {
  it("anonymous: the old dev mailbox and the new outbox answer without any mail", async () => {
    for (const path of ["/api/dev/mailbox", "/api/dev/mailbox?to=opfer@example.test", "/api/admin/outbox", "/api/admin/outbox?to=opfer@example.test"]) {
      const res = await get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(await res.text(), path).not.toContain("geheim-token");
    }
    expect((await get("/api/admin/outbox")).status).toBe(401);
  });

  it("a signed-in non-admin gets 404, the admin the mails", async () => {
    const res = await get("/api/admin/outbox?to=opfer@example.test", user);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("geheim-token");
    const ok = await get("/api/admin/outbox?to=opfer@example.test", admin);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { mails: Array<{ topic: string; recipient: string }> };
    expect(body.mails).toEqual([expect.objectContaining({ topic: "reset_password", recipient: "opfer@example.test" })]);
  });

  it("the admin page: anonymous is sent to sign in, a user away, the admin sees it", async () => {
    const anon = await fetch(`${server.url}/admin/outbox`, { redirect: "manual" });
    expect(anon.status).toBe(302);
    expect(anon.headers.get("location")).toMatch(/\/auth\?redirectTo=/);
    const u = await fetch(`${server.url}/admin/outbox`, { redirect: "manual", headers: { cookie: user } });
    expect(u.status).toBe(302);
    expect(u.headers.get("location")).toBe("/");
    expect((await get("/admin/outbox", admin)).status).toBe(200);
  });

  it("production mode: there is no outbox page, not even for admins", async () => {
    process.env.APP_ENV = "production";
    try {
      expect((await get("/api/admin/outbox", admin)).status).toBe(404);
      expect((await get("/admin/outbox.data", admin)).status).toBe(404);
    } finally {
      delete process.env.APP_ENV;
    }
  });
});
