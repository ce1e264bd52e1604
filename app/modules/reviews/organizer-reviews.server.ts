import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { eventHref } from "~/modules/events/card-data";
import { ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { assertCan } from "~/modules/reviews/permissions";
import { rowsOf } from "~/modules/reviews/queries.server";
import { toTotals } from "~/modules/reviews/owner-reviews.server";
import type { organizerReviewsList } from "~/modules/reviews/validation";
import type { ListParams } from "~/lib/list/list-spec";
import { likePattern, listPage } from "~/lib/list/list.server";

type Params = ListParams<(typeof organizerReviewsList.sortable)[number], NonNullable<typeof organizerReviewsList.filters>>;

const SORT: Record<Params["sort"], SQL> = { created: sql`r.created_at`, rating: sql`r.rating`, event: sql`e.start_date` };

/** The WHERE of the reviews list: reviews of the actor's events (admins: all), the search and the filters. */
function reviewsWhere(actor: OrganizerActor, p: Pick<Params, "q" | "filters">): SQL {
  const parts: SQL[] = [sql`r.target_type = 'event'`, ownedEventsSql(actor, undefined, "events")];
  const f = p.filters;
  if (f.event) parts.push(sql`r.event_id = ${f.event}::uuid`);
  if (f.rating) parts.push(sql`r.rating = ${Number(f.rating)}`);
  if (f.answered === "yes") parts.push(sql`r.owner_response is not null`);
  if (f.answered === "no") parts.push(sql`r.owner_response is null`);
  if (f.status) parts.push(sql`r.status = ${f.status}::review_status`);
  const q = p.q.trim();
  if (q) {
    const like = likePattern(q.toLowerCase());
    parts.push(sql`(lower(coalesce(r.title, '')) like ${like} or lower(r.body) like ${like} or lower(r.author_name) like ${like} or lower(e.title) like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

type Row = {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  author_name: string;
  status: "published" | "pending" | "hidden";
  owner_response: string | null;
  owner_responded_at: string | Date | null;
  verified_attendance: boolean;
  created_at: string | Date;
  event_id: string;
  event_title: string;
  event_slug: string;
  city_id: string;
  start_date: string | Date;
  open_reports: number;
};

type EventAverage = { id: string; title: string; start_date: string | Date; n: number; avg: number; unanswered: number };

/**
 * The organizer's reviews page: one page (TableList) of the reviews of their events (admins: all)
 * with URL filters, the average per event, totals and the events for the filter.
 */
export async function getOrganizerReviewsView(actor: OrganizerActor, params: Params) {
  assertCan(actor, "review.list");
  const where = reviewsWhere(actor, params);
  const dir = params.dir === "asc" ? sql`asc` : sql`desc`;
  const owned = sql`r.target_type = 'event' and ${ownedEventsSql(actor, undefined, "events")}`;
  const [page, perEvent, totals] = await Promise.all([
    listPage(params, {
      rows: ({ limit, offset }) =>
        rowsOf<Row>(
          db,
          sql`select r.id, r.rating, r.title, r.body, r.author_name, r.status, r.owner_response, r.owner_responded_at, r.verified_attendance, r.created_at,
              e.id as event_id, e.title as event_title, e.slug as event_slug, e.city_id, e.start_date,
              (select count(*) from reports rp where rp.target_type = 'review' and rp.target_id = r.id::text and rp.status = 'open')::int as open_reports
            from reviews r join events e on e.id = r.event_id
            where ${where}
            order by ${SORT[params.sort]} ${dir}, r.id ${dir}
            limit ${limit} offset ${offset}`,
        ),
      total: async () => Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from reviews r join events e on e.id = r.event_id where ${where}`))[0]?.n ?? 0),
      map: (r) => ({
        id: r.id,
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
        subject: { id: r.event_id, title: r.event_title, date: new Date(r.start_date).toISOString(), href: `${eventHref(r.city_id, { slug: r.event_slug, id: r.event_id })}#bewertungen` },
      }),
    }),
    rowsOf<EventAverage>(
      db,
      sql`select e.id, e.title, e.start_date, count(*)::int as n, avg(r.rating)::float as avg,
          count(*) filter (where r.owner_response is null and r.status = 'published')::int as unanswered
        from reviews r join events e on e.id = r.event_id
        where ${owned} and r.status = 'published'
        group by e.id, e.title, e.start_date
        order by e.start_date desc limit 200`,
    ),
    rowsOf<{ n: number; avg: number | null; unanswered: number; reported: number }>(
      db,
      sql`select count(*)::int as n, avg(r.rating)::float as avg,
          count(*) filter (where r.owner_response is null)::int as unanswered,
          count(*) filter (where exists (select 1 from reports rp where rp.target_type = 'review' and rp.target_id = r.id::text and rp.status = 'open'))::int as reported
        from reviews r join events e on e.id = r.event_id where ${owned} and r.status = 'published'`,
    ),
  ]);
  const t = totals[0];
  return {
    ...page,
    perSubject: perEvent.map((e) => ({
      id: e.id,
      title: e.title,
      date: new Date(e.start_date).toISOString() as string | null,
      count: Number(e.n),
      average: Math.round(Number(e.avg) * 10) / 10,
      unanswered: Number(e.unanswered),
    })),
    totals: toTotals(t),
  };
}
