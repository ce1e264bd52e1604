import { sql, type SQL } from "drizzle-orm";
import { CITY_NAMES, isCityId } from "~/lib/cities";
import { getCityBySlug } from "~/modules/cities/queries.server";
import { db } from "~/lib/db.server";
import { preferUploaded } from "~/modules/media/image-choice";
import { normalizeQuery, queryWords, SEARCH_CACHE_MS, SEARCH_LIMITS, SEARCH_MIN_CHARS, toTsQuery } from "~/modules/search/query-text";
import { Vocabulary } from "~/modules/search/vocabulary";

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

/** Hits outside the chosen city (or radius), grouped by their city. */
export type ElsewhereGroup = { cityId: string; cityName: string; hits: SearchHit[] };

export type SearchResults = {
  q: string;
  /** of the chosen city or radius (blog: also articles for all cities) */
  events: SearchHit[];
  places: SearchHit[];
  posts: SearchHit[];
  artists: SearchHit[];
  businesses: SearchHit[];
  /** events and places of other cities, each city its own group (empty without a chosen city) */
  elsewhere: ElsewhereGroup[];
};

/**
 * Where the visitor searches: a city (its slug), optionally a radius around a point when the
 * location picker is in radius mode. Without a city everything counts as local.
 */
export type SearchScope = { cityId: string; radius?: { lat: number; lng: number; km: number } };

export type SearchLimits = { events: number; places: number; posts: number; artists: number; businesses: number };

/** How many hits a search found in the chosen city (groups of other cities included). */
export function resultCount(r: SearchResults): number {
  return r.events.length + r.places.length + r.posts.length + r.artists.length + r.businesses.length + r.elsewhere.reduce((n, g) => n + g.hits.length, 0);
}

const empty = (q: string): SearchResults => ({ q, events: [], places: [], posts: [], artists: [], businesses: [], elsewhere: [] });

type Row = Record<string, unknown>;

async function rows(query: SQL): Promise<Row[]> {
  const res = await db.execute<Row>(query);
  return res.rows;
}

/** Candidate cap before ranking, so a very common word stays fast. */
const CANDIDATES = 100;

type Group = {
  key: keyof SearchLimits;
  table: string;
  alias: string;
  name: string;
  /** extra condition: public rows only */
  where: string;
  cols: string;
  order: string;
  /** rows of other cities are shown in their own groups */
  hasCity: boolean;
  /** has latitude/longitude (radius scope) */
  hasCoords?: boolean;
  /** rows without a city belong to every city (blog articles for all cities) */
  nullCityIsEverywhere?: boolean;
};

const GROUPS: Group[] = [
  {
    key: "events",
    table: "events",
    alias: "e",
    name: "title",
    where: "e.status in ('published', 'sold_out') and e.start_date >= now() - interval '1 day'",
    cols: "id, title, slug, kind, city_id, image_url, category_id, venue_name, start_date",
    order: "start_date asc",
    hasCity: true,
    hasCoords: true,
  },
  {
    key: "places",
    table: "locations",
    alias: "l",
    name: "name",
    where: "l.is_active",
    cols: "id, name, slug, category, city_id, city, street_address, image_url",
    order: "name asc",
    hasCity: true,
    hasCoords: true,
  },
  {
    key: "posts",
    table: "blog_posts",
    alias: "b",
    name: "title",
    where: "b.status = 'published' and b.published",
    cols: "id, title, slug, excerpt, published_at, featured_image_url, city_id",
    order: "published_at desc nulls last",
    hasCity: false,
    nullCityIsEverywhere: true,
  },
  {
    key: "artists",
    table: "artists",
    alias: "a",
    name: "name",
    where: "a.is_active",
    cols: "id, name, slug, type, genre, image_url",
    order: "name asc",
    hasCity: false,
  },
  {
    key: "businesses",
    table: "business_profiles",
    alias: "bp",
    name: "name",
    where: "bp.is_active and bp.location_id is not null",
    cols: "id, name, slug, city, city_id, logo_url, category, location_id",
    order: "name asc",
    hasCity: true,
  },
];

/** Whether a row of the group is in the scope (city or radius); null = no restriction. */
function inScope(g: Group, scope: SearchScope): SQL | null {
  if (!scope.cityId) return null;
  const a = sql.raw(g.alias);
  if (g.nullCityIsEverywhere) return sql`(${a}.city_id = ${scope.cityId} or ${a}.city_id is null)`;
  if (!g.hasCity) return null;
  const r = scope.radius;
  if (r && g.hasCoords) {
    return sql`coalesce(6371 * 2 * asin(least(1, sqrt(
      power(sin(radians(${a}.latitude - ${r.lat}) / 2), 2) +
      cos(radians(${r.lat})) * cos(radians(${a}.latitude)) * power(sin(radians(${a}.longitude - ${r.lng}) / 2), 2)
    ))) <= ${r.km}, ${a}.city_id = ${scope.cityId}, false)`;
  }
  return sql`coalesce(${a}.city_id = ${scope.cityId}, false)`;
}

/** The scope condition for the chosen place ("here") or its opposite ("elsewhere"). */
function scopeCondition(g: Group, scope: SearchScope, where: "here" | "elsewhere"): SQL {
  const cond = inScope(g, scope);
  if (!cond) return where === "here" ? sql`true` : sql`false`;
  return where === "here" ? cond : sql`not ${cond}`;
}

/** Full text: German stemming, accent-insensitive (the index holds unaccented text), prefix on the last word. */
function fullText(g: Group, tsq: SQL, limit: number, cond: SQL) {
  const a = sql.raw(g.alias);
  return sql`
    select ${sql.raw(g.cols)} from (
      select ${a}.*, ts_rank(${a}.search_vector, ${tsq}) as r from (
        select * from ${sql.raw(g.table)} ${a} where ${sql.raw(g.where)} and ${cond} and ${a}.search_vector @@ ${tsq} limit ${CANDIDATES}
      ) ${a}
    ) x order by r desc, ${sql.raw(g.order)} limit ${limit}`;
}

/** "Contains" on the name (trigram index), case- and accent-insensitive: finds parts of compound words. */
function contains(g: Group, norm: string, limit: number, exclude: string[], cond: SQL) {
  const a = sql.raw(g.alias);
  const pattern = `%${norm.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const notIn = exclude.length ? sql`and ${a}.id not in (${sql.join(exclude.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  return sql`
    select ${sql.raw(g.cols)} from ${sql.raw(g.table)} ${a}
    where ${sql.raw(g.where)} and ${cond} and public.f_unaccent(lower(${a}.${sql.raw(g.name)})) like ${pattern} ${notIn}
    order by ${sql.raw(g.order)} limit ${limit}`;
}

/** Runs several group queries as one statement (one round trip); rows come back per group, in order. */
async function multi(parts: Array<{ i: number; q: SQL }>): Promise<Row[][]> {
  const out: Row[][] = GROUPS.map(() => []);
  if (parts.length === 0) return out;
  const union = sql.join(
    parts.map((p) => sql`select ${p.i}::int as g, row_number() over () as n, to_jsonb(x) as j from (${p.q}) x`),
    sql` union all `,
  );
  const res = await rows(union);
  res.sort((a, b) => Number(a.g) - Number(b.g) || Number(a.n) - Number(b.n));
  for (const r of res) out[Number(r.g)].push((typeof r.j === "string" ? JSON.parse(r.j) : r.j) as Row);
  return out;
}

/** Hits of other cities per group kind: a few, they only point the way. */
const ELSEWHERE_LIMIT = 3;

/** Runs a full-text pass plus the "contains" pass for groups not yet full, under a scope condition. */
async function findRows(norm: string, tsq: SQL | null, limitOf: (g: Group) => number, cond: (g: Group) => SQL, only?: (g: Group) => boolean) {
  const use = (g: Group) => (only ? only(g) : true) && limitOf(g) > 0;
  let found = tsq ? await multi(GROUPS.flatMap((g, i) => (use(g) ? [{ i, q: fullText(g, tsq, limitOf(g), cond(g)) }] : []))) : GROUPS.map(() => [] as Row[]);
  // "contains" for groups that are not full yet (parts of compound words, from 3 characters)
  if (norm.length >= 3) {
    const missing = GROUPS.flatMap((g, i) =>
      use(g) && found[i].length < limitOf(g) ? [{ i, q: contains(g, norm, limitOf(g) - found[i].length, found[i].map((r) => String(r.id)), cond(g)) }] : [],
    );
    const more = await multi(missing);
    found = found.map((r, i) => [...r, ...more[i]]);
  }
  return found;
}

/**
 * Global search (spec §9): results of the chosen city — or of the radius around it when the
 * location picker is in radius mode — first; events and places of other cities only in their own
 * groups, named by city. A place that is also a business profile is listed once (as the place).
 */
export async function runSearch(q: string, limits: SearchLimits = SEARCH_LIMITS, scopeOrCity: SearchScope | string = ""): Promise<SearchResults> {
  const scope: SearchScope = typeof scopeOrCity === "string" ? { cityId: scopeOrCity } : scopeOrCity;
  const norm = normalizeQuery(q);
  if (norm.length < SEARCH_MIN_CHARS) return empty(q);
  const words = queryWords(q);
  // load the typo vocabulary in the background, so the first misspelt query does not wait for it
  void getVocabulary().catch(() => undefined);
  const tsqText = toTsQuery(words);
  let tsq: SQL | null = tsqText ? sql`to_tsquery('german', ${tsqText})` : null;
  const here = (g: Group) => scopeCondition(g, scope, "here");
  let found = await findRows(norm, tsq, (g) => limits[g.key], here);
  const exactTsq = tsq;

  // typo tolerance: nothing (or almost nothing) found → replace unknown words by their closest known words
  if (found.reduce((n, r) => n + r.length, 0) < 3 && words.length > 0) {
    const vocab = await getVocabulary();
    const known: string[] = [];
    const corrected: string[] = [];
    for (const [i, w] of words.entries()) {
      if (vocab.knows(w)) known.push(i === words.length - 1 ? `${w}:*` : w);
      else {
        const alts = vocab.suggest(w);
        if (alts.length) corrected.push(`(${alts.map((a) => `${a}:*`).join(" | ")})`);
      }
    }
    if (corrected.length > 0) {
      const simple = sql`to_tsquery('simple', ${corrected.join(" & ")})`;
      tsq = known.length ? sql`(to_tsquery('german', ${known.join(" & ")}) && ${simple})` : simple;
      const fuzzy = await multi(GROUPS.map((g, i) => ({ i, q: fullText(g, tsq!, limits[g.key], here(g)) })));
      found = found.map((r, i) => {
        const ids = new Set(r.map((x) => String(x.id)));
        return [...r, ...fuzzy[i].filter((x) => !ids.has(String(x.id)))].slice(0, limits[GROUPS[i].key]);
      });
    }
  }
  // other cities: events and places only, in their own groups
  const elsewhereRows =
    scope.cityId && (exactTsq || norm.length >= 3)
      ? await findRows(norm, exactTsq, () => ELSEWHERE_LIMIT, (g) => scopeCondition(g, scope, "elsewhere"), (g) => g.key === "events" || g.key === "places")
      : GROUPS.map(() => [] as Row[]);

  const [events, places, posts, artists, businessRows] = found;
  // a business profile of a listed place is that place
  const placeIds = new Set([...places, ...elsewhereRows[1]].map((r) => String(r.id)));
  const businesses = businessRows.filter((r) => r.location_id == null || !placeIds.has(String(r.location_id)));
  const local = toHits({ events, places, posts, artists, businesses });
  const other = toHits({ events: elsewhereRows[0], places: elsewhereRows[1], posts: [], artists: [], businesses: [] });
  const byCity = new Map<string, ElsewhereGroup>();
  for (const h of [...other.events, ...other.places]) {
    const id = h.cityId ?? "";
    if (!id) continue;
    const group = byCity.get(id) ?? { cityId: id, cityName: isCityId(id) ? CITY_NAMES[id] : id, hits: [] };
    group.hits.push(h);
    byCity.set(id, group);
  }
  return { q, ...local, elsewhere: [...byCity.values()].sort((a, b) => a.cityName.localeCompare(b.cityName, "de")) };
}

type HitRows = { events: Row[]; places: Row[]; posts: Row[]; artists: Row[]; businesses: Row[] };

function toHits({ events, places, posts, artists, businesses }: HitRows): Omit<SearchResults, "q" | "elsewhere"> {
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  const str = (v: unknown) => (v == null ? "" : String(v));
  const seg = { event: "events", workshop: "workshops", activity: "activities" } as Record<string, string>;
  return {
    events: events.map((r) => ({
      id: str(r.id),
      kind: "event",
      title: str(r.title),
      subtitle: str(r.venue_name),
      path: `${seg[str(r.kind)] ?? "events"}/${str(r.slug)}`,
      cityId: (r.city_id as string | null) ?? null,
      imageUrl: preferUploaded([r.image_url as string | null], `/art/event/${str(r.category_id) || "event"}/${str(r.id)}.svg`),
      date: iso(r.start_date),
    })),
    places: places.map((r) => ({
      id: str(r.id),
      kind: "place",
      title: str(r.name),
      subtitle: [str(r.street_address), str(r.city)].filter(Boolean).join(", "),
      path: `places/${str(r.slug)}`,
      cityId: (r.city_id as string | null) ?? null,
      imageUrl: preferUploaded([r.image_url as string | null], `/art/place/${str(r.category)}/${str(r.slug)}.svg`),
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
      imageUrl: preferUploaded([r.image_url as string | null], `/art/artist/${str(r.type)}/${str(r.slug)}.svg`),
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

const VOCAB_TTL_MS = 15 * 60_000;
const vocabState = globalThis as typeof globalThis & { __stadtpulsVocab?: { at: number; value: Promise<Vocabulary> } };

/** Lexemes of every search index (ts_stat), refreshed every 15 minutes in the background. */
export function getVocabulary(): Promise<Vocabulary> {
  const cur = vocabState.__stadtpulsVocab;
  if (cur && Date.now() - cur.at < VOCAB_TTL_MS) return cur.value;
  const load = (async () => {
    const words: string[] = [];
    for (const t of ["events", "locations", "blog_posts", "artists", "business_profiles"]) {
      const r = await rows(sql.raw(`select word from ts_stat('select search_vector from ${t}') where nentry >= 1`));
      for (const x of r) words.push(String(x.word));
    }
    return new Vocabulary(words);
  })();
  // keep serving the old vocabulary while the new one loads
  if (cur) {
    load.then((v) => (vocabState.__stadtpulsVocab = { at: Date.now(), value: Promise.resolve(v) })).catch(() => undefined);
    cur.at = Date.now();
    return cur.value;
  }
  vocabState.__stadtpulsVocab = { at: Date.now(), value: load };
  load.catch(() => (vocabState.__stadtpulsVocab = undefined));
  return load;
}

const cache = new Map<string, { at: number; value: Promise<SearchResults> }>();
const CACHE_MAX = 500;

/** Global search; identical queries are answered from a 30 s in-process cache (spec §9). */
export function globalSearch(q: string, limits: SearchLimits = SEARCH_LIMITS, scopeOrCity: SearchScope | string = ""): Promise<SearchResults> {
  const scope: SearchScope = typeof scopeOrCity === "string" ? { cityId: scopeOrCity } : scopeOrCity;
  const r = scope.radius;
  const where = r ? `${scope.cityId}@${r.lat.toFixed(3)},${r.lng.toFixed(3)},${r.km}` : scope.cityId;
  const key = `${normalizeQuery(q)}|${where}|${limits.events},${limits.places},${limits.posts},${limits.artists},${limits.businesses}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < SEARCH_CACHE_MS) return hit.value.then((r) => ({ ...r, q }));
  const value = runSearch(q, limits, scope);
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

/**
 * The search of a city page and of the header: the city, or the radius (km) around the city's
 * centre when the location picker is in radius mode.
 */
export async function searchInCity(q: string, limits: SearchLimits, cityId: string, radiusKm?: number): Promise<SearchResults> {
  if (!cityId || !radiusKm) return globalSearch(q, limits, cityId);
  const city = await getCityBySlug(cityId);
  if (!city || city.latitude == null || city.longitude == null) return globalSearch(q, limits, cityId);
  return globalSearch(q, limits, { cityId, radius: { lat: city.latitude, lng: city.longitude, km: radiusKm } });
}
