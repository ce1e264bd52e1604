import { DEFAULT_CENTER } from "~/lib/cities";
import { getCityBySlug } from "~/modules/cities/queries.server";
import { parseListParams } from "~/modules/events/list-params";
import { getEventCategories, listEvents } from "~/modules/events/queries.server";
import { pageUrl } from "~/lib/page-url.server";

export const PAGE_SIZE = 24;

/** Shared loader of /events, /workshops and /activities. */
export async function loadEventList(request: Request, citySlug: string, kind?: "event" | "workshop" | "activity") {
  const url = pageUrl(request);
  const p = parseListParams(url.searchParams);
  const city = await getCityBySlug(citySlug);
  const centre = {
    lat: p.lat ?? city?.latitude ?? DEFAULT_CENTER.latitude,
    lng: p.lng ?? city?.longitude ?? DEFAULT_CENTER.longitude,
  };
  const [categories, result] = await Promise.all([
    getEventCategories(),
    listEvents({
      cityId: citySlug,
      kind,
      category: p.category,
      from: p.from,
      to: p.to,
      priceMinCents: p.min,
      priceMaxCents: p.max,
      venue: p.venue,
      q: p.q,
      featured: p.featured,
      radius: p.radius ? { ...centre, km: p.radius } : undefined,
      page: p.page,
      pageSize: PAGE_SIZE,
    }),
  ]);
  return {
    params: p,
    centre,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    events: result.events,
    page: result.page,
    hasNext: result.hasNext,
  };
}

export type EventListData = Awaited<ReturnType<typeof loadEventList>>;
