import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { movedPermanently, slugRedirectTarget } from "~/modules/cities/queries.server";
import { UUID_RE } from "~/lib/input";
import { slugToName, type ArtistType } from "~/modules/people/labels";
import { preferUploaded } from "~/modules/media/image-choice";
import { artists, organizers } from "~/modules/people/schema";
import { DEFAULT_CITY } from "~/lib/cities";
import { admin, city, linkTo } from "~/registry";
import { offsetBatches, type ExportSpec } from "~/lib/list/export-spec";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import { ARTIST_TYPE } from "~/modules/people/labels";
import { assertCan } from "~/modules/people/permissions";
import type { ArtistListParams } from "~/modules/people/validation";

/** A route parameter as text: React Router has decoded it already; a second decode of "%" must not throw (500). */
function decodeParam(value: string | undefined): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value ?? "");
  } catch {
    decoded = value ?? "";
  }
  // PostgreSQL text holds no NUL character: a slug with one names nothing (a 404, not a database error)
  return decoded.includes("\u0000") ? "" : decoded;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export const artistImage = (a: { imageUrl: string | null; type: string; slug: string }) =>
  preferUploaded([a.imageUrl], `/art/artist/${a.type}/${a.slug}.svg`);

export type ArtistCardData = {
  id: string;
  slug: string;
  name: string;
  type: ArtistType;
  genre: string | null;
  location: string | null;
  imageUrl: string;
  isVerified: boolean;
  isFeatured: boolean;
};

/** Active artists, featured first, then by name; type filter and text search. */
export async function listArtists(f: { type?: ArtistType; q?: string; page?: number; pageSize?: number }) {
  const pageSize = f.pageSize ?? 24;
  const page = Math.max(1, f.page ?? 1);
  const where: SQL[] = [eq(artists.isActive, true)];
  if (f.type) where.push(eq(artists.type, f.type));
  if (f.q) {
    const p = `%${likeEscape(f.q)}%`;
    where.push(or(ilike(artists.name, p), ilike(artists.genre, p), ilike(artists.bio, p))!);
  }
  const rows = await db
    .select({
      id: artists.id,
      slug: artists.slug,
      name: artists.name,
      type: artists.type,
      genre: artists.genre,
      location: artists.location,
      imageUrl: artists.imageUrl,
      isVerified: artists.isVerified,
      isFeatured: artists.isFeatured,
    })
    .from(artists)
    .where(and(...where))
    .orderBy(desc(artists.isFeatured), asc(artists.name))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    artists: rows.slice(0, pageSize).map((r) => ({ ...r, imageUrl: artistImage(r) }) satisfies ArtistCardData),
    page,
    hasNext: rows.length > pageSize,
  };
}

/**
 * Artist look-up (spec §7): by id, by slug, then by name with hyphens as spaces — exact
 * (case-insensitive), then partial. None → 'Artist nicht gefunden'.
 */
export async function getArtist(param: string, url?: string) {
  const value = decodeParam(param).trim();
  if (!value || value.length > 200) throw new AppError("ARTIST_NOT_FOUND");
  const active = eq(artists.isActive, true);
  if (UUID_RE.test(value)) {
    const [byId] = await db.select().from(artists).where(and(active, eq(artists.id, value.toLowerCase()))).limit(1);
    if (byId) return byId;
  }
  const [bySlug] = await db.select().from(artists).where(and(active, eq(artists.slug, value.toLowerCase()))).limit(1);
  if (bySlug) return bySlug;
  // an old slug (the artist's slug was changed) answers with a 301 before any guess by name
  const moved = url ? await currentSlug("artist", value.toLowerCase()) : null;
  if (moved) throw movedPermanently(url!, value, moved, "artists");
  const name = slugToName(value);
  if (name.length >= 2) {
    const [exact] = await db
      .select()
      .from(artists)
      .where(and(active, sql`lower(${artists.name}) = lower(${name})`))
      .limit(1);
    if (exact) return exact;
    const [partial] = await db
      .select()
      .from(artists)
      .where(and(active, ilike(artists.name, `%${likeEscape(name)}%`)))
      .orderBy(desc(artists.isFeatured), asc(artists.name))
      .limit(1);
    if (partial) return partial;
  }
  throw new AppError("ARTIST_NOT_FOUND");
}

export async function listOrganizers(f: { cityId?: string; page?: number; pageSize?: number }) {
  const pageSize = f.pageSize ?? 24;
  const page = Math.max(1, f.page ?? 1);
  const upcoming = sql<number>`(select count(*)::int from events e where e.organizer_id = ${organizers.id}
    and e.status in ('published', 'sold_out') and e.start_date >= now())`;
  const rows = await db
    .select({
      id: organizers.id,
      slug: organizers.slug,
      name: organizers.name,
      description: organizers.description,
      logoUrl: organizers.logoUrl,
      imageUrl: organizers.imageUrl,
      isVerified: organizers.isVerified,
      cityId: organizers.cityId,
      upcoming,
    })
    .from(organizers)
    .where(eq(organizers.isActive, true))
    .orderBy(sql`(${organizers.cityId} = ${f.cityId ?? ""}) desc`, desc(upcoming), asc(organizers.name))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { organizers: rows.slice(0, pageSize), page, hasNext: rows.length > pageSize };
}

export async function getOrganizerBySlug(slug: string, url?: string) {
  const value = decodeParam(slug).trim().toLowerCase();
  if (!value || value.length > 200) throw new AppError("ORGANIZER_NOT_FOUND");
  const where = UUID_RE.test(value) ? eq(organizers.id, value) : eq(organizers.slug, value);
  const [row] = await db
    .select()
    .from(organizers)
    .where(and(where, eq(organizers.isActive, true)))
    .limit(1);
  if (row) return row;
  const moved = url ? await currentSlug("organizer", value) : null;
  if (moved) throw movedPermanently(url!, value, moved, "organizers");
  throw new AppError("ORGANIZER_NOT_FOUND");
}

/** The current slug of the active artist or organizer an old slug leads to, or null. */
async function currentSlug(kind: "artist" | "organizer", oldSlug: string): Promise<string | null> {
  const id = await slugRedirectTarget(kind, oldSlug);
  if (!id || !UUID_RE.test(id)) return null;
  const table = kind === "artist" ? artists : organizers;
  const [row] = await db.select({ slug: table.slug }).from(table).where(and(eq(table.id, id), eq(table.isActive, true))).limit(1);
  return row?.slug ?? null;
}

// ── admin: the artist list, its export and the edit form ─────────────────────────────────────

const adminArtistColumns = {
  id: artists.id,
  name: artists.name,
  slug: artists.slug,
  type: artists.type,
  genre: artists.genre,
  location: artists.location,
  cityId: artists.cityId,
  email: artists.email,
  phone: artists.phone,
  website: artists.website,
  imageUrl: artists.imageUrl,
  bookingInfo: artists.bookingInfo,
  isVerified: artists.isVerified,
  isFeatured: artists.isFeatured,
  isActive: artists.isActive,
  createdAt: artists.createdAt,
};

function adminArtistsWhere(params: ArtistListParams): SQL | undefined {
  const f = params.filters;
  const yes = (v: "yes" | "no" | undefined, col: AnyColumn) => (v ? eq(col, v === "yes") : undefined);
  return and(
    params.q ? or(ilike(artists.name, likePattern(params.q)), ilike(artists.genre, likePattern(params.q)), ilike(artists.location, likePattern(params.q))) : undefined,
    f.type ? eq(artists.type, f.type) : undefined,
    f.city ? eq(artists.cityId, f.city) : undefined,
    yes(f.verified, artists.isVerified),
    yes(f.featured, artists.isFeatured),
    yes(f.active, artists.isActive),
  );
}

const adminArtistOrder = (params: ArtistListParams) => orderBy(params, { name: sql`lower(${artists.name})`, type: artists.type, created: artists.createdAt }, artists.id);

/** Every artist (active or not) as the admin's list shows it: one page, filtered and sorted as the URL says. */
export async function getAdminArtistsView(actor: Actor, params: ArtistListParams) {
  assertCan(actor, "artist.list");
  const where = adminArtistsWhere(params);
  return listPage(params, {
    rows: ({ limit, offset }) => db.select(adminArtistColumns).from(artists).where(where).orderBy(...adminArtistOrder(params)).limit(limit).offset(offset),
    total: () => db.$count(artists, where),
    map: (a) => ({
      id: a.id,
      name: a.name,
      type: a.type,
      genre: a.genre,
      location: a.location,
      cityId: a.cityId,
      imageUrl: artistImage(a),
      isVerified: a.isVerified,
      isFeatured: a.isFeatured,
      isActive: a.isActive,
      bookable: a.bookingInfo.available_for_booking,
      createdAt: a.createdAt.toISOString(),
      editHref: linkTo(admin, "artistEdit", { id: a.id }),
    }),
  });
}

/** The filtered list (the page's search, filters and sort) as a CSV/Excel export, streamed in batches. */
export async function exportArtists(actor: Actor, params: ArtistListParams): Promise<ExportSpec<typeof artists.$inferSelect>> {
  assertCan(actor, "artist.export");
  const where = adminArtistsWhere(params);
  return {
    filename: "artists.csv",
    batches: offsetBatches(({ limit, offset }) => db.select().from(artists).where(where).orderBy(...adminArtistOrder(params)).limit(limit).offset(offset)),
    columns: [
      { header: "Name", value: (a) => a.name },
      { header: "Adresse (Slug)", value: (a) => a.slug },
      { header: "Art", value: (a) => ARTIST_TYPE.label(a.type) },
      { header: "Genre", value: (a) => a.genre },
      { header: "Ort", value: (a) => a.location },
      { header: "Stadt", value: (a) => a.cityId },
      { header: "E-Mail", value: (a) => a.email },
      { header: "Telefon", value: (a) => a.phone },
      { header: "Website", value: (a) => a.website },
      { header: "Buchbar", value: (a) => a.bookingInfo.available_for_booking },
      { header: "Preisspanne", value: (a) => a.bookingInfo.price_range },
      { header: "Verifiziert", value: (a) => a.isVerified },
      { header: "Hervorgehoben", value: (a) => a.isFeatured },
      { header: "Aktiv", value: (a) => a.isActive },
      { header: "Angelegt am", value: (a) => a.createdAt, kind: "date" },
    ],
  };
}

/** The admin's edit form of one artist: its values as the form takes them. */
export async function getArtistEditView(actor: Actor, id: string) {
  assertCan(actor, "artist.view");
  const [a] = UUID_RE.test(id) ? await db.select().from(artists).where(eq(artists.id, id)).limit(1) : [];
  if (!a) throw new AppError("ARTIST_NOT_FOUND");
  return {
    artist: { id: a.id, name: a.name, isActive: a.isActive, createdAt: a.createdAt.toISOString(), publicHref: a.isActive ? linkTo(city, "artistDetail", { city: a.cityId ?? DEFAULT_CITY, slug: a.slug }) : null, eventsHref: `${linkTo(admin, "events")}?artist=${a.id}` },
    currentImage: a.imageUrl ? { url: a.imageUrl, alt: a.name } : null,
    defaultValue: {
      name: a.name,
      slug: a.slug,
      type: a.type,
      genre: a.genre ?? "",
      bio: a.bio,
      location: a.location ?? "",
      cityId: a.cityId ?? "",
      email: a.email ?? "",
      phone: a.phone ?? "",
      website: a.website ?? "",
      socialMedia: a.socialMedia,
      availableForBooking: a.bookingInfo.available_for_booking,
      bookingPriceRange: a.bookingInfo.price_range ?? "",
      bookingContactEmail: a.bookingInfo.contact_email ?? "",
      bookingRequirements: a.bookingInfo.requirements ?? "",
      isVerified: a.isVerified,
      isFeatured: a.isFeatured,
      isActive: a.isActive,
      imageUrl: a.imageUrl ?? "",
      imageAlt: a.imageUrl ? a.name : "",
    },
  };
}
