import { z } from "zod";
import type { Route } from "./+types/notifications";
import { AppError } from "~/lib/app-error";
import { apiUseCase, formDataToObject, readForm } from "~/lib/route-helpers.server";
import { requireActor } from "~/modules/accounts/session.server";
import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "~/modules/engagement/notifications.server";
import { UUID_RE } from "~/lib/input";

/** The signed-in user's notifications of the last 7 days (newest first, max 50) and the unread count. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiUseCase(async () => listNotifications(await requireActor(request)));
}

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.string().regex(UUID_RE) }),
  z.object({ intent: z.literal("read-all") }),
  z.object({ intent: z.literal("delete"), id: z.string().regex(UUID_RE) }),
  z.object({ intent: z.literal("delete-all") }),
]);

/** Mark one/all read, delete one/all — only the caller's own rows (another user's id → 404). */
export async function action({ request }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const viewer = await requireActor(request);
    const parsed = schema.safeParse(formDataToObject(await readForm(request)));
    if (!parsed.success) throw new AppError("VALIDATION", { message: "Ungültige Anfrage." });
    const input = parsed.data;
    if (input.intent === "read") await markNotificationRead(viewer, input.id);
    else if (input.intent === "read-all") await markAllNotificationsRead(viewer);
    else if (input.intent === "delete") await deleteNotification(viewer, input.id);
    else await deleteAllNotifications(viewer);
    return { ok: true, intent: input.intent };
  });
}
