import { ArrowRight, CalendarDays, MapPin, Music, Ticket } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CityHero } from "~/modules/cities/components/city-hero";
import { useCity } from "~/routes/city/layout";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: "Stadtpuls – Events, Orte und Tickets in deiner Stadt" },
  { name: "description", content: "Konzerte, Theater, Workshops, Orte und Tickets – entdecke, was in deiner Stadt los ist." },
  { tagName: "link", rel: "canonical", href: `/${params.city}` },
];

/** City home (issue 3 adds the search, blog teaser and category rows). */
export default function CityHome() {
  const city = useCity();
  const tiles = [
    { to: "events", label: "Events", text: "Konzerte, Partys, Theater und mehr", icon: CalendarDays },
    { to: "places", label: "Orte", text: "Cafés, Clubs, Museen und Bühnen", icon: MapPin },
    { to: "artists", label: "Artists", text: "Musik, Kunst und Bühne aus der Region", icon: Music },
    { to: "tickets", label: "Tickets", text: "Direkt hier buchen – ohne versteckte Gebühren", icon: Ticket },
  ];
  return (
    <>
      <CityHero city={city} />
      <main className="container-page py-12">
        <h2 className="text-2xl font-bold md:text-3xl">Entdecke {city.name}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((t) => (
            <li key={t.to}>
              <Link
                to={`/${city.id}/${t.to}`}
                className="group flex h-full flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-6 transition-shadow hover:shadow-lg"
              >
                <t.icon aria-hidden="true" className="size-7 text-primary" />
                <span className="font-display text-xl font-semibold">{t.label}</span>
                <span className="text-muted">{t.text}</span>
                <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-primary-strong">
                  Ansehen <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
