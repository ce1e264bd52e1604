import type { Route } from "./+types/activities";
import { EventListPage } from "~/modules/events/components/event-list-page";
import { pageUrl } from "~/lib/page-url.server";
import { loadEventList } from "~/modules/events/list-loader.server";
import { parseListParams } from "~/modules/events/list-params";
import { useCity } from "~/routes/city/layout";
import { city as cityArea, pageTitle } from "~/registry";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadEventList(parseListParams(pageUrl(request).searchParams), params.city, "activity");
}

export const meta: Route.MetaFunction = ({ params, location }) => [
  { title: pageTitle(cityArea, cityArea.pages.activities) },
  { name: "description", content: "Touren, Führungen und Aktivitäten in Ihrer Stadt und Umgebung." },
  { tagName: "link", rel: "canonical", href: `/${params.city}/activities${location.search.includes("category=") ? location.search : ""}` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const city = useCity();
  return (
    <EventListPage
      data={loaderData}
      city={city.id}
      cityName={city.name}
      title={`Aktivitäten in ${city.name}`}
      eyebrow="Raus und los"
      intro={`Touren, Führungen und Aktivitäten in ${city.name} und Umgebung.`}
      basePath={`/${city.id}/activities`}
      emptyTitle="Keine Aktivitäten gefunden"
    />
  );
}
