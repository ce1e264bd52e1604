import { Landmark as LandmarkIcon, MapPinned } from "lucide-react";
import type { ReactNode } from "react";
import type { Landmark } from "~/modules/cities/schema";

/** The city hero (spec §2.5): up to 5 landmarks and 6 neighbourhoods. */
export function CityHero({
  city,
  children,
}: {
  city: { slug: string; name: string; tagline: string; description: string; heroImageUrl: string | null; landmarks: Landmark[]; neighborhoods: string[] };
  children?: ReactNode;
}) {
  const image = city.heroImageUrl ?? `/art/city/${city.slug}/hero.svg`;
  return (
    <section aria-labelledby="city-hero-title" className="relative isolate overflow-hidden bg-ink text-white">
      <img
        src={image}
        alt=""
        width={1200}
        height={800}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/70 to-ink/20" aria-hidden="true" />
      <div className="container-page pt-16 pb-12 md:pt-24 md:pb-16">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-white/80">Stadtpuls {city.name}</p>
        <h1 id="city-hero-title" className="mt-3 max-w-3xl text-4xl font-bold md:text-6xl">
          {city.tagline || `Was heute in ${city.name} los ist`}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/85 md:text-xl">{city.description}</p>
        {children ? <div className="mt-8 max-w-2xl">{children}</div> : null}
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {city.landmarks.length > 0 ? (
            <div>
              <h2 className="font-sans text-xs font-bold uppercase tracking-wider text-white/70">Wahrzeichen</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {city.landmarks.slice(0, 5).map((l) => (
                  <li key={l.name}>
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-sm font-medium backdrop-blur">
                      <LandmarkIcon aria-hidden="true" className="size-4" /> {l.name}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {city.neighborhoods.length > 0 ? (
            <div>
              <h2 className="font-sans text-xs font-bold uppercase tracking-wider text-white/70">Stadtteile</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {city.neighborhoods.slice(0, 6).map((n) => (
                  <li key={n}>
                    <span className="inline-flex items-center gap-1.5 rounded-full border border-white/30 px-3 py-1.5 text-sm">
                      <MapPinned aria-hidden="true" className="size-4" /> {n}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
