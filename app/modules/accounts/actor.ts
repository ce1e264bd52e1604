import { type Role, roleSatisfies } from "~/modules/accounts/roles";

/**
 * Who is asking — the one type every use case takes as `actor` (routes get it from
 * `requireUser` / `requireRole` / `getViewer`, whose `Viewer` is an Actor plus display data).
 * Use cases never look at a Request; they decide with this.
 */
export type Actor = {
  id: string;
  email: string;
  role: Role;
  /** Owns at least one business profile (spec §2.3); unknown counts as no. */
  isBusinessOwner?: boolean;
  emailVerified?: boolean;
  /** The session this actor acts in (re-authentication is stored on it). */
  sessionId?: string;
  /**
   * The admin acting as this account (better-auth admin plugin impersonation): what is done is
   * audited under this admin (decision 0011).
   */
  impersonatedBy?: { id: string; email: string; name: string } | null;
};

/** Admin counts as any role; organizer counts as user (spec §6). */
export function actorHasRole(actor: Actor | null | undefined, role: Role): boolean {
  return !!actor && roleSatisfies(actor.role, role);
}

export const isAdmin = (actor: Actor | null | undefined): boolean => actorHasRole(actor, "admin");

/** Support staff (decision 0011): reads the back office, helps owners; admin counts as support too. */
export const isSupport = (actor: Actor | null | undefined): boolean => actorHasRole(actor, "support");

/** A row belongs to the actor by user id or — for guest bookings — by the account's e-mail (spec §6). */
export function ownsByIdOrEmail(row: { userId: string | null; userEmail?: string | null }, actor: Pick<Actor, "id" | "email">): boolean {
  return row.userId === actor.id || (!!row.userEmail && row.userEmail.toLowerCase() === actor.email.toLowerCase());
}
