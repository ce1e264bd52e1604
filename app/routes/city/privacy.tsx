import type { Route } from "./+types/privacy";
import { formatDate } from "~/lib/format";
import { COMPANY } from "~/modules/content/company";
import { LegalPage, type LegalSection } from "~/modules/content/components/legal-page";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.privacy) },
  { name: "description", content: "Wie Stadtpuls mit Ihren Daten umgeht: Konto, Buchungen, Zahlungen, E-Mails, Server-Logs und Ihre Rechte." },
];

export function loader() {
  return { today: formatDate(new Date()) };
}

const sections: LegalSection[] = [
  {
    id: "verantwortlicher",
    title: "Verantwortlicher",
    body: (
      <>
        <p>Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Plattform im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:</p>
        <p>
          {COMPANY.name}
          <br />
          {COMPANY.street}
          <br />
          {COMPANY.postalCode} {COMPANY.city}
          <br />
          E-Mail: <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>
          <br />
          Telefon: {COMPANY.phone}
        </p>
        <p>Bei allen Fragen zum Datenschutz und zur Ausübung Ihrer Rechte erreichen Sie uns unter der genannten E-Mail-Adresse.</p>
      </>
    ),
  },
  {
    id: "konto",
    title: "Nutzerkonto und Profil",
    body: (
      <>
        <p>
          Für die Registrierung benötigen wir Ihre E-Mail-Adresse, ein Passwort sowie Ihren Vor- und Nachnamen. Optional können Sie einen Anzeigenamen, ein Profilbild und
          Ihre Stadt angeben. Das Passwort speichern wir ausschließlich als kryptografischen Hashwert. Nach der Registrierung senden wir Ihnen eine E-Mail zur Bestätigung
          Ihrer Adresse.
        </p>
        <p>
          In Ihrem Konto speichern wir außerdem, was Sie selbst anlegen: Favoriten, Benachrichtigungseinstellungen, Anfragen als Veranstalter:in, Teilnahmen an
          Verlosungen sowie – wenn Sie Veranstalter:in sind – Ihre Events und Blog-Artikel.
        </p>
        <p>Rechtsgrundlage ist die Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO). Sie können Ihr Konto jederzeit in den Profileinstellungen löschen.</p>
      </>
    ),
  },
  {
    id: "buchungen",
    title: "Buchungen und Tickets",
    body: (
      <>
        <p>
          Wenn Sie Tickets buchen, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, die gebuchte Veranstaltung, die Ticketkategorie, die Anzahl, den Betrag, den
          Buchungsstatus und die Namen der Teilnehmenden. Für jedes Ticket erzeugen wir eine Ticketnummer und einen QR-Code, mit dem der Einlass geprüft wird. Beim
          Check-in speichern wir Zeitpunkt und Einlass.
        </p>
        <p>
          Die Veranstalterin oder der Veranstalter der gebuchten Veranstaltung erhält die Daten, die für Einlass und Durchführung nötig sind (Namen der Teilnehmenden,
          Ticketnummern, Buchungsstatus). Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO; Buchungs- und Rechnungsdaten bewahren wir wegen handels- und steuerrechtlicher
          Pflichten bis zu zehn Jahre auf (Art. 6 Abs. 1 lit. c DSGVO).
        </p>
      </>
    ),
  },
  {
    id: "zahlung",
    title: "Zahlungsabwicklung",
    body: (
      <>
        <p>
          Zahlungen per Kreditkarte wickeln wir über einen zertifizierten Kartenzahlungsdienstleister (Stripe Payments Europe, Ltd., Dublin, Irland) ab, Zahlungen mit
          PayPal über PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg. Ihre Karten- oder Kontodaten geben Sie direkt beim jeweiligen Anbieter ein; sie werden nicht auf
          unseren Servern gespeichert. Wir erhalten lediglich die Bestätigung, ob und in welcher Höhe die Zahlung erfolgt ist, sowie eine Referenznummer.
        </p>
        <p>
          Die Zahlungsdienstleister verarbeiten Ihre Daten auch in eigener Verantwortung, etwa zur Betrugsprävention. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.
        </p>
      </>
    ),
  },
  {
    id: "e-mail",
    title: "E-Mails, Benachrichtigungen und Kontaktformular",
    body: (
      <>
        <p>
          Wir senden Ihnen E-Mails, die für die Nutzung erforderlich sind: Bestätigung der E-Mail-Adresse, Zurücksetzen des Passworts, Buchungsbestätigungen mit Tickets,
          Stornierungen und Erstattungen. Weitere Benachrichtigungen (z. B. Erinnerungen an Events, Neuigkeiten von Veranstalter:innen, denen Sie folgen) erhalten Sie nur,
          wenn Sie diese in Ihren Einstellungen aktiviert haben; Push-Mitteilungen nur nach Ihrer Zustimmung im Browser. Beides können Sie jederzeit abbestellen.
        </p>
        <p>
          Nachrichten über das Kontaktformular (Name, E-Mail-Adresse, optional Telefonnummer und Anliegen, Betreff, Nachricht) speichern wir und leiten sie per E-Mail an
          unser Team weiter, um Ihre Anfrage zu beantworten. Wir löschen sie, sobald die Anfrage abgeschlossen ist, spätestens nach zwei Jahren. Rechtsgrundlage ist Art. 6
          Abs. 1 lit. b bzw. lit. f DSGVO.
        </p>
      </>
    ),
  },
  {
    id: "server-logs",
    title: "Server-Logfiles",
    body: (
      <>
        <p>
          Beim Aufruf unserer Seiten verarbeitet unser Server automatisch technische Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Statuscode, übertragene
          Datenmenge, Referrer und die Kennung Ihres Browsers. Diese Daten benötigen wir, um die Plattform sicher und stabil zu betreiben und Angriffe abzuwehren
          (Art. 6 Abs. 1 lit. f DSGVO).
        </p>
        <p>Die Logfiles werden nach 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls länger benötigt werden.</p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies und lokaler Speicher",
    body: (
      <>
        <p>Wir verwenden keine Tracking- oder Werbe-Cookies und binden keine Analyse-Dienste von Drittanbietern ein. Es werden nur technisch notwendige Cookies gesetzt:</p>
        <ul>
          <li>ein Sitzungs-Cookie, das Sie nach der Anmeldung angemeldet hält,</li>
          <li>ein Cookie für die Dauer der Browsersitzung, damit ein Blog-Artikel pro Sitzung nur einmal als gelesen gezählt wird (wir speichern davon nur einen Hashwert),</li>
          <li>ein kurzlebiges Cookie, das eine Bestätigungsmeldung nach einer Aktion anzeigt.</li>
        </ul>
        <p>
          Ihre gewählte Stadt bzw. Ihren Suchradius speichern wir ausschließlich im lokalen Speicher (localStorage) Ihres Browsers. Diese Angabe wird nicht an unseren Server
          übertragen; Sie können sie in den Einstellungen zurücksetzen oder über Ihren Browser löschen. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG.
        </p>
      </>
    ),
  },
  {
    id: "rechte",
    title: "Speicherdauer, Empfänger und Ihre Rechte",
    body: (
      <>
        <p>
          Wir speichern personenbezogene Daten nur so lange, wie es für die genannten Zwecke erforderlich ist oder gesetzliche Aufbewahrungspflichten bestehen. Unsere
          Server stehen in Rechenzentren in der Europäischen Union. Empfänger Ihrer Daten sind neben den genannten Zahlungsdienstleistern unser E-Mail-Versanddienstleister
          und unser Hosting-Anbieter, jeweils als Auftragsverarbeiter nach Art. 28 DSGVO.
        </p>
        <p>Sie haben das Recht auf</p>
        <ul>
          <li>Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO) – in Ihrem Profil können Sie Ihre Daten auch selbst exportieren,</li>
          <li>Berichtigung (Art. 16 DSGVO) und Löschung (Art. 17 DSGVO),</li>
          <li>Einschränkung der Verarbeitung (Art. 18 DSGVO) und Datenübertragbarkeit (Art. 20 DSGVO),</li>
          <li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),</li>
          <li>Widerruf erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
        </ul>
        <p>Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der für uns zuständigen Behörde: {COMPANY.supervisoryAuthority}.</p>
      </>
    ),
  },
];

export default function Privacy({ loaderData, params }: Route.ComponentProps) {
  return (
    <LegalPage
      city={params.city}
      eyebrow="Rechtliches"
      title="Datenschutzerklärung"
      dateStamp={loaderData.today}
      toc
      intro={<p>Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche Daten Stadtpuls verarbeitet, wofür und welche Rechte Sie haben.</p>}
      sections={sections}
    />
  );
}
