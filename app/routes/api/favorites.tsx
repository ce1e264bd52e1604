import type { Route } from "./+types/favorites";
import { AppError, isAppError } from "~/lib/app-error";
import { FORM_UNREADABLE_MESSAGE, formDataToObject, readForm } from "~/lib/route-helpers.server";
import { getViewer } from "~/modules/accounts/session.server";
import { FAVORITE_TYPES, favoriteInputSchema, favoriteStates, setFavorite, type FavoriteType } from "~/modules/engagement/favorites.server";
import { pageUrl } from "~/lib/page-url.server";
import { UUID_RE } from "~/lib/input";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** GET ?type=event&ids=a,b → which of them the signed-in user has favorited. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return json({ favorites: [], signedIn: false });
  const url = pageUrl(request);
  const type = url.searchParams.get("type") as FavoriteType;
  if (!FAVORITE_TYPES.includes(type)) return json({ message: "Unbekannter Favoriten-Typ." }, 400);
  const ids = (url.searchParams.get("ids") ?? "").split(",").filter((id) => UUID_RE.test(id)).slice(0, 200);
  return json({ favorites: await favoriteStates(viewer.id, type, ids), signedIn: true });
}

/** POST type, id, favorite=true|false → sets the state (idempotent). Anonymous → 401 'Anmeldung erforderlich'. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ message: "Methode nicht erlaubt" }, 405);
  const viewer = await getViewer(request);
  if (!viewer) return json({ ok: false, title: "Anmeldung erforderlich", message: "Melden Sie sich an, um Favoriten zu verwalten." }, 401);
  // readForm's 400 in this route's own JSON shape
  const form = await readForm(request).catch(() => null);
  if (!form) return json({ ok: false, title: "Fehler", message: FORM_UNREADABLE_MESSAGE }, 400);
  const parsed = favoriteInputSchema.safeParse(formDataToObject(form));
  if (!parsed.success) return json({ ok: false, title: "Fehler", message: "Favorit konnte nicht aktualisiert werden." }, 400);
  try {
    const favorite = await setFavorite({ userId: viewer.id, ...parsed.data });
    return json({ ok: true, favorite });
  } catch (e) {
    const err = isAppError(e) ? e : new AppError("UNEXPECTED");
    return json({ ok: false, title: "Fehler", message: "Favorit konnte nicht aktualisiert werden." }, err.status);
  }
}
