import type { Route } from "./+types/event-detail";
import { EventPage } from "~/modules/reviews/components/event-page";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { loadEventPage } from "~/modules/reviews/event-page.server";
import { eventDetailMeta } from "~/modules/events/detail-meta";
import { ErrorPage } from "~/modules/events/components/event-error-page";
import type { DeferScriptsHandle } from "~/lib/defer-scripts.server";

export async function loader({ params }: Route.LoaderArgs) {
  return loadEventPage(params.slug, params.city).catch(throwAsResponse);
}

/** Read first: the JavaScript loads after the first paint (app/lib/defer-scripts.server.ts). */
export const handle: DeferScriptsHandle = { deferScripts: true };

export const meta: Route.MetaFunction = ({ data, params }) => eventDetailMeta(data, params.city, "events");

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return <EventPage data={loaderData} city={params.city} backHref={`/${params.city}/events`} backLabel="Alle Events" />;
}

export function ErrorBoundary() {
  return <ErrorPage listHref="events" />;
}
