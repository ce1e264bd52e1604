import type { Route } from "./+types/admin-places";
import { pageUrl } from "~/lib/page-url.server";
import { apiUseCase } from "~/lib/route-helpers.server";
import { requireActor } from "~/modules/accounts/session.server";
import { searchPlacesForBusiness } from "~/modules/places/admin-businesses.server";

/** The admin's place search (`?q=`, JSON): the business form's "Verknüpfter Ort" combobox asks it while typing. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const actor = await requireActor(request);
    const q = pageUrl(request).searchParams.get("q") ?? "";
    return { ok: true as const, items: await searchPlacesForBusiness(actor, q) };
  });
}
