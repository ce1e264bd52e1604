import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isAdmin, type Actor } from "~/modules/accounts/actor";
import { user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import { assertCan } from "~/modules/places/permissions";
import { runsPlaces } from "~/modules/places/owner-scope.server";
import { businessProfiles, locationManagers, locations } from "~/modules/places/schema";
import { city, linkTo } from "~/registry";
import { DEFAULT_CITY } from "~/lib/cities";
import { appUrl } from "~/lib/env.server";
import { isUuid } from "~/lib/input";

/** Creates an account by invitation (the admin users page's: profile's inviteUser) — given by the caller, profile sits above places. */
export type InviteAccount = (values: { firstName: string; lastName: string; email: string; role: "user" }) => Promise<{ id: string }>;

/**
 * Adds a manager to a place by e-mail (spec §2.4 locations/{id}/managers). An existing account is
 * linked and told by e-mail (the "notification" template, through the outbox); an address without
 * an account gets one by invitation (the admin users page's invitation: a link to set a password)
 * and is linked to the place. Audited.
 */
export async function addPlaceManager(input: { actor: Actor; locationId: string; email: string; name?: string; invite: InviteAccount }) {
  const { actor, locationId } = input;
  const place = await findPlace(locationId);
  assertCan(actor, "place.manageTeam", { runs: await runsPlaces(actor, [locationId]) });
  const email = input.email.trim().toLowerCase();
  let [account] = await db.select({ id: user.id, name: user.name }).from(user).where(eq(sql`lower(${user.email})`, email)).limit(1);
  let invited = false;
  if (!account) {
    const name = input.name?.trim();
    if (!name) throw new AppError("PLACE_MANAGER_NAME_REQUIRED", { field: "name" });
    const cut = name.lastIndexOf(" ");
    const created = await input.invite({ firstName: cut > 0 ? name.slice(0, cut) : name, lastName: cut > 0 ? name.slice(cut + 1) : "", email, role: "user" });
    account = { id: created.id, name };
    invited = true;
  }
  return db.transaction(async (tx) => {
    const added = await tx.insert(locationManagers).values({ locationId, userId: account!.id }).onConflictDoNothing().returning({ id: locationManagers.id });
    if (!added.length) throw new AppError("PLACE_MANAGER_EXISTS", { field: "email" });
    await audit(tx, actor, "location_manager.added", { type: "location", id: locationId }, null, { userId: account!.id, email, invited });
    if (!invited) {
      await enqueue(tx, {
        kind: "email",
        topic: "notification",
        recipient: email,
        payload: {
          to: email,
          template: "notification",
          data: {
            name: account!.name || email,
            title: `Sie verwalten jetzt „${place.name}“`,
            message: `${isAdmin(actor) ? "Das Stadtpuls-Team" : "Das Team des Orts"} hat Sie als Manager:in von „${place.name}“ eingetragen. Sie können die Angaben, Öffnungszeiten und Antworten auf Bewertungen dieses Orts pflegen.`,
            url: `${appUrl()}${linkTo(city, "placeDetail", { city: place.cityId ?? DEFAULT_CITY, slug: place.slug })}`,
          },
        },
        dedupeKey: `place-manager:${locationId}:${account!.id}:${Date.now()}`,
      });
    }
    return { userId: account!.id, invited };
  });
}

/**
 * Removes a manager from a place (an admin, or a manager of that place — also themselves: leaving).
 * A place's own manager may not remove the last person who runs it (its managers and the owner of
 * its business profile): PLACE_LAST_MANAGER. Audited.
 */
export async function removePlaceManager(input: { actor: Actor; locationId: string; userId: string }) {
  const { actor, locationId, userId } = input;
  await findPlace(locationId);
  assertCan(actor, "place.manageTeam", { runs: await runsPlaces(actor, [locationId]) });
  return db.transaction(async (tx) => {
    // lock the place's manager rows, so two managers removing each other cannot leave it without anyone
    const team = await tx.select({ userId: locationManagers.userId }).from(locationManagers).where(eq(locationManagers.locationId, locationId)).for("update");
    if (!team.some((m) => m.userId === userId)) throw new AppError("PLACE_MANAGER_NOT_FOUND");
    if (!isAdmin(actor)) {
      const owners = await tx.select({ ownerId: businessProfiles.ownerId }).from(businessProfiles).where(eq(businessProfiles.locationId, locationId));
      const remaining = new Set([...team.map((m) => m.userId), ...owners.map((o) => o.ownerId).filter((o) => o !== null)]);
      remaining.delete(userId);
      if (remaining.size === 0) throw new AppError("PLACE_LAST_MANAGER");
    }
    const [removed] = await tx
      .delete(locationManagers)
      .where(and(eq(locationManagers.locationId, locationId), eq(locationManagers.userId, userId)))
      .returning({ userId: locationManagers.userId });
    if (!removed) throw new AppError("PLACE_MANAGER_NOT_FOUND");
    const [u] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await audit(tx, actor, "location_manager.removed", { type: "location", id: locationId }, { userId, email: u?.email ?? null }, null);
    return { userId };
  });
}

async function findPlace(id: string) {
  const [place] = isUuid(id) ? await db.select({ id: locations.id, name: locations.name, slug: locations.slug, cityId: locations.cityId }).from(locations).where(eq(locations.id, id)).limit(1) : [];
  if (!place) throw new AppError("PLACE_NOT_FOUND");
  return place;
}
