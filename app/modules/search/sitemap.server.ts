import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { CITY_IDS, DEFAULT_CITY, isCityId } from "~/lib/cities";
import { getActiveCities } from "~/modules/cities/queries.server";
import { db } from "~/lib/db.server";
import { blogPosts } from "~/modules/content/schema";
import { events } from "~/modules/events/schema";
import { artists, organizers } from "~/modules/people/schema";
import { locations } from "~/modules/places/schema";

export const STATIC_PAGES = [
  "", "events", "workshops", "activities", "places", "artists", "organizers", "community", "blog", "contests",
  "tickets", "team", "jobs", "contact", "for-organizers", "for-brands", "privacy", "imprint", "terms",
  "poster-edition", "secret-concerts",
];

/** A sitemap holds at most 50,000 URLs; upcoming events fill what the other pages leave. */
const MAX_URLS = 50_000;
const SEGMENT = { event: "events", workshop: "workshops", activity: "activities" } as const;

export type SitemapUrl = { loc: string; lastmod?: string };

/** Every public page of every city: static pages, upcoming events, places, artists, organizers, posts. */
export async function sitemapUrls(base: string): Promise<SitemapUrl[]> {
  const home = (c: string | null) => (c && isCityId(c) ? c : DEFAULT_CITY);
  const [, places, artistRows, orgRows, posts] = await Promise.all([
    // the active cities, renewed when older than their TTL
    getActiveCities(),
    db.select({ slug: locations.slug, cityId: locations.cityId, updatedAt: locations.updatedAt }).from(locations).where(eq(locations.isActive, true)),
    db.select({ slug: artists.slug, cityId: artists.cityId, updatedAt: artists.updatedAt }).from(artists).where(eq(artists.isActive, true)),
    db.select({ slug: organizers.slug, cityId: organizers.cityId, updatedAt: organizers.updatedAt }).from(organizers).where(eq(organizers.isActive, true)),
    db
      .select({ slug: blogPosts.slug, cityId: blogPosts.cityId, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(and(eq(blogPosts.status, "published"), eq(blogPosts.published, true))),
  ]);
  const urls: SitemapUrl[] = CITY_IDS.flatMap((c) => STATIC_PAGES.map((p) => ({ loc: `${base}/${c}${p ? `/${p}` : ""}` })));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  for (const p of places) urls.push({ loc: `${base}/${home(p.cityId)}/places/${p.slug}`, lastmod: day(p.updatedAt) });
  for (const a of artistRows) urls.push({ loc: `${base}/${home(a.cityId)}/artists/${a.slug}`, lastmod: day(a.updatedAt) });
  for (const o of orgRows) urls.push({ loc: `${base}/${home(o.cityId)}/organizers/${o.slug}`, lastmod: day(o.updatedAt) });
  for (const b of posts) urls.push({ loc: `${base}/${home(b.cityId)}/blog/${b.slug}`, lastmod: day(b.updatedAt) });
  const room = Math.max(0, MAX_URLS - urls.length);
  if (room > 0) {
    const evs = await db
      .select({ slug: events.slug, kind: events.kind, cityId: events.cityId, updatedAt: events.updatedAt })
      .from(events)
      .where(and(inArray(events.status, ["published", "sold_out"]), gte(events.startDate, new Date())))
      .orderBy(asc(events.startDate))
      .limit(room);
    for (const e of evs) urls.push({ loc: `${base}/${home(e.cityId)}/${SEGMENT[e.kind]}/${e.slug}`, lastmod: day(e.updatedAt) });
  }
  return urls;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
