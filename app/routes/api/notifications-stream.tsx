import type { Route } from "./+types/notifications-stream";
import { AppError } from "~/lib/app-error";
import { apiError } from "~/lib/route-helpers.server";
import { eventStreamResponse } from "~/lib/sse.server";
import { getViewer } from "~/modules/accounts/session.server";
import { liveReady, subscribeToUser } from "~/modules/engagement/live.server";

/**
 * Server-Sent Events per user: "notification" whenever one of theirs is created or changed
 * (PostgreSQL LISTEN/NOTIFY). The client refetches; it also polls every 30 s as a fallback.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return apiError(new AppError("UNAUTHENTICATED"));
  await liveReady();
  return eventStreamResponse(
    request,
    (send) => {
      send("ready", {});
      return subscribeToUser(viewer.id, () => send("notification", { at: Date.now() }));
    },
    5000,
  );
}
