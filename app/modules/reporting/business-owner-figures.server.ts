import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

/**
 * The key figures of the places a business owner runs (the business-owner dashboard, spec §2.3):
 * favorites, average rating and reviews of the last 30 days, upcoming events at the venues and
 * bookings this month (Europe/Berlin) for events at them. The caller passes the owner's place ids
 * (places' owner scope), so nothing outside them is counted.
 */
export async function getBusinessOwnerFigures(placeIds: string[]) {
  if (placeIds.length === 0) return { favorites: 0, averageRating: null, reviewCount: 0, newReviews: 0, upcomingEvents: 0, bookingsThisMonth: 0, nextEvents: [] };
  const ids = sql`(${sql.join(
    placeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const [figures] = (
    await db.execute<{ favorites: number; avg: number | null; reviews: number; new_reviews: number; upcoming: number; bookings: number }>(sql`
      select
        (select count(*)::int from user_favorites f where f.favorite_type = 'location' and f.location_id in ${ids}) as favorites,
        (select round(avg(r.rating)::numeric, 1)::float from reviews r where r.location_id in ${ids} and r.status = 'published') as avg,
        (select count(*)::int from reviews r where r.location_id in ${ids} and r.status = 'published') as reviews,
        (select count(*)::int from reviews r where r.location_id in ${ids} and r.status = 'published' and r.created_at >= now() - interval '30 days') as new_reviews,
        (select count(*)::int from events e where e.venue_id in ${ids} and e.status in ('published', 'sold_out') and e.start_date >= now()) as upcoming,
        (select count(*)::int from bookings b join events e on e.id = b.event_id
           where e.venue_id in ${ids} and b.status = 'confirmed'
             and b.created_at >= (date_trunc('month', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')) as bookings`)
  ).rows;
  const nextEvents = (
    await db.execute<{ id: string; title: string; start_date: string | Date; place: string }>(sql`
      select e.id, e.title, e.start_date, l.name as place from events e join locations l on l.id = e.venue_id
      where e.venue_id in ${ids} and e.status in ('published', 'sold_out') and e.start_date >= now()
      order by e.start_date, e.id limit 3`)
  ).rows.map((e) => ({ id: e.id, title: e.title, startDate: new Date(e.start_date).toISOString(), place: e.place }));
  return {
    favorites: Number(figures?.favorites ?? 0),
    averageRating: figures?.avg == null ? null : Number(figures.avg),
    reviewCount: Number(figures?.reviews ?? 0),
    newReviews: Number(figures?.new_reviews ?? 0),
    upcomingEvents: Number(figures?.upcoming ?? 0),
    bookingsThisMonth: Number(figures?.bookings ?? 0),
    nextEvents,
  };
}
