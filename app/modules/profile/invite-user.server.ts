import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { INVITATION_EXPIRES_IN } from "~/modules/accounts/auth.server";
import { ROLE } from "~/modules/profile/labels";
import { passwordLink } from "~/modules/profile/password-link.server";
import { assertCan } from "~/modules/profile/permissions";
import { profiles, user, userRoles } from "~/modules/accounts/schema";
import type { InviteUserValues } from "~/modules/profile/validation";
import { audit } from "~/modules/audit/audit.server";
import { enqueue } from "~/modules/outbox/enqueue.server";

/**
 * Creates an account by invitation: name, e-mail and role from the admin; the person gets an e-mail
 * with a link to set their own password (better-auth's reset token, valid 7 days) — no password is
 * ever typed by the admin. Setting the password confirms the address.
 */
export async function inviteUser({ actor, values }: { actor: Actor & { name?: string }; values: InviteUserValues }) {
  assertCan(actor, "user.create");
  return createInvitedAccount(actor, values);
}

/**
 * The invitation of a co-manager by a place's manager (spec §2.3 venue settings, the team): an
 * account of role "user" only, created the same way. The caller (places' addPlaceManager) has
 * checked that the actor runs the place; the place link follows in its own use case.
 */
export async function inviteTeamMember({ actor, values }: { actor: Actor & { name?: string }; values: Omit<InviteUserValues, "role"> }) {
  return createInvitedAccount(actor, { ...values, role: "user" });
}

async function createInvitedAccount(actor: Actor & { name?: string }, values: InviteUserValues) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, values.email));
    if (taken) throw new AppError("EMAIL_TAKEN", { field: "email" });
    const id = crypto.randomBytes(24).toString("base64url");
    const name = `${values.firstName} ${values.lastName}`;
    const inserted = await tx
      .insert(user)
      .values({
        id,
        name,
        email: values.email,
        emailVerified: false,
        role: values.role,
        banned: false,
      })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (!inserted.length) throw new AppError("EMAIL_TAKEN", { field: "email" });
    await tx.insert(profiles).values({
      id,
      firstName: values.firstName,
      lastName: values.lastName,
      displayName: name,
    });
    if (values.role !== "user") await tx.insert(userRoles).values({ userId: id, role: values.role, grantedBy: actor.id });
    const url = await passwordLink(tx, id, INVITATION_EXPIRES_IN);
    await enqueue(tx, {
      kind: "email",
      topic: "invitation",
      recipient: values.email,
      payload: {
        to: values.email,
        template: "invitation",
        data: {
          name,
          inviter: actor.name || "Das Stadtpuls-Team",
          role: ROLE.label(values.role),
          url,
          days: String(INVITATION_EXPIRES_IN / 86400),
        },
      },
    });
    await audit(tx, actor, "user.invited", { type: "user", id }, null, {
      email: values.email,
      name,
      role: values.role,
    });
    return { id };
  });
}
