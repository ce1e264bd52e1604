import { z } from "zod";
import type { Route } from "./+types/notifications";
import { AppError, isAppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { FORM_UNREADABLE_MESSAGE, formDataToObject, readForm } from "~/lib/route-helpers.server";
import { getViewer } from "~/modules/accounts/session.server";
import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "~/modules/engagement/notifications.server";
import { UUID_RE } from "~/lib/input";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
const unauthenticated = () => json({ ok: false, message: "Bitte melden Sie sich an." }, 401);

/** The signed-in user's notifications of the last 7 days (newest first, max 50) and the unread count. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return unauthenticated();
  return json(await listNotifications(viewer.id));
}

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.string().regex(UUID_RE) }),
  z.object({ intent: z.literal("read-all") }),
  z.object({ intent: z.literal("delete"), id: z.string().regex(UUID_RE) }),
  z.object({ intent: z.literal("delete-all") }),
]);

/** Mark one/all read, delete one/all — only the caller's own rows (another user's id → 404). */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return unauthenticated();
  // readForm's 400 in this route's own JSON shape
  const form = await readForm(request).catch(() => null);
  if (!form) return json({ ok: false, message: FORM_UNREADABLE_MESSAGE }, 400);
  const parsed = schema.safeParse(formDataToObject(form));
  if (!parsed.success) return json({ ok: false, message: "Ungültige Anfrage." }, 400);
  const input = parsed.data;
  try {
    if (input.intent === "read") await markNotificationRead(viewer.id, input.id);
    else if (input.intent === "read-all") await markAllNotificationsRead(viewer.id);
    else if (input.intent === "delete") await deleteNotification(viewer.id, input.id);
    else await deleteAllNotifications(viewer.id);
    return json({ ok: true, intent: input.intent });
  } catch (e) {
    if (!isAppError(e)) logger.error({ err: e }, "Benachrichtigung konnte nicht geändert werden");
    const err = isAppError(e) ? e : new AppError("UNEXPECTED");
    return json({ ok: false, code: err.code, message: err.userMessage }, err.status);
  }
}
