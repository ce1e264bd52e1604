import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import { bumpContentVersion } from "~/lib/micro-cache.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { saveUploadedImage } from "~/modules/media/upload-image.server";
import type { OwnerBusinessProfileValues } from "~/modules/places/business-profile-form";
import { businessProfiles } from "~/modules/places/schema";
import { city, linkTo } from "~/registry";

/**
 * The business profile its owner edits (/business-owner/profile/{id}): only a profile whose owner is
 * the actor — any other id is BUSINESS_NOT_FOUND (404) and nothing changes.
 */
const ownProfile = (actor: Actor, id: string) => and(eq(businessProfiles.id, id), eq(businessProfiles.ownerId, actor.id));

export async function getOwnerBusinessProfileView(actor: Actor, id: string) {
  if (!isUuid(id)) throw new AppError("BUSINESS_NOT_FOUND");
  const [b] = await db.select().from(businessProfiles).where(ownProfile(actor, id)).limit(1);
  if (!b) throw new AppError("BUSINESS_NOT_FOUND");
  return {
    profile: { id: b.id, name: b.name, dashboardHref: linkTo(city, "businessDashboard", { city: b.cityId ?? DEFAULT_CITY, profileId: b.id }) },
    currentLogo: b.logoUrl ? { url: b.logoUrl, alt: b.name } : null,
    defaultValue: { name: b.name, description: b.description, socialMedia: b.socialMedia, logoUrl: b.logoUrl ?? "", logoAlt: b.name },
  };
}

/** Saves name, description, logo and social links of the actor's own profile in one transaction, audited with the changed fields. */
export async function saveOwnerBusinessProfile(input: { actor: Actor; id: string; values: OwnerBusinessProfileValues }) {
  const { actor, id, values: v } = input;
  if (!isUuid(id)) throw new AppError("BUSINESS_NOT_FOUND");
  const [exists] = await db.select({ id: businessProfiles.id }).from(businessProfiles).where(ownProfile(actor, id)).limit(1);
  if (!exists) throw new AppError("BUSINESS_NOT_FOUND");
  const logo = v.logo ? await saveUploadedImage({ actor, file: v.logo, altText: v.logoAlt || v.name, purpose: "business", fieldName: "logo" }) : null;
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(businessProfiles).where(ownProfile(actor, id)).for("update");
    if (!before) throw new AppError("BUSINESS_NOT_FOUND");
    const socialMedia = Object.fromEntries(Object.entries(v.socialMedia).filter((e): e is [string, string] => Boolean(e[1])));
    // the kept logo is the current one or none: no other address is taken from the form
    const logoUrl = logo?.url ?? (v.logoUrl && v.logoUrl === before.logoUrl ? before.logoUrl : null);
    const next = { name: v.name, description: v.description, logoUrl, socialMedia };
    const diff = Object.fromEntries(Object.entries(next).filter(([k, val]) => JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(val)));
    if (!Object.keys(diff).length) return false;
    await tx.update(businessProfiles).set({ ...diff, updatedAt: new Date() }).where(eq(businessProfiles.id, id));
    await audit(tx, actor, "business_profile.updated", { type: "business_profile", id }, Object.fromEntries(Object.keys(diff).map((k) => [k, before[k as keyof typeof before]])), diff);
    return true;
  });
  if (changed) bumpContentVersion();
  return { changed };
}
