import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { CITY_NAMES, type CityId } from "~/lib/cities";
import type { DbOrTx } from "~/lib/db.server";
import { isAdmin } from "~/modules/accounts/actor";
import type { EventActor } from "~/modules/event-management/organizer-scope.server";
import { eventCategories, type events, ticketCategories } from "~/modules/events/schema";
import { WAITLIST_HOLD_HOURS, type EventFormInput } from "~/modules/events/validation";
import { saveUploadedImage } from "~/modules/media/upload-image.server";
import type { GeoPrecision } from "~/modules/places/geo-precision";
import { geocode, postcodeArea, townOf } from "~/modules/places/geocode.server";
import { organizers } from "~/modules/people/schema";
import { locations } from "~/modules/places/schema";

/** Shared by create and update: the venue with real coordinates, the image, and the columns to write. */

export type ResolvedVenue = {
  venueId: string | null;
  venueName: string | null;
  venueAddress: string | null;
  venuePostalCode: string | null;
  venueCity: string | null;
  venueCapacity: number | null;
  venueWebsite: string | null;
  latitude: number | null;
  longitude: number | null;
  geoPrecision: GeoPrecision;
};

/**
 * An owner acting for their venues (decision 0014) files events only at a place they run: another
 * place, or a typed address, is refused beside the venue field. Organizers and admins are not limited.
 */
export function assertVenueInScope(actor: EventActor, input: Pick<EventFormInput, "venueId">) {
  if (!actor.ownedVenues) return;
  if (!input.venueId || !actor.ownedVenues.includes(input.venueId)) {
    throw new AppError("VALIDATION", { fields: { venueAddress: "Sie können Events nur an einem Ort anlegen, den Sie betreiben. Bitte wählen Sie Ihren Ort." } });
  }
}

/**
 * The venue with coordinates, so the radius search finds every event. A known place brings its own;
 * a typed address keeps the pin the editor sent (a suggestion's point or where the organizer put
 * it) or is geocoded as written — at worst to its postal code's point, an "ungefähre Lage" the
 * organizer can correct on the map. Refused only when nothing in the address can be located: a
 * postal code Germany does not have, or no postal code and no town we know.
 * Runs outside a transaction: geocoding may query the database and call out (one PGlite connection).
 */
export async function resolveVenue(tx: DbOrTx, input: EventFormInput): Promise<ResolvedVenue> {
  if (input.venueId) {
    const [place] = await tx.select().from(locations).where(and(eq(locations.id, input.venueId), eq(locations.isActive, true))).limit(1);
    if (!place) throw new AppError("VALIDATION", { fields: { venueAddress: "Dieser Ort ist nicht (mehr) verfügbar. Bitte wählen Sie einen anderen." } });
    return {
      venueId: place.id,
      venueName: place.name,
      venueAddress: place.streetAddress || null,
      venuePostalCode: place.postalCode || null,
      venueCity: place.city || null,
      venueCapacity: place.capacity,
      venueWebsite: place.website,
      latitude: place.latitude,
      longitude: place.longitude,
      geoPrecision: "exact",
    };
  }
  let postal = input.venuePostalCode ?? null;
  // the postal code names the town when the organizer left 'Ort' empty
  const area = postcodeArea(postal);
  let city = input.venueCity ?? (area ? townOf(area) : null);
  let latitude = input.latitude ?? null;
  let longitude = input.longitude ?? null;
  let geoPrecision: GeoPrecision = input.geoPrecision ?? "exact";
  if (latitude === null || longitude === null) {
    // typed without a pin: geocode the address as written
    const query = [input.venueName, input.venueAddress, [postal, city ?? (postal ? null : CITY_NAMES[input.cityId as CityId])].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", ");
    const [hit] = await geocode(query, 1);
    if (!hit) {
      if (postal && !area) {
        throw new AppError("EVENT_POSTAL_CODE_UNKNOWN", { fields: { venuePostalCode: `Die Postleitzahl ${postal} gibt es in Deutschland nicht. Bitte prüfen Sie die Postleitzahl.` } });
      }
      throw new AppError("EVENT_ADDRESS_NOT_FOUND", {
        fields: { venuePostalCode: "Wir konnten diesen Ort nicht finden. Bitte geben Sie die Postleitzahl an – die Markierung können Sie danach auf der Karte verschieben." },
      });
    }
    latitude = hit.latitude;
    longitude = hit.longitude;
    geoPrecision = hit.precision;
    city ??= hit.city;
    // a town's centre says nothing about the postal code of the street
    if (hit.precision !== "city") postal ??= hit.postalCode;
  }
  return {
    venueId: null,
    venueName: input.venueName ?? null,
    venueAddress: input.venueAddress ?? null,
    venuePostalCode: postal,
    venueCity: city ?? CITY_NAMES[input.cityId as CityId],
    venueCapacity: null,
    venueWebsite: null,
    latitude,
    longitude,
    geoPrecision,
  };
}

/**
 * The event category the form names must exist: an unknown id (`'; drop table events;--` included)
 * is refused beside the field instead of failing the insert on its foreign key (a 500).
 */
export async function assertKnownCategory(tx: DbOrTx, input: EventFormInput): Promise<void> {
  if (!input.categoryId) return;
  const [found] = await tx.select({ id: eventCategories.id }).from(eventCategories).where(eq(eventCategories.id, input.categoryId)).limit(1);
  if (found) return;
  const message = new AppError("EVENT_CATEGORY_NOT_FOUND").userMessage;
  throw new AppError("EVENT_CATEGORY_NOT_FOUND", { fields: { categoryId: message } });
}

/** The uploaded image (sharp variants through the media store) or the kept one. */
export async function resolveImage(actor: EventActor, input: EventFormInput): Promise<{ imageUrl: string | null; imageAlt: string | null }> {
  if (input.image) {
    const stored = await saveUploadedImage({ actor, file: input.image, altText: input.imageAlt ?? "", purpose: "events", fieldName: "image" });
    return { imageUrl: stored.url, imageAlt: input.imageAlt ?? null };
  }
  if (input.imageUrl) return { imageUrl: input.imageUrl, imageAlt: input.imageAlt ?? null };
  return { imageUrl: null, imageAlt: null };
}

/** The event columns an organizer sets (status, slug, owner are the use cases' business). */
export function eventColumns(input: EventFormInput, venue: ResolvedVenue, image: { imageUrl: string | null; imageAlt: string | null }) {
  const active = (input.tickets ?? []).filter((t) => t.isActive !== false);
  return {
    kind: input.kind,
    title: input.title,
    shortDescription: input.shortDescription ?? "",
    description: input.description ?? "",
    categoryId: input.categoryId || null,
    tags: input.tags,
    cityId: input.cityId,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    ...venue,
    imageUrl: image.imageUrl,
    imageAlt: image.imageAlt,
    requirements: input.requirements ?? null,
    contactEmail: input.contactEmail ?? null,
    externalUrl: input.externalUrl ?? null,
    bookingRequired: input.bookingRequired ?? false,
    bookingDeadline: input.bookingDeadline ?? null,
    externalTicketUrl: input.externalTicketUrl ?? null,
    maxParticipants: input.maxParticipants ?? null,
    maxTicketsPerOrder: input.maxTicketsPerOrder ?? 10,
    priceCents: active.length ? Math.min(...active.map((t) => t.price)) : 0,
  };
}

/**
 * The waiting-list settings of the editor ('Warteliste, wenn ausverkauft', 'Angebot reservieren für
 * (Stunden)'): only the editor writes them — an import keeps an event's settings (a new one: the defaults).
 */
export function waitlistColumns(input: EventFormInput) {
  return { waitlistEnabled: input.waitlistEnabled === true, waitlistHoldHours: input.waitlistHoldHours ?? WAITLIST_HOLD_HOURS.default };
}

/**
 * Writes the ticket categories of an event: updates those with an id (capacity never below what was
 * sold), inserts new ones, removes dropped ones unless tickets were sold (then: set inactive instead).
 */
export async function syncTicketCategories(tx: DbOrTx, eventId: string, tickets: EventFormInput["tickets"]) {
  const list = tickets ?? [];
  const existing = await tx.select().from(ticketCategories).where(eq(ticketCategories.eventId, eventId)).for("update");
  const byId = new Map(existing.map((t) => [t.id, t]));
  const fields: Record<string, string> = {};
  const kept = new Set<string>();
  for (const [i, t] of list.entries()) {
    const prev = t.id ? byId.get(t.id) : undefined;
    if (prev && t.capacity !== undefined && t.capacity < prev.soldCount) {
      fields[`tickets[${i}].capacity`] = `Das Kontingent darf nicht unter den bereits verkauften ${prev.soldCount} Tickets liegen.`;
    }
    if (prev) kept.add(prev.id);
  }
  for (const prev of existing) {
    if (!kept.has(prev.id) && prev.soldCount > 0) {
      fields.tickets = `„${prev.name}“ hat bereits verkaufte Tickets und kann nicht entfernt werden. Setzen Sie die Kategorie stattdessen inaktiv.`;
    }
  }
  if (Object.keys(fields).length) throw new AppError("VALIDATION", { fields });
  for (const prev of existing) if (!kept.has(prev.id)) await tx.delete(ticketCategories).where(eq(ticketCategories.id, prev.id));
  for (const [i, t] of list.entries()) {
    const values = {
      name: t.name,
      description: t.description ?? "",
      priceCents: t.price,
      isActive: t.isActive !== false,
      earlyBirdPriceCents: t.earlyBirdPrice ?? null,
      earlyBirdEndDate: t.earlyBirdPrice !== undefined ? (t.earlyBirdEndDate ?? null) : null,
      capacity: t.capacity ?? null,
      saleStartsAt: t.saleStartsAt ?? null,
      saleEndsAt: t.saleEndsAt ?? null,
      maxPerOrder: t.maxPerOrder ?? null,
      sortOrder: i,
      updatedAt: new Date(),
    };
    const prev = t.id ? byId.get(t.id) : undefined;
    if (prev) await tx.update(ticketCategories).set(values).where(eq(ticketCategories.id, prev.id));
    else await tx.insert(ticketCategories).values({ ...values, eventId });
  }
}

/** Plain snapshot for audit rows. */
export function auditSnapshot(e: typeof events.$inferSelect) {
  return {
    title: e.title,
    status: e.status,
    startDate: e.startDate.toISOString(),
    endDate: e.endDate?.toISOString() ?? null,
    venueName: e.venueName,
    venueAddress: e.venueAddress,
    maxParticipants: e.maxParticipants,
    waitlistEnabled: e.waitlistEnabled,
    waitlistHoldHours: e.waitlistHoldHours,
    isFeatured: e.isFeatured,
    organizerId: e.organizerId,
  };
}

/** The organizer profile an admin chose for the event (the editor's admin-only select); unknown ids are refused beside the field. */
export async function chosenOrganizer(tx: DbOrTx, actor: EventActor, input: EventFormInput) {
  if (!isAdmin(actor) || !input.organizerId) return null;
  const [row] = await tx.select().from(organizers).where(eq(organizers.id, input.organizerId)).limit(1);
  if (!row) throw new AppError("VALIDATION", { fields: { organizerId: "Diese:n Veranstalter:in gibt es nicht (mehr). Bitte wählen Sie aus der Liste." } });
  return row;
}

/** The columns only an admin sets through the editor (featured, organizer profile); nothing for organizers. */
export function adminColumns(actor: EventActor, input: EventFormInput, organizer: typeof organizers.$inferSelect | null) {
  if (!isAdmin(actor)) return {};
  return {
    isFeatured: input.isFeatured === true,
    ...(organizer ? { organizerId: organizer.id, organizerName: organizer.name, organizerAvatar: organizer.logoUrl } : {}),
  };
}
