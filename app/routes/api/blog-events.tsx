import { data } from "react-router";
import type { Route } from "./+types/blog-events";
import { requireRoleOr403 } from "~/modules/accounts/session.server";
import { searchUpcomingEvents } from "~/modules/events/queries.server";
import { pageUrl } from "~/lib/page-url.server";

/** GET /api/blog/events?q= — events to embed as cards in a blog post (editor of organizers and admins). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoleOr403(request, "organizer");
  const events = await searchUpcomingEvents(pageUrl(request).searchParams.get("q") ?? "");
  return data({ events }, { headers: { "Cache-Control": "no-store" } });
}
