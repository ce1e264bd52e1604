import { redirect } from "react-router";
import { signInUrl, authorizeRequest, type Viewer } from "~/modules/accounts/session.server";
import type { TeamCapability } from "~/modules/organizers/labels";
import { contextAllows, contextRole, resolveTeamActor, type ContextRole, type ProfileChoice } from "~/modules/organizers/team.server";
import type { TeamActor } from "~/modules/organizers/team";

/** The cookie that keeps the organizer profile chosen in the switcher (issue 26). */
export const ORGANIZER_COOKIE = "sp_organizer";

export function chosenOrganizer(request: Request): string | null {
  const m = new RegExp(`(?:^|;\\s*)${ORGANIZER_COOKIE}=([0-9a-f-]{36})`).exec(request.headers.get("Cookie") ?? "");
  return m?.[1] ?? null;
}

export function organizerCookie(organizerId: string): string {
  return `${ORGANIZER_COOKIE}=${organizerId}; Path=/organizer; Max-Age=${60 * 60 * 24 * 180}; SameSite=Lax; HttpOnly`;
}

export type OrganizerViewer = Viewer & TeamActor & { profiles: ProfileChoice[]; contextRole: ContextRole };

/**
 * The guard of the organizer area (issue 26): organizers and admins, and team members for what their
 * role in the chosen profile allows. Anonymous → sign in (`mode: "write"`: 401); an account that
 * neither organizes nor belongs to a team → / (write: 403); a team member whose role does not allow
 * `cap` where they work → 404, as if the page did not exist.
 */
export async function requireOrganizerArea(request: Request, cap: TeamCapability | "any", mode: "page" | "write" = "page"): Promise<OrganizerViewer> {
  const found = await authorizeRequest(request, "user");
  if (found.refused === "anonymous") {
    if (mode === "write") throw new Response("Bitte melden Sie sich an.", { status: 401 });
    throw redirect(signInUrl(request));
  }
  const actor = await resolveTeamActor(found.viewer, chosenOrganizer(request));
  const role = contextRole(actor);
  if (role === null) {
    if (mode === "write") throw new Response("Dafür fehlen Ihnen die Berechtigungen.", { status: 403 });
    throw redirect("/");
  }
  if (!contextAllows(role, cap)) throw new Response("Seite nicht gefunden", { status: 404 });
  return { ...actor, contextRole: role };
}
