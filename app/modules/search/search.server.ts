import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { normalizeQuery, queryWords, SEARCH_CACHE_MS, SEARCH_LIMITS, SEARCH_MIN_CHARS, toTsQuery } from "~/modules/search/query-text";

export type SearchHit = {
  id: string;
  kind: "event" | "place" | "post" | "artist" | "business";
  title: string;
  subtitle: string;
  /** path below the city, e.g. "events/jazz-1a2b3c4d" */
  path: string;
  /** city of the item (events, places), else null = the current city */
  cityId: string | null;
  imageUrl: string | null;
  date: string | null;
};

export type SearchResults = {
  q: string;
  events: SearchHit[];
  places: SearchHit[];
  posts: SearchHit[];
  artists: SearchHit[];
  businesses: SearchHit[];
};

export type SearchLimits = { events: number; places: number; posts: number; artists: number; businesses: number };

const empty = (q: string): SearchResults => ({ q, events: [], places: [], posts: [], artists: [], businesses: [] });

type Row = Record<string, unknown>;

/**
 * Typo tolerance: the word-similarity threshold (default 0.6) is lowered for the search only, so
 * a misspelt part of a compound word still matches ("Konzrt" → "Sinfoniekonzert").
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

async function rows(query: SQL): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    const res = (await tx.execute(query)) as unknown as { rows: Row[] };
    return res.rows;
  });
}

/**
 * The match condition of one table: German full text (stemming, prefix for the last word),
 * plus trigram word similarity on the name (typo tolerance), plus — from 3 characters — a
 * case- and accent-insensitive "contains" on the name (trigram index).
 */
function match(vector: SQL, name: SQL, tsq: string | null, norm: string) {
  const parts: SQL[] = [];
  if (tsq) parts.push(sql`${vector} @@ to_tsquery('german', ${tsq})`);
  if (norm.length >= 3) {
    parts.push(sql`${norm} <% public.f_unaccent(lower(${name}))`);
    parts.push(sql`public.f_unaccent(lower(${name})) like ${`%${norm.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  }
  return sql.join(parts, sql` or `);
}

function rank(vector: SQL, name: SQL, tsq: string | null, norm: string) {
  const ts = tsq ? sql`ts_rank(${vector}, to_tsquery('german', ${tsq}))` : sql`0`;
  return sql`(${ts} + word_similarity(${norm}, public.f_unaccent(lower(${name}))))`;
}

/** Candidate cap before ranking, so a very common word stays fast. */
const CANDIDATES = 300;

/** cityId: the visitor's city — its events, places and businesses come first. */
export async function runSearch(q: string, limits: SearchLimits = SEARCH_LIMITS, cityId = ""): Promise<SearchResults> {
  const norm = normalizeQuery(q);
  if (norm.length < SEARCH_MIN_CHARS) return empty(q);
  const tsq = toTsQuery(queryWords(q));
  if (!tsq && norm.length < 3) return empty(q);

  const ev = sql.raw("e");
  const evVector = sql`${ev}.search_vector`;
  const evName = sql`${ev}.title`;
  const eventsQ = sql`
    select id, title, slug, kind, city_id, image_url, category_id, venue_name, start_date from (
      select e.*, ${rank(evVector, evName, tsq, norm)} as r from (
        select * from events e
        where e.status in ('published', 'sold_out') and e.start_date >= now() - interval '1 day'
          and (${match(evVector, evName, tsq, norm)})
        limit ${CANDIDATES}
      ) e
    ) x order by (city_id = ${cityId}) desc nulls last, r desc, start_date asc limit ${limits.events}`;

  const placesQ = sql`
    select id, name, slug, category, city_id, city, street_address, image_url from (
      select l.*, ${rank(sql`l.search_vector`, sql`l.name`, tsq, norm)} as r from (
        select * from locations l where l.is_active and (${match(sql`l.search_vector`, sql`l.name`, tsq, norm)}) limit ${CANDIDATES}
      ) l
    ) x order by (city_id = ${cityId}) desc nulls last, r desc, name asc limit ${limits.places}`;

  const postsQ = sql`
    select id, title, slug, excerpt, published_at, featured_image_url, city_id from (
      select b.*, ${rank(sql`b.search_vector`, sql`b.title`, tsq, norm)} as r from (
        select * from blog_posts b where b.status = 'published' and b.published
          and (${match(sql`b.search_vector`, sql`b.title`, tsq, norm)}) limit ${CANDIDATES}
      ) b
    ) x order by r desc, published_at desc nulls last limit ${limits.posts}`;

  const artistsQ = sql`
    select id, name, slug, type, genre, image_url from (
      select a.*, ${rank(sql`a.search_vector`, sql`a.name`, tsq, norm)} as r from (
        select * from artists a where a.is_active and (${match(sql`a.search_vector`, sql`a.name`, tsq, norm)}) limit ${CANDIDATES}
      ) a
    ) x order by r desc, name asc limit ${limits.artists}`;

  const businessQ = sql`
    select id, name, slug, city, city_id, logo_url, category from (
      select b.*, ${rank(sql`b.search_vector`, sql`b.name`, tsq, norm)} as r from (
        select * from business_profiles b where b.is_active and b.location_id is not null
          and (${match(sql`b.search_vector`, sql`b.name`, tsq, norm)}) limit ${CANDIDATES}
      ) b
    ) x order by (city_id = ${cityId}) desc nulls last, r desc, name asc limit ${limits.businesses}`;

  const [events, places, posts, artists, businesses] = await Promise.all([
    rows(eventsQ),
    rows(placesQ),
    rows(postsQ),
    rows(artistsQ),
    rows(businessQ),
  ]);
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  const str = (v: unknown) => (v == null ? "" : String(v));
  const seg = { event: "events", workshop: "workshops", activity: "activities" } as Record<string, string>;
  return {
    q,
    events: events.map((r) => ({
      id: str(r.id),
      kind: "event",
      title: str(r.title),
      subtitle: str(r.venue_name),
      path: `${seg[str(r.kind)] ?? "events"}/${str(r.slug)}`,
      cityId: (r.city_id as string | null) ?? null,
      imageUrl: (r.image_url as string | null) ?? `/art/event/${str(r.category_id) || "event"}/${str(r.id)}.svg`,
      date: iso(r.start_date),
    })),
    places: places.map((r) => ({
      id: str(r.id),
      kind: "place",
      title: str(r.name),
      subtitle: [str(r.street_address), str(r.city)].filter(Boolean).join(", "),
      path: `places/${str(r.slug)}`,
      cityId: (r.city_id as string | null) ?? null,
      imageUrl: (r.image_url as string | null) ?? `/art/place/${str(r.category)}/${str(r.slug)}.svg`,
      date: null,
    })),
    posts: posts.map((r) => ({
      id: str(r.id),
      kind: "post",
      title: str(r.title),
      subtitle: str(r.excerpt).slice(0, 120),
      path: `blog/${str(r.slug)}`,
      cityId: null,
      imageUrl: (r.featured_image_url as string | null) ?? null,
      date: iso(r.published_at),
    })),
    artists: artists.map((r) => ({
      id: str(r.id),
      kind: "artist",
      title: str(r.name),
      subtitle: str(r.genre),
      path: `artists/${str(r.slug)}`,
      cityId: null,
      imageUrl: (r.image_url as string | null) ?? `/art/artist/${str(r.type)}/${str(r.slug)}.svg`,
      date: null,
    })),
    businesses: businesses.map((r) => ({
      id: str(r.id),
      kind: "business",
      title: str(r.name),
      subtitle: str(r.city),
      path: `businesses/${str(r.slug)}`,
      cityId: (r.city_id as string | null) ?? null,
      imageUrl: (r.logo_url as string | null) ?? null,
      date: null,
    })),
  };
}

const cache = new Map<string, { at: number; value: Promise<SearchResults> }>();
const CACHE_MAX = 500;

/** Global search; identical queries are answered from a 30 s in-process cache (spec §9). */
export function globalSearch(q: string, limits: SearchLimits = SEARCH_LIMITS, cityId = ""): Promise<SearchResults> {
  const key = `${normalizeQuery(q)}|${cityId}|${limits.events},${limits.places},${limits.posts},${limits.artists},${limits.businesses}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < SEARCH_CACHE_MS) return hit.value.then((r) => ({ ...r, q }));
  const value = runSearch(q, limits, cityId);
  cache.set(key, { at: now, value });
  value.catch(() => cache.delete(key));
  if (cache.size > CACHE_MAX) {
    for (const [k, v] of cache) {
      if (now - v.at >= SEARCH_CACHE_MS || cache.size > CACHE_MAX) cache.delete(k);
      if (cache.size <= CACHE_MAX * 0.8) break;
    }
  }
  return value;
}

/** For tests and after content changes. */
export function clearSearchCache(): void {
  cache.clear();
}
