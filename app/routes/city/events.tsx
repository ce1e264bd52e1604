import { useLocation } from "react-router";
import type { Route } from "./+types/events";
import { EventListPage } from "~/modules/events/components/event-list-page";
import { pageUrl } from "~/lib/page-url.server";
import { loadEventList } from "~/modules/events/list-loader.server";
import { parseListParams } from "~/modules/events/list-params";
import { useCity } from "~/routes/city/layout";
import { city as cityArea, pageTitle } from "~/registry";

/**
 * The three public lists of the programme (events, workshops, activities): one page, three registry
 * entries; the URL's segment says which list it is.
 */
const LISTS = {
  events: {
    kind: undefined,
    page: cityArea.pages.events,
    about: "Konzerte, Partys, Theater, Lesungen und mehr – alle kommenden Events in",
    title: "Events in",
    eyebrow: "Was läuft",
    empty: "Keine Events gefunden",
  },
  workshops: {
    kind: "workshop",
    page: cityArea.pages.workshops,
    about: "Kurse und Workshops in",
    suffix: " – von Keramik bis Kochkurs.",
    title: "Workshops in",
    eyebrow: "Selber machen",
    empty: "Keine Workshops gefunden",
  },
  activities: {
    kind: "activity",
    page: cityArea.pages.activities,
    about: "Touren, Führungen und Aktivitäten in",
    suffix: " und Umgebung.",
    title: "Aktivitäten in",
    eyebrow: "Raus und los",
    empty: "Keine Aktivitäten gefunden",
  },
} as const;
type ListKey = keyof typeof LISTS;

function listOf(pathname: string): ListKey {
  const segment = /^\/[^/]+\/(events|workshops|activities)(?:\.data)?\/?$/.exec(pathname)?.[1];
  return (segment as ListKey | undefined) ?? "events";
}

const sentence = (key: ListKey, place: string) => {
  const l = LISTS[key];
  return `${l.about} ${place}${"suffix" in l ? l.suffix : "."}`;
};

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadEventList(parseListParams(pageUrl(request).searchParams), params.city, LISTS[listOf(pageUrl(request).pathname)].kind);
}

export const meta: Route.MetaFunction = ({ params, location }) => {
  const key = listOf(location.pathname);
  return [
    { title: pageTitle(cityArea, LISTS[key].page) },
    { name: "description", content: sentence(key, "Ihrer Stadt") },
    { tagName: "link", rel: "canonical", href: `/${params.city}/${key}${location.search.includes("category=") ? location.search : ""}` },
  ];
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const city = useCity();
  const key = listOf(useLocation().pathname);
  const l = LISTS[key];
  return (
    <EventListPage
      data={loaderData}
      city={city.id}
      cityName={city.name}
      title={`${l.title} ${city.name}`}
      eyebrow={l.eyebrow}
      intro={sentence(key, city.name)}
      basePath={`/${city.id}/${key}`}
      emptyTitle={l.empty}
    />
  );
}
