import { BadgeCheck, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { NOUNS, plural } from "~/lib/plural";
import { LabelledText } from "~/ui/labelled-text";
import { FavoriteButton } from "~/ui/favorite-button";
import { placeCategoryLabel, priceLevelLabel } from "~/modules/places/labels";
import type { PlaceCardData } from "~/modules/places/queries.server";

export function PlaceCard({ place, city }: { place: PlaceCardData; city: string }) {
  const price = priceLevelLabel(place.priceLevel);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-sm transition-shadow hover:shadow-lg" data-testid="place-card">
      <div className="relative aspect-[3/2] overflow-hidden bg-sand">
        <img src={place.imageUrl} alt={`Bild von ${place.name}`} width={600} height={400} loading="lazy" decoding="async" className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
        <span className="absolute bottom-3 left-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-ink shadow-sm">
          {placeCategoryLabel(place.category)}
        </span>
        <div className="absolute top-2 right-2 z-10">
          <FavoriteButton type="location" id={place.id} label={place.name} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="flex items-center gap-1.5 font-display text-xl font-semibold leading-snug">
          <Link to={`/${city}/places/${place.slug}`} className="after:absolute after:inset-0">
            {place.name}
          </Link>
          {place.isVerified ? <BadgeCheck aria-label="Verifiziert" className="size-5 shrink-0 text-secondary" /> : null}
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{place.streetAddress}</span>
        </p>
        {place.shortDescription ? <p className="line-clamp-2 text-sm text-muted">{place.shortDescription}</p> : null}
        <div className="mt-auto flex items-center gap-3 pt-2 text-sm">
          {place.reviewCount > 0 ? (
            <span className="inline-flex items-center gap-1 font-semibold">
              <Star aria-hidden="true" className="size-4 fill-current text-[#b7791f]" />
              {place.averageRating.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              <span className="font-normal text-muted">({plural(place.reviewCount, NOUNS.review)})</span>
            </span>
          ) : (
            <span className="text-muted">Noch keine Bewertungen</span>
          )}
          {price ? (
            <LabelledText className="ml-auto font-semibold text-muted" label={`Preisniveau ${place.priceLevel} von 4`}>
              {price}
            </LabelledText>
          ) : null}
        </div>
      </div>
    </article>
  );
}
