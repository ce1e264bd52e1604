/**
 * Team roles and what they may do (issue 26) — without imports, so the route registry (read by the
 * build's route config, which knows no path aliases) derives the matrix's team rows from the same
 * table. Labels and badge tones: TEAM_ROLE in labels.ts.
 */
export const TEAM_ROLES = ["manager", "editor", "finance", "door"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * What a team role may do in the organizer area:
 * - `events`: events, series, activities, articles, reviews, messages to attendees;
 * - `money`: bookings, exports, refunds, stats, discount codes;
 * - `door`: scan (and sell at the box office where the membership allows it);
 * - `admin`: team, plan, settings, integrations — and managing the door (lists, staff, log).
 * Verwaltung may do everything, as the profile's own account does.
 */
export type TeamCapability = "events" | "money" | "door" | "admin";

export const TEAM_CAPABILITIES: Record<TeamRole, readonly TeamCapability[]> = {
  manager: ["events", "money", "door", "admin"],
  editor: ["events"],
  finance: ["money"],
  door: ["door"],
};

export const teamRoleGrants = (role: TeamRole | null | undefined, cap: TeamCapability): boolean => !!role && TEAM_CAPABILITIES[role].includes(cap);

/** The roles that hold a capability, for SQL (`role in (…)`). */
export const rolesWith = (cap: TeamCapability): TeamRole[] => TEAM_ROLES.filter((r) => teamRoleGrants(r, cap));
