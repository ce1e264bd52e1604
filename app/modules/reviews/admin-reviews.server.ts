import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import type { ListParams } from "~/lib/list/list-spec";
import { likePattern, listPage } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import { eventHref } from "~/modules/events/card-data";
import { REVIEW_TARGET } from "~/modules/reviews/labels";
import { assertCan } from "~/modules/reviews/permissions";
import { rowsOf } from "~/modules/reviews/queries.server";
import type { adminReviewsList } from "~/modules/reviews/validation";
import { city, linkTo } from "~/registry";

type Params = ListParams<(typeof adminReviewsList.sortable)[number], NonNullable<typeof adminReviewsList.filters>>;

const SORT: Record<Params["sort"], SQL> = { created: sql`r.created_at`, rating: sql`r.rating` };

function adminReviewsWhere(p: Pick<Params, "q" | "filters">): SQL {
  const parts: SQL[] = [sql`true`];
  const f = p.filters;
  if (f.status) parts.push(sql`r.status = ${f.status}::review_status`);
  if (f.rating) parts.push(sql`r.rating = ${Number(f.rating)}`);
  if (f.target) parts.push(sql`r.target_type = ${f.target}`);
  if (f.answered === "yes") parts.push(sql`r.owner_response is not null`);
  if (f.answered === "no") parts.push(sql`r.owner_response is null`);
  const q = p.q.trim();
  if (q) {
    const like = likePattern(q.toLowerCase());
    parts.push(
      sql`(lower(coalesce(r.title, '')) like ${like} or lower(r.body) like ${like} or lower(r.author_name) like ${like}
        or lower(coalesce(e.title, '')) like ${like} or lower(coalesce(l.name, '')) like ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`from reviews r left join events e on e.id = r.event_id left join locations l on l.id = r.location_id`;

type Row = {
  id: string;
  target_type: "event" | "location";
  rating: number;
  title: string | null;
  body: string;
  author_name: string;
  status: "published" | "pending" | "hidden";
  owner_response: string | null;
  owner_responded_at: string | Date | null;
  verified_attendance: boolean;
  created_at: string | Date;
  event_id: string | null;
  event_title: string | null;
  event_slug: string | null;
  event_city: string | null;
  location_name: string | null;
  location_slug: string | null;
  location_city: string | null;
  open_reports: number;
};

/** Where the reviewed thing shows publicly (its reviews section), or null when it is gone. */
function publicHref(r: Row): string | null {
  if (r.target_type === "event" && r.event_id && r.event_slug) return `${eventHref(r.event_city ?? DEFAULT_CITY, { slug: r.event_slug, id: r.event_id })}#bewertungen`;
  if (r.target_type === "location" && r.location_slug) return linkTo(city, "placeDetail", { city: r.location_city ?? DEFAULT_CITY, slug: r.location_slug });
  return null;
}

/** /admin/reviews: every review of events and places with its answer, open reports and public link. */
export async function getAdminReviewsView(actor: Actor, params: Params) {
  assertCan(actor, "review.moderate");
  const where = adminReviewsWhere(params);
  const dir = params.dir === "asc" ? sql`asc` : sql`desc`;
  const [page, kinds] = await Promise.all([
    listPage(params, {
      rows: ({ limit, offset }) =>
        rowsOf<Row>(
          db,
          sql`select r.id, r.target_type, r.rating, r.title, r.body, r.author_name, r.status, r.owner_response, r.owner_responded_at,
              r.verified_attendance, r.created_at,
              e.id as event_id, e.title as event_title, e.slug as event_slug, e.city_id as event_city,
              l.name as location_name, l.slug as location_slug, l.city_id as location_city,
              (select count(*) from reports rp where rp.target_type = 'review' and rp.target_id = r.id::text and rp.status = 'open')::int as open_reports
            ${FROM} where ${where}
            order by ${SORT[params.sort]} ${dir}, r.id ${dir}
            limit ${limit} offset ${offset}`,
        ),
      total: async () => Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${FROM} where ${where}`))[0]?.n ?? 0),
      map: (r) => ({
        id: r.id,
        targetType: r.target_type,
        targetLabel: REVIEW_TARGET.label(r.target_type),
        targetTitle: (r.target_type === "event" ? r.event_title : r.location_name) ?? "Gelöscht",
        href: publicHref(r),
        rating: Number(r.rating),
        title: r.title ?? "",
        body: r.body,
        authorName: r.author_name || "Gast",
        status: r.status,
        ownerResponse: r.owner_response,
        ownerRespondedAt: r.owner_responded_at ? new Date(r.owner_responded_at).toISOString() : null,
        verified: r.verified_attendance,
        createdAt: new Date(r.created_at).toISOString(),
        openReports: Number(r.open_reports),
      }),
    }),
    rowsOf<{ places: boolean }>(db, sql`select exists (select 1 from reviews where location_id is not null) as places`),
  ]);
  // the event/place filter only once the data holds place reviews too
  return { ...page, hasPlaceReviews: Boolean(kinds[0]?.places) };
}
