import crypto from "node:crypto";
import { isUuid } from "~/lib/input";
import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { parseInput } from "~/lib/route-helpers.server";
import { audit } from "~/modules/audit/audit.server";
import { apiTokens } from "~/modules/integrations/schema";
import { apiTokenSchema } from "~/modules/integrations/validation";
import { planUsage } from "~/modules/organizers/assert-within-plan.server";
import { assertCan } from "~/modules/integrations/permissions";
import { ensureOwnOrganizer, type OrganizerActor } from "~/modules/organizers/scope.server";
import { organizers } from "~/modules/people/schema";
import { user, userRoles } from "~/modules/accounts/schema";
import { roleSatisfies, type Role } from "~/modules/accounts/roles";
import { fixedAdminEmails } from "~/modules/accounts/session.server";
import { teamRoleSql } from "~/modules/organizers/ownership";

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Creates a read-only API token (Enterprise); the token itself is returned once and stored hashed. */
export async function createApiToken(input: { actor: OrganizerActor; fields: unknown }) {
  assertCan(input.actor, "integration.manage");
  const f = parseInput(input.fields, apiTokenSchema);
  return db.transaction(async (tx) => {
    const { plan } = await planUsage(tx, input.actor);
    if (!plan.apiAccess && input.actor.role !== "admin") throw new AppError("PLAN_API_REQUIRED");
    const organizer = await ensureOwnOrganizer(tx, input.actor);
    const token = `sp_live_${crypto.randomBytes(24).toString("base64url")}`;
    const [row] = await tx
      .insert(apiTokens)
      .values({ organizerId: organizer.id, name: f.name, tokenHash: hash(token), prefix: token.slice(0, 12), createdBy: input.actor.id })
      .returning({ id: apiTokens.id });
    await audit(tx, input.actor, "api_token.created", { type: "api_token", id: row!.id }, null, { name: f.name });
    return { id: row!.id, token };
  });
}

/** Revokes a token of a profile the actor runs (admins: any); another organizer's token → API_TOKEN_NOT_FOUND. */
export async function revokeApiToken(input: { actor: OrganizerActor; tokenId: string }) {
  if (!isUuid(input.tokenId)) throw new AppError("API_TOKEN_NOT_FOUND");
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ token: apiTokens, organizerUserId: organizers.userId, teamRole: teamRoleSql(input.actor.id, apiTokens.organizerId) })
      .from(apiTokens)
      .leftJoin(organizers, eq(organizers.id, apiTokens.organizerId))
      .where(eq(apiTokens.id, input.tokenId))
      .limit(1);
    assertCan(input.actor, "apiToken.revoke", { organizerUserId: found?.organizerUserId ?? null, teamRole: found?.teamRole ?? null });
    if (!found) throw new AppError("API_TOKEN_NOT_FOUND");
    const row = found.token;
    await tx.update(apiTokens).set({ revokedAt: new Date() }).where(and(eq(apiTokens.id, row.id), isNull(apiTokens.revokedAt)));
    await audit(tx, input.actor, "api_token.revoked", { type: "api_token", id: row.id }, { revokedAt: row.revokedAt }, { revokedAt: new Date().toISOString() });
  });
}

/**
 * The organizer behind a bearer token, as the actor the read-only API queries with (the account that
 * runs the organizer profile). The token acts with the rights its owner has NOW, read on every request:
 * an owner who is no longer an organizer (demoted, account deleted) makes every token of the profile
 * stop at once, like a revoked or unknown token → API_TOKEN_INVALID (401). The scope stays the token's
 * organizer profile, also for an owner who is an admin.
 */
export async function authenticateApiToken(authorization: string | null): Promise<OrganizerActor & { organizerId: string }> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new AppError("API_TOKEN_INVALID");
  const [row] = await db
    .select({ id: apiTokens.id, organizerId: apiTokens.organizerId, userId: user.id, email: user.email, role: userRoles.role })
    .from(apiTokens)
    .innerJoin(organizers, eq(organizers.id, apiTokens.organizerId))
    .innerJoin(user, eq(user.id, organizers.userId))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(eq(apiTokens.tokenHash, hash(token)), isNull(apiTokens.revokedAt)))
    .limit(1);
  if (!row) throw new AppError("API_TOKEN_INVALID");
  const role: Role = fixedAdminEmails().includes(row.email.toLowerCase()) ? "admin" : (row.role ?? "user");
  if (!roleSatisfies(role, "organizer")) throw new AppError("API_TOKEN_INVALID");
  await db.update(apiTokens).set({ lastUsedAt: sql`now()` }).where(eq(apiTokens.id, row.id));
  return { id: row.userId, email: row.email, role: "organizer", organizerId: row.organizerId };
}
