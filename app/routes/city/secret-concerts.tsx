import { Crown, EyeOff, Headphones, KeyRound, MapPinned, Music2, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/secret-concerts";
import { useCity } from "~/routes/city/layout";
import { ButtonLink } from "~/ui/button";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.secretConcerts) },
  { name: "description", content: "Konzerte an geheimen Orten, die erst am Vortag verraten werden. Für Premium-Mitglieder von Stadtpuls." },
];

const STEPS = [
  { icon: KeyRound, title: "Platz sichern", text: "Sie melden Interesse für einen Termin an. Die Plätze werden unter allen Interessierten verlost." },
  { icon: EyeOff, title: "Überraschen lassen", text: "Wer spielt? Das bleibt bis zum Abend geheim – nur das Genre verraten wir vorab." },
  { icon: MapPinned, title: "Ort erfahren", text: "24 Stunden vorher erhalten Sie per E-Mail den Ort: ein Dachboden, eine Werft, ein Gewächshaus …" },
  { icon: Headphones, title: "Zuhören", text: "Höchstens 60 Gäste, keine Handys, kein Gedränge – nur Musik, ganz nah." },
];

const PERKS = [
  "Vorrang bei der Platzvergabe für alle Secret Concerts",
  "Ein Getränk zur Begrüßung inklusive",
  "Aufnahmen des Abends exklusiv für Gäste",
  "Begleitperson kann mitgebracht werden",
];

export default function SecretConcerts({ params }: Route.ComponentProps) {
  const city = useCity();
  return (
    <main>
      <section className="relative overflow-hidden bg-ink text-white">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-primary/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-96 rounded-full bg-secondary/40 blur-3xl" />
        <div className="container-page relative py-16 md:py-24">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            <Crown aria-hidden="true" className="size-4 text-[#f5b83d]" /> Premium
          </span>
          <h1 className="mt-5 max-w-3xl text-4xl font-bold md:text-6xl">Secret Concerts in {city.name}</h1>
          <p className="mt-5 max-w-2xl text-lg text-white/80">
            Unbekannte Orte, handverlesene Musiker:innen und nur eine Handvoll Gäste. Wo das Konzert stattfindet, erfahren Sie erst am Tag davor.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink
              to={`/${params.city}/contact?anliegen=event&betreff=${encodeURIComponent(`Secret Concerts ${city.name} – Warteliste`)}#formular`}
              size="lg"
            >
              <Sparkles aria-hidden="true" className="size-5" /> Auf die Warteliste
            </ButtonLink>
            <Link
              to={`/${params.city}/for-brands`}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-white/40 px-6 font-semibold text-white hover:border-white hover:bg-white/10"
            >
              Als Marke präsentieren
            </Link>
          </div>
        </div>
      </section>

      <section className="container-page py-14 md:py-20" aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-3xl font-bold md:text-4xl">
          So funktioniert ein Secret Concert
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-ink text-sm font-bold text-white">
                  {i + 1}
                </span>
                <s.icon aria-hidden="true" className="size-6 text-primary" />
              </div>
              <h3 className="mt-4 font-display text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-sm text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-sand py-14 md:py-20" aria-labelledby="premium-heading">
        <div className="container-page grid gap-10 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="premium-heading" className="text-3xl font-bold md:text-4xl">
              Dabei sein mit Premium
            </h2>
            <p className="mt-3 text-lg text-muted">
              Secret Concerts sind ein Angebot für Premium-Mitglieder. Ein Abend kostet 25 € pro Person – den Preis zahlen Sie erst, wenn Sie einen Platz erhalten haben.
            </p>
            <ul className="mt-6 space-y-3">
              {PERKS.map((p) => (
                <li key={p} className="flex items-start gap-3">
                  <Music2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" /> {p}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-sm md:p-8">
            <Users aria-hidden="true" className="size-8 text-secondary" />
            <p className="mt-4 font-display text-2xl font-semibold">Höchstens 60 Gäste pro Abend</p>
            <p className="mt-2 text-muted">
              Damit die Plätze fair verteilt werden, verlosen wir sie unter allen Interessierten auf der Warteliste. Sie erhalten rechtzeitig eine E-Mail, ob Sie dabei sind.
            </p>
            <ButtonLink
              to={`/${params.city}/contact?anliegen=event&betreff=${encodeURIComponent(`Secret Concerts ${city.name} – Warteliste`)}#formular`}
              className="mt-6 w-full"
            >
              Jetzt vormerken lassen
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="container-page py-14 md:py-20" aria-labelledby="artists-heading">
        <h2 id="artists-heading" className="text-3xl font-bold md:text-4xl">
          Sie machen Musik?
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          Wir suchen Solo-Künstler:innen und Bands aus dem Norden, die Lust auf besondere Orte und ein aufmerksames Publikum haben. Die Gage ist fair und fest vereinbart.
        </p>
        <div className="mt-6">
          <ButtonLink to={`/${params.city}/contact?anliegen=partnership&betreff=${encodeURIComponent("Bewerbung Secret Concerts")}#formular`} variant="outline">
            Als Artist bewerben
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}
