/**
 * Finding 4 (issue 14): the sign-in limit must hold under concurrency, count per account and per
 * client address separately, and never lock the owner out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth } from "~/modules/accounts/auth.server";
import { setupTestDb } from "../../setup/db";
import { makeUser } from "../../factories";
import { TEST_ORIGIN } from "../../factories/accounts";

beforeAll(async () => {
  await setupTestDb();
  process.env.AUTH_RATE_LIMIT = "on";
});
afterAll(() => {
  process.env.AUTH_RATE_LIMIT = "off";
});

/** A sign-in as the browser's fetch sends it to better-auth, from a client address and with cookies. */
async function signIn(email: string, password: string, ip: string, cookie = "") {
  const headers = new Headers({ origin: TEST_ORIGIN, "content-type": "application/json", "x-stadtpuls-client-ip": ip });
  if (cookie) headers.set("cookie", cookie);
  const res = await auth().handler(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password }) }),
  );
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { status: res.status, code: body.code, message: body.message, cookies };
}

describe("sign-in limits", () => {
  it("30 concurrent wrong passwords: at most 5 are checked at all", async () => {
    const u = await makeUser({ email: "parallel@example.test", password: "richtig1" });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(u.email, `falsch${i}`, `198.51.100.${i + 1}`)));
    const checked = results.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(25);
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  });

  it("per client address: 20 attempts, across accounts, counted concurrently", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`niemand${i}@example.test`, "falsch", "192.0.2.50")));
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(20);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it("guesses from elsewhere never lock the owner out of a browser they signed in with", async () => {
    const owner = await makeUser({ email: "besitzerin@example.test", password: "richtig1" });
    const first = await signIn(owner.email, "richtig1", "203.0.113.10");
    expect(first.status).toBe(200);
    expect(first.cookies).toContain("stadtpuls.device=");
    const device = first.cookies.split("; ").find((c) => c.startsWith("stadtpuls.device="))!;
    // an attacker spends the account's attempts from many addresses
    await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(owner.email, `rate${i}`, `198.51.100.${100 + i}`)));
    const fromNewBrowser = await signIn(owner.email, "richtig1", "203.0.113.11");
    expect(fromNewBrowser.status).toBe(429);
    expect(fromNewBrowser.code).toBe("ACCOUNT_LIMITED");
    expect(fromNewBrowser.message).toMatch(/Passwort vergessen/);
    // a device cookie of another account does not help an attacker
    const other = await makeUser({ email: "andere-person@example.test", password: "richtig2" });
    const otherDevice = (await signIn(other.email, "richtig2", "203.0.113.12")).cookies.split("; ").find((c) => c.startsWith("stadtpuls.device="))!;
    expect((await signIn(owner.email, "falsch", "203.0.113.12", otherDevice)).code).toBe("ACCOUNT_LIMITED");
    // the owner's own browser still gets in
    const fromKnownBrowser = await signIn(owner.email, "richtig1", "203.0.113.10", device);
    expect(fromKnownBrowser.status).toBe(200);
  });

  it("guesses from one address do not lock out a browser that signed in to its account before (issue 21 finding 4)", async () => {
    const colleague = await makeUser({ email: "kollegin@example.test", password: "richtig1" });
    const office = "192.0.2.77";
    const first = await signIn(colleague.email, "richtig1", office);
    expect(first.status).toBe(200);
    const device = first.cookies.split("; ").find((c) => c.startsWith("stadtpuls.device="))!;
    // someone behind the same address (office router, or a proxy TRUST_PROXY does not see through) guesses
    const guesses = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn(`gibt-es-nicht${i}@example.test`, "falsch", office)));
    expect(guesses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5);
    // a browser new to its account is still held by the address limit …
    const stranger = await makeUser({ email: "neu-hier@example.test", password: "richtig3" });
    expect((await signIn(stranger.email, "richtig3", office)).status).toBe(429);
    // … the colleague's known browser is not
    const known = await signIn(colleague.email, "richtig1", office, device);
    expect(known.status).toBe(200);
    // and its own bucket still counts its wrong passwords
    const wrong = await Promise.all(Array.from({ length: 12 }, () => signIn(colleague.email, "falsch", office, device)));
    expect(wrong.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(2);
  });
});

