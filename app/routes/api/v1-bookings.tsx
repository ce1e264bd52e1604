import { pageUrl } from "~/lib/page-url.server";
import type { Route } from "./+types/v1-bookings";
import { apiJson, apiPage } from "~/modules/integrations/api-response.server";
import { authenticateApiToken } from "~/modules/integrations/api-tokens.server";
import { apiListBookings } from "~/modules/integrations/public-api.server";

/** Read-only JSON API (Enterprise): bookings with attendees of the token's organizer's events (`?event=<id>`). */
export async function loader({ request }: Route.LoaderArgs) {
  return apiJson(async () => {
    const actor = await authenticateApiToken(request.headers.get("authorization"));
    const sp = pageUrl(request).searchParams;
    return apiListBookings(actor, { eventId: sp.get("event") ?? undefined, page: apiPage(sp) });
  });
}
