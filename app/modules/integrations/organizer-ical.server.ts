import { DEFAULT_CITY } from "~/lib/cities";
import { sql } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";


/** iCal feed of an organizer's public (published or sold out) events, from 30 days ago on. */
export async function organizerIcalFeed(slug: string, baseUrl: string): Promise<string> {
  const found = await db.execute<{ id: string; name: string }>(sql`select id, name from organizers where slug = ${slug} and is_active`);
  const organizer = found.rows[0];
  if (!organizer) throw new AppError("ORGANIZER_NOT_FOUND");
  const events = await db.execute<{
    id: string;
    title: string;
    slug: string;
    short_description: string;
    start_date: string | Date;
    end_date: string | Date | null;
    venue_name: string | null;
    venue_address: string | null;
    venue_city: string | null;
    city_id: string | null;
    latitude: number | null;
    longitude: number | null;
  }>(sql`
    select e.id, e.title, e.slug, e.short_description, e.start_date, e.end_date, e.venue_name, e.venue_address, e.venue_city, e.city_id, e.latitude, e.longitude
    from events e
    where (e.organizer_id = ${organizer.id}::uuid or e.created_by = (select user_id from organizers where id = ${organizer.id}::uuid))
      and e.status in ('published', 'sold_out') and e.start_date >= now() - interval '30 days'
    order by e.start_date limit 500`);
  const list: EventAttributes[] = events.rows.map((e) => {
    const start = new Date(e.start_date).getTime();
    const end = e.end_date ? new Date(e.end_date).getTime() : start + 2 * 3_600_000;
    const url = `${baseUrl}/${e.city_id ?? DEFAULT_CITY}/events/${e.slug}`;
    return {
      uid: `event-${e.id}@stadtpuls`,
      start,
      startInputType: "utc",
      startOutputType: "utc",
      end: Math.max(end, start + 60_000),
      endInputType: "utc",
      endOutputType: "utc",
      title: e.title,
      description: `${e.short_description ? `${e.short_description}\n` : ""}${url}`,
      location: [e.venue_name, e.venue_address, e.venue_city].filter(Boolean).join(", ") || undefined,
      geo: e.latitude != null && e.longitude != null ? { lat: e.latitude, lon: e.longitude } : undefined,
      url,
      status: "CONFIRMED",
      productId: "stadtpuls/organizer-feed",
      calName: `${organizer.name} – Stadtpuls`,
    } satisfies EventAttributes;
  });
  if (list.length === 0) return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:stadtpuls/organizer-feed", `X-WR-CALNAME:${organizer.name} – Stadtpuls`, "END:VCALENDAR", ""].join("\r\n");
  const { error, value } = createEvents(list);
  if (error || !value) throw error ?? new Error("Kalender konnte nicht erstellt werden");
  return value;
}
