import type { Route } from "./+types/workshop-detail";
import { EventPage } from "~/modules/reviews/components/event-page";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { loadEventPage } from "~/modules/reviews/event-page.server";
import { eventDetailMeta } from "~/modules/events/detail-meta";
import { ErrorPage } from "~/modules/events/components/event-error-page";
import { getPublicSeriesDates } from "~/modules/event-management/event-series.server";
import { SeriesDatesSection } from "~/modules/event-management/components/series-dates-section";
import type { DeferScriptsHandle } from "~/lib/defer-scripts.server";

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadEventPage(params.slug, params.city).catch(throwAsResponse);
  return { ...page, otherDates: await getPublicSeriesDates(page.event.id) };
}

/** Read first: the JavaScript loads after the first paint (app/lib/defer-scripts.server.ts). */
export const handle: DeferScriptsHandle = { deferScripts: true };

export const meta: Route.MetaFunction = ({ data, params }) => eventDetailMeta(data, params.city, "workshops");

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return <EventPage data={loaderData} city={params.city} backHref={`/${params.city}/workshops`} backLabel="Alle Workshops" otherDates={<SeriesDatesSection dates={loaderData.otherDates} city={params.city} />} />;
}

export function ErrorBoundary() {
  return <ErrorPage listHref="workshops" />;
}
