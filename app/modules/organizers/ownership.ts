import { asc, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { isAdmin, type Actor } from "~/modules/accounts/actor";
import { rolesWith, teamRoleGrants, type TeamCapability, type TeamRole } from "~/modules/organizers/team-roles";
import { organizers } from "~/modules/people/schema";

/**
 * Who runs what — the one ownership rule of the organizer area, written once for SQL (Drizzle's query
 * builder and raw statements embed the same `SQL`) and once for a row already loaded (policies).
 *
 * An event is run by the account that created it and by the account of the organizer profile it is
 * filed under — and, for what their role allows (`TeamCapability`), by the profile's team members
 * (issue 26; a membership belongs to the account with that verified address, removed ones count
 * nothing). Without a capability named, only the creator and the profile's account run an event.
 * An account's organizer profile, where one is needed (filing a new event, the plan,
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

/*
 * The team statements below name their tables with fixed aliases (`tm`, `tu`) and plain column names:
 * they are embedded in single-table Drizzle selects, which leave their own columns unqualified.
 */

/** The memberships of the account `userId` (by its verified address) that are not removed: `from … where …`. */
const activeMembershipOf = (userId: UserRef) =>
  sql`organizer_members tm join "user" tu on tu.email = tm.email and tu.email_verified where tu.id = ${userId} and tm.removed_at is null`;

/** The organizer profiles in which `userId` holds a team role granting `cap`, as a subquery of ids. */
export function teamOrganizerIdsSql(userId: UserRef, cap: TeamCapability): SQL {
  const roles = sql.join(
    rolesWith(cap).map((r) => sql`${r}`),
    sql`, `,
  );
  return sql`(select tm.organizer_id from ${activeMembershipOf(userId)} and tm.role in (${roles}))`;
}

/** The account's team role in the organizer profile `organizerId` (null: none), as a scalar subquery. Pass a qualified column. */
export function teamRoleSql(userId: UserRef, organizerId: SQLWrapper): SQL<TeamRole | null> {
  return sql<TeamRole | null>`(select tm.role::text from ${activeMembershipOf(userId)} and tm.organizer_id = ${organizerId} limit 1)`;
}

/** Whether the account may sell at the box office of the profile `organizerId` as a team member (Verwaltung, or Einlass with the right). */
export function teamSellsSql(userId: UserRef, organizerId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${activeMembershipOf(userId)} and tm.organizer_id = ${organizerId}
    and (tm.role = 'manager' or (tm.role = 'door' and tm.can_sell)))`;
}

/**
 * THE rule as SQL: the event is run by `userId` — its creator, the account of its organizer profile,
 * or (with `cap`) a team member whose role grants it. No admin bypass.
 */
export function eventsRunBySql(userId: UserRef, event: EventOwnerColumns = eventColumns(), cap?: TeamCapability): SQL {
  const team = cap ? sql` or ${event.organizerId} in ${teamOrganizerIdsSql(userId, cap)}` : sql``;
  return sql`(${event.createdBy} = ${userId} or ${event.organizerId} in (select ${organizers.id} from ${organizers} where ${organizers.userId} = ${userId})${team})`;
}

/** The events an actor may see and change in the back office: admins every event, anyone else the events they run (with `cap`, also as a team member). */
export function ownedEventsSql(actor: Actor, event: EventOwnerColumns = eventColumns(), cap?: TeamCapability): SQL {
  return isAdmin(actor) ? sql`true` : eventsRunBySql(actor.id, event, cap);
}

/**
 * An event as the policies see it: its creator, the account of its organizer profile (null: none) and
 * the asking account's team role in that profile (load it with `teamRoleSql`; absent: none).
 */
export type EventOwners = { createdBy: string | null; organizerUserId: string | null; teamRole?: TeamRole | null };

/** THE rule for a loaded row (the same as `eventsRunBySql`): the account created it, runs its organizer profile, or (with `cap`) holds a team role granting it. */
export function runsEvent(userId: string, event: EventOwners, cap?: TeamCapability): boolean {
  return event.createdBy === userId || (event.organizerUserId !== null && event.organizerUserId === userId) || (!!cap && teamRoleGrants(event.teamRole, cap));
}

/**
 * An organizer profile (and what is filed under it: API tokens, webhooks, plan orders) is run by its
 * account — and by its team members whose role grants `cap` (Verwaltung: `admin`).
 */
export function runsOrganizerProfile(userId: string, profile: { organizerUserId: string | null; teamRole?: TeamRole | null }, cap?: TeamCapability): boolean {
  return (profile.organizerUserId !== null && profile.organizerUserId === userId) || (!!cap && teamRoleGrants(profile.teamRole, cap));
}

/** The order that picks an account's organizer profile when it has several: the oldest, ties by id. */
export const organizerProfileOrder = [asc(organizers.createdAt), asc(organizers.id)] as const;

/** The id of the account's organizer profile (null without one), as a scalar subquery. */
export function organizerProfileIdSql(userId: UserRef): SQL<string | null> {
  return sql<string | null>`(select ${organizers.id} from ${organizers} where ${organizers.userId} = ${userId} order by ${organizers.createdAt} asc, ${organizers.id} asc limit 1)`;
}
