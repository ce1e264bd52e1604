import { AppError, type ErrorCode } from "~/lib/app-error";
import type { Actor } from "~/modules/accounts/actor";

/**
 * One permission of a module's policy: who may do it (`allow`), and what a refused actor is told.
 * `refuse` defaults to NOT_FOUND: what the actor may not see, they are told does not exist.
 * Role-level permissions on pages the actor already knows (an admin-only action) may refuse
 * with FORBIDDEN instead.
 */
export type Permission<R> = {
  allow: (actor: Actor, resource: R) => boolean;
  refuse?: ErrorCode;
};

type Rules = Record<string, Permission<never>>;
type ResourceOf<P> = P extends Permission<infer R> ? R : never;
/** The resource argument; optional for permissions that need none. */
type Resource<P> = unknown extends ResourceOf<P> ? [resource?: unknown] : [resource: ResourceOf<P>];

export type Policy<T extends Rules> = {
  /** Whether the actor may do `permission` on `resource` (for showing or hiding a button). */
  can<K extends keyof T & string>(actor: Actor | null | undefined, permission: K, ...resource: Resource<T[K]>): boolean;
  /**
   * The first line of a use case: throws the permission's refusal (NOT_FOUND unless it says
   * otherwise) unless the actor may do it; anonymous actors get UNAUTHENTICATED.
   */
  assertCan<K extends keyof T & string>(actor: Actor | null | undefined, permission: K, ...resource: Resource<T[K]>): void;
};

/**
 * A module's policy: `"<noun>.<verb>"` → rule. Each module defines one in its `permissions.ts`
 * and its use cases call `assertCan(actor, "<noun>.<verb>", resource)` before anything else.
 *
 * ```ts
 * export const { assertCan, can } = definePolicy({
 *   "booking.view": { allow: (actor, b: { userId: string | null }) => isAdmin(actor) || b.userId === actor.id, refuse: "BOOKING_NOT_FOUND" },
 * });
 * ```
 */
export function definePolicy<T extends Rules>(rules: T): Policy<T> {
  const check = (actor: Actor | null | undefined, permission: keyof T, resource: unknown) =>
    !!actor && (rules[permission].allow as (a: Actor, r: unknown) => boolean)(actor, resource);
  return {
    can: (actor, permission, ...[resource]) => check(actor, permission, resource),
    assertCan(actor, permission, ...[resource]) {
      if (!actor) throw new AppError("UNAUTHENTICATED");
      if (!check(actor, permission, resource)) throw new AppError(rules[permission].refuse ?? "NOT_FOUND");
    },
  };
}
