import { eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/organizers/permissions";
import { ensureOwnOrganizer, type OrganizerActor } from "~/modules/organizers/scope.server";
import type { OrganizerSettingsInput } from "~/modules/organizers/validation";
import { organizers } from "~/modules/people/schema";

/** Saves the actor's public organizer profile and sales notification preference. */
export async function updateOrganizerSettings(input: { actor: OrganizerActor; values: OrganizerSettingsInput }) {
  assertCan(input.actor, "organizerProfile.manage");
  const v = input.values;
  return db.transaction(async (tx) => {
    const before = await ensureOwnOrganizer(tx, input.actor);
    const socialMedia: Record<string, string> = { ...before.socialMedia };
    for (const k of ["instagram", "facebook"] as const) {
      if (v[k]) socialMedia[k] = v[k]!;
      else delete socialMedia[k];
    }
    const [after] = await tx
      .update(organizers)
      .set({ name: v.name, description: v.description ?? "", website: v.website ?? null, email: v.email ?? null, phone: v.phone || null, socialMedia, salesNotifications: v.salesNotifications, updatedAt: new Date() })
      .where(eq(organizers.id, before.id))
      .returning();
    await audit(tx, input.actor, "organizer.settings_updated", { type: "organizer", id: before.id }, { name: before.name, website: before.website, salesNotifications: before.salesNotifications }, { name: after!.name, website: after!.website, salesNotifications: after!.salesNotifications });
    return after!;
  });
}
