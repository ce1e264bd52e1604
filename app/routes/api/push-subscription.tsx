import type { Route } from "./+types/push-subscription";
import { AppError } from "~/lib/app-error";
import { apiUseCase, readJson } from "~/lib/route-helpers.server";
import { requireActor } from "~/modules/accounts/session.server";
import { updatePushEnabled } from "~/modules/engagement/notification-settings.server";
import { removePushSubscription, savePushSubscription, vapidKeys } from "~/modules/engagement/push.server";

/** GET → the VAPID public key for PushManager.subscribe. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    await requireActor(request);
    return { publicKey: vapidKeys().publicKey };
  });
}

/** POST (JSON subscription) saves it and turns push on; DELETE ({ endpoint }) removes it. */
export async function action({ request }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const viewer = await requireActor(request);
    // JSON only (415 for text/plain and forms: a cross-site page cannot send it without a preflight)
    const body = (await readJson(request)) as { endpoint?: unknown } | null;
    if (request.method === "DELETE") {
      if (typeof body?.endpoint === "string") await removePushSubscription(viewer, body.endpoint);
      await updatePushEnabled({ actor: viewer, enabled: false });
      return { ok: true, enabled: false };
    }
    if (request.method !== "POST") throw new AppError("METHOD_NOT_ALLOWED");
    await savePushSubscription(viewer, body, request.headers.get("user-agent"));
    await updatePushEnabled({ actor: viewer, enabled: true });
    return { ok: true, enabled: true };
  });
}
