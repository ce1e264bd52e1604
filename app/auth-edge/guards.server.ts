import { redirect } from "react-router";
import type { Role } from "~/modules/accounts/roles";
import { authorizeRequest, signInUrl, type Viewer } from "~/modules/accounts/session.server";

/**
 * The session guards as pages and resource routes answer them (HTTP stays at the edge: the accounts
 * module says who is asking and whether the role suffices — `authorizeRequest` — and these decide
 * the answer: a redirect for pages, 401/403 for actions and API routes).
 */

/** Anonymous → /{city}/auth, remembering the origin (spec §6 generic guard). */
export async function requireUser(request: Request): Promise<Viewer> {
  const found = await authorizeRequest(request, "user");
  if (found.refused === "anonymous") throw redirect(signInUrl(request));
  return found.viewer;
}

/**
 * Role guard; defaults to admin (spec §6). Anonymous → /auth; signed in without the
 * role → / (pages) — resource routes and actions should answer 403 instead (requireRoleOr403).
 */
export async function requireRole(request: Request, role: Role = "admin"): Promise<Viewer> {
  const found = await authorizeRequest(request, role);
  if (found.refused === "anonymous") throw redirect(signInUrl(request));
  if (found.refused === "forbidden") throw redirect("/");
  return found.viewer;
}

/** For actions and API routes: 401/403 responses instead of redirects. */
export async function requireRoleOr403(request: Request, role: Role = "admin"): Promise<Viewer> {
  const found = await authorizeRequest(request, role);
  if (found.refused === "anonymous") throw new Response("Bitte melden Sie sich an.", { status: 401 });
  if (found.refused === "forbidden") throw new Response("Dafür fehlen Ihnen die Berechtigungen.", { status: 403 });
  return found.viewer;
}
