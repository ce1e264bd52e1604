import type { Route } from "./+types/favorites";
import { AppError } from "~/lib/app-error";
import { apiUseCase, formDataToObject, readForm } from "~/lib/route-helpers.server";
import { getViewer, requireActor } from "~/modules/accounts/session.server";
import { FAVORITE_TYPES, favoriteInputSchema, favoriteStates, setFavorite, type FavoriteType } from "~/modules/engagement/favorites.server";
import { pageUrl } from "~/lib/page-url.server";
import { UUID_RE } from "~/lib/input";

const NOT_UPDATED = "Favorit konnte nicht aktualisiert werden.";

/** GET ?type=event&ids=a,b → which of them the signed-in user has favorited. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const viewer = await getViewer(request);
    if (!viewer) return { favorites: [], signedIn: false };
    const url = pageUrl(request);
    const type = url.searchParams.get("type") as FavoriteType;
    if (!FAVORITE_TYPES.includes(type)) throw new AppError("VALIDATION", { message: "Unbekannter Favoriten-Typ." });
    const ids = (url.searchParams.get("ids") ?? "").split(",").filter((id) => UUID_RE.test(id)).slice(0, 200);
    return { favorites: await favoriteStates(viewer, type, ids), signedIn: true };
  });
}

/** POST type, id, favorite=true|false → sets the state (idempotent). Anonymous → 401 UNAUTHENTICATED. */
export async function action({ request }: Route.ActionArgs) {
  return apiUseCase(async () => {
    if (request.method !== "POST") throw new AppError("METHOD_NOT_ALLOWED");
    const viewer = await requireActor(request);
    const parsed = favoriteInputSchema.safeParse(formDataToObject(await readForm(request)));
    if (!parsed.success) throw new AppError("VALIDATION", { message: NOT_UPDATED });
    const favorite = await setFavorite({ actor: viewer, ...parsed.data }).catch((e: unknown) => {
      throw new AppError(e instanceof AppError ? e.code : "UNEXPECTED", { message: NOT_UPDATED });
    });
    return { ok: true, favorite };
  });
}
