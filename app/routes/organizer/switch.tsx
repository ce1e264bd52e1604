import { redirect } from "react-router";
import type { Route } from "./+types/switch";
import { readForm } from "~/lib/route-helpers.server";
import { resolveTeamActor } from "~/modules/organizers/team.server";
import { authorizeRequest } from "~/modules/accounts/session.server";
import { organizerCookie } from "~/routes/organizer/team-guard.server";

/** Nothing to show: the switcher posts here (issue 26). */
export function loader() {
  return redirect("/organizer");
}

/**
 * Switches the organizer profile the account works in: one it runs or one whose team it belongs to
 * (anyone else's profile does not exist for it). Kept in a cookie; every page checks it again.
 */
export async function action({ request }: Route.ActionArgs) {
  const found = await authorizeRequest(request, "user");
  if (found.refused === "anonymous") throw new Response("Bitte melden Sie sich an.", { status: 401 });
  const form = await readForm(request);
  const chosen = String(form.get("organizerId") ?? "");
  const actor = await resolveTeamActor(found.viewer, null);
  if (actor.profiles.length === 0)
    throw new Response("Dafür fehlen Ihnen die Berechtigungen.", {
      status: 403,
    });
  if (!actor.profiles.some((p) => p.organizerId === chosen)) throw new Response("Veranstalterprofil nicht gefunden", { status: 404 });
  return redirect("/organizer", {
    headers: { "Set-Cookie": organizerCookie(chosen) },
  });
}
