import type { Route } from "./+types/push-subscription";
import { isAppError } from "~/lib/app-error";
import { readJson } from "~/lib/route-helpers.server";
import { getViewer } from "~/modules/accounts/session.server";
import { updatePushEnabled } from "~/modules/engagement/notification-settings.server";
import { removePushSubscription, savePushSubscription, vapidKeys } from "~/modules/engagement/push.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** GET → the VAPID public key for PushManager.subscribe. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return json({ message: "Bitte melden Sie sich an." }, 401);
  return json({ publicKey: vapidKeys().publicKey });
}

/** POST (JSON subscription) saves it and turns push on; DELETE ({ endpoint }) removes it. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return json({ ok: false, message: "Bitte melden Sie sich an." }, 401);
  try {
    // JSON only (415 for text/plain and forms: a cross-site page cannot send it without a preflight)
    const body = (await readJson(request)) as { endpoint?: unknown } | null;
    if (request.method === "DELETE") {
      if (typeof body?.endpoint === "string") await removePushSubscription(viewer.id, body.endpoint);
      await updatePushEnabled({ actor: viewer, enabled: false });
      return json({ ok: true, enabled: false });
    }
    if (request.method !== "POST") return json({ ok: false, message: "Methode nicht erlaubt" }, 405);
    await savePushSubscription(viewer.id, body, request.headers.get("user-agent"));
    await updatePushEnabled({ actor: viewer, enabled: true });
    return json({ ok: true, enabled: true });
  } catch (e) {
    if (isAppError(e)) return json({ ok: false, message: e.userMessage }, e.status);
    throw e;
  }
}
