import type { Route } from "./+types/event-waitlist";
import { AppError } from "~/lib/app-error";
import { UUID_RE } from "~/lib/input";
import { apiUseCase, formDataToObject, readForm } from "~/lib/route-helpers.server";
import { getViewer, requireActor } from "~/modules/accounts/session.server";
import { joinWaitlist, leaveWaitlist, viewerWaitlistState } from "~/modules/ticketing/waitlist.server";

/**
 * GET → the signed-in visitor's place on the event's waiting list (never part of the cached public
 * page: the booking box asks for it after hydration, like the favourite hearts).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const viewer = await getViewer(request);
    if (!viewer) return { signedIn: false as const, state: null };
    if (!UUID_RE.test(params.eventId)) throw new AppError("EVENT_NOT_FOUND");
    return { signedIn: true as const, state: await viewerWaitlistState(viewer.id, params.eventId) };
  });
}

/** POST intent=join | leave → puts the visitor on the list or takes them off (refusals in German). Anonymous → 401. */
export async function action({ request, params }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const viewer = await requireActor(request);
    const form = formDataToObject(await readForm(request));
    if (form.intent !== "join" && form.intent !== "leave") throw new AppError("VALIDATION", { message: "Unbekannte Aktion." });
    if (!UUID_RE.test(params.eventId)) throw new AppError("EVENT_NOT_FOUND");
    if (form.intent === "join") return { ok: true as const, ...(await joinWaitlist({ actor: viewer, eventId: params.eventId })) };
    await leaveWaitlist({ actor: viewer, eventId: params.eventId });
    return { ok: true as const };
  });
}
