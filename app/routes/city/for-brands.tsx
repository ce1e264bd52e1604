import { CalendarHeart, Gift, Megaphone, Newspaper, Quote, Sparkles, Target, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/for-brands";
import { IconCards, NumberedSteps, PlanSection } from "~/modules/content/components/marketing-blocks";
import { BRAND_PACKAGES } from "~/modules/content/static-data";
import { ButtonLink } from "~/ui/button";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.forBrands) },
  { name: "description", content: "Sponsoring, präsentierte Events und Verlosungen: Erreichen Sie kulturbegeisterte Menschen in Lübeck, Hamburg, Kiel und Berlin." },
];

const REACH = [
  ["180.000", "Besuche pro Monat"],
  ["42.000", "registrierte Nutzer:innen"],
  ["4", "Städte: Lübeck, Hamburg, Kiel, Berlin"],
  ["68 %", "zwischen 20 und 39 Jahre alt"],
];

const OPTIONS = [
  { icon: CalendarHeart, title: "Präsentierte Events", text: "Ihre Marke präsentiert eine Konzertreihe, ein Festival oder einen Kulturabend – mit Logo auf Eventseite und Ticket." },
  { icon: Gift, title: "Verlosungen", text: "Verlosen Sie Tickets oder Produkte mit einer kleinen Aufgabe. Teilnehmende setzen sich aktiv mit Ihrer Marke auseinander." },
  { icon: Newspaper, title: "Magazin-Beiträge", text: "Geschichten aus der Stadt, die zu Ihrer Marke passen – von unserer Redaktion geschrieben und klar als Kooperation gekennzeichnet." },
  { icon: Megaphone, title: "Startseite und Newsletter", text: "Prominente Platzierung dort, wo Menschen ihr Wochenende planen." },
  { icon: Sparkles, title: "Secret Concerts", text: "Exklusive Konzerte an ungewöhnlichen Orten – gemeinsam mit Ihrer Marke inszeniert." },
  { icon: Target, title: "Lokal und zielgenau", text: "Kampagnen pro Stadt, Kategorie oder Zielgruppe – ohne Streuverluste." },
];

const STORIES = [
  {
    brand: "Holstenhof Getränke",
    title: "Sommerbühne an der Trave",
    text: "Zwölf präsentierte Open-Air-Konzerte, eine Verlosung und zwei Magazin-Beiträge: 3.400 Teilnahmen an der Verlosung und ausverkaufte Abende.",
    result: "+38 % Markenbekanntheit in Lübeck",
  },
  {
    brand: "Nordlicht Mobil",
    title: "Mit dem Rad zum Konzert",
    text: "Eine Kampagne in Kiel und Hamburg mit Rabattcodes für Konzertbesucher:innen, die mit dem Leihrad anreisen.",
    result: "2.100 eingelöste Codes in sechs Wochen",
  },
];

const PROCESS = [
  { title: "Kennenlernen", text: "Wir sprechen über Ihre Ziele, Zielgruppen und Städte." },
  { title: "Konzept", text: "Unser Team schlägt passende Formate und ein Budget vor." },
  { title: "Umsetzung", text: "Wir setzen die Kampagne um – Sie geben jeden Inhalt frei." },
  { title: "Auswertung", text: "Sie erhalten ein Reporting mit allen Kennzahlen." },
];

export default function ForBrands() {
  return (
    <main>
      <section className="bg-secondary text-white">
        <div className="container-page py-14 md:py-20">
          <p className="text-sm font-semibold tracking-wider text-white/80 uppercase">Für Marken</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold md:text-6xl">Dort sichtbar, wo Ihre Stadt ausgeht.</h1>
          <p className="mt-5 max-w-2xl text-lg text-white/85">
            Stadtpuls verbindet Marken mit Menschen, die Kultur lieben – mit präsentierten Events, Verlosungen, Magazin-Geschichten und exklusiven Konzerten.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link
              to="../contact?anliegen=partnership&betreff=Markenpartnerschaft"
              relative="path"
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-white px-6 font-semibold text-secondary hover:bg-white/90"
            >
              Beratung anfragen
            </Link>
            <a href="#pakete" className="inline-flex min-h-12 items-center px-2 font-semibold text-white underline-offset-4 hover:underline">
              Pakete ansehen
            </a>
          </div>
        </div>
      </section>

      <section className="container-page py-14 md:py-16" aria-labelledby="reach-heading">
        <h2 id="reach-heading" className="flex items-center gap-2 text-3xl font-bold md:text-4xl">
          <TrendingUp aria-hidden="true" className="size-8 text-primary" /> Unsere Reichweite
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {REACH.map(([v, l]) => (
            <div key={l} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
              <dt className="sr-only">{l}</dt>
              <dd>
                <span className="block font-display text-3xl font-bold text-primary-strong md:text-4xl">{v}</span>
                <span className="text-sm text-muted">{l}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted">Durchschnittswerte der letzten zwölf Monate.</p>
      </section>

      <section className="bg-sand py-14 md:py-20" aria-labelledby="options-heading">
        <div className="container-page">
          <h2 id="options-heading" className="text-3xl font-bold md:text-4xl">
            Marketing-Möglichkeiten
          </h2>
          <IconCards items={OPTIONS} tone="secondary" />
        </div>
      </section>

      <section className="container-page py-14 md:py-20" aria-labelledby="stories-heading">
        <h2 id="stories-heading" className="text-3xl font-bold md:text-4xl">
          Erfolgsgeschichten
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {STORIES.map((s) => (
            <li key={s.title}>
              <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 md:p-8">
                <Quote aria-hidden="true" className="size-7 text-primary" />
                <p className="mt-2 text-sm font-semibold tracking-wider text-muted uppercase">{s.brand}</p>
                <h3 className="mt-1 font-display text-2xl font-semibold">{s.title}</h3>
                <p className="mt-3 flex-1 text-muted">{s.text}</p>
                <p className="mt-5 rounded-xl bg-primary-soft px-4 py-3 font-semibold text-primary-strong">{s.result}</p>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <PlanSection
        id="pakete"
        title="Pakete"
        intro="Alle Preise zzgl. Umsatzsteuer. Jedes Paket passen wir an Ihre Ziele an."
        plans={BRAND_PACKAGES}
        action={(p) => (
          <ButtonLink
            to={`../contact?anliegen=partnership&betreff=${encodeURIComponent(`Paket ${p.name}`)}`}
            relative="path"
            variant={p.highlighted ? "primary" : "outline"}
            className="w-full"
          >
            Paket anfragen
          </ButtonLink>
        )}
      />

      <section className="container-page py-14 md:py-20" aria-labelledby="process-heading">
        <h2 id="process-heading" className="text-3xl font-bold md:text-4xl">
          So arbeiten wir zusammen
        </h2>
        <NumberedSteps steps={PROCESS} tone="secondary" />
        <div className="mt-10 flex justify-center">
          <ButtonLink to="../contact?anliegen=partnership&betreff=Markenpartnerschaft" relative="path" size="lg">
            Jetzt Kontakt aufnehmen
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}
