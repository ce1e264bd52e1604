/**
 * Accounts/engagement factories: a signed-in cookie for a user, notifications, favorites, requests.
 */
import { db } from "~/lib/db.server";
import { auth } from "~/modules/accounts/auth.server";
import { organizerRequests } from "~/modules/accounts/schema";
import { createNotification } from "~/modules/engagement/create-notification.server";
import type { Role } from "~/modules/accounts/roles";
import { makeUser } from "./index";

export const TEST_ORIGIN = process.env.APP_URL ?? "http://localhost:3999";

/** Signs in through better-auth and returns the Cookie header for crafted Requests. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const res = await auth().api.signInEmail({
    body: { email, password },
    headers: new Headers({ origin: TEST_ORIGIN, "content-type": "application/json" }),
    asResponse: true,
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A user with a role and a live session cookie. */
export async function makeSignedInUser(role: Role = "user", over: Parameters<typeof makeUser>[0] = {}) {
  const password = over.password ?? "Passwort123";
  const u = await makeUser({ ...over, role, password });
  return { ...u, role, password, cookie: await sessionCookie(u.email, password) };
}

export async function makeNotification(userId: string, over: Partial<Parameters<typeof createNotification>[1]> = {}) {
  return createNotification(db, {
    userId,
    type: "system",
    category: "system",
    title: "Hallo",
    message: "Eine Testbenachrichtigung",
    deliver: { push: false, email: false },
    ...over,
  });
}

export async function makeOrganizerRequest(userId: string, over: Partial<typeof organizerRequests.$inferInsert> = {}) {
  const [row] = await db
    .insert(organizerRequests)
    .values({ userId, organizationName: "Kulturverein Holstentor", description: "Konzerte und Lesungen in der Altstadt, monatlich.", eventTypes: ["concerts"], ...over })
    .returning();
  return row;
}

/** A crafted request as the browser would send it. */
export function req(path: string, init: { cookie?: string; method?: string; form?: Record<string, string | string[]>; json?: unknown } = {}) {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (init.cookie) headers.set("cookie", init.cookie);
  let body: BodyInit | undefined;
  if (init.form) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(init.form)) for (const x of Array.isArray(v) ? v : [v]) fd.append(k, x);
    body = fd;
  } else if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers.set("content-type", "application/json");
  }
  return new Request(`${TEST_ORIGIN}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
}

export type Outcome = { status: number; location: string | null; body: unknown };

/** Runs a loader/action and normalises returns, thrown redirects and data() results. */
export async function outcome(fn: () => unknown): Promise<Outcome> {
  let r: unknown;
  try {
    r = await fn();
  } catch (e) {
    r = e;
  }
  if (r instanceof Response) {
    const text = await r.clone().text().catch(() => "");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* text */
    }
    return { status: r.status, location: r.headers.get("location"), body };
  }
  if (r && typeof r === "object" && "type" in r && (r as { type: string }).type === "DataWithResponseInit") {
    const d = r as unknown as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, location: null, body: d.data };
  }
  if (r instanceof Error) throw r;
  return { status: 200, location: null, body: r };
}
