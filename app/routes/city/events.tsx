import type { Route } from "./+types/events";
import { EventListPage } from "~/modules/events/components/event-list-page";
import { pageUrl } from "~/lib/page-url.server";
import { loadEventList } from "~/modules/events/list-loader.server";
import { parseListParams } from "~/modules/events/list-params";
import { useCity } from "~/routes/city/layout";
import { city as cityArea, pageTitle } from "~/registry";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadEventList(parseListParams(pageUrl(request).searchParams), params.city);
}

export const meta: Route.MetaFunction = ({ params, location }) => [
  { title: pageTitle(cityArea, cityArea.pages.events) },
  { name: "description", content: "Konzerte, Partys, Theater, Lesungen und mehr – alle kommenden Events in Ihrer Stadt." },
  { tagName: "link", rel: "canonical", href: `/${params.city}/events${location.search.includes("category=") ? location.search : ""}` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const city = useCity();
  return (
    <EventListPage
      data={loaderData}
      city={city.id}
      cityName={city.name}
      title={`Events in ${city.name}`}
      eyebrow="Was läuft"
      intro={`Konzerte, Partys, Theater, Lesungen und mehr – alle kommenden Events in ${city.name}.`}
      basePath={`/${city.id}/events`}
      emptyTitle="Keine Events gefunden"
    />
  );
}
