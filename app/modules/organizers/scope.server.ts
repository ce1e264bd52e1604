import { eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { organizers } from "~/modules/people/schema";

/** Who is asking in the organizer area (the signed-in viewer; admins see everything). */
export type OrganizerActor = Actor & { displayName?: string };

export const isAdmin = (actor: OrganizerActor) => actor.role === "admin";

/**
 * The events an actor runs, as a condition on an `events` row aliased `e`: created by them or run by
 * one of their organizer profiles. Admins: every event.
 */
export function ownedEventsSql(actor: OrganizerActor, alias = "e"): SQL {
  if (isAdmin(actor)) return sql`true`;
  const e = sql.raw(alias);
  return sql`(${e}.created_by = ${actor.id} or ${e}.organizer_id in (select o.id from organizers o where o.user_id = ${actor.id}))`;
}

/** The organizer profile behind an event, as SQL (its organizer, else the creator's profile). */
export function eventOrganizerIdSql(alias = "e"): SQL {
  const e = sql.raw(alias);
  return sql`coalesce(${e}.organizer_id, (select o.id from organizers o where o.user_id = ${e}.created_by order by o.created_at limit 1))`;
}

/** The actor's own organizer profile, if any (the oldest one when there are several). */
export async function findOwnOrganizer(q: DbOrTx, actor: OrganizerActor) {
  const [row] = await q.select().from(organizers).where(eq(organizers.userId, actor.id)).orderBy(organizers.createdAt).limit(1);
  return row ?? null;
}

/** The actor's organizer profile, created on first use (name from the account). */
export async function ensureOwnOrganizer(q: DbOrTx, actor: OrganizerActor) {
  const found = await findOwnOrganizer(q, actor);
  if (found) return found;
  const name = actor.displayName?.trim() || actor.email.split("@")[0]!;
  const slugBase =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/ß/g, "ss")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "veranstalter";
  const [row] = await q
    .insert(organizers)
    .values({ name, slug: `${slugBase}-${crypto.randomUUID().slice(0, 8)}`, userId: actor.id, email: actor.email })
    .returning();
  return row!;
}
