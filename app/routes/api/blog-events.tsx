import type { Route } from "./+types/blog-events";
import { apiUseCase } from "~/lib/route-helpers.server";
import { requireActor } from "~/modules/accounts/session.server";
import { searchUpcomingEvents } from "~/modules/events/queries.server";
import { pageUrl } from "~/lib/page-url.server";
import { cleanQueryText } from "~/lib/query-text";

/** GET /api/blog/events?q= — events to embed as cards in a blog post (editor of organizers and admins). */
export async function loader({ request }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    await requireActor(request, "organizer");
    return { events: await searchUpcomingEvents(cleanQueryText(pageUrl(request).searchParams.get("q") ?? "")) };
  });
}
