import type { Route } from "./+types/workshops";
import { EventListPage } from "~/modules/events/components/event-list-page";
import { pageUrl } from "~/lib/page-url.server";
import { loadEventList } from "~/modules/events/list-loader.server";
import { parseListParams } from "~/modules/events/list-params";
import { useCity } from "~/routes/city/layout";
import { city as cityArea, pageTitle } from "~/registry";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadEventList(parseListParams(pageUrl(request).searchParams), params.city, "workshop");
}

export const meta: Route.MetaFunction = ({ params, location }) => [
  { title: pageTitle(cityArea, cityArea.pages.workshops) },
  { name: "description", content: "Kurse und Workshops in Ihrer Stadt – von Keramik bis Kochkurs." },
  { tagName: "link", rel: "canonical", href: `/${params.city}/workshops${location.search.includes("category=") ? location.search : ""}` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const city = useCity();
  return (
    <EventListPage
      data={loaderData}
      city={city.id}
      cityName={city.name}
      title={`Workshops in ${city.name}`}
      eyebrow="Selber machen"
      intro={`Kurse und Workshops in ${city.name} – von Keramik bis Kochkurs.`}
      basePath={`/${city.id}/workshops`}
      emptyTitle="Keine Workshops gefunden"
    />
  );
}
