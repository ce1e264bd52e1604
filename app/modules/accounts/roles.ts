export const ROLES = ["admin", "support", "organizer", "user"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Which roles each role counts as (decision 0011): admin counts as every role; organizer and support
 * each count as user, and not as each other.
 */
const SATISFIES: Record<Role, readonly Role[]> = {
  admin: ROLES,
  support: ["support", "user"],
  organizer: ["organizer", "user"],
  user: ["user"],
};

/** Whether an account with role `actual` may do what needs `required` (spec §6, decision 0011). */
export function roleSatisfies(actual: Role, required: Role): boolean {
  return (SATISFIES[actual] ?? SATISFIES.user).includes(required);
}

/** A stored value as a role: anything unknown is a user (spec §6 "if the role lookup fails, user is assumed"). */
export function asRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : "user";
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  support: "Support",
  organizer: "Organisator",
  user: "Benutzer",
};
