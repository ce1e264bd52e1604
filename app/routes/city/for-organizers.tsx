import { BarChart3, CalendarPlus, Megaphone, QrCode, Quote, ShieldCheck, Ticket, Users } from "lucide-react";
import type { Route } from "./+types/for-organizers";
import { IconCards, NumberedSteps, PlanSection } from "~/modules/content/components/marketing-blocks";
import { ORGANIZER_PLANS } from "~/modules/content/static-data";
import { useViewer } from "~/lib/use-viewer";
import { ButtonLink } from "~/ui/button";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.forOrganizers) },
  { name: "description", content: "Events veröffentlichen, Tickets verkaufen und Gäste per QR-Code einchecken – kostenlos starten mit Stadtpuls." },
];

const FEATURES = [
  { icon: CalendarPlus, title: "Events in Minuten anlegen", text: "Titel, Termin, Ort und Ticketkategorien – Ihre Eventseite ist sofort online und in der Suche auffindbar." },
  { icon: Ticket, title: "Tickets direkt verkaufen", text: "Kartenzahlung und PayPal, Frühbucherpreise und Rabattcodes. Die Auszahlung erfolgt automatisch." },
  { icon: QrCode, title: "Einlass per QR-Code", text: "Scannen Sie Tickets mit dem Smartphone oder geben Sie die Ticketnummer ein – jedes Ticket gilt genau einmal." },
  { icon: BarChart3, title: "Statistiken, die helfen", text: "Verkäufe, Auslastung und Aufrufe auf einen Blick – damit Sie wissen, was Ihr Publikum bewegt." },
  { icon: Megaphone, title: "Reichweite in Ihrer Stadt", text: "Ihre Events erscheinen auf der Startseite, in Kategorien und in unserem Magazin – ohne Werbebudget." },
  { icon: ShieldCheck, title: "Sicher und fair", text: "Transparente Gebühren, DSGVO-konform, Server in der EU und ein Support-Team aus dem Norden." },
];

const STEPS = [
  { title: "Konto anlegen", text: "Registrieren Sie sich kostenlos mit Ihrer E-Mail-Adresse." },
  { title: "Als Veranstalter:in freischalten", text: "Stellen Sie einen kurzen Antrag – wir prüfen ihn in der Regel innerhalb eines Werktags." },
  { title: "Event veröffentlichen", text: "Legen Sie Ihr erstes Event mit Ticketkategorien an und teilen Sie den Link." },
  { title: "Gäste einchecken", text: "Am Abend scannen Sie die Tickets am Einlass – fertig." },
];

const TESTIMONIALS = [
  {
    quote: "Wir haben unseren Vorverkauf komplett auf Stadtpuls umgestellt. Der Einlass mit QR-Code spart uns an vollen Abenden locker eine halbe Stunde.",
    name: "Merle Jansen",
    role: "Programmleitung, Kulturwerft Gollan, Lübeck",
  },
  {
    quote: "Als kleiner Verein hätten wir uns kein eigenes Ticketsystem leisten können. Mit dem Starter-Tarif verkaufen wir unsere Lesungen jetzt online – kostenlos.",
    name: "Hauke Thomsen",
    role: "Vorstand, Literaturhaus-Freundeskreis Kiel",
  },
];

function Cta({ size = "lg" }: { size?: "md" | "lg" }) {
  const viewer = useViewer();
  return viewer ? (
    <ButtonLink to="../requests" relative="path" size={size} data-testid="organizer-cta">
      Organisator werden
    </ButtonLink>
  ) : (
    <ButtonLink to="../auth?intent=organizer" relative="path" size={size} data-testid="organizer-cta">
      Jetzt kostenfrei starten
    </ButtonLink>
  );
}

export default function ForOrganizers() {
  return (
    <main>
      <section className="bg-ink text-white">
        <div className="container-page grid gap-10 py-14 md:grid-cols-2 md:items-center md:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wider text-primary-soft uppercase">Für Veranstalter:innen</p>
            <h1 className="mt-3 text-4xl font-bold md:text-6xl">Ihr Publikum wartet schon.</h1>
            <p className="mt-5 max-w-xl text-lg text-white/80">
              Veröffentlichen Sie Events, verkaufen Sie Tickets und checken Sie Gäste per QR-Code ein – auf der Plattform, auf der Ihre Stadt nach Kultur sucht.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Cta />
              <a href="#tarife" className="inline-flex min-h-12 items-center px-2 font-semibold text-white underline-offset-4 hover:underline">
                Tarife ansehen
              </a>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {[
              ["4", "Städte im Norden und Berlin"],
              ["0 €", "Grundgebühr im Starter-Tarif"],
              ["1 Tag", "bis zur Freischaltung"],
              ["24 h", "Antwortzeit unseres Supports"],
            ].map(([v, l]) => (
              <div key={l} className="rounded-[var(--radius-card)] bg-white/10 p-5">
                <dt className="sr-only">{l}</dt>
                <dd>
                  <span className="block font-display text-3xl font-bold md:text-4xl">{v}</span>
                  <span className="text-sm text-white/75">{l}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container-page py-14 md:py-20" aria-labelledby="features-heading">
        <h2 id="features-heading" className="max-w-2xl text-3xl font-bold md:text-4xl">
          Alles, was Ihre Veranstaltung braucht
        </h2>
        <IconCards items={FEATURES} tone="primary" bordered />
      </section>

      <PlanSection
        id="tarife"
        title="Tarife"
        intro="Starten Sie kostenlos und wechseln Sie, wenn Ihr Programm wächst. Monatlich kündbar."
        plans={ORGANIZER_PLANS}
        action={(p) =>
          p.id === "enterprise" ? (
            <ButtonLink to="../contact?anliegen=partnership&betreff=Enterprise-Tarif" relative="path" variant="outline" className="w-full">
              Angebot anfragen
            </ButtonLink>
          ) : null
        }
      />

      <section className="container-page py-14 md:py-20" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-3xl font-bold md:text-4xl">
          In vier Schritten zum ersten Event
        </h2>
        <NumberedSteps steps={STEPS} tone="primary" />
      </section>

      <section className="bg-primary-soft py-14 md:py-20" aria-labelledby="voices-heading">
        <div className="container-page">
          <h2 id="voices-heading" className="text-3xl font-bold md:text-4xl">
            Das sagen Veranstalter:innen
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {TESTIMONIALS.map((t) => (
              <li key={t.name}>
                <figure className="h-full rounded-[var(--radius-card)] bg-white p-6 md:p-8">
                  <Quote aria-hidden="true" className="size-8 text-primary" />
                  <blockquote className="mt-3 font-display text-xl leading-snug">„{t.quote}“</blockquote>
                  <figcaption className="mt-5 flex items-center gap-3">
                    <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-secondary font-bold text-white">
                      {t.name.charAt(0)}
                    </span>
                    <span className="text-sm">
                      <span className="block font-semibold">{t.name}</span>
                      <span className="text-muted">{t.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-14 text-center md:py-20">
        <Users aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 className="mx-auto mt-4 max-w-2xl text-3xl font-bold md:text-4xl">Bereit für Ihr nächstes Event?</h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-muted">Der Starter-Tarif ist kostenlos – ohne Vertragslaufzeit und ohne Kreditkarte.</p>
        <div className="mt-8 flex justify-center">
          <Cta />
        </div>
      </section>
    </main>
  );
}
