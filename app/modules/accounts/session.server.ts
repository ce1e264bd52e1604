import { eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { cityFromPath } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { auth } from "~/modules/accounts/auth.server";
import { type Role, roleSatisfies } from "~/modules/accounts/roles";
import { profiles, userRoles } from "~/modules/accounts/schema";
import { businessProfiles } from "~/modules/places/schema";

export type Viewer = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role;
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

/** Role from user_roles; a failed lookup means "user" (spec §6). */
export async function lookupRole(userId: string, email: string): Promise<Role> {
  if (fixedAdminEmails().includes(email.toLowerCase())) return "admin";
  try {
    const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
    return row?.role ?? "user";
  } catch (err) {
    logger.error({ err, userId }, "Rollenabfrage fehlgeschlagen – nehme 'user' an");
    return "user";
  }
}

const cache = new WeakMap<Request, Promise<Viewer | null>>();

async function loadViewer(request: Request): Promise<Viewer | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie || !cookie.includes("stadtpuls")) return null;
  const result = await auth().api.getSession({ headers: request.headers });
  if (!result?.user) return null;
  const u = result.user;
  // role, profile and business ownership in one round trip (this runs on every signed-in request)
  type Row = { role: Role | null; display_name: string | null; first_name: string | null; last_name: string | null; avatar_url: string | null; is_business_owner: boolean };
  let row: Row | undefined;
  try {
    const res = (await db.execute(sql`
      select r.role, p.display_name, p.first_name, p.last_name, p.avatar_url,
             exists (select 1 from ${businessProfiles} b where b.owner_id = ${u.id}) as is_business_owner
      from (select ${u.id}::text as id) me
      left join ${userRoles} r on r.user_id = me.id
      left join ${profiles} p on p.id = me.id`)) as unknown as { rows: Row[] };
    row = res.rows[0];
  } catch (err) {
    logger.error({ err, userId: u.id }, "Rollenabfrage fehlgeschlagen – nehme 'user' an");
  }
  const role: Role = fixedAdminEmails().includes(u.email.toLowerCase()) ? "admin" : (row?.role ?? "user");
  const p = row ? { displayName: row.display_name, firstName: row.first_name, lastName: row.last_name, avatarUrl: row.avatar_url } : undefined;
  const businessRows = row?.is_business_owner ? [1] : [];
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    emailVerified: u.emailVerified,
    role,
    isBusinessOwner: businessRows.length > 0,
    displayName: p?.displayName || [p?.firstName, p?.lastName].filter(Boolean).join(" ") || u.name || u.email,
    firstName: p?.firstName ?? null,
    lastName: p?.lastName ?? null,
    avatarUrl: p?.avatarUrl ?? u.image ?? null,
  };
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

export function hasRole(viewer: Viewer | null, role: Role): boolean {
  return !!viewer && roleSatisfies(viewer.role, role);
}

/** The sign-in URL that returns to where the user wanted to go. */
export function signInUrl(request: Request): string {
  const url = new URL(request.url);
  const city = cityFromPath(url.pathname);
  const back = url.pathname + url.search;
  return `/${city}/auth?redirectTo=${encodeURIComponent(back)}`;
}

/** Anonymous → /{city}/auth, remembering the origin (spec §6 generic guard). */
export async function requireUser(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect(signInUrl(request));
  return viewer;
}

/**
 * Role guard; defaults to admin (spec §6). Anonymous → /auth; signed in without the
 * role → / (pages) — resource routes and actions should answer 403 instead (requireRoleOr403).
 */
export async function requireRole(request: Request, role: Role = "admin"): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!roleSatisfies(viewer.role, role)) throw redirect("/");
  return viewer;
}

/** For actions and API routes: 401/403 responses instead of redirects. */
export async function requireRoleOr403(request: Request, role: Role = "admin"): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new Response("Bitte melden Sie sich an.", { status: 401 });
  if (!roleSatisfies(viewer.role, role)) throw new Response("Dafür fehlen Ihnen die Berechtigungen.", { status: 403 });
  return viewer;
}
