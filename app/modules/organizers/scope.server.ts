import { eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { slugify } from "~/lib/slugify";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { organizerProfileIdSql, organizerProfileOrder } from "~/modules/organizers/ownership";
import { organizers } from "~/modules/people/schema";

/** Who is asking in the organizer area (the signed-in viewer; admins see everything). */
export type OrganizerActor = Actor & { displayName?: string };

/** The organizer profile behind an event, as SQL (its organizer, else the creator's profile). */
export function eventOrganizerIdSql(alias = "e"): SQL {
  return sql`coalesce(${sql.raw(`${alias}.organizer_id`)}, ${organizerProfileIdSql(sql.raw(`${alias}.created_by`))})`;
}

/**
 * The actor's own organizer profile, if any — the one lookup of "the actor's profile" (new events are
 * filed under it, its plan and settings apply): the oldest when there are several (`organizerProfileOrder`).
 */
export async function findOwnOrganizer(q: DbOrTx, actor: Pick<Actor, "id">) {
  const [row] = await q
    .select()
    .from(organizers)
    .where(eq(organizers.userId, actor.id))
    .orderBy(...organizerProfileOrder)
    .limit(1);
  return row ?? null;
}

/** The actor's organizer profile, created on first use (name from the account) — audited in the caller's transaction. */
export async function ensureOwnOrganizer(q: DbOrTx, actor: OrganizerActor) {
  const found = await findOwnOrganizer(q, actor);
  if (found) return found;
  const name = actor.displayName?.trim() || actor.email.split("@")[0]!;
  const slugBase = slugify(name, { max: 60, fallback: "veranstalter" });
  const [row] = await q
    .insert(organizers)
    .values({ name, slug: `${slugBase}-${crypto.randomUUID().slice(0, 8)}`, userId: actor.id, email: actor.email })
    .returning();
  await audit(q, actor, "organizer.created", { type: "organizer", id: row!.id }, null, { name: row!.name, slug: row!.slug, userId: actor.id });
  return row!;
}
