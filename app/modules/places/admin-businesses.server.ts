import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type AnyColumn } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { CITY_NAMES } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { isUuid, safeWebUrl } from "~/lib/input";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import { cleanQueryText } from "~/lib/query-text";
import { slugify } from "~/lib/slugify";
import { freeSlug, slugTaken } from "~/lib/unique-slug.server";
import type { Actor } from "~/modules/accounts/actor";
import { businessRegistrations, user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { recordSlugChange, releaseSlug } from "~/modules/cities/queries.server";
import { mediaStore } from "~/modules/media/store.server";
import { saveUploadedImage } from "~/modules/media/upload-image.server";
import { REGISTRATION_STATE, type BusinessFormValues, type BusinessListParams } from "~/modules/places/business-registration";
import { assertCan } from "~/modules/places/permissions";
import { businessProfiles, locations } from "~/modules/places/schema";
import { admin, linkTo } from "~/registry";

const cityName = (id: string | null) => (id ? (CITY_NAMES[id as keyof typeof CITY_NAMES] ?? id) : "–");
const owner = sql<string | null>`(select u.email from ${user} u where u.id = ${businessProfiles.ownerId})`;

/** The admin's business profiles list (search name/owner e-mail; filters city, active, verified, has place). */
export async function getAdminBusinessesView(actor: Actor, params: BusinessListParams) {
  assertCan(actor, "businessProfile.list");
  const f = params.filters;
  const q = params.q ? likePattern(params.q) : null;
  const yes = (v: "yes" | "no" | undefined, col: AnyColumn) => (v ? eq(col, v === "yes") : undefined);
  const where = and(
    q ? or(ilike(businessProfiles.name, q), ilike(businessProfiles.city, q), sql`exists (select 1 from ${user} u where u.id = ${businessProfiles.ownerId} and u.email ilike ${q})`) : undefined,
    f.city ? eq(businessProfiles.cityId, f.city) : undefined,
    yes(f.active, businessProfiles.isActive),
    yes(f.verified, businessProfiles.isVerified),
    f.place ? (f.place === "yes" ? isNotNull(businessProfiles.locationId) : isNull(businessProfiles.locationId)) : undefined,
  );
  return listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: businessProfiles.id,
          name: businessProfiles.name,
          cityId: businessProfiles.cityId,
          city: businessProfiles.city,
          isActive: businessProfiles.isActive,
          isVerified: businessProfiles.isVerified,
          createdAt: businessProfiles.createdAt,
          placeName: locations.name,
          ownerEmail: owner,
        })
        .from(businessProfiles)
        .leftJoin(locations, eq(locations.id, businessProfiles.locationId))
        .where(where)
        .orderBy(...orderBy(params, { name: sql`lower(${businessProfiles.name})`, created: businessProfiles.createdAt }, businessProfiles.id))
        .limit(limit)
        .offset(offset),
    total: () => db.$count(businessProfiles, where),
    map: (b) => ({
      id: b.id,
      name: b.name,
      cityName: b.cityId ? cityName(b.cityId) : b.city || "–",
      isActive: b.isActive,
      isVerified: b.isVerified,
      createdAt: b.createdAt.toISOString(),
      placeName: b.placeName,
      ownerEmail: b.ownerEmail,
      editHref: linkTo(admin, "businessEdit", { id: b.id }),
    }),
  });
}

/** The registrations for the admin: pending first (oldest first), then the last decided ones. */
export async function listRegistrationsForAdmin(actor: Actor) {
  assertCan(actor, "businessRegistration.review");
  const rows = await db
    .select({ r: businessRegistrations, email: user.email, applicant: user.name, placeName: locations.name })
    .from(businessRegistrations)
    .innerJoin(user, eq(user.id, businessRegistrations.userId))
    .leftJoin(locations, eq(locations.id, businessRegistrations.locationId))
    .orderBy(sql`case when ${businessRegistrations.status} = 'pending' then 0 else 1 end`, sql`case when ${businessRegistrations.status} = 'pending' then ${businessRegistrations.createdAt} end asc`, desc(businessRegistrations.createdAt))
    .limit(100);
  const store = mediaStore();
  return rows.map(({ r, email, applicant, placeName }) => {
    const state = r.status === "pending" && r.proofKind === "email" && !r.proofEmailConfirmedAt ? "awaiting_email" : r.status;
    return {
      id: r.id,
      businessName: r.businessName,
      applicant: applicant || email,
      email,
      placeName,
      roleAtBusiness: r.roleAtBusiness,
      proofKind: r.proofKind,
      proofEmail: r.proofEmail,
      documents: r.documents.map((key) => store.url(key)),
      website: safeWebUrl(r.website),
      address: [r.streetAddress, [r.postalCode, r.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      state,
      stateLabel: REGISTRATION_STATE.label(state),
      reason: r.adminResponse,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
export type AdminRegistration = Awaited<ReturnType<typeof listRegistrationsForAdmin>>[number];

/** One business profile for the admin's form. */
export async function getBusinessEditView(actor: Actor, id: string) {
  assertCan(actor, "businessProfile.save");
  const [b] = isUuid(id)
    ? await db
        .select({ b: businessProfiles, placeSlug: locations.slug, placeName: locations.name, placeCity: locations.city, ownerEmail: owner })
        .from(businessProfiles)
        .leftJoin(locations, eq(locations.id, businessProfiles.locationId))
        .where(eq(businessProfiles.id, id))
        .limit(1)
    : [];
  if (!b) throw new AppError("BUSINESS_NOT_FOUND");
  return {
    business: { id: b.b.id, name: b.b.name, createdAt: b.b.createdAt.toISOString(), placeName: b.placeName },
    currentPlace: b.placeSlug ? { slug: b.placeSlug, name: b.placeName ?? b.placeSlug, city: b.placeCity || "" } : null,
    currentLogo: b.b.logoUrl ? { url: b.b.logoUrl, alt: `Logo ${b.b.name}` } : null,
    defaultValue: {
      name: b.b.name,
      slug: b.b.slug,
      description: b.b.description,
      logoUrl: b.b.logoUrl ?? "",
      logoAlt: b.b.logoUrl ? `Logo ${b.b.name}` : "",
      cityId: b.b.cityId ?? "",
      category: b.b.category ?? "",
      phone: b.b.phone ?? "",
      email: b.b.email ?? "",
      website: b.b.website ?? "",
      placeSlug: b.placeSlug ?? "",
      ownerEmail: b.ownerEmail ?? "",
      isActive: b.b.isActive,
      isVerified: b.b.isVerified,
    },
  };
}

/**
 * Places whose name (or address) matches, for the business form's place search (admins): up to 8,
 * active ones first, each with its city, and the address (slug) the form posts.
 */
export async function searchPlacesForBusiness(actor: Actor, query: string) {
  assertCan(actor, "place.list");
  const q = cleanQueryText(query);
  if (q.length < 2) return [];
  const pattern = likePattern(q);
  const rows = await db
    .select({ id: locations.id, slug: locations.slug, name: locations.name, city: locations.city, cityId: locations.cityId, isActive: locations.isActive })
    .from(locations)
    .where(or(ilike(locations.name, pattern), ilike(locations.slug, pattern), ilike(locations.streetAddress, pattern)))
    .orderBy(desc(locations.isActive), sql`lower(${locations.name})`, locations.id)
    .limit(8);
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, city: r.city || cityName(r.cityId), isActive: r.isActive }));
}

/** Creates or changes a business profile (admin). Linked place by its address, owner by e-mail. Audited. */
export async function saveBusinessProfile(input: { actor: Actor; id?: string; values: BusinessFormValues }) {
  const { actor, id, values: v } = input;
  assertCan(actor, "businessProfile.save");
  if (id !== undefined && !isUuid(id)) throw new AppError("BUSINESS_NOT_FOUND");
  const logo = v.logo ? await saveUploadedImage({ actor, file: v.logo, altText: v.logoAlt || v.name, purpose: "business", fieldName: "logo" }) : null;
  try {
    return await db.transaction(async (tx) => {
      const [place] = v.placeSlug ? await tx.select({ id: locations.id }).from(locations).where(eq(locations.slug, v.placeSlug)).limit(1) : [];
      if (v.placeSlug && !place) throw new AppError("PLACE_NOT_FOUND", { field: "placeSlug", message: "Zu dieser Adresse gibt es keinen Ort." });
      const [ownerRow] = v.ownerEmail ? await tx.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, v.ownerEmail)).limit(1) : [];
      if (v.ownerEmail && !ownerRow) throw new AppError("OWNER_NOT_FOUND", { field: "ownerEmail" });
      const fields = {
        name: v.name,
        description: v.description,
        logoUrl: logo?.url ?? (v.logoUrl || null),
        cityId: v.cityId || null,
        city: v.cityId ? cityName(v.cityId) : "",
        category: v.category || null,
        phone: v.phone || null,
        email: v.email || null,
        website: v.website || null,
        locationId: place?.id ?? null,
        ownerId: ownerRow?.id ?? null,
        isActive: v.isActive,
        isVerified: v.isVerified,
      };
      if (id === undefined) {
        const slug = v.slug || (await freeSlug(tx, businessProfiles, slugify(v.name, { max: 80, fallback: "business" })));
        if (v.slug && (await slugTaken(tx, businessProfiles, v.slug))) throw new AppError("BUSINESS_SLUG_TAKEN", { field: "slug" });
        const [row] = await tx.insert(businessProfiles).values({ ...fields, slug }).returning({ id: businessProfiles.id });
        await releaseSlug(tx, "business", slug);
        await audit(tx, actor, "business_profile.created", { type: "business_profile", id: row!.id }, null, { ...fields, slug });
        return { id: row!.id };
      }
      const [before] = await tx.select().from(businessProfiles).where(eq(businessProfiles.id, id)).for("update");
      if (!before) throw new AppError("BUSINESS_NOT_FOUND");
      const slug = v.slug || before.slug;
      if (slug !== before.slug && (await slugTaken(tx, businessProfiles, slug, id))) throw new AppError("BUSINESS_SLUG_TAKEN", { field: "slug" });
      const next = { ...fields, slug };
      const changed = Object.fromEntries(Object.entries(next).filter(([k, val]) => before[k as keyof typeof before] !== val));
      if (Object.keys(changed).length) {
        await tx.update(businessProfiles).set(next).where(eq(businessProfiles.id, id));
        await recordSlugChange(tx, "business", id, before.slug, slug);
        const b = Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof typeof before]]));
        await audit(tx, actor, "business_profile.updated", { type: "business_profile", id }, b, changed);
      }
      return { id };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("BUSINESS_SLUG_TAKEN", { field: "slug" });
    throw e;
  }
}

/** Sets one flag of a business profile (list row actions). */
export async function setBusinessFlag(input: { actor: Actor; id: string; values: { isActive?: boolean; isVerified?: boolean } }) {
  const { actor, id, values } = input;
  assertCan(actor, "businessProfile.save");
  if (!isUuid(id)) throw new AppError("BUSINESS_NOT_FOUND");
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ isActive: businessProfiles.isActive, isVerified: businessProfiles.isVerified }).from(businessProfiles).where(eq(businessProfiles.id, id)).for("update");
    if (!before) throw new AppError("BUSINESS_NOT_FOUND");
    await tx.update(businessProfiles).set(values).where(eq(businessProfiles.id, id));
    await audit(tx, actor, "business_profile.updated", { type: "business_profile", id }, before, values);
    return { id };
  });
}

