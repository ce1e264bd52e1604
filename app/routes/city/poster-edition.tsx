import { Frame, MapPin, Palette, Printer, Recycle } from "lucide-react";
import type { Route } from "./+types/poster-edition";
import { formatDate } from "~/lib/format";
import { EventCard } from "~/modules/events/components/event-card";
import { listEvents } from "~/modules/events/queries.server";
import { useCity } from "~/routes/city/layout";
import { ButtonLink } from "~/ui/button";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.posterEdition) },
  { name: "description", content: "Jeden Monat ein Plakat: die Highlights Ihrer Stadt, gestaltet von Künstler:innen aus der Region – kostenlos zum Mitnehmen oder als Druck." },
];

export async function loader({ params }: Route.LoaderArgs) {
  const featured = await listEvents({ cityId: params.city, featured: true, pageSize: 6 });
  const highlights = featured.events.length >= 3 ? featured.events : (await listEvents({ cityId: params.city, pageSize: 6 })).events;
  const now = new Date();
  const month = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "Europe/Berlin" }).format(now);
  return { highlights: highlights.slice(0, 6), month, today: formatDate(now) };
}

const FACTS = [
  { icon: Palette, title: "Gestaltet von Künstler:innen", text: "Jede Ausgabe gestaltet eine andere Illustratorin oder ein anderer Grafiker aus der Region." },
  { icon: Frame, title: "Format A2", text: "42 × 59,4 cm, gedruckt auf 170 g Recyclingpapier – schön genug für die eigene Wand." },
  { icon: MapPin, title: "Kostenlos zum Mitnehmen", text: "In Cafés, Buchläden, Clubs und Kulturzentren – solange der Vorrat reicht." },
  { icon: Recycle, title: "Klimabewusst gedruckt", text: "Regionaler Druck mit mineralölfreien Farben, kurze Lieferwege per Lastenrad." },
];

export default function PosterEdition({ loaderData, params }: Route.ComponentProps) {
  const city = useCity();
  const { highlights, month } = loaderData;
  return (
    <main>
      <section className="overflow-hidden bg-primary-soft">
        <div className="container-page grid gap-10 py-14 md:grid-cols-[1.2fr_1fr] md:items-center md:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wider text-primary-strong uppercase">Stadtpuls Poster Edition</p>
            <h1 className="mt-3 text-4xl font-bold md:text-6xl">Die Stadt an Ihrer Wand.</h1>
            <p className="mt-5 max-w-xl text-lg text-ink/80">
              Jeden Monat bringen wir die Höhepunkte aus {city.name} auf ein Plakat – gestaltet von Künstler:innen aus der Region, gedruckt in limitierter Auflage.
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <ButtonLink to={`/${params.city}/contact?anliegen=general&betreff=${encodeURIComponent(`Poster Edition ${month} bestellen`)}#formular`} size="lg">
                <Printer aria-hidden="true" className="size-5" /> Druck bestellen – 19 €
              </ButtonLink>
              <a href="#highlights" className="inline-flex min-h-12 items-center px-2 font-semibold text-primary-strong underline-offset-4 hover:underline">
                Was draufsteht
              </a>
            </div>
          </div>
          <figure className="mx-auto w-full max-w-sm rotate-2 rounded-lg bg-white p-3 shadow-2xl">
            <img
              src={`/art/event/featured/poster-${params.city}.svg`}
              alt={`Plakat der Poster Edition ${month} für ${city.name}`}
              width={1200}
              height={800}
              className="aspect-[1/1.414] w-full rounded object-cover"
            />
            <figcaption className="mt-3 flex items-baseline justify-between px-1 text-sm">
              <span className="font-display text-lg font-bold">{city.name}</span>
              <span className="text-muted">Ausgabe {month}</span>
            </figcaption>
          </figure>
        </div>
      </section>

      <section className="container-page py-14 md:py-20" aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="text-3xl font-bold md:text-4xl">
          Ein Plakat, jeden Monat neu
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FACTS.map((f) => (
            <li key={f.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
              <f.icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-4 font-display text-lg font-semibold">{f.title}</h3>
              <p className="mt-2 text-sm text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="highlights" className="scroll-mt-24 bg-sand py-14 md:py-20" aria-labelledby="highlights-heading">
        <div className="container-page">
          <h2 id="highlights-heading" className="text-3xl font-bold md:text-4xl">
            In der aktuellen Ausgabe
          </h2>
          <p className="mt-2 max-w-2xl text-lg text-muted">Diese Veranstaltungen haben es in die aktuelle Ausgabe für {city.name} geschafft.</p>
          {highlights.length === 0 ? (
            <p className="mt-8 rounded-[var(--radius-card)] border border-dashed border-line bg-white p-8 text-center text-muted">
              Die Highlights der nächsten Ausgabe stellen wir gerade zusammen.
            </p>
          ) : (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {highlights.map((e) => (
                <li key={e.id}>
                  <EventCard event={e} city={params.city} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="container-page py-14 text-center md:py-20">
        <h2 className="mx-auto max-w-2xl text-3xl font-bold md:text-4xl">Ihr Ort als Auslagestelle?</h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-muted">
          Cafés, Läden und Kulturorte erhalten die Poster Edition kostenlos – wir liefern jeden Monat per Lastenrad.
        </p>
        <div className="mt-8 flex justify-center">
          <ButtonLink to={`/${params.city}/contact?anliegen=partnership&betreff=${encodeURIComponent("Auslagestelle Poster Edition")}#formular`} variant="outline" size="lg">
            Auslagestelle werden
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}
