import { BadgeCheck, MapPin } from "lucide-react";
import { Link } from "react-router";
import { FavoriteButton } from "~/ui/favorite-button";
import { ARTIST_TYPE } from "~/modules/people/labels";
import type { ArtistCardData } from "~/modules/people/queries.server";

export function ArtistCard({ artist, city }: { artist: ArtistCardData; city: string }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-sm transition-shadow hover:shadow-lg" data-testid="artist-card">
      <div className="relative aspect-square overflow-hidden bg-sand">
        <img src={artist.imageUrl} alt={`Bild von ${artist.name}`} width={400} height={400} loading="lazy" decoding="async" className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
        <div className="absolute top-2 right-2 z-10">
          <FavoriteButton type="artist" id={artist.id} label={artist.name} />
        </div>
        {artist.isFeatured ? <span className="absolute top-3 left-3 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">Empfohlen</span> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4 sm:p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-strong">{ARTIST_TYPE.label(artist.type)}</p>
        {/* the badge flows after the last word, so a long name keeps the card's whole width (two columns at 375 px) */}
        <h3 className="font-display text-lg font-semibold leading-snug hyphens-auto sm:text-xl">
          <Link to={`/${city}/artists/${artist.slug}`} className="after:absolute after:inset-0">
            {artist.name}
          </Link>
          {artist.isVerified ? <BadgeCheck aria-label="Verifiziert" className="ml-1.5 inline-block size-5 align-[-0.2em] text-secondary" /> : null}
        </h3>
        {artist.genre ? <p className="text-sm text-muted">{artist.genre}</p> : null}
        {artist.location ? (
          <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4" /> {artist.location}
          </p>
        ) : null}
      </div>
    </article>
  );
}
