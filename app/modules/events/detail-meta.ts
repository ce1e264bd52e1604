import type { MetaDescriptor } from "react-router";
import { KIND_SEGMENT } from "~/modules/events/card-data";
import type { EventDetailData } from "~/modules/events/detail-loader.server";

/** Title, description, Open Graph, canonical URL and schema.org Event JSON-LD of an event page. */
/** The canonical URL follows the event's own city and kind. */
export function eventDetailMeta(d: EventDetailData | undefined, city: string, _segment = "events"): MetaDescriptor[] {
  if (!d) return [{ title: "Event – Stadtpuls" }, { name: "robots", content: "noindex" }];
  const e = d.event;
  const url = `${d.origin}/${e.cityId ?? city}/${KIND_SEGMENT[e.kind]}/${e.slug}`;
  const image = e.featuredImageUrl.startsWith("http") ? e.featuredImageUrl : `${d.origin}${e.featuredImageUrl}`;
  const description = e.shortDescription || e.description.slice(0, 160);
  return [
    { title: `${e.title} – Stadtpuls` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: e.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "de_DE" },
    { property: "og:site_name", content: "Stadtpuls" },
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": d.jsonLd },
  ];
}
