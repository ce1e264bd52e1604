import { and, desc, eq, gte, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/profile/permissions";
import { db } from "~/lib/db.server";
import { profiles, user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { events } from "~/modules/events/schema";
import { saveImage } from "~/modules/media/store.server";
import { eventsRunBySql } from "~/modules/organizers/ownership";
import { bookings } from "~/modules/ticketing/schema";

export async function getProfile(userId: string) {
  const [row] = await db
    .select({ email: user.email, name: user.name, createdAt: user.createdAt, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/** Updates the signed-in user's own names (and avatar, through the media store). */
export async function updateProfile(input: {
  actor: Actor;
  firstName: string;
  lastName: string;
  displayName: string | null;
  avatar?: File | null;
  removeAvatar?: boolean;
}) {
  const { actor } = input;
  assertCan(actor, "account.manage", actor);
  let avatarUrl: string | null | undefined;
  if (input.avatar && input.avatar.size > 0) {
    const img = await saveImage(db, { file: input.avatar, ownerId: actor.id, purpose: "avatar", altText: "Profilbild" });
    avatarUrl = img.variants[0]?.key ? `/media/${img.variants[0].key}` : img.url;
  } else if (input.removeAvatar) {
    avatarUrl = null;
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, actor.id)).limit(1);
    const values = {
      firstName: input.firstName,
      lastName: input.lastName,
      displayName: input.displayName,
      ...(avatarUrl !== undefined ? { avatarUrl } : {}),
    };
    const [row] = await tx
      .insert(profiles)
      .values({ id: actor.id, ...values })
      .onConflictDoUpdate({ target: profiles.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    await tx.update(user).set({ name: `${input.firstName} ${input.lastName}`.trim() }).where(eq(user.id, actor.id));
    await audit(
      tx,
      actor,
      "profile.updated",
      { type: "profile", id: actor.id },
      before ? { firstName: before.firstName, lastName: before.lastName, displayName: before.displayName, avatarUrl: before.avatarUrl } : null,
      { firstName: row.firstName, lastName: row.lastName, displayName: row.displayName, avatarUrl: row.avatarUrl },
    );
    return row;
  });
}

export type ProfileEvent = {
  id: string;
  title: string;
  slug: string;
  kind: "event" | "workshop" | "activity";
  cityId: string | null;
  startDate: string;
  venueName: string | null;
  imageUrl: string | null;
  status: string;
  relation: "booked" | "organized";
  quantity?: number;
};

/** Events the user booked (by user id or account e-mail, spec §6) and events they organize. */
export async function listProfileEvents(viewer: Actor) {
  const booked = await db
    .select({ e: events, quantity: sql<number>`sum(${bookings.quantity})::int` })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        or(eq(bookings.userId, viewer.id), sql`lower(${bookings.userEmail}) = ${viewer.email.toLowerCase()}`),
        ne(bookings.status, "cancelled"),
      ),
    )
    .groupBy(events.id)
    .orderBy(events.startDate)
    .limit(200);
  const organized = await db
    .select()
    .from(events)
    .where(and(eventsRunBySql(viewer.id, events), isNotNull(events.startDate)))
    .orderBy(desc(events.startDate))
    .limit(200);
  const map = (e: typeof events.$inferSelect, relation: "booked" | "organized", quantity?: number): ProfileEvent => ({
    id: e.id,
    title: e.title,
    slug: e.slug,
    kind: e.kind,
    cityId: e.cityId,
    startDate: e.startDate.toISOString(),
    venueName: e.venueName,
    imageUrl: e.imageUrl,
    status: e.status,
    relation,
    quantity,
  });
  const now = Date.now();
  const bookedList = booked.map((b) => map(b.e, "booked", b.quantity));
  return {
    upcoming: bookedList.filter((e) => new Date(e.startDate).getTime() >= now - 6 * 3_600_000),
    past: bookedList.filter((e) => new Date(e.startDate).getTime() < now - 6 * 3_600_000).reverse(),
    organized: organized.map((e) => map(e, "organized")),
  };
}

export async function countUpcomingBookings(viewer: Actor): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        or(eq(bookings.userId, viewer.id), sql`lower(${bookings.userEmail}) = ${viewer.email.toLowerCase()}`),
        ne(bookings.status, "cancelled"),
        gte(events.startDate, new Date()),
      ),
    );
  return Number(r?.n ?? 0);
}
