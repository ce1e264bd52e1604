import crypto from "node:crypto";
import type { events, ticketCategories } from "~/modules/events/schema";
import type { locations } from "~/modules/places/schema";
import type { organizers } from "~/modules/people/schema";
import { addMinutes, berlinDateTime, berlinWeekday, eventSlug, slugify } from "./util";

/**
 * The demo business account's own event at the café it runs (decision 0014): a weekly-style cupping on
 * the second Saturday from today, sold by an organizer profile that belongs to the account. Fixed data,
 * no random numbers, so the seeded events above stay as they are. Signing in as business@stadtpuls.test
 * shows it under "Events" with its editor and preview.
 */
export function buildOwnerEvent(ctx: {
  now: Date;
  ownerId: string | null;
  ownerEmail: string | null;
  venue: typeof locations.$inferInsert | undefined;
}) {
  if (!ctx.ownerId || !ctx.venue?.id) return { organizers: [], events: [], tickets: [] };
  const venue = ctx.venue;
  const organizerId = crypto.randomUUID();
  const organizer: typeof organizers.$inferInsert = {
    id: organizerId,
    name: venue.name,
    slug: slugify(`${venue.name} Veranstaltungen`),
    description: "Röstkurse, Cuppings und Lesungen in der Rösterei am Koberg.",
    email: venue.email ?? ctx.ownerEmail,
    phone: venue.phone ?? null,
    cityId: venue.cityId,
    userId: ctx.ownerId,
    isVerified: false,
    plan: "starter",
  };
  let day = 8;
  while (berlinWeekday(ctx.now, day) !== 6) day++;
  const start = berlinDateTime(ctx.now, day, "10:30");
  const id = crypto.randomUUID();
  const title = "Cupping am Samstag: Kaffee verkosten wie die Röster";
  const event: typeof events.$inferInsert = {
    id,
    title,
    slug: eventSlug(title, id),
    kind: "workshop",
    shortDescription: "Sechs Kaffees, ein Löffel und unsere Röster: Verkostung für Neugierige.",
    description:
      "Beim Cupping probieren Sie sechs frisch geröstete Kaffees aus Äthiopien, Kolumbien und Brasilien nebeneinander, so wie Röster ihre Bohnen prüfen. Wir erklären, woher Säure, Süße und Körper kommen, und Sie gehen mit 250 g Kaffee Ihrer Wahl nach Hause.",
    status: "published",
    startDate: start,
    endDate: addMinutes(start, 90),
    imageUrl: "/art/event/food/cupping.svg",
    featuredImageUrl: "/art/event/food/cupping-titel.svg",
    priceCents: 1800,
    maxParticipants: 12,
    currentParticipants: 0,
    maxTicketsPerOrder: 4,
    tags: ["kaffee", "verkostung", "workshop"],
    contactEmail: organizer.email ?? null,
    bookingRequired: true,
    organizerId,
    createdBy: ctx.ownerId,
    organizerName: organizer.name,
    categoryId: "food",
    cityId: venue.cityId,
    venueId: venue.id,
    venueName: venue.name,
    venueAddress: venue.streetAddress,
    venueCity: venue.city,
    venuePostalCode: venue.postalCode,
    venueCapacity: venue.capacity ?? null,
    latitude: venue.latitude,
    longitude: venue.longitude,
    publishedAt: addMinutes(ctx.now, -3 * 24 * 60),
  };
  const ticket: typeof ticketCategories.$inferInsert = {
    id: crypto.randomUUID(),
    eventId: id,
    name: "Teilnahme inkl. 250 g Kaffee",
    description: "",
    priceCents: 1800,
    isActive: true,
    soldCount: 0,
    sortOrder: 0,
  };
  return { organizers: [organizer], events: [event], tickets: [ticket] };
}
