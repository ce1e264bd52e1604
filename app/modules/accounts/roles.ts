export const ROLES = ["admin", "organizer", "user"] as const;
export type Role = (typeof ROLES)[number];

const rank: Record<Role, number> = { user: 0, organizer: 1, admin: 2 };

/** Admin counts as any role; organizer counts as user (spec §6). */
export function roleSatisfies(actual: Role, required: Role): boolean {
  return rank[actual] >= rank[required];
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  organizer: "Organisator",
  user: "Benutzer",
};
