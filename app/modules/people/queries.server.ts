import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { UUID_RE } from "~/lib/input";
import { slugToName, type ArtistType } from "~/modules/people/labels";
import { preferUploaded } from "~/modules/media/image-choice";
import { artists, organizers } from "~/modules/people/schema";

/** A route parameter as text: React Router has decoded it already; a second decode of "%" must not throw (500). */
function decodeParam(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? "");
  } catch {
    return value ?? "";
  }
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
export async function getArtist(param: string) {
  const value = decodeParam(param).trim();
  if (!value || value.length > 200) throw new AppError("ARTIST_NOT_FOUND");
  const active = eq(artists.isActive, true);
  if (UUID_RE.test(value)) {
    const [byId] = await db.select().from(artists).where(and(active, eq(artists.id, value.toLowerCase()))).limit(1);
    if (byId) return byId;
  }
  const [bySlug] = await db.select().from(artists).where(and(active, eq(artists.slug, value.toLowerCase()))).limit(1);
  if (bySlug) return bySlug;
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

export async function getOrganizerBySlug(slug: string) {
  const value = decodeParam(slug).trim().toLowerCase();
  if (!value || value.length > 200) throw new AppError("ORGANIZER_NOT_FOUND");
  const where = UUID_RE.test(value) ? eq(organizers.id, value) : eq(organizers.slug, value);
  const [row] = await db
    .select()
    .from(organizers)
    .where(and(where, eq(organizers.isActive, true)))
    .limit(1);
  if (!row) throw new AppError("ORGANIZER_NOT_FOUND");
  return row;
}
