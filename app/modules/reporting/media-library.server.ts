import { sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/db.server";
import { listPage } from "~/lib/list/list.server";
import type { ListParams } from "~/lib/list/list-spec";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/media/permissions";
import type { mediaList, MediaUse } from "~/modules/media/library";
import { mediaStore } from "~/modules/media/store.server";
import { admin, linkTo } from "~/registry";

/**
 * The media library's read model: every stored item and where it is used. An item is used where a
 * content column holds the URL of one of its variants (events, places, artists, organizers, blog
 * posts, cities' logo and hero image, business logos, raffles, team members).
 */
const USE_SOURCES: Array<{ kind: string; table: string; column: string; name: string; edit: (id: string) => string | null }> = [
  { kind: "Event-Bild", table: "events", column: "image_url", name: "title", edit: (id) => linkTo(admin, "eventEdit", { id }) },
  { kind: "Event-Titelbild", table: "events", column: "featured_image_url", name: "title", edit: (id) => linkTo(admin, "eventEdit", { id }) },
  { kind: "Ort-Bild", table: "locations", column: "image_url", name: "name", edit: (id) => linkTo(admin, "placeEdit", { id }) },
  { kind: "Ort-Titelbild", table: "locations", column: "featured_image_url", name: "name", edit: (id) => linkTo(admin, "placeEdit", { id }) },
  { kind: "Artist-Bild", table: "artists", column: "image_url", name: "name", edit: (id) => linkTo(admin, "artistEdit", { id }) },
  { kind: "Veranstalter-Logo", table: "organizers", column: "logo_url", name: "name", edit: (id) => linkTo(admin, "organizerEdit", { id }) },
  { kind: "Veranstalter-Bild", table: "organizers", column: "image_url", name: "name", edit: (id) => linkTo(admin, "organizerEdit", { id }) },
  { kind: "Blog-Artikel", table: "blog_posts", column: "featured_image_url", name: "title", edit: (id) => linkTo(admin, "blogEdit", { id }) },
  { kind: "Stadt-Logo", table: "cities", column: "logo_url", name: "name", edit: (id) => linkTo(admin, "cityEdit", { id }) },
  { kind: "Stadt-Titelbild", table: "cities", column: "hero_image_url", name: "name", edit: (id) => linkTo(admin, "cityEdit", { id }) },
  { kind: "Business-Logo", table: "business_profiles", column: "logo_url", name: "name", edit: () => null },
  { kind: "Verlosung", table: "raffles", column: "image_url", name: "title", edit: () => null },
  { kind: "Team-Mitglied", table: "team_members", column: "image_url", name: "name", edit: () => null },
];

/** Every (url, source, id, name) of the content columns that may hold a library URL. */
function usesUnion(prefix: string): SQL {
  const parts = USE_SOURCES.map(
    (s, i) =>
      sql`select ${sql.raw(`"${s.column}"`)} as url, ${i}::int as source, id::text as id, ${sql.raw(`"${s.name}"`)}::text as name from ${sql.raw(`"${s.table}"`)} where ${sql.raw(`"${s.column}"`)} like ${`${prefix}%`}`,
  );
  return sql.join(parts, sql` union all `);
}

/** The URLs a media row is reachable under (one per variant and its main key). */
const urlsOf = (prefix: string) => sql`(select ${prefix} || (v->>'key') from jsonb_array_elements(m.variants) v union select ${prefix} || m.storage_key)`;

/** Where each of the given media items is used (by media id); items without uses are missing from the map. */
export async function findMediaUses(tx: DbOrTx, ids: string[]): Promise<Map<string, MediaUse[]>> {
  const out = new Map<string, MediaUse[]>();
  if (ids.length === 0) return out;
  const prefix = mediaStore().url("");
  const rows = await tx.execute<{ media_id: string; source: number; id: string; name: string }>(sql`
    select m.id as media_id, u.source, u.id, u.name
    from media m join (${usesUnion(prefix)}) u on u.url in ${urlsOf(prefix)}
    where m.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
    order by u.source, u.name`);
  for (const r of rows.rows) {
    const src = USE_SOURCES[Number(r.source)];
    const list = out.get(r.media_id) ?? [];
    list.push({ kind: src.kind, name: r.name, href: src.edit(r.id) });
    out.set(r.media_id, list);
  }
  return out;
}

export type MediaListParams = ListParams<(typeof mediaList)["sortable"][number], NonNullable<(typeof mediaList)["filters"]>>;

export async function getMediaLibraryView(actor: Actor, params: MediaListParams) {
  assertCan(actor, "media.manage");
  const prefix = mediaStore().url("");
  const conds: SQL[] = [sql`true`];
  if (params.q) conds.push(sql`(m.original_name ilike ${`%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or m.alt_text ilike ${`%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`);
  if (params.filters.type === "image") conds.push(sql`m.mime_type like 'image/%'`);
  if (params.filters.type === "file") conds.push(sql`m.mime_type not like 'image/%'`);
  const used = sql`exists (select 1 from (${usesUnion(prefix)}) u where u.url in ${urlsOf(prefix)})`;
  if (params.filters.use === "used") conds.push(used);
  if (params.filters.use === "unused") conds.push(sql`not ${used}`);
  const where = sql.join(conds, sql` and `);
  const dir = sql.raw(params.dir === "asc" ? "asc" : "desc");
  const order = params.sort === "name" ? sql`m.original_name ${dir}` : params.sort === "size" ? sql`m.size_bytes ${dir}` : sql`m.created_at ${dir}`;
  type Row = { id: string; original_name: string; mime_type: string; size_bytes: number; width: number | null; height: number | null; alt_text: string; storage_key: string; variants: Array<{ key: string; width: number }>; purpose: string; created_at: string | Date };
  const page = await listPage(params, {
    rows: async ({ limit, offset }) =>
      (await db.execute<Row>(sql`select m.id, m.original_name, m.mime_type, m.size_bytes, m.width, m.height, m.alt_text, m.storage_key, m.variants, m.purpose, m.created_at from media m where ${where} order by ${order}, m.id limit ${limit} offset ${offset}`)).rows,
    total: async () => Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from media m where ${where}`)).rows[0]?.n ?? 0),
  });
  const uses = await findMediaUses(db, page.rows.map((r) => r.id));
  const store = mediaStore();
  return {
    ...page,
    rows: page.rows.map((r) => {
      const variants = typeof r.variants === "string" ? (JSON.parse(r.variants) as Row["variants"]) : r.variants;
      const thumb = variants.find((v) => v.width >= 320) ?? variants[0];
      return {
        id: r.id,
        name: r.original_name,
        mimeType: r.mime_type,
        isImage: r.mime_type.startsWith("image/"),
        sizeBytes: Number(r.size_bytes),
        width: r.width,
        height: r.height,
        altText: r.alt_text,
        url: store.url(r.storage_key),
        thumbUrl: thumb ? store.url(thumb.key) : store.url(r.storage_key),
        createdAt: new Date(r.created_at).toISOString(),
        uses: uses.get(r.id) ?? [],
      };
    }),
  };
}

/** Library images to choose from (the "Aus Mediathek wählen" dialog): newest first, searchable. */
export async function getMediaChoices(actor: Actor, q = "") {
  assertCan(actor, "media.manage");
  const pattern = `%${q.slice(0, 100).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.execute<{ id: string; original_name: string; alt_text: string; storage_key: string; width: number | null; height: number | null }>(
    sql`select id, original_name, alt_text, storage_key, width, height from media where mime_type like 'image/%' and (original_name ilike ${pattern} or alt_text ilike ${pattern}) order by created_at desc, id limit 60`,
  );
  const store = mediaStore();
  return rows.rows.map((r) => ({ id: r.id, name: r.original_name, altText: r.alt_text, url: store.url(r.storage_key), width: r.width, height: r.height }));
}
