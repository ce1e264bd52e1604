import { Heart } from "lucide-react";

/**
 * The heart on event, place and artist cards and detail pages (spec §5 "Favoriting").
 * Contract for callers: <FavoriteButton type="event" id={event.id} label={event.title} />.
 * Issue 5 wires it to the favorites use cases (toggle, anonymous toast, failure toast).
 */
export function FavoriteButton({ type, id, label }: { type: "event" | "location" | "artist"; id: string; label: string }) {
  return (
    <button
      type="button"
      data-favorite-type={type}
      data-favorite-id={id}
      className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:text-primary"
    >
      <Heart aria-hidden="true" className="size-5" />
      <span className="sr-only">{label} merken</span>
    </button>
  );
}
