import { pageUrl } from "~/lib/page-url.server";
import type { Route } from "./+types/v1-events";
import { apiJson, apiPage } from "~/modules/integrations/api-response.server";
import { authenticateApiToken } from "~/modules/integrations/api-tokens.server";
import { apiListEvents } from "~/modules/integrations/public-api.server";

/** Read-only JSON API (Enterprise): the token's organizer's events. `Authorization: Bearer sp_live_…` */
export async function loader({ request }: Route.LoaderArgs) {
  return apiJson(async () => {
    const actor = await authenticateApiToken(request.headers.get("authorization"));
    return apiListEvents(actor, apiPage(pageUrl(request).searchParams));
  });
}
