import { and, asc, eq, inArray } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { bumpContentVersion } from "~/lib/micro-cache.server";
import { type Actor } from "~/modules/accounts/actor";
import { user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { saveUploadedImage } from "~/modules/media/upload-image.server";
import { amenityKey } from "~/modules/places/labels";
import { openingHoursFormValues, openState } from "~/modules/places/opening-hours";
import { listManagedPlaces, requireManagedPlace } from "~/modules/places/owner-scope.server";
import { assertCan } from "~/modules/places/permissions";
import { changePlaceColumns } from "~/modules/places/save-place.server";
import { businessProfiles, locationManagers, locations } from "~/modules/places/schema";
import type { OwnerPlaceFormValues, VenueSettingsValues } from "~/modules/places/validation";
import { businessOwner, city, linkTo } from "~/registry";

/**
 * The business owner's own places (spec §2.3 Mein Business, Bearbeiten, venue settings): every read
 * and write is scoped by owner-scope (another owner's id → PLACE_NOT_FOUND, nothing changes).
 */

const publicHref = (p: { cityId: string | null; slug: string }) => linkTo(city, "placeDetail", { city: p.cityId ?? DEFAULT_CITY, slug: p.slug });

/** Mein Business: the business profiles the actor owns and the places they run, as cards. */
export async function getOwnerManageView(actor: Actor, now = new Date()) {
  const managed = await listManagedPlaces(actor);
  const ids = managed.map((p) => p.id);
  const rows = ids.length ? await db.select().from(locations).where(inArray(locations.id, ids)).orderBy(asc(locations.name)) : [];
  const profiles = await db
    .select({ id: businessProfiles.id, name: businessProfiles.name, description: businessProfiles.description, logoUrl: businessProfiles.logoUrl, locationId: businessProfiles.locationId, isVerified: businessProfiles.isVerified, cityId: businessProfiles.cityId })
    .from(businessProfiles)
    .where(eq(businessProfiles.ownerId, actor.id))
    .orderBy(asc(businessProfiles.name));
  return {
    places: rows.map((p) => ({
      id: p.id,
      name: p.name,
      address: [p.streetAddress, [p.postalCode, p.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      imageUrl: p.featuredImageUrl ?? p.imageUrl,
      isActive: p.isActive,
      isVerified: p.isVerified,
      openLabel: openState(p.openingHours, now).label,
      editHref: `${linkTo(businessOwner, "edit")}?place=${p.id}`,
      settingsHref: linkTo(businessOwner, "venueSettings", { locationId: p.id }),
      publicHref: p.isActive ? publicHref(p) : null,
    })),
    profiles: profiles.map((b) => ({
      ...b,
      placeName: rows.find((p) => p.id === b.locationId)?.name ?? null,
      dashboardHref: linkTo(city, "businessDashboard", { city: b.cityId ?? DEFAULT_CITY, profileId: b.id }),
    })),
  };
}

/**
 * The place the owner edits: `?place=<id>` when given (404 when not theirs), else their only (or
 * first) place; null when they run none.
 */
export async function pickOwnerPlace(actor: Actor, placeId: string | null) {
  if (placeId) return requireManagedPlace(actor, placeId);
  const [first] = await listManagedPlaces(actor);
  return first ?? null;
}

/** The edit form's values of one place the actor runs. */
export async function getOwnerPlaceEditView(actor: Actor, placeId: string) {
  await requireManagedPlace(actor, placeId);
  const [p] = await db.select().from(locations).where(eq(locations.id, placeId)).limit(1);
  if (!p) throw new AppError("PLACE_NOT_FOUND");
  const choices = await listManagedPlaces(actor);
  return {
    place: { id: p.id, name: p.name, publicHref: p.isActive ? publicHref(p) : null, settingsHref: linkTo(businessOwner, "venueSettings", { locationId: p.id }) },
    choices: choices.map((c) => ({ id: c.id, name: c.name })),
    otherAmenities: p.amenities.filter((a) => !amenityKey(a)),
    currentImage: p.imageUrl ? { url: p.imageUrl, alt: p.name } : null,
    currentFeaturedImage: p.featuredImageUrl ? { url: p.featuredImageUrl, alt: p.name } : null,
    defaultValue: {
      name: p.name,
      shortDescription: p.shortDescription,
      description: p.description,
      phone: p.phone ?? "",
      email: p.email ?? "",
      website: p.website ?? "",
      priceLevel: p.priceLevel?.toString() ?? "",
      amenities: [...new Set(p.amenities.map(amenityKey).filter((a) => a !== null))],
      openingHours: openingHoursFormValues(p.openingHours),
      imageUrl: p.imageUrl ?? "",
      imageAlt: p.imageUrl ? p.name : "",
      featuredImageUrl: p.featuredImageUrl ?? "",
      featuredImageAlt: p.featuredImageUrl ? p.name : "",
    },
  };
}

/**
 * Saves what a business owner edits of their place (ownerPlaceFormSchema: no slug, city, verified,
 * active). Audited like the admin's form; the public place page shows it at once (the micro-cache
 * of public pages is renewed).
 */
export async function saveOwnedPlace(input: { actor: Actor; id: string; values: OwnerPlaceFormValues }) {
  const { actor, id, values: v } = input;
  await requireManagedPlace(actor, id);
  assertCan(actor, "place.ownerUpdate", { runs: true });
  const [image, featured] = await Promise.all([
    v.image ? saveUploadedImage({ actor, file: v.image, altText: v.imageAlt || v.name, purpose: "location", fieldName: "image" }) : null,
    v.featuredImage ? saveUploadedImage({ actor, file: v.featuredImage, altText: v.featuredImageAlt || v.name, purpose: "location", fieldName: "featuredImage" }) : null,
  ]);
  const saved = await changePlaceColumns(actor, id, {
    name: v.name,
    shortDescription: v.shortDescription ?? "",
    description: v.description ?? "",
    phone: v.phone ?? null,
    email: v.email ?? null,
    website: v.website ?? null,
    priceLevel: v.priceLevel ?? null,
    amenities: v.amenities,
    openingHours: v.openingHours,
    imageUrl: image?.url ?? v.imageUrl ?? null,
    featuredImageUrl: featured?.url ?? v.featuredImageUrl ?? null,
  });
  bumpContentVersion();
  return saved;
}

/** The venue settings page: capacity, venue type, visibility and the team of one place the actor runs. */
export async function getVenueSettingsView(actor: Actor, locationId: string) {
  await requireManagedPlace(actor, locationId);
  const [p] = await db.select().from(locations).where(eq(locations.id, locationId)).limit(1);
  if (!p) throw new AppError("PLACE_NOT_FOUND");
  const team = await db
    .select({ userId: locationManagers.userId, name: user.name, email: user.email, since: locationManagers.createdAt })
    .from(locationManagers)
    .innerJoin(user, eq(user.id, locationManagers.userId))
    .where(eq(locationManagers.locationId, locationId))
    .orderBy(asc(user.name));
  const owners = await db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(businessProfiles)
    .innerJoin(user, eq(user.id, businessProfiles.ownerId))
    .where(eq(businessProfiles.locationId, locationId));
  const people = new Set([...team.map((m) => m.userId), ...owners.map((o) => o.userId)]);
  return {
    place: { id: p.id, name: p.name, publicHref: p.isActive ? publicHref(p) : null, editHref: `${linkTo(businessOwner, "edit")}?place=${p.id}` },
    defaultValue: { capacity: p.capacity?.toString() ?? "", venueType: p.venueType, isActive: p.isActive },
    team: team.map((m) => ({ ...m, since: m.since.toISOString(), isYou: m.userId === actor.id, removable: people.size > 1 })),
    owners: owners.filter((o) => !team.some((m) => m.userId === o.userId)).map((o) => ({ ...o, isYou: o.userId === actor.id })),
  };
}

/** Capacity, venue type and visibility of a place the actor runs. Audited; the public pages are renewed. */
export async function saveVenueSettings(input: { actor: Actor; id: string; values: VenueSettingsValues }) {
  await requireManagedPlace(input.actor, input.id);
  assertCan(input.actor, "place.ownerUpdate", { runs: true });
  const saved = await changePlaceColumns(input.actor, input.id, { capacity: input.values.capacity ?? null, venueType: input.values.venueType, isActive: input.values.isActive });
  bumpContentVersion();
  return saved;
}

/**
 * "Business verlassen": the actor gives up one place — their manager link and the ownership of its
 * business profile. Refused (PLACE_LAST_MANAGER) while nobody else runs the place: a place is never
 * left without anyone to answer for it. Audited.
 */
export async function leavePlace(input: { actor: Actor; locationId: string }) {
  const { actor, locationId } = input;
  await requireManagedPlace(actor, locationId);
  return db.transaction(async (tx) => {
    const team = await tx.select({ userId: locationManagers.userId }).from(locationManagers).where(eq(locationManagers.locationId, locationId)).for("update");
    const owners = await tx.select({ id: businessProfiles.id, ownerId: businessProfiles.ownerId }).from(businessProfiles).where(eq(businessProfiles.locationId, locationId)).for("update");
    const others = new Set([...team.map((m) => m.userId), ...owners.map((o) => o.ownerId).filter((o) => o !== null)]);
    others.delete(actor.id);
    if (others.size === 0) throw new AppError("PLACE_LAST_MANAGER");
    await tx.delete(locationManagers).where(and(eq(locationManagers.locationId, locationId), eq(locationManagers.userId, actor.id)));
    const given = owners.filter((o) => o.ownerId === actor.id).map((o) => o.id);
    if (given.length) await tx.update(businessProfiles).set({ ownerId: null, updatedAt: new Date() }).where(inArray(businessProfiles.id, given));
    await audit(tx, actor, "location_manager.removed", { type: "location", id: locationId }, { userId: actor.id, email: actor.email, left: true, businessProfiles: given }, null);
    return { locationId };
  });
}
