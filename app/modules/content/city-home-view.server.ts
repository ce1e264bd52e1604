import { getBlogTeaser } from "~/modules/content/blog-teaser.server";
import { getCityHome } from "~/modules/events/queries.server";

/** The city home page (spec §2.6 "City home"): the events in category rows, the search and the blog teaser. */
export async function getCityHomeView(cityId: string, q?: string) {
  const [home, blog] = await Promise.all([getCityHome(cityId, q), getBlogTeaser(cityId, 5)]);
  return { ...home, blog };
}
