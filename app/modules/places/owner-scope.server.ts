import { type SQL, and, asc, eq, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { isUuid } from "~/lib/input";
import { db } from "~/lib/db.server";
import { type Actor, isAdmin } from "~/modules/accounts/actor";
import { businessProfiles, locationManagers, locations } from "~/modules/places/schema";

/**
 * The places a business owner runs (spec §2.3): those they manage (`location_managers`, granted by
 * an admin's approval of a registration or claim, or by a co-manager's invitation) and those linked to
 * a business profile they own. Every business-owner page scopes its reads and writes by this.
 */
export function managedPlaceCondition(userId: string) {
  return or(
    sql`exists (select 1 from ${locationManagers} lm where lm.location_id = ${locations.id} and lm.user_id = ${userId})`,
    sql`exists (select 1 from ${businessProfiles} bp where bp.location_id = ${locations.id} and bp.owner_id = ${userId})`,
  );
}

export type ManagedPlace = { id: string; name: string; slug: string; cityId: string | null; isActive: boolean };

const placeColumns = { id: locations.id, name: locations.name, slug: locations.slug, cityId: locations.cityId, isActive: locations.isActive };

/** The places the actor runs, by name. */
export async function listManagedPlaces(actor: Pick<Actor, "id">): Promise<ManagedPlace[]> {
  return db.select(placeColumns).from(locations).where(managedPlaceCondition(actor.id)).orderBy(asc(locations.name));
}

/** The ids of the places the actor runs (for `where location_id in (…)`). */
export async function managedPlaceIds(actor: Pick<Actor, "id">): Promise<string[]> {
  return (await listManagedPlaces(actor)).map((p) => p.id);
}

/**
 * One place the actor runs, or PLACE_NOT_FOUND (404) — for another owner's place as for one that does
 * not exist, so nothing is revealed. Admins may open any place.
 */
export async function requireManagedPlace(actor: Actor, locationId: string): Promise<ManagedPlace> {
  if (!isUuid(locationId)) throw new AppError("PLACE_NOT_FOUND");
  const where = isAdmin(actor) ? eq(locations.id, locationId) : and(eq(locations.id, locationId), managedPlaceCondition(actor.id));
  const [place] = await db.select(placeColumns).from(locations).where(where).limit(1);
  if (!place) throw new AppError("PLACE_NOT_FOUND");
  return place;
}

/** Whether the actor runs every one of these places (an admin runs all). */
export async function runsPlaces(actor: Actor, locationIds: string[]): Promise<boolean> {
  if (isAdmin(actor) || locationIds.length === 0) return true;
  const ids = new Set(await managedPlaceIds(actor));
  return locationIds.every((id) => ids.has(id));
}

/** SQL: whether a user runs at least one place or owns a business profile (the session's "Business Owner" badge). */
export function runsAnyPlaceSql(userId: SQL) {
  return sql<boolean>`(exists (select 1 from ${businessProfiles} b where b.owner_id = ${userId}) or exists (select 1 from ${locationManagers} m where m.user_id = ${userId}))`;
}

