import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
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

async function rows(query: SQL): Promise<Row[]> {
  const res = (await db.execute(query)) as unknown as { rows: Row[] };
  return res.rows;
}

/** Candidate cap before ranking, so a very common word stays fast. */
const CANDIDATES = 100;

type Group = {
  key: keyof Omit<SearchResults, "q">;
  table: string;
  alias: string;
  name: string;
  /** extra condition: public rows only */
  where: string;
  cols: string;
  order: string;
  hasCity: boolean;
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
    cols: "id, name, slug, city, city_id, logo_url, category",
    order: "name asc",
    hasCity: true,
  },
];

/** Full text: German stemming, accent-insensitive (the index holds unaccented text), prefix on the last word. */
function fullText(g: Group, tsq: SQL, limit: number, cityId: string) {
  const a = sql.raw(g.alias);
  const cityFirst = g.hasCity ? sql`(city_id = ${cityId}) desc nulls last,` : sql``;
  return sql`
    select ${sql.raw(g.cols)} from (
      select ${a}.*, ts_rank(${a}.search_vector, ${tsq}) as r from (
        select * from ${sql.raw(g.table)} ${a} where ${sql.raw(g.where)} and ${a}.search_vector @@ ${tsq} limit ${CANDIDATES}
      ) ${a}
    ) x order by ${cityFirst} r desc, ${sql.raw(g.order)} limit ${limit}`;
}

/** "Contains" on the name (trigram index), case- and accent-insensitive: finds parts of compound words. */
function contains(g: Group, norm: string, limit: number, exclude: string[], cityId: string) {
  const a = sql.raw(g.alias);
  const cityFirst = g.hasCity ? sql`(city_id = ${cityId}) desc nulls last,` : sql``;
  const pattern = `%${norm.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const notIn = exclude.length ? sql`and ${a}.id not in (${sql.join(exclude.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  return sql`
    select ${sql.raw(g.cols)} from ${sql.raw(g.table)} ${a}
    where ${sql.raw(g.where)} and public.f_unaccent(lower(${a}.${sql.raw(g.name)})) like ${pattern} ${notIn}
    order by ${cityFirst} ${sql.raw(g.order)} limit ${limit}`;
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

export async function runSearch(q: string, limits: SearchLimits = SEARCH_LIMITS, cityId = ""): Promise<SearchResults> {
  const norm = normalizeQuery(q);
  if (norm.length < SEARCH_MIN_CHARS) return empty(q);
  const words = queryWords(q);
  // load the typo vocabulary in the background, so the first misspelt query does not wait for it
  void getVocabulary().catch(() => undefined);
  const tsqText = toTsQuery(words);
  let tsq: SQL | null = tsqText ? sql`to_tsquery('german', ${tsqText})` : null;
  let found = tsq ? await multi(GROUPS.map((g, i) => ({ i, q: fullText(g, tsq!, limits[g.key], cityId) }))) : GROUPS.map(() => [] as Row[]);
  // "contains" for groups that are not full yet (parts of compound words, from 3 characters)
  if (norm.length >= 3) {
    const missing = GROUPS.flatMap((g, i) =>
      found[i].length < limits[g.key] ? [{ i, q: contains(g, norm, limits[g.key] - found[i].length, found[i].map((r) => String(r.id)), cityId) }] : [],
    );
    const more = await multi(missing);
    found = found.map((r, i) => [...r, ...more[i]]);
  }

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
      const fuzzy = await multi(GROUPS.map((g, i) => ({ i, q: fullText(g, tsq!, limits[g.key], cityId) })));
      found = found.map((r, i) => {
        const ids = new Set(r.map((x) => String(x.id)));
        return [...r, ...fuzzy[i].filter((x) => !ids.has(String(x.id)))].slice(0, limits[GROUPS[i].key]);
      });
    }
  }
  // the visitor's city first across all phases (stable: rank order kept within)
  if (cityId) {
    found = found.map((r, i) =>
      GROUPS[i].hasCity ? [...r].sort((a, b) => Number(b.city_id === cityId) - Number(a.city_id === cityId)) : r,
    );
  }
  const [events, places, posts, artists, businesses] = found;
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

const VOCAB_TTL_MS = 15 * 60_000;
const vocabState = globalThis as unknown as { __stadtpulsVocab?: { at: number; value: Promise<Vocabulary> } };

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
