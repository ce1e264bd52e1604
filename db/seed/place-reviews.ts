import crypto from "node:crypto";
import type { user } from "~/modules/accounts/schema";
import type { locations, reviews } from "~/modules/places/schema";
import { addMinutes, berlinDateTime } from "./util";

/**
 * A handful of reviews of demo places, written by hand (no random numbers), by the guests of the
 * past events (./past-reviews.ts) — and the places' shown figures (`average_rating`, `review_count`)
 * computed from exactly these rows, the way the app recomputes them (reviews/place-reviews.server.ts:
 * the published reviews' average, rounded to one decimal). A place without a seeded review shows none.
 * The demo user writes none: the e2e tests have them review 'Kaffeerösterei am Koberg' themselves.
 */
type PlaceReviewSeed = {
  place: string;
  /** Index into the past events' guests (the order of ./past-reviews.ts REVIEWS). */
  guest: number;
  rating: number;
  title: string;
  body: string;
  daysAgo: number;
  response?: string;
};

const PLACE_REVIEWS: PlaceReviewSeed[] = [
  {
    place: "kaffeeroesterei",
    guest: 0,
    rating: 5,
    title: "Der beste Flat White der Altstadt",
    body: "Die Bohnen werden hinten im Laden geröstet, und das schmeckt man. Freundliches Team, das gern erklärt, woher der Kaffee kommt.",
    daysAgo: 12,
    response: "Danke, Maren! Die nächste Röstung aus Kolumbien ist schon unterwegs.",
  },
  {
    place: "kaffeeroesterei",
    guest: 1,
    rating: 4,
    title: "Gemütlich, aber am Samstag voll",
    body: "Toller Espresso und guter Kuchen. Am Samstagvormittag bekommt man kaum einen Platz – unter der Woche ist es entspannter.",
    daysAgo: 30,
  },
  {
    place: "kaffeeroesterei",
    guest: 2,
    rating: 5,
    title: "Cupping war ein Erlebnis",
    body: "Wir haben beim Cupping fünf Kaffees verkostet und viel gelernt. Seitdem kaufe ich meine Bohnen nur noch hier.",
    daysAgo: 47,
  },
  {
    place: "theater-luebeck",
    guest: 3,
    rating: 5,
    title: "Wunderschönes Haus",
    body: "Der Jugendstilsaal allein lohnt den Besuch. Gute Sicht auch vom zweiten Rang, die Garderobe ging zügig.",
    daysAgo: 20,
  },
  {
    place: "theater-luebeck",
    guest: 4,
    rating: 4,
    title: "Schöner Abend, enge Sitze",
    body: "Die Inszenierung war stark. Im Parkett wird es für Menschen mit langen Beinen etwas eng.",
    daysAgo: 64,
  },
  {
    place: "kulturwerft",
    guest: 5,
    rating: 5,
    title: "Sommerabende am Wasser",
    body: "Konzerte unter freiem Himmel mit Blick auf die Trave – dazu Fischbrötchen. Mehr braucht man im Sommer nicht.",
    daysAgo: 8,
  },
  {
    place: "kulturwerft",
    guest: 6,
    rating: 3,
    title: "Lange Schlangen an der Bar",
    body: "Das Gelände ist toll, aber bei ausverkauften Abenden wartet man an der Bar sehr lange auf ein Getränk.",
    daysAgo: 25,
  },
  {
    place: "hansemuseum",
    guest: 7,
    rating: 5,
    title: "Geschichte zum Anfassen",
    body: "Die inszenierten Räume sind großartig gemacht. Man sollte mindestens zwei Stunden einplanen, mit Kindern eher mehr.",
    daysAgo: 40,
  },
  {
    place: "hansemuseum",
    guest: 0,
    rating: 4,
    title: "Sehr gut, etwas teuer",
    body: "Spannende Ausstellung über die Hanse, der Audioguide ist hilfreich. Der Eintritt ist nicht ganz günstig.",
    daysAgo: 90,
  },
  {
    place: "obertrave",
    guest: 1,
    rating: 4,
    title: "Gute norddeutsche Küche",
    body: "Labskaus und Scholle waren hervorragend, der Blick aufs Wasser auch. Reservieren lohnt sich am Wochenende.",
    daysAgo: 15,
    response: "Vielen Dank für Ihren Besuch – wir freuen uns, Sie wieder an der Obertrave zu begrüßen.",
  },
  {
    place: "hafenkante",
    guest: 2,
    rating: 4,
    title: "Feierabend mit Aussicht",
    body: "Gute Cocktails, nette Leute hinter der Bar und abends der schönste Blick auf den Hafen.",
    daysAgo: 5,
  },
  {
    place: "koki",
    guest: 3,
    rating: 5,
    title: "Kino, wie es sein soll",
    body: "Ausgewählte Filme im Original, ein kundiges Team und keine Werbung vor dem Film.",
    daysAgo: 33,
  },
];

type Ctx = {
  now: Date;
  placeByKey: Map<string, { row: typeof locations.$inferInsert }>;
  /** The past events' guests (./past-reviews.ts), in their order. */
  guests: Array<typeof user.$inferInsert>;
};

/** The seeded place reviews and, per place id, the figures they give. */
export function buildPlaceReviews(ctx: Ctx) {
  const rows: Array<typeof reviews.$inferInsert> = [];
  PLACE_REVIEWS.forEach((r, i) => {
    const place = ctx.placeByKey.get(r.place)?.row;
    const guest = ctx.guests[r.guest];
    if (!place?.id || !guest) return;
    const [first = "", last = ""] = (guest.name ?? "").split(" ");
    const at = addMinutes(berlinDateTime(ctx.now, -r.daysAgo, "12:00"), i * 41);
    rows.push({
      id: crypto.randomUUID(),
      userId: guest.id,
      authorName: `${first} ${last.slice(0, 1)}.`,
      targetType: "location",
      locationId: place.id,
      rating: r.rating,
      title: r.title,
      body: r.body,
      status: "published",
      ownerResponse: r.response ?? null,
      ownerRespondedAt: r.response ? addMinutes(at, 20 * 60) : null,
      createdAt: at,
      updatedAt: at,
    });
  });
  return { reviews: rows, figures: placeFigures(rows) };
}

/** Average (one decimal, as the app rounds it) and count of the published reviews, per place id. */
export function placeFigures(rows: Array<Pick<typeof reviews.$inferInsert, "locationId" | "rating" | "status">>) {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const r of rows) {
    if (!r.locationId || (r.status ?? "published") !== "published") continue;
    const s = sums.get(r.locationId) ?? { sum: 0, count: 0 };
    sums.set(r.locationId, { sum: s.sum + r.rating, count: s.count + 1 });
  }
  return new Map([...sums].map(([id, s]) => [id, { averageRating: Math.round((s.sum / s.count) * 10) / 10, reviewCount: s.count }]));
}
