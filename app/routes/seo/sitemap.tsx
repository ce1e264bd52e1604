import { appUrl } from "~/lib/env.server";
import { sitemapUrls, sitemapXml } from "~/modules/search/sitemap.server";

/** sitemap.xml: every public page of every city, with events, places, artists, organizers and posts. */
export async function loader() {
  const xml = sitemapXml(await sitemapUrls(appUrl()));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
