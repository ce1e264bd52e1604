import crypto from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AppError } from "~/lib/app-error";
import { cityFromPath } from "~/lib/cities";
import { db, prepared } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { auth } from "~/modules/accounts/auth.server";
import type { Actor } from "~/modules/accounts/actor";
import { asRole, type Role, roleSatisfies } from "~/modules/accounts/roles";
import { profiles, session, user, userRoles } from "~/modules/accounts/schema";
import { pageUrl } from "~/lib/page-url.server";

/** The signed-in user of a request: an Actor (what use cases take) plus what the shell shows. */
export type Viewer = Actor & {
  name: string;
  emailVerified: boolean;
  isBusinessOwner: boolean;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
};

/** Addresses that are always admins, without lookup (spec §6); from ADMIN_EMAILS. */
export function fixedAdminEmails(): string[] {
  return (process.env.ADMIN_EMAILS ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

const cache = new WeakMap<Request, Promise<Viewer | null>>();

type ViewerRow = {
  role: Role | null;
  session_id?: string | null;
  impersonator_id?: string | null;
  impersonator_email?: string | null;
  impersonator_name?: string | null;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  is_business_owner: boolean;
};
type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; image?: string | null };

function toViewer(u: SessionUser, row: ViewerRow | undefined): Viewer {
  const role: Role = fixedAdminEmails().includes(u.email.toLowerCase()) ? "admin" : asRole(row?.role);
  return {
    id: u.id,
    sessionId: row?.session_id ?? undefined,
    impersonatedBy: row?.impersonator_id ? { id: row.impersonator_id, email: row.impersonator_email ?? "", name: row.impersonator_name ?? "" } : null,
    email: u.email,
    name: u.name,
    emailVerified: u.emailVerified,
    role,
    isBusinessOwner: !!row?.is_business_owner,
    displayName: row?.display_name || [row?.first_name, row?.last_name].filter(Boolean).join(" ") || u.name || u.email,
    firstName: row?.first_name ?? null,
    lastName: row?.last_name ?? null,
    avatarUrl: row?.avatar_url ?? u.image ?? null,
  };
}

type Rows<T> = { rows: T[] };

/**
 * The session cookie as better-auth signed it ("<token>.<base64 HMAC-SHA256>"), checked with
 * better-auth's own secret and cookie name; the token when the signature holds.
 */
async function signedSessionToken(cookieHeader: string): Promise<{ token: string } | "unsigned" | null> {
  const ctx = await auth().$context;
  const name = ctx.authCookies.sessionToken.name;
  let raw: string | undefined;
  for (const part of cookieHeader.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) raw = part.slice(i + 1).trim();
  }
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return "unsigned";
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return "unsigned";
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = crypto.createHmac("sha256", ctx.secret).update(token).digest();
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? { token } : "unsigned";
}

/**
 * Fast path for every signed-in request: the signed cookie is verified here and session, user,
 * role, profile and business ownership come back in ONE query. better-auth stays in charge of
 * everything that writes (sign-in, sign-out, refreshing a session that is due, expiry clean-up,
 * "don't remember me"): those cases fall back to its getSession (docs/decisions/0004).
 */
async function fastViewer(cookie: string): Promise<Viewer | null | "fallback"> {
  const found = await fastSession(cookie, null);
  return found === null || found === "fallback" ? found : found.viewer;
}

/**
 * Whether a user owns a business profile: a condition over the user's id column, provided by the
 * places module (wired by the composition root, app/modules/register-handlers.server.ts, before the
 * first request), so that accounts reads no table of places. Until then nobody is a business owner.
 */
export type BusinessOwnerCheck = (userId: SQL) => SQL<boolean>;
let businessOwnerCheck: BusinessOwnerCheck = () => sql<boolean>`false`;

export function provideBusinessOwnerCheck(check: BusinessOwnerCheck): void {
  businessOwnerCheck = check;
}

/** The admin acting as the session's user (impersonation), joined in the same query. */
const impersonator = alias(user, "impersonator");

const viewerColumns = () => ({
  expiresAt: session.expiresAt,
  session_id: session.id,
  impersonator_id: impersonator.id,
  impersonator_email: impersonator.email,
  impersonator_name: impersonator.name,
  id: user.id,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerified,
  image: user.image,
  role: userRoles.role,
  display_name: profiles.displayName,
  first_name: profiles.firstName,
  last_name: profiles.lastName,
  avatar_url: profiles.avatarUrl,
  is_business_owner: businessOwnerCheck(sql`${user.id}`),
});

/**
 * One more column for the fast path's query, asked by another module (the sold-out gate asks for the
 * user's booking with an idempotency key): `column` may use `sql.placeholder("extra")` and
 * `userId` (the user's id column); `name` names its prepared statement.
 */
export type ViewerExtraColumn = { name: string; column: (userId: typeof user.id) => SQL<string | null> };

/** Session (by its token) with user, role and profile: the fast path's one query. */
function bySessionToken(d: typeof db, columns: ReturnType<typeof viewerColumns> & { extra?: SQL<string | null> }) {
  return d
    .select(columns)
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(impersonator, eq(impersonator.id, session.impersonatedBy))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1);
}

/**
 * The fast path; with an idempotency key it also tells, in the same round trip,
 * whether this user already has a booking with that key (the sold-out gate's question).
 */
async function fastSession(
  cookie: string,
  extra: { column: ViewerExtraColumn; value: string } | null,
): Promise<{ viewer: Viewer; extra: string | null } | null | "fallback"> {
  if (cookie.includes("dont_remember")) return "fallback";
  const signed = await signedSessionToken(cookie);
  if (signed === null) return null;
  if (signed === "unsigned") return "fallback";
  const [row] =
    extra === null
      ? await prepared("viewer_by_session_token", (d) => bySessionToken(d, viewerColumns()).prepare("viewer_by_session_token")).execute({
          token: signed.token,
        })
      : await prepared(extra.column.name, (d) =>
          bySessionToken(d, { ...viewerColumns(), extra: extra.column.column(user.id) }).prepare(extra.column.name),
        ).execute({ token: signed.token, extra: extra.value });
  if (!row) return "fallback";
  const ctx = await auth().$context;
  const expiresAt = row.expiresAt.getTime();
  const now = Date.now();
  if (expiresAt <= now) return "fallback";
  // due for better-auth's sliding refresh (expiresIn/updateAge): let it write
  if (expiresAt - ctx.sessionConfig.expiresIn * 1000 + ctx.sessionConfig.updateAge * 1000 <= now) return "fallback";
  return { viewer: toViewer(row, row), extra: (row as { extra?: string | null }).extra ?? null };
}

/**
 * The fast path with one more column of another module, in ONE query (the sold-out gate, before
 * React Router): the signed-in viewer of this cookie and the column's value for `value`. `null`
 * when the answer needs the full path (anonymous, better-auth must write or decide).
 */
export async function viewerWithColumn(
  cookie: string | undefined,
  column: ViewerExtraColumn,
  value: string,
): Promise<{ viewer: Viewer; extra: string | null } | null> {
  if (!cookie || !cookie.includes("stadtpuls")) return null;
  const found = await fastSession(cookie, { column, value });
  return found === null || found === "fallback" ? null : found;
}

async function loadViewer(request: Request): Promise<Viewer | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie || !cookie.includes("stadtpuls")) return null;
  try {
    const fast = await fastViewer(cookie);
    if (fast !== "fallback") return fast;
  } catch (err) {
    logger.warn({ err }, "Schnelle Sitzungsprüfung fehlgeschlagen – frage better-auth");
  }
  const result = await auth().api.getSession({ headers: request.headers });
  if (!result?.user) return null;
  const u = result.user;
  const by = (result.session as { impersonatedBy?: string | null }).impersonatedBy ?? null;
  // role, profile, business ownership and the impersonating admin in one round trip
  let row: ViewerRow | undefined;
  try {
    const res = (await db.execute(sql`
      select r.role, p.display_name, p.first_name, p.last_name, p.avatar_url,
             ${businessOwnerCheck(sql`me.id`)} as is_business_owner,
             imp.id as impersonator_id, imp.email as impersonator_email, imp.name as impersonator_name
      from (select ${u.id}::text as id) me
      left join ${userRoles} r on r.user_id = me.id
      left join ${profiles} p on p.id = me.id
      left join ${user} imp on imp.id = ${by}::text`)) as unknown as Rows<ViewerRow>;
    row = res.rows[0];
  } catch (err) {
    logger.error({ err, userId: u.id }, "Rollenabfrage fehlgeschlagen – nehme 'user' an");
    // an impersonation session must never pass as the admin's own nor lose its marker
    if (by) return null;
  }
  return toViewer(u, { ...(row as ViewerRow), session_id: result.session.id });
}

/** Who is asking (null when anonymous); looked up once per request. */
export function getViewer(request: Request): Promise<Viewer | null> {
  let p = cache.get(request);
  if (!p) {
    p = loadViewer(request);
    cache.set(request, p);
  }
  return p;
}

/**
 * Who is asking NOW, read anew (not the per-request memo of getViewer): for a long-lived answer such
 * as a Server-Sent Events stream that must stop when the session ends or the role changes.
 */
export function currentViewer(request: Request): Promise<Viewer | null> {
  return loadViewer(request);
}

export function hasRole(viewer: Viewer | null, role: Role): boolean {
  return !!viewer && roleSatisfies(viewer.role, role);
}

/** The sign-in URL that returns to where the user wanted to go. */
export function signInUrl(request: Request): string {
  const url = pageUrl(request);
  const city = cityFromPath(url.pathname);
  const back = url.pathname + url.search;
  return `/${city}/auth?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * Who is asking and whether the role suffices, as data: `refused` is "anonymous" (nobody signed in)
 * or "forbidden" (signed in without the role). What a page answers — a redirect to sign-in, to the
 * start page, or 401/403 — is decided at the edge (app/auth-edge/guards.server.ts: requireUser,
 * requireRole, requireRoleOr403).
 */
export async function authorizeRequest(
  request: Request,
  role: Role = "user",
): Promise<{ refused: null; viewer: Viewer } | { refused: "anonymous"; viewer: null } | { refused: "forbidden"; viewer: Viewer }> {
  const viewer = await getViewer(request);
  if (!viewer) return { refused: "anonymous", viewer: null };
  if (!roleSatisfies(viewer.role, role)) return { refused: "forbidden", viewer };
  return { refused: null, viewer };
}

/**
 * For use cases run by apiUseCase (JSON routes): the signed-in actor with the role, else
 * AppError UNAUTHENTICATED (401) or FORBIDDEN (403) — answered as `{ code, message }`.
 */
export async function requireActor(request: Request, role: Role = "user"): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError("UNAUTHENTICATED");
  if (!roleSatisfies(viewer.role, role)) throw new AppError("FORBIDDEN");
  return viewer;
}
