import { and, asc, eq, exists, ilike, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { CITY_NAMES, DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { UUID_RE } from "~/lib/input";
import { offsetBatches, type ExportSpec } from "~/lib/list/export-spec";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import { profiles, user } from "~/modules/accounts/schema";
import { AMENITY, amenityKey, AREA_CATEGORIES, areaOf, PLACE_CATEGORY, VENUE_TYPE, type PlaceArea } from "~/modules/places/labels";
import { openingHoursFormValues } from "~/modules/places/opening-hours";
import { assertCan } from "~/modules/places/permissions";
import { placeImage } from "~/modules/places/queries.server";
import { locationManagers, locations } from "~/modules/places/schema";
import type { PlaceListParams } from "~/modules/places/validation";
import { admin, city, linkTo } from "~/registry";

const editHref = (p: { id: string; category: string }) => linkTo(admin, areaOf(p.category) === "places" ? "placeEdit" : "locationEdit", { id: p.id });

const hasManager = exists(db.select({ one: sql`1` }).from(locationManagers).where(eq(locationManagers.locationId, locations.id)));

function adminPlacesWhere(area: PlaceArea, params: PlaceListParams): SQL | undefined {
  const f = params.filters;
  const yes = (v: "yes" | "no" | undefined, col: AnyColumn) => (v ? eq(col, v === "yes") : undefined);
  const q = params.q ? likePattern(params.q) : null;
  return and(
    inArray(locations.category, [...AREA_CATEGORIES[area]]),
    q ? or(ilike(locations.name, q), ilike(locations.streetAddress, q), ilike(locations.postalCode, q), ilike(locations.city, q)) : undefined,
    f.city ? eq(locations.cityId, f.city) : undefined,
    f.category ? eq(locations.category, f.category) : undefined,
    f.venueType ? eq(locations.venueType, f.venueType) : undefined,
    yes(f.verified, locations.isVerified),
    yes(f.active, locations.isActive),
    f.managed ? (f.managed === "yes" ? hasManager : sql`not ${hasManager}`) : undefined,
  );
}

const adminPlacesOrder = (params: PlaceListParams) =>
  orderBy(params, { name: sql`lower(${locations.name})`, city: locations.cityId, category: locations.category, created: locations.createdAt }, locations.id);

/** Every place of an area (active or not) as the admin's list shows it. */
export async function getAdminPlacesView(actor: Actor, area: PlaceArea, params: PlaceListParams) {
  assertCan(actor, "place.list");
  const where = adminPlacesWhere(area, params);
  const managers = sql<number>`(select count(*)::int from ${locationManagers} where ${locationManagers.locationId} = ${locations.id})`;
  return listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: locations.id,
          name: locations.name,
          slug: locations.slug,
          category: locations.category,
          venueType: locations.venueType,
          cityId: locations.cityId,
          streetAddress: locations.streetAddress,
          postalCode: locations.postalCode,
          city: locations.city,
          imageUrl: locations.imageUrl,
          isVerified: locations.isVerified,
          isActive: locations.isActive,
          createdAt: locations.createdAt,
          managers,
        })
        .from(locations)
        .where(where)
        .orderBy(...adminPlacesOrder(params))
        .limit(limit)
        .offset(offset),
    total: () => db.$count(locations, where),
    map: (p) => ({
      id: p.id,
      name: p.name,
      category: p.category,
      venueType: p.venueType,
      cityName: p.cityId ? (CITY_NAMES[p.cityId as keyof typeof CITY_NAMES] ?? p.cityId) : "–",
      address: [p.streetAddress, [p.postalCode, p.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      imageUrl: placeImage(p),
      isVerified: p.isVerified,
      isActive: p.isActive,
      managers: p.managers,
      createdAt: p.createdAt.toISOString(),
      editHref: editHref(p),
      managersHref: linkTo(admin, "locationManagers", { id: p.id }),
    }),
  });
}

/** The filtered list as CSV/Excel, streamed in batches (the page's search, filters and sort). */
export async function exportPlaces(actor: Actor, area: PlaceArea, params: PlaceListParams): Promise<ExportSpec<typeof locations.$inferSelect>> {
  assertCan(actor, "place.export");
  const where = adminPlacesWhere(area, params);
  return {
    filename: `${area === "places" ? "orte" : "locations"}.csv`,
    batches: offsetBatches(({ limit, offset }) => db.select().from(locations).where(where).orderBy(...adminPlacesOrder(params)).limit(limit).offset(offset)),
    columns: [
      { header: "Name", value: (p) => p.name },
      { header: "Adresse (Slug)", value: (p) => p.slug },
      { header: "Kategorie", value: (p) => PLACE_CATEGORY.label(p.category) },
      { header: "Drinnen/draußen", value: (p) => VENUE_TYPE.label(p.venueType) },
      { header: "Stadt", value: (p) => p.cityId },
      { header: "Straße", value: (p) => p.streetAddress },
      { header: "Postleitzahl", value: (p) => p.postalCode },
      { header: "Ort", value: (p) => p.city },
      { header: "Telefon", value: (p) => p.phone },
      { header: "E-Mail", value: (p) => p.email },
      { header: "Website", value: (p) => p.website },
      { header: "Kapazität", value: (p) => p.capacity },
      { header: "Preisniveau", value: (p) => p.priceLevel },
      { header: "Ausstattung", value: (p) => p.amenities.map((a) => AMENITY.label(a)).join(", ") },
      { header: "Breitengrad", value: (p) => p.latitude },
      { header: "Längengrad", value: (p) => p.longitude },
      { header: "Verifiziert", value: (p) => p.isVerified },
      { header: "Aktiv", value: (p) => p.isActive },
      { header: "Angelegt am", value: (p) => p.createdAt, kind: "date" },
    ],
  };
}

async function placeRow(id: string) {
  const [p] = UUID_RE.test(id) ? await db.select().from(locations).where(eq(locations.id, id)).limit(1) : [];
  if (!p) throw new AppError("PLACE_NOT_FOUND");
  return p;
}

/** The form of one place: its values as the form takes them. */
export async function getPlaceEditView(actor: Actor, id: string) {
  assertCan(actor, "place.view");
  const p = await placeRow(id);
  return {
    place: {
      id: p.id,
      name: p.name,
      area: areaOf(p.category),
      createdAt: p.createdAt.toISOString(),
      publicHref: p.isActive ? linkTo(city, "placeDetail", { city: p.cityId ?? DEFAULT_CITY, slug: p.slug }) : null,
      managersHref: linkTo(admin, "locationManagers", { id: p.id }),
    },
    /** Older free-text amenities the fixed list does not have (saving the form drops them; the page says so). */
    otherAmenities: p.amenities.filter((a) => !amenityKey(a)),
    currentImage: p.imageUrl ? { url: p.imageUrl, alt: p.name } : null,
    currentFeaturedImage: p.featuredImageUrl ? { url: p.featuredImageUrl, alt: p.name } : null,
    defaultValue: {
      name: p.name,
      slug: p.slug,
      category: p.category,
      venueType: p.venueType,
      cityId: p.cityId ?? "",
      city: p.city,
      streetAddress: p.streetAddress,
      postalCode: p.postalCode,
      shortDescription: p.shortDescription,
      description: p.description,
      phone: p.phone ?? "",
      email: p.email ?? "",
      website: p.website ?? "",
      capacity: p.capacity?.toString() ?? "",
      priceLevel: p.priceLevel?.toString() ?? "",
      amenities: [...new Set(p.amenities.map(amenityKey).filter((a) => a !== null))],
      openingHours: openingHoursFormValues(p.openingHours),
      latitude: p.latitude?.toString() ?? "",
      longitude: p.longitude?.toString() ?? "",
      imageUrl: p.imageUrl ?? "",
      imageAlt: p.imageUrl ? p.name : "",
      featuredImageUrl: p.featuredImageUrl ?? "",
      featuredImageAlt: p.featuredImageUrl ? p.name : "",
      isVerified: p.isVerified,
      isActive: p.isActive,
    },
  };
}

/** The people who manage a place (business owners), oldest first. */
export async function getPlaceManagersView(actor: Actor, id: string) {
  assertCan(actor, "place.manageManagers");
  const p = await placeRow(id);
  const rows = await db
    .select({ userId: user.id, name: user.name, displayName: profiles.displayName, email: user.email, since: locationManagers.createdAt, verified: user.emailVerified })
    .from(locationManagers)
    .innerJoin(user, eq(user.id, locationManagers.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(locationManagers.locationId, p.id))
    .orderBy(asc(locationManagers.createdAt));
  return {
    place: { id: p.id, name: p.name, editHref: editHref(p), area: areaOf(p.category) },
    managers: rows.map((m) => ({
      userId: m.userId,
      name: m.displayName || m.name || m.email,
      email: m.email,
      since: m.since.toISOString(),
      invited: !m.verified,
      userHref: linkTo(admin, "userEdit", { id: m.userId }),
    })),
  };
}
