import type { Route } from "./+types/sign-out";
import { cityFromPath } from "~/lib/cities";
import { logger } from "~/lib/logger.server";
import { readForm } from "~/lib/route-helpers.server";
import { auth } from "~/modules/accounts/auth.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageUrl } from "~/lib/page-url.server";
import { safeRedirect } from "~/lib/safe-redirect";

/** The path of the Referer header when it is a URL (a browser's), else null. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return null;
  return new URL(referer).pathname;
}

/** Sign-out from any page (form POST): 'Abgemeldet' or 'Fehler beim Abmelden' (spec §8). */
export async function action({ request }: Route.ActionArgs) {
  // an unreadable body only loses the optional redirectTo: signing out still happens (no 400 page)
  const form = await readForm(request).catch(() => new FormData());
  const raw = String(form.get("redirectTo") ?? "");
  const back = safeRedirect(raw, `/${cityFromPath(refererPath(request) ?? pageUrl(request).pathname)}`);
  try {
    const res = await auth().api.signOut({ headers: request.headers, asResponse: true });
    const headers = new Headers();
    for (const c of res.headers.getSetCookie()) headers.append("Set-Cookie", c);
    return redirectWithToast(back, { type: "success", title: "Abgemeldet", description: "Bis bald!" }, { headers });
  } catch (err) {
    logger.warn({ err }, "Abmelden fehlgeschlagen");
    return redirectWithToast(back, { type: "error", title: "Fehler beim Abmelden", description: "Bitte versuchen Sie es erneut." });
  }
}

export function loader() {
  return new Response("Methode nicht erlaubt", { status: 405, headers: { Allow: "POST" } });
}
