import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/engagement/permissions";
import { eventHref } from "~/modules/events/card-data";
import { userFavorites } from "~/modules/engagement/schema";
import { events } from "~/modules/events/schema";
import { artists } from "~/modules/people/schema";
import { locations } from "~/modules/places/schema";
import { UUID_RE } from "~/lib/input";

export const FAVORITE_TYPES = ["event", "location", "artist"] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

export const favoriteInputSchema = z.object({
  type: z.enum(FAVORITE_TYPES, { error: "Unbekannter Favoriten-Typ." }),
  id: z.string().regex(UUID_RE, "Ungültige ID."),
  favorite: z.enum(["true", "false"], { error: "Ungültiger Wert." }).transform((v) => v === "true"),
});

const column = (type: FavoriteType) =>
  type === "event" ? userFavorites.eventId : type === "location" ? userFavorites.locationId : userFavorites.artistId;

async function targetExists(type: FavoriteType, id: string): Promise<boolean> {
  const table = type === "event" ? events : type === "location" ? locations : artists;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Sets the favorite state of one item (idempotent: one row per user and item; twice "on" stays one row).
 * Returns the resulting state.
 */
export async function setFavorite(input: { actor: Actor; type: FavoriteType; id: string; favorite: boolean }): Promise<boolean> {
  assertCan(input.actor, "favorite.set");
  const userId = input.actor.id;
  const col = column(input.type);
  if (!input.favorite) {
    await db.delete(userFavorites).where(and(eq(userFavorites.userId, userId), eq(col, input.id)));
    return false;
  }
  if (!(await targetExists(input.type, input.id))) throw new AppError("FAVORITE_TARGET_NOT_FOUND");
  await db
    .insert(userFavorites)
    .values({
      userId,
      favoriteType: input.type,
      eventId: input.type === "event" ? input.id : null,
      locationId: input.type === "location" ? input.id : null,
      artistId: input.type === "artist" ? input.id : null,
    })
    .onConflictDoNothing();
  return true;
}

/** Which of these items the actor has favorited. */
export async function favoriteStates(actor: Actor, type: FavoriteType, ids: string[]): Promise<string[]> {
  const userId = actor.id;
  if (ids.length === 0) return [];
  const col = column(type);
  const rows = await db
    .select({ id: col })
    .from(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.favoriteType, type), inArray(col, ids)));
  return rows.map((r) => r.id).filter((v): v is string => !!v);
}

export async function countFavorites(actor: Actor): Promise<Record<FavoriteType, number>> {
  const userId = actor.id;
  const rows = await db
    .select({ type: userFavorites.favoriteType, n: count() })
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId))
    .groupBy(userFavorites.favoriteType);
  const out: Record<FavoriteType, number> = { event: 0, location: 0, artist: 0 };
  for (const r of rows) out[r.type] = Number(r.n);
  return out;
}

export type FavoriteItem = {
  id: string;
  type: FavoriteType;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  href: string;
  date: string | null;
  createdAt: string;
};

/** Favorites of one type joined with their item, newest first (spec §7). */
export async function listFavorites(actor: Actor, type: FavoriteType, city: string): Promise<FavoriteItem[]> {
  const userId = actor.id;
  if (type === "event") {
    const rows = await db
      .select({ fav: userFavorites, e: events })
      .from(userFavorites)
      .innerJoin(events, eq(events.id, userFavorites.eventId))
      .where(and(eq(userFavorites.userId, userId), eq(userFavorites.favoriteType, "event")))
      .orderBy(desc(userFavorites.createdAt))
      .limit(200);
    return rows.map(({ fav, e }) => ({
      id: e.id,
      type,
      title: e.title,
      subtitle: e.venueName,
      imageUrl: e.imageUrl,
      href: eventHref(e.cityId ?? city, e, true),
      date: e.startDate.toISOString(),
      createdAt: fav.createdAt.toISOString(),
    }));
  }
  if (type === "location") {
    const rows = await db
      .select({ fav: userFavorites, l: locations })
      .from(userFavorites)
      .innerJoin(locations, eq(locations.id, userFavorites.locationId))
      .where(and(eq(userFavorites.userId, userId), eq(userFavorites.favoriteType, "location")))
      .orderBy(desc(userFavorites.createdAt))
      .limit(200);
    return rows.map(({ fav, l }) => ({
      id: l.id,
      type,
      title: l.name,
      subtitle: [l.streetAddress, l.city].filter(Boolean).join(", ") || null,
      imageUrl: l.imageUrl,
      href: `/${l.cityId ?? city}/places/${l.slug}`,
      date: null,
      createdAt: fav.createdAt.toISOString(),
    }));
  }
  const rows = await db
    .select({ fav: userFavorites, a: artists })
    .from(userFavorites)
    .innerJoin(artists, eq(artists.id, userFavorites.artistId))
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.favoriteType, "artist")))
    .orderBy(desc(userFavorites.createdAt))
    .limit(200);
  return rows.map(({ fav, a }) => ({
    id: a.id,
    type,
    title: a.name,
    subtitle: a.genre ?? null,
    imageUrl: a.imageUrl,
    href: `/${city}/artists/${a.slug}`,
    date: null,
    createdAt: fav.createdAt.toISOString(),
  }));
}
