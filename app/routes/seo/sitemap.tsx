import { appUrl } from "~/lib/env.server";
import { CITY_IDS } from "~/lib/cities";

const STATIC_PAGES = ["", "events", "workshops", "activities", "places", "artists", "organizers", "community", "blog", "contests", "tickets", "team", "jobs", "contact", "for-organizers", "for-brands", "privacy", "imprint", "terms", "poster-edition", "secret-concerts"];

/** Sitemap of the public pages of every city (issue 3 adds events, places, artists and posts). */
export function loader() {
  const base = appUrl();
  const urls = CITY_IDS.flatMap((c) => STATIC_PAGES.map((p) => `${base}/${c}${p ? `/${p}` : ""}`));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${u}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
