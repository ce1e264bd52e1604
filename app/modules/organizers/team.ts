import { actorHasRole, type Actor } from "~/modules/accounts/actor";
import { teamRoleGrants, type TeamCapability, type TeamRole } from "~/modules/organizers/team-roles";

/** One organizer profile the account works for as a team member (issue 26). */
export type TeamMembership = { organizerId: string; organizerName: string; role: TeamRole; canSell: boolean };

/**
 * An actor in the organizer area: its team memberships (loaded by the area's guard, `resolveTeamActor`)
 * and the organizer profile chosen in the switcher (null: its own profile).
 */
export type TeamActor = Actor & { team?: readonly TeamMembership[]; activeOrganizerId?: string | null };

/** Whether the actor holds a team role granting `cap` in some organizer profile. */
export const hasTeamCapability = (actor: TeamActor | null | undefined, cap: TeamCapability): boolean => !!actor?.team?.some((m) => teamRoleGrants(m.role, cap));

/**
 * Role level of the organizer area for one capability: organizers and admins (their own profiles and
 * everything filed under them), and team members whose role grants it. Which rows: the ownership rule.
 */
export const organizesFor = (actor: TeamActor | null | undefined, cap: TeamCapability): boolean => actorHasRole(actor, "organizer") || hasTeamCapability(actor, cap);
