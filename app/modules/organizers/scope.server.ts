import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { DbOrTx } from "~/lib/db.server";
import { slugify } from "~/lib/slugify";
import { audit } from "~/modules/audit/audit.server";
import { organizerProfileIdSql, organizerProfileOrder, teamOrganizerIdsSql } from "~/modules/organizers/ownership";
import type { TeamCapability } from "~/modules/organizers/team-roles";
import type { TeamActor } from "~/modules/organizers/team";
import { organizers } from "~/modules/people/schema";

/** Who is asking in the organizer area (the signed-in viewer; admins see everything). */
export type OrganizerActor = TeamActor & { displayName?: string };

/** The organizer profile behind an event, as SQL (its organizer, else the creator's profile). */
export function eventOrganizerIdSql(alias = "e"): SQL {
  return sql`coalesce(${sql.raw(`${alias}.organizer_id`)}, ${organizerProfileIdSql(sql.raw(`${alias}.created_by`))})`;
}

/**
 * The actor's organizer profile, if any — the one lookup of "the actor's profile" (new events are
 * filed under it, its plan and settings apply): the profile chosen in the switcher
 * (`activeOrganizerId`) when the account runs it or holds a team role granting `cap` there (issue 26);
 * otherwise its own, the oldest when there are several (`organizerProfileOrder`). A chosen team
 * profile whose role does not grant `cap` gives null — the caller refuses, nothing falls back.
 */
export async function findOwnOrganizer(q: DbOrTx, actor: Pick<TeamActor, "id" | "activeOrganizerId">, cap: TeamCapability = "admin") {
  if (actor.activeOrganizerId) {
    const [chosen] = await q
      .select()
      .from(organizers)
      .where(and(eq(organizers.id, actor.activeOrganizerId), or(eq(organizers.userId, actor.id), sql`${organizers.id} in ${teamOrganizerIdsSql(actor.id, cap)}`)))
      .limit(1);
    return chosen ?? null;
  }
  const [row] = await q
    .select()
    .from(organizers)
    .where(eq(organizers.userId, actor.id))
    .orderBy(...organizerProfileOrder)
    .limit(1);
  return row ?? null;
}

/** The actor's organizer profile, created on first use (name from the account) — audited in the caller's transaction. */
export async function ensureOwnOrganizer(q: DbOrTx, actor: OrganizerActor, cap: TeamCapability = "admin") {
  const found = await findOwnOrganizer(q, actor, cap);
  if (found) return found;
  // a chosen team profile the role does not reach: never file anything under a new profile instead
  if (actor.activeOrganizerId) throw new AppError("ORGANIZER_NOT_FOUND");
  const name = actor.displayName?.trim() || actor.email.split("@")[0]!;
  const slugBase = slugify(name, { max: 60, fallback: "veranstalter" });
  const [row] = await q
    .insert(organizers)
    .values({ name, slug: `${slugBase}-${crypto.randomUUID().slice(0, 8)}`, userId: actor.id, email: actor.email })
    .returning();
  await audit(q, actor, "organizer.created", { type: "organizer", id: row!.id }, null, { name: row!.name, slug: row!.slug, userId: actor.id });
  return row!;
}
