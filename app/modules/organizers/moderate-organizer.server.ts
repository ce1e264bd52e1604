import { and, eq, ne, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { berlinLocalToDate } from "~/lib/format";
import { isUuid } from "~/lib/input";
import { slugify } from "~/lib/slugify";
import { freeSlug, slugTaken } from "~/lib/unique-slug.server";
import type { Actor } from "~/modules/accounts/actor";
import { user, userRoles } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { recordSlugChange, releaseSlug } from "~/modules/cities/queries.server";
import { saveUploadedImage } from "~/modules/media/upload-image.server";
import { assertCan } from "~/modules/organizers/permissions";
import { organizerProfileColumns } from "~/modules/organizers/profile-columns";
import type { OrganizerAdminFormValues } from "~/modules/organizers/validation";
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

type OrganizerRow = typeof organizers.$inferSelect;

/** The fields the admin's form keeps (the audit compares these before and after). */
const FORM_KEYS = [
  "name",
  "slug",
  "description",
  "cityId",
  "website",
  "email",
  "phone",
  "socialMedia",
  "logoUrl",
  "userId",
  "plan",
  "planValidUntil",
  "isVerified",
  "isActive",
] as const satisfies ReadonlyArray<keyof OrganizerRow>;

/** "2027-03-31" → the end of that day in Europe/Berlin (the plan runs through the whole day). */
const endOfBerlinDay = (day: string) => berlinLocalToDate(`${day}T23:59`);

/**
 * Creates an organizer profile (no `id`) or changes one (`id`) from the admin's form: the public
 * profile, the logo (uploaded through the media pipeline or picked from the library), the account
 * that runs it (by e-mail; an unknown address or an account that already runs another profile is
 * refused beside the field), the plan with its end date and the flags. Slug: from the name unless
 * given; a given slug another profile has is refused beside its field. One transaction, audited with
 * the changed fields; the linked account gets the organizer role (audited) unless it has a higher one.
 */
export async function saveOrganizer(input: { actor: Actor; id?: string; values: OrganizerAdminFormValues }): Promise<{ id: string }> {
  const { actor, id, values: v } = input;
  assertCan(actor, "organizer.moderate");
  if (id !== undefined && !isUuid(id)) throw new AppError("ORGANIZER_NOT_FOUND");
  const validUntil = v.plan === "professional" && v.planValidUntil ? endOfBerlinDay(v.planValidUntil) : null;
  if (v.plan === "professional" && !validUntil) throw new AppError("VALIDATION", { field: "planValidUntil", message: "Bitte geben Sie ein Datum im Format TT.MM.JJJJ an." });
  const logo = v.logo ? await saveUploadedImage({ actor, file: v.logo, altText: v.logoAlt || v.name, purpose: "organizer", fieldName: "logo" }) : null;
  try {
    return await db.transaction(async (tx) => {
      const [before] = id ? await tx.select().from(organizers).where(eq(organizers.id, id)).for("update") : [];
      if (id && !before) throw new AppError("ORGANIZER_NOT_FOUND");

      const [account] = v.accountEmail ? await tx.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, v.accountEmail)).limit(1) : [];
      if (v.accountEmail && !account) throw new AppError("ORGANIZER_ACCOUNT_NOT_FOUND", { field: "accountEmail" });
      if (account && account.id !== before?.userId) {
        const [runs] = await tx.select({ id: organizers.id }).from(organizers).where(id ? and(eq(organizers.userId, account.id), ne(organizers.id, id)) : eq(organizers.userId, account.id)).limit(1);
        if (runs) throw new AppError("ORGANIZER_ACCOUNT_TAKEN", { field: "accountEmail" });
      }

      const slug = v.slug || before?.slug || (await freeSlug(tx, organizers, slugify(v.name, { max: 80, fallback: "veranstalter" })));
      if (slug !== before?.slug && v.slug && (await slugTaken(tx, organizers, slug, id))) throw new AppError("SLUG_TAKEN", { field: "slug" });

      const next: Pick<OrganizerRow, (typeof FORM_KEYS)[number]> = {
        ...organizerProfileColumns(v),
        slug,
        logoUrl: logo?.url ?? (v.logoUrl || null),
        userId: account?.id ?? null,
        plan: v.plan ?? before?.plan ?? "starter",
        planValidUntil: v.plan ? validUntil : (before?.planValidUntil ?? null),
      };

      let saved: string;
      if (!before) {
        const [created] = await tx.insert(organizers).values(next).returning({ id: organizers.id });
        saved = created!.id;
        await releaseSlug(tx, "organizer", slug);
        await audit(tx, actor, "organizer.created", { type: "organizer", id: saved }, null, next);
      } else {
        saved = before.id;
        await recordSlugChange(tx, "organizer", saved, before.slug, slug);
        const keys = FORM_KEYS.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]));
        if (keys.length) {
          await tx.update(organizers).set({ ...next, updatedAt: new Date() }).where(eq(organizers.id, saved));
          await audit(tx, actor, "organizer.updated", { type: "organizer", id: saved }, Object.fromEntries(keys.map((k) => [k, before[k]])), Object.fromEntries(keys.map((k) => [k, next[k]])));
        }
      }

      if (account && account.id !== before?.userId) {
        // the account can open the organizer area now; admins and support keep their role
        const [role] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, account.id)).limit(1);
        if (!role || role.role === "user") {
          await tx
            .insert(userRoles)
            .values({ userId: account.id, role: "organizer", grantedBy: actor.id })
            .onConflictDoUpdate({ target: userRoles.userId, set: { role: "organizer", grantedBy: actor.id, updatedAt: new Date() } });
          await audit(tx, actor, "user_role.granted", { type: "user", id: account.id }, { role: role?.role ?? "user" }, { role: "organizer" });
        }
      }
      return { id: saved };
    });
  } catch (error) {
    // two admins choosing the same slug at once: the unique index decides, the second is told beside the field
    if (isUniqueViolation(error)) throw new AppError("SLUG_TAKEN", { field: "slug" });
    throw error;
  }
}
