import type { Route } from "./+types/organizer-ical";
import { isAppError } from "~/lib/app-error";
import { appUrl } from "~/lib/env.server";
import { organizerIcalFeed } from "~/modules/integrations/organizer-ical.server";

/** Public iCal feed of an organizer's published events (subscribe in any calendar app). */
export async function loader({ params }: Route.LoaderArgs) {
  try {
    const body = await organizerIcalFeed(params.slug, appUrl());
    return new Response(body, {
      headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "public, max-age=300", "Content-Disposition": `inline; filename="${params.slug}.ics"` },
    });
  } catch (error) {
    if (isAppError(error)) return new Response(error.userMessage, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}
