import type { Route } from "./+types/imprint";
import { formatDate } from "~/lib/format";
import { COMPANY } from "~/modules/content/company";
import { LegalPage, type LegalSection } from "~/modules/content/components/legal-page";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(cityArea, cityArea.pages.imprint) }];

export function loader() {
  return { today: formatDate(new Date()) };
}

const sections: LegalSection[] = [
  {
    id: "anbieter",
    title: "Angaben gemäß § 5 DDG",
    body: (
      <p>
        {COMPANY.name}
        <br />
        {COMPANY.street}
        <br />
        {COMPANY.postalCode} {COMPANY.city}
        <br />
        {COMPANY.country}
      </p>
    ),
  },
  {
    id: "vertretung",
    title: "Vertreten durch",
    body: <p>Geschäftsführerin: {COMPANY.managingDirector}</p>,
  },
  {
    id: "kontakt",
    title: "Kontakt",
    body: (
      <p>
        Telefon: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
        <br />
        E-Mail: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
      </p>
    ),
  },
  {
    id: "register",
    title: "Registereintrag",
    body: (
      <p>
        Eintragung im Handelsregister
        <br />
        Registergericht: {COMPANY.registerCourt}
        <br />
        Registernummer: {COMPANY.registerNumber}
      </p>
    ),
  },
  {
    id: "umsatzsteuer",
    title: "Umsatzsteuer-Identifikationsnummer",
    body: <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {COMPANY.vatId}</p>,
  },
  {
    id: "redaktion",
    title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
    body: (
      <p>
        {COMPANY.editorialLead}
        <br />
        {COMPANY.street}, {COMPANY.postalCode} {COMPANY.city}
      </p>
    ),
  },
  {
    id: "streitbeilegung",
    title: "Verbraucherstreitbeilegung",
    body: <p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>,
  },
  {
    id: "kartendaten",
    title: "Kartendaten und Postleitzahlen",
    body: (
      <p>
        Karten: ©{" "}
        <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
          OpenStreetMap-Mitwirkende
        </a>{" "}
        (Open Database License). Postleitzahlen und ungefähre Lage von Adressen: ©{" "}
        <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
          GeoNames
        </a>
        , lizenziert unter{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/deed.de" target="_blank" rel="noopener noreferrer">
          Creative Commons Namensnennung 4.0 (CC BY 4.0)
        </a>
        ; für Stadtpuls auf eine Lage je Postleitzahl zusammengefasst.
      </p>
    ),
  },
  {
    id: "haftung",
    title: "Haftung für Inhalte und Links",
    body: (
      <p>
        Veranstaltungsangaben stammen von den jeweiligen Veranstalter:innen; wir prüfen sie sorgfältig, können für Richtigkeit und Vollständigkeit aber keine Gewähr
        übernehmen. Für Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die
        betreffenden Inhalte umgehend.
      </p>
    ),
  },
];

export default function Imprint({ loaderData, params }: Route.ComponentProps) {
  return <LegalPage city={params.city} eyebrow="Rechtliches" title="Impressum" dateStamp={loaderData.today} sections={sections} />;
}
