import { DEFAULT_CITY } from "~/lib/cities";
import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
import type { ListParams } from "~/lib/list/list-spec";
import { likePattern, listPage } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import { managedPlaceCondition } from "~/modules/places/owner-scope.server";
import { locations } from "~/modules/places/schema";
import { rowsOf } from "~/modules/reviews/queries.server";
import type { ownerReviewsList } from "~/modules/reviews/validation";

type Params = ListParams<(typeof ownerReviewsList.sortable)[number], NonNullable<typeof ownerReviewsList.filters>>;

const SORT: Record<Params["sort"], SQL> = { created: sql`r.created_at`, rating: sql`r.rating` };

type TotalsRow = { n: number; avg: number | null; unanswered: number; reported: number } | undefined;

/** The figures above a reviews list: count, average, unanswered and reported (published reviews). */
export const toTotals = (t: TotalsRow) => ({
  count: Number(t?.n ?? 0),
  average: Math.round(Number(t?.avg ?? 0) * 10) / 10,
  unanswered: Number(t?.unanswered ?? 0),
  reported: Number(t?.reported ?? 0),
});

const OPEN_REPORTS = sql`(select count(*) from reports rp where rp.target_type = 'review' and rp.target_id = r.id::text and rp.status = 'open')::int`;

type Row = {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  author_name: string;
  status: "published" | "pending" | "hidden";
  owner_response: string | null;
  owner_responded_at: string | Date | null;
  created_at: string | Date;
  place_id: string;
  place_name: string;
  place_slug: string;
  city_id: string | null;
  open_reports: number;
};

/**
 * /business-owner/reviews: one page of the reviews of the places the actor runs (manager or business
 * profile owner — nobody else's), with URL filters (place, stars, answered), the figures, the star
 * distribution and the average per place.
 */
export async function getOwnerReviewsView(actor: Pick<Actor, "id">, params: Params) {
  const owned = sql`r.target_type = 'location' and ${managedPlaceCondition(actor.id)}`;
  const parts: SQL[] = [owned];
  const f = params.filters;
  if (f.place) parts.push(sql`r.location_id = ${f.place}::uuid`);
  if (f.rating) parts.push(sql`r.rating = ${Number(f.rating)}`);
  if (f.answered === "yes") parts.push(sql`r.owner_response is not null`);
  if (f.answered === "no") parts.push(sql`r.owner_response is null`);
  const q = params.q.trim();
  if (q) {
    const like = likePattern(q.toLowerCase());
    parts.push(sql`(lower(coalesce(r.title, '')) like ${like} or lower(r.body) like ${like} or lower(r.author_name) like ${like})`);
  }
  const where = sql.join(parts, sql` and `);
  const from = sql`reviews r join ${locations} on ${locations.id} = r.location_id`;
  const dir = params.dir === "asc" ? sql`asc` : sql`desc`;
  const [page, perPlace, totals] = await Promise.all([
    listPage(params, {
      rows: ({ limit, offset }) =>
        rowsOf<Row>(
          db,
          sql`select r.id, r.rating, r.title, r.body, r.author_name, r.status, r.owner_response, r.owner_responded_at, r.created_at,
              ${locations.id} as place_id, ${locations.name} as place_name, ${locations.slug} as place_slug, ${locations.cityId} as city_id,
              ${OPEN_REPORTS} as open_reports
            from ${from} where ${where}
            order by ${SORT[params.sort]} ${dir}, r.id ${dir}
            limit ${limit} offset ${offset}`,
        ),
      total: async () => Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${where}`))[0]?.n ?? 0),
      map: (r) => ({
        id: r.id,
        rating: Number(r.rating),
        title: r.title ?? "",
        body: r.body,
        authorName: r.author_name || "Gast",
        status: r.status,
        ownerResponse: r.owner_response,
        ownerRespondedAt: r.owner_responded_at ? new Date(r.owner_responded_at).toISOString() : null,
        verified: false,
        createdAt: new Date(r.created_at).toISOString(),
        openReports: Number(r.open_reports),
        subject: { id: r.place_id, title: r.place_name, date: null as string | null, href: `/${r.city_id ?? DEFAULT_CITY}/places/${r.place_slug}#bewertungen` },
      }),
    }),
    rowsOf<{ id: string; name: string; n: number; avg: number | null; unanswered: number }>(
      db,
      sql`select ${locations.id} as id, ${locations.name} as name, count(r.id)::int as n, avg(r.rating)::float as avg,
          count(r.id) filter (where r.owner_response is null)::int as unanswered
        from ${locations} left join reviews r on r.location_id = ${locations.id} and r.target_type = 'location' and r.status = 'published'
        where ${managedPlaceCondition(actor.id)}
        group by ${locations.id}, ${locations.name} order by ${locations.name} limit 200`,
    ),
    rowsOf<NonNullable<TotalsRow> & { r1: number; r2: number; r3: number; r4: number; r5: number }>(
      db,
      sql`select count(*)::int as n, avg(r.rating)::float as avg,
          count(*) filter (where r.owner_response is null)::int as unanswered,
          count(*) filter (where ${OPEN_REPORTS} > 0)::int as reported,
          count(*) filter (where r.rating = 1)::int as r1, count(*) filter (where r.rating = 2)::int as r2, count(*) filter (where r.rating = 3)::int as r3,
          count(*) filter (where r.rating = 4)::int as r4, count(*) filter (where r.rating = 5)::int as r5
        from ${from} where ${owned} and r.status = 'published'`,
    ),
  ]);
  const t = totals[0];
  return {
    ...page,
    perSubject: perPlace.map((p) => ({
      id: p.id,
      title: p.name,
      date: null as string | null,
      count: Number(p.n),
      average: Math.round(Number(p.avg ?? 0) * 10) / 10,
      unanswered: Number(p.unanswered),
    })),
    totals: toTotals(t),
    distribution: [t?.r1, t?.r2, t?.r3, t?.r4, t?.r5].map((n) => Number(n ?? 0)) as [number, number, number, number, number],
  };
}
