/** Pure rules of reviews (events and places), shared by server and components. */

import type { PublicReview, ReviewSummary } from "~/modules/reviews/queries.server";

export { DEFAULT_EVENT_DURATION_MS, eventEndsAt, hasEnded } from "~/modules/events/event-time";

/** "4,3" — one decimal, German comma. */
export function formatAverage(avg: number): string {
  return avg.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The accessible name of a star rating: "4 von 5 Sternen" / "Durchschnitt 4,3 von 5 Sternen". */
export function ratingLabel(rating: number, average = false): string {
  const n = average ? formatAverage(rating) : String(rating);
  return `${average ? "Durchschnitt " : ""}${n} von 5 Sternen`;
}

/** "1 Bewertung" / "12 Bewertungen". */
export const countLabel = (n: number) => `${n.toLocaleString("de-DE")} ${n === 1 ? "Bewertung" : "Bewertungen"}`;

/** What the author's name shows publicly: first name and the initial of the last name ("Lena S."). */
export function publicAuthorName(input: { firstName?: string | null; lastName?: string | null; displayName?: string | null; name?: string | null }): string {
  const first = input.firstName?.trim();
  const last = input.lastName?.trim();
  if (first) return last ? `${first} ${last.slice(0, 1)}.` : first;
  const full = (input.displayName || input.name || "").trim();
  if (!full) return "Gast";
  const parts = full.split(/\s+/);
  return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1]!.slice(0, 1)}.` : parts[0]!;
}

/** Why a signed-in user may or may not write a review (the server decides; the page explains). */
export type ReviewEligibility =
  | { state: "eligible"; verified: boolean }
  | { state: "reviewed"; verified: boolean; review: OwnReview }
  | { state: "not_ended"; endsAt: string }
  | { state: "no_ticket" }
  | { state: "cancelled" };

export type OwnReview = {
  id: string;
  rating: number;
  title: string;
  body: string;
  status: "published" | "pending" | "hidden";
  ownerResponse: string | null;
  createdAt: string;
};

/** The German explanation for a state in which no review can be written. */
export const ELIGIBILITY_TEXT = {
  not_ended: "Bewertungen sind möglich, sobald das Event vorbei ist.",
  no_ticket: "Bewerten können nur Gäste, die ein bestätigtes Ticket für dieses Event hatten.",
  cancelled: "Dieses Event wurde abgesagt und kann nicht bewertet werden.",
} as const;

/** The URL parameter of the place page's reviews page (`?bewertungen=2`). */
export const PLACE_REVIEWS_PARAM = "bewertungen";

/** The place page's reviews: one page of them with the figures over all. */
export type PlaceReviewsData = { summary: ReviewSummary; reviews: PublicReview[]; page: number; pageCount: number };

/** The JSON-LD `aggregateRating` of a place or event: the same figures its page shows (none without reviews). */
export function aggregateRatingOf(summary: ReviewSummary) {
  return summary.count > 0 ? { aggregateRating: { "@type": "AggregateRating", ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1 } } : {};
}
