import { appUrl } from "~/lib/env.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /organizer",
    "Disallow: /business-owner",
    "Disallow: /api/",
    "Disallow: /*/profile",
    "Disallow: /*/requests",
    "Disallow: /*/auth",
    "Disallow: /*/booking-success",
    `Sitemap: ${appUrl()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
