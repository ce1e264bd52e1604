import type { Route } from "./+types/terms";
import { formatDate } from "~/lib/format";
import { COMPANY } from "~/modules/content/company";
import { LegalPage, type LegalSection } from "~/modules/content/components/legal-page";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.terms) },
  { name: "description", content: "Die AGB von Stadtpuls: Nutzerkonto, Ticketkauf, Zahlung, Stornierung und Erstattung." },
];

export function loader() {
  return { today: formatDate(new Date()) };
}

const sections: LegalSection[] = [
  {
    id: "geltungsbereich",
    title: "§ 1 Geltungsbereich und Anbieter",
    body: (
      <p>
        Diese Allgemeinen Geschäftsbedingungen gelten für die Nutzung der Plattform Stadtpuls und für alle darüber gebuchten Tickets. Anbieterin der Plattform ist die{" "}
        {COMPANY.name}, {COMPANY.street}, {COMPANY.postalCode} {COMPANY.city} (im Folgenden „Stadtpuls“). Abweichende Bedingungen von Nutzer:innen gelten nur, wenn
        Stadtpuls ihnen ausdrücklich schriftlich zustimmt.
      </p>
    ),
  },
  {
    id: "leistungen",
    title: "§ 2 Leistungen von Stadtpuls",
    body: (
      <>
        <p>
          Stadtpuls ist ein Veranstaltungs- und Stadtführer mit Ticketverkauf. Wir stellen Informationen über Events, Workshops, Aktivitäten, Orte und Künstler:innen bereit
          und verkaufen Tickets im Namen und für Rechnung der jeweiligen Veranstalter:innen.
        </p>
        <p>
          Vertragspartner für den Besuch der Veranstaltung ist die Veranstalterin bzw. der Veranstalter, deren Name auf der Eventseite und im Ticket angegeben ist. Sie sind
          für Durchführung, Inhalt und Ablauf der Veranstaltung verantwortlich. Angaben zu Zeit, Ort und Programm beruhen auf den Angaben der Veranstalter:innen.
        </p>
      </>
    ),
  },
  {
    id: "konto",
    title: "§ 3 Nutzerkonto",
    body: (
      <p>
        Für Buchungen, Favoriten und Verlosungen ist ein kostenloses Nutzerkonto erforderlich. Bei der Registrierung sind wahrheitsgemäße Angaben zu machen. Die
        Zugangsdaten sind vertraulich zu behandeln; bei Verdacht auf Missbrauch ist das Passwort sofort zu ändern und Stadtpuls zu informieren. Sie können Ihr Konto
        jederzeit löschen. Stadtpuls darf Konten sperren, die gegen diese Bedingungen oder geltendes Recht verstoßen.
      </p>
    ),
  },
  {
    id: "vertragsschluss",
    title: "§ 4 Ticketkauf und Vertragsschluss",
    body: (
      <>
        <p>
          Die Darstellung der Veranstaltungen ist kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der
          ausgewählten Tickets ab. Der Vertrag kommt zustande, wenn wir die Buchung per E-Mail bestätigen. Die Tickets erhalten Sie als PDF mit QR-Code per E-Mail und in
          Ihrem Profil unter „Meine Tickets“.
        </p>
        <p>
          Jedes Ticket berechtigt einmalig zum Einlass; beim ersten Scan wird es entwertet. Die Weitergabe eines Tickets ist erlaubt, der gewerbliche Weiterverkauf zu einem
          höheren Preis nicht.
        </p>
      </>
    ),
  },
  {
    id: "preise",
    title: "§ 5 Preise und Zahlung",
    body: (
      <p>
        Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer. Frühbucherpreise gelten bis zum angegebenen Datum. Sie bezahlen per Kreditkarte über
        unseren Kartenzahlungsdienstleister oder mit PayPal. Die Zahlung wird mit Abschluss der Bestellung fällig. Rabattcodes können nur vor Abschluss der Bestellung
        eingelöst werden und sind nicht mit anderen Aktionen kombinierbar, sofern nicht anders angegeben.
      </p>
    ),
  },
  {
    id: "widerruf",
    title: "§ 6 Kein Widerrufsrecht, Stornierung und Erstattung",
    body: (
      <>
        <p>
          Für Tickets zu Freizeitveranstaltungen mit festem Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein gesetzliches Widerrufsrecht. Soweit ausnahmsweise ein
          Widerrufsrecht besteht (etwa bei Angeboten ohne festen Termin), beträgt die Widerrufsfrist 14 Tage; Erstattungen erfolgen dann innerhalb von 14 Tagen.
        </p>
        <p>
          Unabhängig davon können Sie eine Buchung bis 24 Stunden vor Beginn der Veranstaltung in Ihrem Profil stornieren. Die Höhe der Erstattung richtet sich nach der auf
          der Eventseite angegebenen Stornierungsregel der Veranstalter:innen; eine mögliche Bearbeitungsgebühr wird Ihnen vor dem Absenden angezeigt. Erstattungen werden
          innerhalb von 5 bis 10 Werktagen auf das ursprüngliche Zahlungsmittel veranlasst.
        </p>
        <p>Fällt eine Veranstaltung aus, erhalten Sie den vollen Ticketpreis zurück. Bei einer Verlegung bleibt das Ticket gültig; wer den neuen Termin nicht wahrnehmen kann, kann die Erstattung beantragen.</p>
      </>
    ),
  },
  {
    id: "veranstalter",
    title: "§ 7 Pflichten der Veranstalter:innen",
    body: (
      <p>
        Veranstalter:innen, die über Stadtpuls Events veröffentlichen oder Tickets verkaufen, sichern zu, dass ihre Angaben richtig und vollständig sind und sie über alle
        erforderlichen Rechte und Genehmigungen verfügen. Sie verpflichten sich, abgesagte oder verschobene Veranstaltungen unverzüglich in ihrem Bereich zu
        kennzeichnen, damit Ticketinhaber:innen benachrichtigt und Erstattungen veranlasst werden können. Für Veranstalter:innen gelten ergänzend die Bedingungen des
        gewählten Tarifs.
      </p>
    ),
  },
  {
    id: "haftung",
    title: "§ 8 Haftung",
    body: (
      <p>
        Stadtpuls haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter
        Fahrlässigkeit haften wir nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vertragstypischen, vorhersehbaren Schaden. Für die Durchführung der
        Veranstaltungen haften die jeweiligen Veranstalter:innen. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.
      </p>
    ),
  },
  {
    id: "aenderungen",
    title: "§ 9 Änderungen der AGB und Schlussbestimmungen",
    body: (
      <>
        <p>
          Stadtpuls kann diese Bedingungen mit Wirkung für die Zukunft ändern. Wir informieren registrierte Nutzer:innen mindestens einen Monat vor Inkrafttreten per
          E-Mail. Widersprechen Sie nicht innerhalb eines Monats nach Zugang der Mitteilung, gelten die Änderungen als angenommen; auf diese Folge weisen wir in der
          Mitteilung gesondert hin. Bereits gebuchte Tickets bleiben von Änderungen unberührt.
        </p>
        <p>
          Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften Ihres Wohnsitzstaates bleiben
          unberührt. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.
        </p>
      </>
    ),
  },
];

export default function Terms({ loaderData, params }: Route.ComponentProps) {
  return (
    <LegalPage
      city={params.city}
      eyebrow="Rechtliches"
      title="Allgemeine Geschäftsbedingungen"
      dateStamp={loaderData.today}
      toc
      intro={<p>Die folgenden Bedingungen regeln die Nutzung von Stadtpuls und den Kauf von Tickets über unsere Plattform.</p>}
      sections={sections}
    />
  );
}
