import { asc, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { isAdmin, type Actor } from "~/modules/accounts/actor";
import { organizers } from "~/modules/people/schema";

/**
 * Who runs what — the one ownership rule of the organizer area, written once for SQL (Drizzle's query
 * builder and raw statements embed the same `SQL`) and once for a row already loaded (policies).
 *
 * An event is run by the account that created it and by the account of the organizer profile it is
 * filed under. An account's organizer profile, where one is needed (filing a new event, the plan,
 * the settings page, API tokens and webhooks), is its oldest one, ties broken by id.
 */

/** A user id: a value (the actor's id) or a column/expression of the statement (e.g. a grant's owner). */
type UserRef = string | SQLWrapper;

/** The two columns of an `events` row the rule reads. Pass the Drizzle table (`events`) or `eventColumns("e")` in raw SQL. */
export type EventOwnerColumns = { createdBy: SQLWrapper; organizerId: SQLWrapper };

/** The rule's columns of an `events` row aliased `alias` in a raw statement. */
export function eventColumns(alias = "e"): EventOwnerColumns {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`invalid alias ${alias}`);
  return { createdBy: sql.raw(`${alias}.created_by`), organizerId: sql.raw(`${alias}.organizer_id`) };
}

/** THE rule as SQL: the event is run by `userId` (its creator, or the account of its organizer profile). No admin bypass. */
export function eventsRunBySql(userId: UserRef, event: EventOwnerColumns = eventColumns()): SQL {
  return sql`(${event.createdBy} = ${userId} or ${event.organizerId} in (select ${organizers.id} from ${organizers} where ${organizers.userId} = ${userId}))`;
}

/** The events an actor may see and change in the back office: admins every event, anyone else the events they run. */
export function ownedEventsSql(actor: Actor, event: EventOwnerColumns = eventColumns()): SQL {
  return isAdmin(actor) ? sql`true` : eventsRunBySql(actor.id, event);
}

/** An event as the policies see it: its creator and the account of its organizer profile (null: none). */
export type EventOwners = { createdBy: string | null; organizerUserId: string | null };

/** THE rule for a loaded row (the same as `eventsRunBySql`): the account created it or runs its organizer profile. */
export function runsEvent(userId: string, event: EventOwners): boolean {
  return event.createdBy === userId || (event.organizerUserId !== null && event.organizerUserId === userId);
}

/** An organizer profile (and what is filed under it: API tokens, webhooks, plan orders) is run by its account. */
export function runsOrganizerProfile(userId: string, profile: { organizerUserId: string | null }): boolean {
  return profile.organizerUserId !== null && profile.organizerUserId === userId;
}

/** The order that picks an account's organizer profile when it has several: the oldest, ties by id. */
export const organizerProfileOrder = [asc(organizers.createdAt), asc(organizers.id)] as const;

/** The id of the account's organizer profile (null without one), as a scalar subquery. */
export function organizerProfileIdSql(userId: UserRef): SQL<string | null> {
  return sql<string | null>`(select ${organizers.id} from ${organizers} where ${organizers.userId} = ${userId} order by ${organizers.createdAt} asc, ${organizers.id} asc limit 1)`;
}
