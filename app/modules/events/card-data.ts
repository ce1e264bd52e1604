import { preferUploaded } from "~/modules/media/image-choice";
import type { TicketPriceInfo } from "./price-display";

/** Everything an event card shows; serialisable (dates as ISO strings) so loaders can return it. */
export type EventCardData = {
  id: string;
  slug: string;
  kind: "event" | "workshop" | "activity";
  title: string;
  shortDescription: string;
  /** ISO string */
  startDate: string;
  endDate: string | null;
  venueName: string | null;
  venueCity: string | null;
  imageUrl: string;
  tags: string[];
  status: "draft" | "published" | "cancelled" | "sold_out";
  isFeatured: boolean;
  priceCents: number;
  currentParticipants: number;
  maxParticipants: number | null;
  ticketPrices: TicketPriceInfo[];
  categoryId: string | null;
  categoryName: string | null;
  categoryColor: string | null;
  cityId: string | null;
};

/** The public URL segment of an event kind. */
export const KIND_SEGMENT = { event: "events", workshop: "workshops", activity: "activities" } as const;

/**
 * The one way to build an event's URL: /{city}/events/{slug}; with `kindAware`, workshops and
 * activities under their own list (/{city}/workshops/…, /{city}/activities/…).
 */
export function eventHref(city: string, e: Pick<EventCardData, "slug" | "id"> & { kind?: EventCardData["kind"] }, kindAware = false): string {
  const seg = kindAware && e.kind ? KIND_SEGMENT[e.kind] : "events";
  return `/${city}/${seg}/${e.slug || e.id}`;
}

/** The card image: the uploaded image, else generated artwork. */
export function eventImage(e: { imageUrl: string | null; categoryId: string | null; id: string }): string {
  return preferUploaded([e.imageUrl], `/art/event/${e.categoryId ?? "event"}/${e.id}.svg`);
}

/** The title image (detail page, share previews): an uploaded title or card image beats artwork in either column. */
export function eventTitleImage(e: { featuredImageUrl: string | null; imageUrl: string | null; categoryId: string | null; id: string }): string {
  return preferUploaded([e.featuredImageUrl, e.imageUrl], eventImage(e));
}
