import { and, eq, ne } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/organizers/permissions";
import { organizerProfileColumns } from "~/modules/organizers/profile-columns";
import type { OrganizerProfileValues } from "~/modules/organizers/validation";
import { organizers } from "~/modules/people/schema";

export type OrganizerModeration = "verify" | "unverify" | "activate" | "deactivate";

const CHANGE = {
  verify: { field: "isVerified", value: true, done: "verified" },
  unverify: { field: "isVerified", value: false, done: "unverified" },
  activate: { field: "isActive", value: true, done: "activated" },
  deactivate: { field: "isActive", value: false, done: "deactivated" },
} as const;

/**
 * Verifies or activates an organizer profile, or takes either back (admins; the list's row and bulk
 * actions). Audited with the flag before and after; a flag that already has the value changes nothing
 * and writes no entry.
 */
export async function moderateOrganizer(input: { actor: Actor; id: string; change: OrganizerModeration }): Promise<void> {
  const { actor, id } = input;
  assertCan(actor, "organizer.moderate");
  const c = CHANGE[input.change];
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizers).where(eq(organizers.id, id)).for("update");
    if (!before) throw new AppError("ORGANIZER_NOT_FOUND");
    if (before[c.field] === c.value) return;
    await tx.update(organizers).set({ [c.field]: c.value, updatedAt: new Date() }).where(eq(organizers.id, id));
    await audit(tx, actor, `organizer.${c.done}`, { type: "organizer", id }, { [c.field]: before[c.field] }, { [c.field]: c.value });
  });
}

/** Changes an organizer's public profile and flags (the admin's form), audited with the changed fields. */
export async function saveOrganizerProfile(input: { actor: Actor; id: string; values: OrganizerProfileValues }): Promise<void> {
  const { actor, id, values } = input;
  assertCan(actor, "organizer.moderate");
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizers).where(eq(organizers.id, id)).for("update");
    if (!before) throw new AppError("ORGANIZER_NOT_FOUND");
    const slug = values.slug || before.slug;
    if (slug !== before.slug) {
      const [taken] = await tx.select({ id: organizers.id }).from(organizers).where(and(eq(organizers.slug, slug), ne(organizers.id, id)));
      if (taken) throw new AppError("SLUG_TAKEN", { field: "slug" });
    }
    const changes = { ...organizerProfileColumns(values), slug };
    const keys = (Object.keys(changes) as Array<keyof typeof changes>).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(changes[k]));
    if (!keys.length) return;
    await tx.update(organizers).set({ ...changes, updatedAt: new Date() }).where(eq(organizers.id, id));
    await audit(tx, actor, "organizer.updated", { type: "organizer", id }, Object.fromEntries(keys.map((k) => [k, before[k]])), Object.fromEntries(keys.map((k) => [k, changes[k]])));
  });
}
