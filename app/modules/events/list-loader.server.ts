import { DEFAULT_CENTER } from "~/lib/cities";
import { getCityBySlug } from "~/modules/cities/queries.server";
import type { ListParams } from "~/modules/events/list-params";
import { getEventCategories, listEvents } from "~/modules/events/queries.server";

export const PAGE_SIZE = 24;

/** Page data of /events, /workshops and /activities, from the parsed query (parseListParams). */
export async function loadEventList(p: ListParams, citySlug: string, kind?: "event" | "workshop" | "activity") {
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
