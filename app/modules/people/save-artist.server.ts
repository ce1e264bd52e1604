import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { slugify } from "~/lib/slugify";
import { freeSlug, slugTaken } from "~/lib/unique-slug.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { recordSlugChange, releaseSlug } from "~/modules/cities/queries.server";
import { saveUploadedImage } from "~/modules/media/upload-image.server";
import { assertCan } from "~/modules/people/permissions";
import { artists } from "~/modules/people/schema";
import type { ArtistFormValues } from "~/modules/people/validation";

type Row = typeof artists.$inferSelect;
type Changes = Partial<Omit<Row, "id" | "createdAt" | "updatedAt" | "searchVector" | "userId">>;

/**
 * Creates an artist (no `id`: every field of the form) or changes one (`id`: the fields given —
 * the whole form, or only flags from the list's row and bulk actions). Admins only.
 * Slug: taken from the name unless the admin gives one; a given slug another artist has is
 * refused beside its field (SLUG_TAKEN), a generated one gets a short suffix instead.
 */
export async function saveArtist(input: { actor: Actor; values: ArtistFormValues } | { actor: Actor; id: string; values: Partial<ArtistFormValues> }) {
  const { actor, values } = input;
  const id = "id" in input ? input.id : undefined;
  assertCan(actor, id ? "artist.update" : "artist.create");
  const image = values.image ? await saveUploadedImage({ actor, file: values.image, altText: values.imageAlt || values.name || "Artist", purpose: "artist", fieldName: "image" }) : null;
  const changes = toColumns(values, image?.url);

  try {
    return await db.transaction(async (tx) => {
      if (!id) {
        const slug = values.slug ?? (await freeSlug(tx, artists, slugify(values.name!, { max: 80, fallback: "artist" })));
        if (values.slug && (await slugTaken(tx, artists, values.slug))) throw new AppError("SLUG_TAKEN", { field: "slug" });
        const [created] = await tx.insert(artists).values({ ...(changes as Required<Pick<Row, "name" | "type">> & Changes), slug }).returning();
        await releaseSlug(tx, "artist", created!.slug);
        await audit(tx, actor, "artist.created", { type: "artist", id: created!.id }, null, snapshot(created!));
        return { id: created!.id, slug: created!.slug };
      }
      const [before] = await tx.select().from(artists).where(eq(artists.id, id)).for("update");
      if (!before) throw new AppError("ARTIST_NOT_FOUND");
      if (values.slug && values.slug !== before.slug && (await slugTaken(tx, artists, values.slug, id))) throw new AppError("SLUG_TAKEN", { field: "slug" });
      const [after] = await tx.update(artists).set({ ...changes, updatedAt: new Date() }).where(eq(artists.id, id)).returning();
      await recordSlugChange(tx, "artist", id, before.slug, after!.slug);
      const [b, a] = diff(snapshot(before), snapshot(after!));
      if (Object.keys(a).length) await audit(tx, actor, "artist.updated", { type: "artist", id }, b, a);
      return { id, slug: after!.slug };
    });
  } catch (error) {
    // two admins choosing the same slug at once: the unique index decides, the second is told beside the field
    if (isUniqueViolation(error)) throw new AppError("SLUG_TAKEN", { field: "slug" });
    throw error;
  }
}

/** The form's fields as columns; only what was given (a row action sends one flag). Also the bulk import's writer. */
export function toColumns(v: Partial<ArtistFormValues>, uploadedUrl?: string): Changes {
  const c: Changes = {};
  const set = <K extends keyof Changes>(key: K, value: Changes[K] | undefined, given: boolean) => {
    if (given) c[key] = value;
  };
  set("name", v.name, v.name !== undefined);
  set("slug", v.slug, v.slug !== undefined);
  set("type", v.type, v.type !== undefined);
  set("genre", v.genre ?? null, "genre" in v);
  set("bio", v.bio ?? "", "bio" in v);
  set("location", v.location ?? null, "location" in v);
  set("cityId", v.cityId ?? null, "cityId" in v);
  set("email", v.email ?? null, "email" in v);
  set("phone", v.phone ?? null, "phone" in v);
  set("website", v.website ?? null, "website" in v);
  if (v.socialMedia) c.socialMedia = Object.fromEntries(Object.entries(v.socialMedia).filter(([, value]) => value)) as Record<string, string>;
  if ("availableForBooking" in v) {
    c.bookingInfo = {
      available_for_booking: Boolean(v.availableForBooking),
      ...(v.bookingPriceRange ? { price_range: v.bookingPriceRange } : {}),
      ...(v.bookingContactEmail ? { contact_email: v.bookingContactEmail } : {}),
      ...(v.bookingRequirements ? { requirements: v.bookingRequirements } : {}),
    };
  }
  set("isVerified", v.isVerified, v.isVerified !== undefined);
  set("isFeatured", v.isFeatured, v.isFeatured !== undefined);
  set("isActive", v.isActive, v.isActive !== undefined);
  if (uploadedUrl) c.imageUrl = uploadedUrl;
  else if ("imageUrl" in v) c.imageUrl = v.imageUrl ?? null;
  return c;
}

function snapshot(r: Row) {
  return {
    name: r.name,
    slug: r.slug,
    type: r.type,
    genre: r.genre,
    location: r.location,
    cityId: r.cityId,
    email: r.email,
    phone: r.phone,
    website: r.website,
    socialMedia: r.socialMedia,
    bookingInfo: r.bookingInfo,
    imageUrl: r.imageUrl,
    isVerified: r.isVerified,
    isFeatured: r.isFeatured,
    isActive: r.isActive,
    bio: r.bio,
  };
}

/** Only the fields that changed, before and after (the audit log's readable diff). */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return [Object.fromEntries(keys.map((k) => [k, before[k]])), Object.fromEntries(keys.map((k) => [k, after[k]]))] as const;
}
