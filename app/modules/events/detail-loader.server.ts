import { appUrl } from "~/lib/env.server";
import { DEFAULT_POSTAL_CODE } from "~/lib/cities";
import { eventHref, eventImage, eventTitleImage } from "~/modules/events/card-data";
import { isEarlyBirdActive, isSoldOut } from "~/modules/events/price-display";
import { getEventByParam, getRelatedEvents, type EventDetail } from "~/modules/events/queries.server";
import { bookingBox, hasStarted, isDeadlinePassed } from "~/modules/events/bookable";
import { hasEnded } from "~/modules/events/event-time";
import { isApproximate } from "~/modules/places/geo-precision";
import { safeWebUrl } from "~/lib/input";

/**
 * Loader of the event detail (also workshops and activities). Invalid slug → 400 page, cancelled
 * → 410 page 'Dieses Event wurde abgesagt', unknown → 404 'Event nicht gefunden'.
 */
export async function loadEventDetail(param: string, city: string) {
  const found = await getEventByParam(param); // AppError: the route's throwAsResponse answers it
  return buildEventDetail(found, city);
}

/**
 * The detail page's data of a loaded event (public page and the organizer's preview). `preview`: the
 * organizer's preview — the booking box shows what the published page will show, its button disabled.
 */
export async function buildEventDetail(found: EventDetail, city: string, options: { preview?: boolean } = {}) {
  const { event: e, tickets, venue, organizer, categoryName, categoryColor } = found;
  const now = new Date();
  const related = await getRelatedEvents({ id: e.id, cityId: e.cityId, categoryId: e.categoryId });
  const soldOut = isSoldOut(e);
  const activeTickets = tickets.filter((t) => t.isActive);
  const deadlinePassed = isDeadlinePassed(e, now);
  const started = hasStarted(e, now);
  const base = appUrl();
  return {
    origin: base,
    event: {
      id: e.id,
      slug: e.slug,
      kind: e.kind,
      title: e.title,
      shortDescription: e.shortDescription,
      description: e.description,
      status: e.status,
      isFeatured: e.isFeatured,
      startDate: e.startDate.toISOString(),
      endDate: e.endDate?.toISOString() ?? null,
      /** Over (reviews open then). */
      ended: hasEnded(e, now),
      imageUrl: eventImage(e),
      featuredImageUrl: eventTitleImage(e),
      priceCents: e.priceCents,
      maxParticipants: e.maxParticipants,
      currentParticipants: e.currentParticipants,
      tags: e.tags,
      requirements: e.requirements,
      contactEmail: e.contactEmail,
      // only http(s) addresses become links: a `javascript:` or `data:` value stored before the URL rule is dropped
      externalUrl: safeWebUrl(e.externalUrl),
      bookingRequired: e.bookingRequired,
      bookingDeadline: e.bookingDeadline?.toISOString() ?? null,
      externalTicketUrl: safeWebUrl(e.externalTicketUrl),
      /** The organizer's waiting-list settings (the list's rule is the ticketing module's). */
      waitlistEnabled: e.waitlistEnabled,
      waitlistHoldHours: e.waitlistHoldHours,
      categoryId: e.categoryId,
      categoryName,
      categoryColor,
      cityId: e.cityId,
      organizerName: organizer?.name ?? e.organizerName,
      organizerSlug: organizer?.slug ?? null,
      organizerAvatar: organizer?.logoUrl ?? e.organizerAvatar,
      organizerVerified: organizer?.isVerified ?? false,
      venue: {
        name: venue?.name ?? e.venueName,
        slug: venue?.slug ?? null,
        street: venue?.streetAddress ?? e.venueAddress,
        postalCode: venue?.postalCode || e.venuePostalCode || null,
        city: venue?.city || e.venueCity || null,
        latitude: venue?.latitude ?? e.latitude,
        longitude: venue?.longitude ?? e.longitude,
        /** The pin marks the postal code or town only (an address the geocoder did not know). */
        approximate: venue?.latitude != null ? false : isApproximate(e.geoPrecision),
        website: safeWebUrl(venue?.website ?? e.venueWebsite),
        capacity: venue?.capacity ?? e.venueCapacity,
      },
    },
    tickets: tickets.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      isActive: t.isActive,
      priceCents: t.priceCents,
      earlyBirdPriceCents: t.earlyBirdPriceCents,
      earlyBirdEndDate: t.earlyBirdEndDate?.toISOString() ?? null,
      earlyBirdActive: isEarlyBirdActive(
        { ...t, earlyBirdEndDate: t.earlyBirdEndDate?.toISOString() ?? null },
        now,
      ),
      soldOut: t.capacity != null && t.soldCount >= t.capacity,
    })),
    booking: {
      soldOut,
      deadlinePassed,
      started,
      hasTickets: activeTickets.length > 0,
      box: bookingBox(e, tickets, now, { checkoutHref: `${eventHref(city, e)}/tickets`, preview: options.preview }),
    },
    related,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Event",
      name: e.title,
      description: e.shortDescription || e.description.slice(0, 300),
      startDate: e.startDate.toISOString(),
      ...(e.endDate ? { endDate: e.endDate.toISOString() } : {}),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      image: [absolute(base, eventTitleImage(e))],
      url: `${base}${eventHref(city, e)}`,
      location: {
        "@type": "Place",
        name: venue?.name ?? e.venueName ?? "Veranstaltungsort",
        address: {
          "@type": "PostalAddress",
          streetAddress: venue?.streetAddress ?? e.venueAddress ?? undefined,
          addressLocality: venue?.city || e.venueCity || undefined,
          postalCode: venue?.postalCode || e.venuePostalCode || DEFAULT_POSTAL_CODE,
          addressCountry: "DE",
        },
        ...(venue?.latitude != null || e.latitude != null
          ? { geo: { "@type": "GeoCoordinates", latitude: venue?.latitude ?? e.latitude, longitude: venue?.longitude ?? e.longitude } }
          : {}),
      },
      ...(organizer?.name || e.organizerName
        ? { organizer: { "@type": "Organization", name: organizer?.name ?? e.organizerName } }
        : {}),
      offers: (activeTickets.length > 0 ? activeTickets : [{ name: "Eintritt", priceCents: e.priceCents }]).map((t) => ({
        "@type": "Offer",
        name: t.name,
        price: (("earlyBirdPriceCents" in t && isEarlyBirdActive({ ...t, earlyBirdEndDate: t.earlyBirdEndDate?.toISOString() ?? null }, now) ? t.earlyBirdPriceCents! : t.priceCents) / 100).toFixed(2),
        priceCurrency: "EUR",
        availability: soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
        url: safeWebUrl(e.externalTicketUrl) ?? `${base}${eventHref(city, e)}/tickets`,
      })),
    },
  };
}

function absolute(base: string, url: string) {
  return url.startsWith("http") ? url : `${base}${url}`;
}

export type EventDetailData = Awaited<ReturnType<typeof loadEventDetail>>;
