import { getPlaceReviews } from "~/modules/reviews/queries.server";
import { PLACE_REVIEWS_PARAM, type PlaceReviewsData } from "~/modules/reviews/rules";

/** Reviews per page on the public place page. */
export const PLACE_REVIEWS_PAGE_SIZE = 10;

/**
 * The public place page's reviews: one page (newest first) of its published reviews with average,
 * count and distribution — the same for every visitor (the page is micro-cached; every write renews it).
 */
export async function loadPlaceReviews(placeId: string, url: URL): Promise<PlaceReviewsData> {
  const asked = Number.parseInt(url.searchParams.get(PLACE_REVIEWS_PARAM) ?? "1", 10);
  const page = Number.isFinite(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const found = await getPlaceReviews(placeId, page, PLACE_REVIEWS_PAGE_SIZE);
  return { ...found, page, pageCount: Math.max(1, Math.ceil(found.summary.count / PLACE_REVIEWS_PAGE_SIZE)) };
}
