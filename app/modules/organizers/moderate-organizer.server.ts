import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/organizers/permissions";
import { organizers } from "~/modules/people/schema";

export type OrganizerModeration = "verify" | "unverify" | "activate" | "deactivate";

const CHANGE = {
  verify: { field: "isVerified", value: true, action: "organizer.verified" },
  unverify: { field: "isVerified", value: false, action: "organizer.unverified" },
  activate: { field: "isActive", value: true, action: "organizer.activated" },
  deactivate: { field: "isActive", value: false, action: "organizer.deactivated" },
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
    await audit(tx, actor, c.action, { type: "organizer", id }, { [c.field]: before[c.field] }, { [c.field]: c.value });
  });
}
