import { z } from "zod";
import { defineEnum, type EnumValue } from "~/lib/enum";
import { multiLine, oneLine } from "~/lib/input";
import type { CommunityPageContent } from "~/modules/content/schema";

/** Where a 'Mitmachen' card leads (decision 0012: fixed targets of our own, no free links to check). */
export const COMMUNITY_LINK = defineEnum({
  organizer: { label: "Organisator werden", hint: "Angemeldet: die Anfrage; ohne Konto: die Registrierung" },
  business: { label: "Business-Profil anlegen" },
  contact: { label: "Kontaktformular" },
  blog: { label: "Blog der Stadt" },
  events: { label: "Events der Stadt" },
  places: { label: "Orte der Stadt" },
  artists: { label: "Artists" },
});
export type CommunityLink = EnumValue<typeof COMMUNITY_LINK>;

/** The href of a card's link for a city (the organizer card depends on whether someone is signed in). */
export function communityLinkHref(link: string, cityId: string, signedIn: boolean): string {
  switch (link) {
    case "organizer":
      return signedIn ? `/${cityId}/requests` : `/${cityId}/auth?intent=organizer`;
    case "business":
      return "/business-owner/register";
    case "contact":
      return `/${cityId}/contact`;
    case "blog":
      return `/${cityId}/blog`;
    case "events":
      return `/${cityId}/events`;
    case "places":
      return `/${cityId}/places`;
    default:
      return `/${cityId}/artists`;
  }
}

/** `{stadt}` in a text becomes the city's name. */
export const withCity = (text: string, cityName: string) => text.replaceAll("{stadt}", cityName);

/** What the page says when nobody has edited it (the texts it always had). */
export const DEFAULT_COMMUNITY_PAGE: CommunityPageContent = {
  headline: "Gemeinsam machen wir {stadt} lebendig",
  intro: "Hinter jedem Event stehen Menschen: Veranstalter:innen, Künstler:innen, Wirt:innen und ein Publikum, das neugierig bleibt.",
  joinTitle: "Mitmachen",
  ways: [
    {
      title: "Events einstellen",
      text: "Sie organisieren Konzerte, Lesungen oder Workshops? Stellen Sie Ihre Events kostenlos ein und verkaufen Sie Tickets.",
      cta: "Organisator werden",
      link: "organizer",
    },
    {
      title: "Ihren Ort zeigen",
      text: "Café, Club oder Galerie: Mit einem Business-Profil präsentieren Sie Ihren Ort, Öffnungszeiten und Events.",
      cta: "Business-Profil anlegen",
      link: "business",
    },
    {
      title: "Geschichten erzählen",
      text: "Sie kennen eine Geschichte aus Ihrem Viertel, die erzählt werden sollte? Schreiben Sie uns.",
      cta: "Kontakt aufnehmen",
      link: "contact",
    },
  ],
  showOrganizers: true,
  organizersTitle: "Aktive Veranstalter:innen",
  showArtists: true,
  artistsTitle: "Artists aus der Region",
  showStories: true,
  storiesTitle: "Geschichten aus der Stadt",
};

const line = (label: string, max: number) =>
  oneLine(
    z
      .string({ error: `Bitte geben Sie ${label} ein.` })
      .trim()
      .min(1, `Bitte geben Sie ${label} ein.`)
      .max(max, `Höchstens ${max} Zeichen.`),
  );
const para = (label: string, max: number) =>
  multiLine(
    z
      .string({ error: `Bitte geben Sie ${label} ein.` })
      .trim()
      .min(1, `Bitte geben Sie ${label} ein.`)
      .max(max, `Höchstens ${max} Zeichen.`),
  );
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false);

/** The form of /admin/community (one schema for browser and server): three cards, three optional sections. */
export const communityPageSchema = z.object({
  headline: line("eine Überschrift", 120),
  intro: para("einen Einleitungstext", 600),
  joinTitle: line("eine Überschrift für „Mitmachen“", 80),
  ways: z
    .array(
      z.object({
        title: line("einen Titel", 80),
        text: para("einen Text", 400),
        cta: line("eine Beschriftung für den Link", 60),
        link: z.enum(COMMUNITY_LINK.values, { error: "Bitte wählen Sie, wohin der Link führt." }),
      }),
    )
    .length(3, "Die Seite zeigt genau drei Karten.")
    .max(3, "Die Seite zeigt genau drei Karten."),
  showOrganizers: checkbox,
  organizersTitle: line("eine Überschrift für die Veranstalter:innen", 80),
  showArtists: checkbox,
  artistsTitle: line("eine Überschrift für die Artists", 80),
  showStories: checkbox,
  storiesTitle: line("eine Überschrift für die Geschichten", 80),
});
export type CommunityPageValues = z.infer<typeof communityPageSchema>;
