import type { Config } from "@puckeditor/core";
import { CalendarX2, Quote as QuoteIcon } from "lucide-react";
import type { BlogBlockProps, HeadingLevel } from "~/modules/content/blog-content";
import { normalizeLevel } from "~/modules/content/blog-content";
import { EventCard, type EventCardData } from "~/modules/events/components/event-card";
import { DEFAULT_CITY } from "~/lib/cities";

/** Data the blocks need besides their props (resolved by the loader). */
export type BlogRenderMetadata = { city: string; events: Record<string, EventCardData> };

type Components = { [K in keyof BlogBlockProps]: BlogBlockProps[K] };

const meta = (m: unknown): BlogRenderMetadata => {
  const x = (m ?? {}) as Partial<BlogRenderMetadata>;
  return { city: x.city ?? DEFAULT_CITY, events: x.events ?? {} };
};

export function HeadingBlock({ text, level }: { text: string; level: HeadingLevel | string | number }) {
  const l = normalizeLevel(level);
  if (l === 2) return <h2 className="mt-10 mb-3 text-2xl font-bold md:text-3xl">{text}</h2>;
  if (l === 3) return <h3 className="mt-8 mb-2 text-xl font-bold md:text-2xl">{text}</h3>;
  return <h4 className="mt-6 mb-2 font-display text-lg font-semibold">{text}</h4>;
}

export function TextBlock({ text }: { text: string }) {
  const paragraphs = String(text ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="my-5 space-y-4 text-lg leading-relaxed text-ink/90">
      {paragraphs.map((p, i) => (
        <p key={i}>
          {p.split("\n").map((line, j, all) => (
            <span key={j}>
              {line}
              {j < all.length - 1 ? <br /> : null}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

export function QuoteBlock({ text, author }: { text: string; author?: string }) {
  return (
    <figure className="my-8 rounded-[var(--radius-card)] border-l-4 border-primary bg-primary-soft/60 px-6 py-5">
      <QuoteIcon aria-hidden="true" className="mb-2 size-6 text-primary" />
      <blockquote className="font-display text-xl leading-snug text-ink md:text-2xl">„{text}“</blockquote>
      {author ? <figcaption className="mt-3 text-sm font-semibold text-muted">– {author}</figcaption> : null}
    </figure>
  );
}

export function ImageBlock({ src, alt, caption }: { src: string; alt: string; caption?: string }) {
  if (!src) {
    return (
      <div className="my-8 flex aspect-[3/2] items-center justify-center rounded-[var(--radius-card)] border border-dashed border-line bg-sand text-muted">
        Noch kein Bild ausgewählt
      </div>
    );
  }
  return (
    <figure className="my-8">
      <img
        src={src}
        alt={alt || caption || "Bild zum Artikel"}
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-[var(--radius-card)] bg-sand object-cover"
      />
      {caption ? <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption> : null}
    </figure>
  );
}

export function EventCardBlock({ eventSlug, metadata, editing = false }: { eventSlug: string; metadata: BlogRenderMetadata; editing?: boolean }) {
  const event = metadata.events[eventSlug];
  if (!event && editing) {
    return (
      <div className="my-8 flex items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-primary/40 bg-primary-soft/50 px-5 py-4 text-ink">
        <CalendarX2 aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span>{eventSlug ? `Event „${eventSlug}“ – die Karte erscheint nach dem Speichern.` : "Wählen Sie rechts ein Event für diese Karte aus."}</span>
      </div>
    );
  }
  if (!event) {
    return (
      <div className="my-8 flex items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line bg-white px-5 py-4 text-muted">
        <CalendarX2 aria-hidden="true" className="size-5 shrink-0" />
        <span>Dieses Event ist nicht mehr verfügbar.</span>
      </div>
    );
  }
  return (
    <div className="not-prose my-8 max-w-md" data-testid="blog-event-card">
      <EventCard event={event} city={event.cityId ?? metadata.city} headingLevel={3} />
    </div>
  );
}

/**
 * The Puck configuration used to render posts (server and client). The editor adds fields
 * and German labels on top of it (blog-editor.tsx), so both always render the same blocks.
 */
export const blogRenderConfig: Config<Components> = {
  components: {
    Heading: { render: ({ text, level }) => <HeadingBlock text={text} level={level} /> },
    Text: { render: ({ text }) => <TextBlock text={text} /> },
    Quote: { render: ({ text, author }) => <QuoteBlock text={text} author={author} /> },
    Image: { render: ({ src, alt, caption }) => <ImageBlock src={src} alt={alt} caption={caption} /> },
    EventCard: { render: ({ eventSlug, puck }) => <EventCardBlock eventSlug={eventSlug} metadata={meta(puck.metadata)} editing={puck.isEditing} /> },
  },
};
