import { eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { CITY_IDS } from "~/lib/cities";
import { AppError } from "~/lib/app-error";
import type { Actor } from "~/modules/accounts/actor";
import { lockAccount } from "~/modules/profile/admin-users.server";
import { assertCan } from "~/modules/profile/permissions";
import { profiles, user } from "~/modules/accounts/schema";
import type { UserProfileValues } from "~/modules/profile/validation";
import { audit } from "~/modules/audit/audit.server";

/** An admin changes an account's names and city; audited with the changed fields only. */
export async function updateUserProfile({ actor, id, values }: { actor: Actor; id: string; values: UserProfileValues }) {
  assertCan(actor, "user.update");
  if (values.cityId && !(CITY_IDS as readonly string[]).includes(values.cityId)) {
    throw new AppError("VALIDATION", {
      fields: { cityId: "Bitte wählen Sie eine Stadt aus der Liste." },
    });
  }
  return db.transaction(async (tx) => {
    await lockAccount(tx, id);
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, id));
    const next = {
      firstName: values.firstName || null,
      lastName: values.lastName || null,
      displayName: values.displayName || null,
      cityId: values.cityId || null,
    };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of Object.keys(next) as Array<keyof typeof next>) {
      if ((current?.[key] ?? null) !== next[key]) {
        before[key] = current?.[key] ?? null;
        after[key] = next[key];
      }
    }
    if (!Object.keys(after).length) return { id };
    await tx
      .insert(profiles)
      .values({ id, ...next })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { ...next, updatedAt: new Date() },
      });
    const fullName = [next.firstName, next.lastName].filter(Boolean).join(" ");
    if (fullName) await tx.update(user).set({ name: fullName }).where(eq(user.id, id));
    await audit(tx, actor, "user.profile_updated", { type: "user", id }, before, after);
    return { id };
  });
}
