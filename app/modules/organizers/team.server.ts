import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { appUrl } from "~/lib/env.server";
import { isUuid } from "~/lib/input";
import { parseInput } from "~/lib/route-helpers.server";
import { actorHasRole, isAdmin, type Actor } from "~/modules/accounts/actor";
import { user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { TEAM_ROLE, teamRoleGrants, type TeamCapability, type TeamRole } from "~/modules/organizers/labels";
import { organizerProfileOrder } from "~/modules/organizers/ownership";
import { assertCan } from "~/modules/organizers/permissions";
import { effectivePlan } from "~/modules/organizers/plans";
import { organizerMembers } from "~/modules/organizers/schema";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import type { TeamActor, TeamMembership } from "~/modules/organizers/team";
import { teamInviteSchema, teamRoleChangeSchema } from "~/modules/organizers/validation";
import { enqueue } from "~/modules/outbox/enqueue.server";
import { organizers } from "~/modules/people/schema";

/**
 * Team members of organizer profiles (issue 26): who works for which profile with which role, the
 * switcher between profiles, and the team page's use cases. A membership belongs to the account whose
 * verified address it names (as door helpers, decision 0008); removing it ends access with the next
 * request, because every check reads the table (`teamOrganizerIdsSql`, `teamRoleSql`).
 */

/** The profiles the account works for as a team member (verified address only; removed ones are gone). */
export async function loadTeam(actor: Pick<Actor, "email" | "emailVerified">): Promise<TeamMembership[]> {
  if (actor.emailVerified === false) return [];
  const rows = await db
    .select({
      organizerId: organizerMembers.organizerId,
      organizerName: organizers.name,
      role: organizerMembers.role,
      canSell: organizerMembers.canSell,
    })
    .from(organizerMembers)
    .innerJoin(organizers, eq(organizers.id, organizerMembers.organizerId))
    .where(and(eq(organizerMembers.email, actor.email.toLowerCase()), isNull(organizerMembers.removedAt)))
    .orderBy(asc(organizers.name), asc(organizers.id));
  return rows;
}

/** The organizer profiles the account runs itself (id and name, oldest first). */
async function ownProfiles(actor: Pick<Actor, "id">) {
  return db
    .select({ id: organizers.id, name: organizers.name })
    .from(organizers)
    .where(eq(organizers.userId, actor.id))
    .orderBy(...organizerProfileOrder);
}

/** Who the actor is in the profile it works in: the profile's own account ("owner"), a team role, or nothing. */
export type ContextRole = "owner" | TeamRole;

/** One entry of the switcher. */
export type ProfileChoice = {
  organizerId: string;
  name: string;
  role: ContextRole;
};

/**
 * The actor of the organizer area: its memberships and the profile chosen in the switcher (the
 * `chosen` id from the cookie, kept only when the account runs that profile or belongs to its team).
 * An account without the organizer role works in its first team profile.
 */
export async function resolveTeamActor<A extends Actor>(
  actor: A,
  chosen: string | null,
): Promise<
  A &
    Required<Pick<TeamActor, "team" | "activeOrganizerId">> & {
      profiles: ProfileChoice[];
    }
> {
  const [team, own] = await Promise.all([loadTeam(actor), actorHasRole(actor, "organizer") ? ownProfiles(actor) : Promise.resolve([])]);
  const profiles: ProfileChoice[] = [
    ...own.map((p) => ({
      organizerId: p.id,
      name: p.name,
      role: "owner" as const,
    })),
    ...team
      .filter((m) => !own.some((p) => p.id === m.organizerId))
      .map((m) => ({
        organizerId: m.organizerId,
        name: m.organizerName,
        role: m.role,
      })),
  ];
  let active: string | null = chosen && isUuid(chosen) && profiles.some((p) => p.organizerId === chosen) ? chosen : null;
  if (!active && !actorHasRole(actor, "organizer") && team.length > 0) active = team[0]!.organizerId;
  return { ...actor, team, activeOrganizerId: active, profiles };
}

/**
 * The actor's role where it works: admins and organizers in their own profile are "owner"; in a
 * chosen team profile, the team role; an account that neither organizes nor belongs to a team: null.
 */
export function contextRole(actor: TeamActor): ContextRole | null {
  if (isAdmin(actor)) return "owner";
  const member = actor.activeOrganizerId ? actor.team?.find((m) => m.organizerId === actor.activeOrganizerId) : undefined;
  if (member && !(actorHasRole(actor, "organizer") && isOwnChoice(actor))) return member.role;
  if (actorHasRole(actor, "organizer")) return "owner";
  return null;
}

/** The chosen profile is one the account runs itself (not in its team list as a member). */
const isOwnChoice = (actor: TeamActor) => !actor.team?.some((m) => m.organizerId === actor.activeOrganizerId);

/** Whether the role where the actor works allows `cap` (owner: everything). */
export function contextAllows(role: ContextRole | null, cap: TeamCapability | "any"): boolean {
  if (role === null) return false;
  if (role === "owner" || cap === "any") return true;
  return teamRoleGrants(role, cap);
}

/** The profile the team page manages and the actor's standing in it (null: none yet). */
async function managedProfile(q: DbOrTx, actor: OrganizerActor) {
  const id = actor.activeOrganizerId;
  const [row] = await q
    .select({
      id: organizers.id,
      name: organizers.name,
      userId: organizers.userId,
      plan: organizers.plan,
      planValidUntil: organizers.planValidUntil,
    })
    .from(organizers)
    .where(id ? eq(organizers.id, id) : eq(organizers.userId, actor.id))
    .orderBy(...organizerProfileOrder)
    .limit(1);
  if (!row) return null;
  const member = actor.team?.find((m) => m.organizerId === row.id);
  return {
    ...row,
    teamRole: row.userId === actor.id ? null : (member?.role ?? null),
  };
}

async function requireManagedProfile(q: DbOrTx, actor: OrganizerActor) {
  const profile = await managedProfile(q, actor);
  assertCan(actor, "team.manage", {
    organizerUserId: profile?.userId ?? null,
    teamRole: profile?.teamRole ?? null,
  });
  if (!profile) throw new AppError("ORGANIZER_NOT_FOUND");
  return profile;
}

/** The team page: the profile's members with role, state and since when, and the plan's limit. */
export async function getTeamView(actor: OrganizerActor) {
  const profile = await managedProfile(db, actor);
  if (!profile) {
    assertCan(actor, "organizerProfile.manage");
    return { profile: null, members: [], limit: null, used: 0 };
  }
  assertCan(actor, "team.manage", {
    organizerUserId: profile.userId,
    teamRole: profile.teamRole,
  });
  const rows = await db
    .select({
      id: organizerMembers.id,
      email: organizerMembers.email,
      role: organizerMembers.role,
      canSell: organizerMembers.canSell,
      createdAt: organizerMembers.createdAt,
      name: user.name,
      verified: user.emailVerified,
    })
    .from(organizerMembers)
    .leftJoin(user, eq(user.email, organizerMembers.email))
    .where(and(eq(organizerMembers.organizerId, profile.id), isNull(organizerMembers.removedAt)))
    .orderBy(asc(organizerMembers.createdAt), asc(organizerMembers.id));
  const plan = effectivePlan({
    plan: profile.plan,
    planValidUntil: profile.planValidUntil,
  });
  return {
    profile: { id: profile.id, name: profile.name, planLabel: plan.label },
    members: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name ?? null,
      role: r.role,
      canSell: r.canSell,
      state: r.verified ? ("active" as const) : ("invited" as const),
      since: r.createdAt.toISOString(),
      isSelf: r.email === actor.email.toLowerCase(),
    })),
    limit: plan.teamMembers,
    used: rows.length,
  };
}

/**
 * Invites a colleague by e-mail with a role: audited, the invitation mail through the outbox, the
 * plan's member limit checked in the same transaction (the profile row is locked, so two invitations
 * at once cannot both take the last place).
 */
export async function inviteTeamMember(input: { actor: OrganizerActor; fields: unknown }) {
  const f = parseInput(input.fields, teamInviteSchema);
  return db.transaction(async (tx) => {
    const profile = await requireManagedProfile(tx, input.actor);
    await tx.execute(sql`select 1 from organizers where id = ${profile.id} for update`);
    const [ownerAccount] = profile.userId ? await tx.select({ email: user.email }).from(user).where(eq(user.id, profile.userId)) : [];
    if (ownerAccount && ownerAccount.email.toLowerCase() === f.email)
      throw new AppError("TEAM_MEMBER_SELF", {
        fields: { email: "Dieses Konto führt das Profil bereits selbst." },
      });
    const plan = effectivePlan({
      plan: profile.plan,
      planValidUntil: profile.planValidUntil,
    });
    if (plan.teamMembers !== null && !isAdmin(input.actor)) {
      const used = await tx.$count(organizerMembers, and(eq(organizerMembers.organizerId, profile.id), isNull(organizerMembers.removedAt)));
      if (used >= plan.teamMembers) {
        throw new AppError("PLAN_TEAM_LIMIT", {
          message: `Ihr Tarif ${plan.label} erlaubt bis zu ${plan.teamMembers} Teammitglieder – das Team ist vollständig. Entfernen Sie ein Mitglied oder wählen Sie einen höheren Tarif (Einstellungen → Tarif).`,
        });
      }
    }
    const [row] = await tx
      .insert(organizerMembers)
      .values({
        organizerId: profile.id,
        email: f.email,
        role: f.role,
        canSell: f.role === "door" || f.role === "manager" ? f.canSell || f.role === "manager" : false,
        invitedBy: input.actor.id,
      })
      .returning()
      .catch((e: unknown) => {
        if (isUniqueViolation(e))
          throw new AppError("TEAM_MEMBER_EXISTS", {
            fields: { email: "Diese Person gehört bereits zum Team." },
          });
        throw e;
      });
    await audit(tx, input.actor, "team_member.invited", { type: "team_member", id: row!.id }, null, {
      email: f.email,
      role: f.role,
      organizerId: profile.id,
      canSell: row!.canSell,
    });
    await enqueue(tx, {
      kind: "email",
      topic: "team_invitation",
      recipient: f.email,
      dedupeKey: `team-invitation:${row!.id}`,
      payload: {
        to: f.email,
        template: "team_invitation",
        data: {
          inviter: input.actor.displayName?.trim() || input.actor.email,
          organizerName: profile.name,
          role: TEAM_ROLE.label(f.role),
          roleHint: TEAM_ROLE.entry(f.role)?.hint ?? "",
          email: f.email,
          url: `${appUrl()}${f.role === "door" ? "/organizer/check-in" : "/organizer"}`,
        },
      },
    });
    return row!;
  });
}

/** Loads one active member of the managed profile (another profile's member does not exist). */
async function memberOf(tx: DbOrTx, profileId: string, memberId: string) {
  if (!isUuid(memberId)) throw new AppError("TEAM_MEMBER_NOT_FOUND");
  const [row] = await tx
    .select()
    .from(organizerMembers)
    .where(and(eq(organizerMembers.id, memberId), eq(organizerMembers.organizerId, profileId), isNull(organizerMembers.removedAt)))
    .for("update");
  if (!row) throw new AppError("TEAM_MEMBER_NOT_FOUND");
  return row;
}

/** Changes a member's role (and the box-office right of Einlass); audited. */
export async function changeTeamMemberRole(input: { actor: OrganizerActor; memberId: string; fields: unknown }) {
  const f = parseInput(input.fields, teamRoleChangeSchema);
  return db.transaction(async (tx) => {
    const profile = await requireManagedProfile(tx, input.actor);
    const before = await memberOf(tx, profile.id, input.memberId);
    const canSell = f.role === "manager" ? true : f.role === "door" ? f.canSell : false;
    const [after] = await tx.update(organizerMembers).set({ role: f.role, canSell }).where(eq(organizerMembers.id, before.id)).returning();
    await audit(
      tx,
      input.actor,
      "team_member.role_changed",
      { type: "team_member", id: before.id },
      { role: before.role, canSell: before.canSell },
      { role: after!.role, canSell: after!.canSell },
    );
    return after!;
  });
}

/** Removes a member: their access ends with their next request (every check reads the table); audited. */
export async function removeTeamMember(input: { actor: OrganizerActor; memberId: string }) {
  return db.transaction(async (tx) => {
    const profile = await requireManagedProfile(tx, input.actor);
    const before = await memberOf(tx, profile.id, input.memberId);
    await tx.update(organizerMembers).set({ removedAt: new Date() }).where(eq(organizerMembers.id, before.id));
    await audit(tx, input.actor, "team_member.removed", { type: "team_member", id: before.id }, { email: before.email, role: before.role }, null);
    return before;
  });
}

/*
 * The door's view of the team (issue 26: the door helpers of all an organizer's events are the
 * profile's Einlass members). The door's use cases (ticketing/check-in-staff.server.ts) have already
 * checked that the actor manages the event's door; these write inside their transaction, audited.
 */

/** The Einlass members of a profile, for the door's staff list. */
export async function doorMembers(q: DbOrTx, organizerId: string) {
  return q
    .select({ id: organizerMembers.id, email: organizerMembers.email, canSell: organizerMembers.canSell, createdAt: organizerMembers.createdAt })
    .from(organizerMembers)
    .where(and(eq(organizerMembers.organizerId, organizerId), eq(organizerMembers.role, "door"), isNull(organizerMembers.removedAt)))
    .orderBy(asc(organizerMembers.createdAt));
}

/** Adds an Einlass member (the door's "all events" invitation); null when the address already belongs to the team. */
export async function addDoorMember(tx: DbOrTx, actor: Actor, input: { organizerId: string; email: string; canSell: boolean }) {
  const [row] = await tx
    .insert(organizerMembers)
    .values({ organizerId: input.organizerId, email: input.email.toLowerCase(), role: "door", canSell: input.canSell, invitedBy: actor.id })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await audit(tx, actor, "team_member.invited", { type: "team_member", id: row.id }, null, { email: row.email, role: "door", organizerId: input.organizerId, canSell: row.canSell });
  return row;
}

/** Changes an Einlass member of the profile (selling at the box office, or removal); null when there is none. */
export async function changeDoorMember(tx: DbOrTx, actor: Actor, input: { organizerId: string; memberId: string; canSell?: boolean; remove?: boolean }) {
  if (!isUuid(input.memberId)) return null;
  const where = and(
    eq(organizerMembers.id, input.memberId),
    eq(organizerMembers.organizerId, input.organizerId),
    eq(organizerMembers.role, "door"),
    isNull(organizerMembers.removedAt),
  );
  const [before] = await tx.select().from(organizerMembers).where(where).for("update");
  if (!before) return null;
  if (input.remove) {
    await tx.update(organizerMembers).set({ removedAt: new Date() }).where(eq(organizerMembers.id, before.id));
    await audit(tx, actor, "team_member.removed", { type: "team_member", id: before.id }, { email: before.email, role: before.role }, null);
    return before;
  }
  const [after] = await tx.update(organizerMembers).set({ canSell: !!input.canSell }).where(eq(organizerMembers.id, before.id)).returning();
  await audit(tx, actor, "team_member.role_changed", { type: "team_member", id: before.id }, { canSell: before.canSell }, { canSell: after!.canSell });
  return after!;
}

/** A team member working where their role has no `money` right (Redaktion, Einlass): lists leave revenue out (issue 26). */
export function hidesMoney(actor: TeamActor): boolean {
  const role = actor.team ? contextRole(actor) : null;
  return role !== null && role !== "owner" && !teamRoleGrants(role, "money");
}
