import type { APIRequestContext } from "@playwright/test";

/** Every public page of a city (spec §2.1) without parameters. */
export const STATIC_PUBLIC_ROUTES = [
  "/luebeck",
  "/luebeck/events",
  "/luebeck/workshops",
  "/luebeck/activities",
  "/luebeck/places",
  "/luebeck/artists",
  "/luebeck/organizers",
  "/luebeck/community",
  "/luebeck/blog",
  "/luebeck/search",
  "/luebeck/search?q=jazz",
  "/luebeck/auth",
  "/luebeck/contact",
  "/luebeck/contests",
  "/luebeck/tickets",
  "/luebeck/team",
  "/luebeck/jobs",
  "/luebeck/imprint",
  "/luebeck/privacy",
  "/luebeck/terms",
  "/luebeck/for-organizers",
  "/luebeck/for-brands",
  "/luebeck/secret-concerts",
  "/luebeck/poster-edition",
  "/hamburg",
  "/hamburg/blog",
];

/** Lists whose first detail page (and, for artists, the page with the longest links) is checked too. */
const DETAIL_LISTS = ["events", "workshops", "activities", "places", "artists", "organizers", "blog"];

/** The public routes, with one real detail page per kind taken from the seeded lists. */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const routes = [...STATIC_PUBLIC_ROUTES];
  for (const list of DETAIL_LISTS) {
    const html = await (await request.get(`/luebeck/${list}`)).text();
    const re = new RegExp(`href="(/luebeck/${list}/[a-z0-9-]+)"`, "g");
    const found = [...new Set([...html.matchAll(re)].map((m) => m[1]))];
    routes.push(...found.slice(0, list === "artists" ? 3 : 1));
  }
  return routes;
}
