import crypto from "node:crypto";
import type { profiles, user } from "~/modules/accounts/schema";
import type { reports } from "~/modules/audit/schema";
import type { events, ticketCategories } from "~/modules/events/schema";
import type { locations, reviews } from "~/modules/places/schema";
import type { organizers } from "~/modules/people/schema";
import { newBookingReference, newTicketNumber, qrPayload } from "~/modules/ticketing/ticket-codes.server";
import type { bookingAttendees, bookingItems, bookings, checkIns } from "~/modules/ticketing/schema";
import { addMinutes, berlinDateTime, eventSlug, randomAuthId } from "./util";

/**
 * A few past Lübeck events with the guests who went, their check-ins and their reviews — written
 * by hand, no random numbers (deterministic, ~40 rows). The demo user holds a checked-in ticket for
 * the first one without a review yet, so signing in as nutzer@stadtpuls.test shows the review form;
 * one review waits in the admin's reports.
 */
type PastEventSeed = {
  key: string;
  title: string;
  short: string;
  description: string;
  categoryId: "music" | "food" | "spoken";
  daysAgo: number;
  time: string;
  durationMin: number;
  priceCents: number;
  ticketName: string;
  organizerKey: string;
  venueKey: string;
};

const PAST_EVENTS: PastEventSeed[] = [
  {
    key: "werftsommer",
    title: "Werftsommer: Hafenkonzert mit Ankerherz",
    short: "Akustik-Abend auf dem Werftgelände mit Blick auf die Trave.",
    description:
      "Ankerherz spielten ihre Lieder über Küste, Fernweh und Heimkommen unter freiem Himmel auf dem Gelände der Kulturwerft. Dazu gab es Fischbrötchen vom Kutter und kühle Getränke aus dem Biergarten.",
    categoryId: "music",
    daysAgo: 9,
    time: "19:30",
    durationMin: 180,
    priceCents: 2400,
    ticketName: "Stehplatz",
    organizerKey: "kulturwerft",
    venueKey: "kulturwerft",
  },
  {
    key: "streetfood",
    title: "Streetfood-Nacht an der Trave",
    short: "Zwanzig Stände, Live-DJ und lange Tafeln in der Werfthalle.",
    description:
      "Von Labskaus-Bao bis zur veganen Currywurst: Zwanzig Stände aus Lübeck und Umgebung kochten in der großen Werfthalle, ein DJ legte Soul und Funk auf.",
    categoryId: "food",
    daysAgo: 23,
    time: "17:00",
    durationMin: 360,
    priceCents: 500,
    ticketName: "Eintritt",
    organizerKey: "kulturwerft",
    venueKey: "kulturwerft",
  },
  {
    key: "lesung",
    title: "Lesenacht im Museumshafen",
    short: "Kurzgeschichten vom Meer, gelesen an Deck.",
    description:
      "Drei Autorinnen und ein Autor lasen Geschichten rund um Häfen, Fähren und Fischerei. Der Hansekultur e.V. hatte Decken und heißen Tee vorbereitet.",
    categoryId: "spoken",
    daysAgo: 16,
    time: "20:00",
    durationMin: 120,
    priceCents: 1200,
    ticketName: "Sitzplatz",
    organizerKey: "hansekultur",
    venueKey: "kulturwerft",
  },
];

type ReviewSeed = {
  event: string;
  first: string;
  last: string;
  rating: number;
  title: string;
  body: string;
  checkedIn: boolean;
  daysAfter: number;
  response?: string;
  reported?: string;
};

const REVIEWS: ReviewSeed[] = [
  {
    event: "werftsommer",
    first: "Maren",
    last: "Petersen",
    rating: 5,
    title: "Gänsehaut bei Sonnenuntergang",
    body: "Was für ein Abend! Die Band war bestens aufgelegt, der Sound auch hinten am Biergarten klar. Beim letzten Lied ging die Sonne über der Trave unter – besser kann man es nicht planen.",
    checkedIn: true,
    daysAfter: 1,
    response: "Liebe Maren, danke für die schönen Worte! Den Sonnenuntergang buchen wir fürs nächste Jahr gleich wieder mit.",
  },
  {
    event: "werftsommer",
    first: "Jonas",
    last: "Brandt",
    rating: 4,
    title: "Tolle Musik, lange Schlange am Einlass",
    body: "Musikalisch top, die Stimmung war super. Einziger Wermutstropfen: Am Einlass standen wir fast 25 Minuten. Ein zweiter Eingang würde helfen.",
    checkedIn: true,
    daysAfter: 1,
  },
  {
    event: "werftsommer",
    first: "Sönke",
    last: "Wulff",
    rating: 3,
    title: "Schön, aber zu voll",
    body: "Die Band hat Spaß gemacht. Vor der Bühne war es allerdings so eng, dass man kaum etwas gesehen hat. Die Getränkepreise waren fair.",
    checkedIn: false,
    daysAfter: 2,
  },
  {
    event: "streetfood",
    first: "Greta",
    last: "Lange",
    rating: 5,
    title: "Wir kommen wieder!",
    body: "Riesige Auswahl, nette Leute an den Ständen und genug Sitzplätze. Die Labskaus-Bao waren der Hit des Abends. Für 5 Euro Eintritt unschlagbar.",
    checkedIn: true,
    daysAfter: 1,
    response: "Danke, Greta! Die Bao-Küche ist im Herbst wieder dabei.",
  },
  {
    event: "streetfood",
    first: "Ole",
    last: "Jensen",
    rating: 2,
    title: "Ab 20 Uhr vieles ausverkauft",
    body: "Wir kamen gegen acht und die Hälfte der Stände hatte nichts mehr. Schade, denn die Idee ist klasse. Vielleicht mehr Vorrat einplanen?",
    checkedIn: true,
    daysAfter: 2,
  },
  {
    event: "streetfood",
    first: "Rieke",
    last: "Hoffmann",
    rating: 1,
    title: "Reine Abzocke",
    body: "Die Veranstalter kassieren doch nur ab, alles Betrüger. Geht da bloß nicht hin!!!",
    checkedIn: false,
    daysAfter: 3,
    reported: "Pauschale Beschimpfung ohne Bezug zum Abend; die Person war laut Check-in-Liste nicht vor Ort.",
  },
  {
    event: "lesung",
    first: "Tilda",
    last: "Schröder",
    rating: 5,
    title: "Magische Atmosphäre an Deck",
    body: "Mit Decke und Tee auf dem alten Segler zu sitzen und den Geschichten zuzuhören, war wunderbar. Besonders die Erzählung über die Priwall-Fähre hat mich berührt.",
    checkedIn: true,
    daysAfter: 1,
  },
  {
    event: "lesung",
    first: "Malte",
    last: "Krüger",
    rating: 4,
    title: "Gerne öfter",
    body: "Schöne Auswahl an Texten, nur die Akustik war bei Wind etwas schwierig. Ein kleines Mikrofon hätte gereicht.",
    checkedIn: true,
    daysAfter: 2,
    response: "Danke für den Hinweis – beim nächsten Mal bringen wir eine kleine Anlage mit.",
  },
];

type Ctx = {
  now: Date;
  organizerByKey: Map<string, typeof organizers.$inferInsert>;
  placeByKey: Map<string, { row: typeof locations.$inferInsert }>;
  organizerUserId: string | null;
  adminId: string | null;
  demoUser: { id: string; email: string } | null;
};

const ascii = (s: string) => s.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");

export function buildPastReviews(ctx: Ctx) {
  const out = {
    users: [] as Array<typeof user.$inferInsert>,
    profiles: [] as Array<typeof profiles.$inferInsert>,
    events: [] as Array<typeof events.$inferInsert>,
    tickets: [] as Array<typeof ticketCategories.$inferInsert>,
    bookings: [] as Array<typeof bookings.$inferInsert>,
    items: [] as Array<typeof bookingItems.$inferInsert>,
    attendees: [] as Array<typeof bookingAttendees.$inferInsert>,
    checkIns: [] as Array<typeof checkIns.$inferInsert>,
    reviews: [] as Array<typeof reviews.$inferInsert>,
    reports: [] as Array<typeof reports.$inferInsert>,
  };
  const eventByKey = new Map<string, { id: string; ticketId: string; seed: PastEventSeed; start: Date; end: Date }>();
  for (const seed of PAST_EVENTS) {
    const organizer = ctx.organizerByKey.get(seed.organizerKey)!;
    const venue = ctx.placeByKey.get(seed.venueKey)!.row;
    const id = crypto.randomUUID();
    const ticketId = crypto.randomUUID();
    const start = berlinDateTime(ctx.now, -seed.daysAgo, seed.time);
    const end = addMinutes(start, seed.durationMin);
    eventByKey.set(seed.key, { id, ticketId, seed, start, end });
    out.events.push({
      id,
      title: seed.title,
      slug: eventSlug(seed.title, id),
      kind: "event",
      shortDescription: seed.short,
      description: seed.description,
      status: "published",
      startDate: start,
      endDate: end,
      imageUrl: `/art/event/${seed.categoryId}/${id.slice(0, 8)}.svg`,
      featuredImageUrl: `/art/event/${seed.categoryId}/${id.slice(0, 8)}-titel.svg`,
      priceCents: seed.priceCents,
      maxParticipants: 400,
      currentParticipants: 0,
      maxTicketsPerOrder: 10,
      tags: [],
      contactEmail: organizer.email ?? null,
      bookingRequired: true,
      organizerId: organizer.id,
      createdBy: seed.organizerKey === "kulturwerft" && ctx.organizerUserId ? ctx.organizerUserId : ctx.adminId,
      organizerName: organizer.name,
      organizerAvatar: organizer.logoUrl ?? null,
      categoryId: seed.categoryId,
      cityId: "luebeck",
      venueId: venue.id,
      venueName: venue.name,
      venueAddress: venue.streetAddress,
      venueCity: venue.city,
      venuePostalCode: venue.postalCode,
      venueCapacity: venue.capacity ?? null,
      latitude: venue.latitude,
      longitude: venue.longitude,
      publishedAt: addMinutes(start, -40 * 24 * 60),
    });
    out.tickets.push({ id: ticketId, eventId: id, name: seed.ticketName, description: "", priceCents: seed.priceCents, isActive: true, soldCount: 0, sortOrder: 0 });
  }

  const book = (ev: { id: string; ticketId: string; seed: PastEventSeed; start: Date; end: Date }, guest: { id: string; email: string; first: string; last: string }, checkedIn: boolean) => {
    const bookingId = crypto.randomUUID();
    const attendeeId = crypto.randomUUID();
    const created = addMinutes(ev.start, -10 * 24 * 60);
    const ticketNumber = newTicketNumber();
    out.bookings.push({
      id: bookingId,
      userId: guest.id,
      userEmail: guest.email,
      eventId: ev.id,
      ticketCategoryId: ev.ticketId,
      status: "confirmed",
      paymentStatus: "completed",
      totalAmountCents: ev.seed.priceCents,
      subtotalCents: ev.seed.priceCents,
      quantity: 1,
      bookingReference: newBookingReference(created),
      paymentProvider: "test",
      isTestMode: true,
      confirmedAt: created,
      createdAt: created,
    });
    out.items.push({ bookingId, ticketCategoryId: ev.ticketId, name: ev.seed.ticketName, quantity: 1, unitPriceCents: ev.seed.priceCents });
    out.attendees.push({ id: attendeeId, bookingId, ticketCategoryId: ev.ticketId, firstName: guest.first, lastName: guest.last, ticketNumber, qrCode: qrPayload(ticketNumber), isCheckedIn: checkedIn });
    if (checkedIn) out.checkIns.push({ attendeeId, eventId: ev.id, checkInMethod: "qr", scannedAt: addMinutes(ev.start, 5), createdAt: addMinutes(ev.start, 5) });
    // the seat counters follow the bookings (ticketing invariant)
    out.events.find((e) => e.id === ev.id)!.currentParticipants! += 1;
    out.tickets.find((t) => t.id === ev.ticketId)!.soldCount! += 1;
  };

  REVIEWS.forEach((r, i) => {
    const ev = eventByKey.get(r.event)!;
    const id = randomAuthId();
    const email = `${ascii(r.first)}.${ascii(r.last)}@example.org`;
    out.users.push({ id, name: `${r.first} ${r.last}`, email, emailVerified: true });
    out.profiles.push({ id, firstName: r.first, lastName: r.last, displayName: `${r.first} ${r.last}`, cityId: "luebeck" });
    book(ev, { id, email, first: r.first, last: r.last }, r.checkedIn);
    const reviewId = crypto.randomUUID();
    const at = addMinutes(ev.end, r.daysAfter * 24 * 60 + i * 37);
    out.reviews.push({
      id: reviewId,
      userId: id,
      authorName: `${r.first} ${r.last.slice(0, 1)}.`,
      targetType: "event",
      eventId: ev.id,
      rating: r.rating,
      title: r.title,
      body: r.body,
      status: "published",
      verifiedAttendance: r.checkedIn,
      ownerResponse: r.response ?? null,
      ownerRespondedAt: r.response ? addMinutes(at, 18 * 60) : null,
      createdAt: at,
      updatedAt: at,
    });
    if (r.reported && ctx.organizerUserId) {
      out.reports.push({ reporterId: ctx.organizerUserId, targetType: "review", targetId: reviewId, reason: r.reported, createdAt: addMinutes(at, 6 * 60) });
    }
  });

  // the demo user went to the Werftsommer concert and has not reviewed it yet
  if (ctx.demoUser) book(eventByKey.get("werftsommer")!, { ...ctx.demoUser, first: "Lena", last: "Schulz" }, true);
  return out;
}
