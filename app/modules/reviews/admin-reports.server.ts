import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { eventHref } from "~/modules/events/card-data";
import { assertCan } from "~/modules/reviews/permissions";
import { REPORT_STATUS, type ReportStatus } from "~/modules/reviews/labels";
import { rowsOf } from "~/modules/reviews/queries.server";
import type { adminReportsList } from "~/modules/reviews/validation";
import type { ListParams } from "~/lib/list/list-spec";
import { likePattern, listPage } from "~/lib/list/list.server";

type Params = ListParams<(typeof adminReportsList.sortable)[number], NonNullable<typeof adminReportsList.filters>>;

type Row = {
  id: string;
  target_type: string;
  target_id: string;
  reason: string;
  status: ReportStatus;
  resolution: string | null;
  resolved_at: string | Date | null;
  created_at: string | Date;
  reporter_name: string | null;
  reporter_email: string | null;
  resolver_name: string | null;
  review_rating: number | null;
  review_title: string | null;
  review_body: string | null;
  review_author: string | null;
  review_status: string | null;
  event_id: string | null;
  event_title: string | null;
  event_slug: string | null;
  city_id: string | null;
};

/** Reports (spec §2.4 'Meldungen'): open ones first, newest first; the reported review with a link to where it shows. */
export async function getAdminReportsView(actor: Actor, params: Params) {
  assertCan(actor, "report.list");
  const parts: SQL[] = [sql`true`];
  if (params.filters.status) parts.push(sql`rp.status = ${params.filters.status}::report_status`);
  const q = params.q.trim();
  if (q) {
    const like = likePattern(q.toLowerCase());
    parts.push(sql`(lower(rp.reason) like ${like} or lower(coalesce(rv.title, '')) like ${like} or lower(coalesce(rv.body, '')) like ${like} or lower(coalesce(e.title, '')) like ${like})`);
  }
  const where = sql.join(parts, sql` and `);
  const from = sql`from reports rp
    left join reviews rv on rp.target_type = 'review' and rv.id::text = rp.target_id
    left join events e on e.id = rv.event_id
    left join "user" ru on ru.id = rp.reporter_id
    left join "user" rs on rs.id = rp.resolved_by`;
  const dir = params.dir === "asc" ? sql`asc` : sql`desc`;
  const [list, open] = await Promise.all([
    listPage(params, {
      rows: ({ limit, offset }) =>
        rowsOf<Row>(
          db,
          sql`select rp.id, rp.target_type, rp.target_id, rp.reason, rp.status, rp.resolution, rp.resolved_at, rp.created_at,
              ru.name as reporter_name, ru.email as reporter_email, rs.name as resolver_name,
              rv.rating as review_rating, rv.title as review_title, rv.body as review_body, rv.author_name as review_author, rv.status as review_status,
              e.id as event_id, e.title as event_title, e.slug as event_slug, e.city_id
            ${from} where ${where}
            order by (rp.status = 'open') desc, rp.created_at ${dir}, rp.id ${dir}
            limit ${limit} offset ${offset}`,
        ),
      total: async () => Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`))[0]?.n ?? 0),
      map: (r) => ({
      id: r.id,
      status: r.status,
      statusLabel: REPORT_STATUS.label(r.status),
      reason: r.reason,
      resolution: r.resolution,
      resolvedAt: r.resolved_at ? new Date(r.resolved_at).toISOString() : null,
      resolverName: r.resolver_name,
      createdAt: new Date(r.created_at).toISOString(),
      reporter: r.reporter_name || r.reporter_email || "Gelöschtes Konto",
      target:
        r.target_type === "review" && r.review_rating != null
          ? {
              kind: "review" as const,
              label: r.review_title || "Bewertung ohne Titel",
              rating: Number(r.review_rating),
              body: r.review_body ?? "",
              author: r.review_author || "Gast",
              hidden: r.review_status === "hidden",
              eventTitle: r.event_title ?? "",
              href: r.event_id && r.city_id ? `${eventHref(r.city_id, { slug: r.event_slug ?? "", id: r.event_id })}#bewertungen` : null,
            }
          : { kind: "other" as const, label: r.target_type === "review" ? "Bewertung (gelöscht)" : `${r.target_type} ${r.target_id}`, href: null },
      }),
    }),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from reports where status = 'open'`),
  ]);
  return { ...list, openCount: Number(open[0]?.n ?? 0) };
}
