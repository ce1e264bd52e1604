import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
import type { ListParams } from "~/lib/list/list-spec";
import { likePattern, listPage } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import { REPORT_RESOLUTION, REPORT_STATUS, REPORT_TARGET, type ReportStatus } from "~/modules/reviews/labels";
import { assertCan } from "~/modules/reviews/permissions";
import { rowsOf } from "~/modules/reviews/queries.server";
import { reportTarget, reportTargetSearches, type ReportedContent } from "~/modules/reviews/report-targets.server";
import type { adminReportsList } from "~/modules/reviews/validation";

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
};

function reportsWhere(p: Pick<Params, "q" | "filters">): SQL {
  const parts: SQL[] = [sql`true`];
  if (p.filters.status) parts.push(sql`rp.status = ${p.filters.status}::report_status`);
  if (p.filters.target) parts.push(sql`rp.target_type = ${p.filters.target}`);
  const q = p.q.trim();
  if (q) {
    const like = likePattern(q.toLowerCase());
    parts.push(sql`(${sql.join([sql`lower(rp.reason) like ${like}`, ...reportTargetSearches(like)], sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

/** The reported things of one page, fetched per kind through their module's handler. */
async function contentsOf(rows: Row[]) {
  const byType = new Map<string, string[]>();
  for (const r of rows) byType.set(r.target_type, [...(byType.get(r.target_type) ?? []), r.target_id]);
  const found = new Map<string, ReportedContent>();
  for (const [type, ids] of byType) {
    const target = reportTarget(type);
    if (!target) continue;
    for (const [id, c] of await target.describe(db, ids)) found.set(`${type}:${id}`, c);
  }
  return found;
}

/** What an admin may decide on an open report of this kind (the handler's abilities, the author known). */
function decisionsFor(type: string, content: ReportedContent | undefined) {
  const target = reportTarget(type);
  return {
    hide: Boolean(target?.hide && content && !content.hidden),
    delete: Boolean(target?.remove && content),
    warn: Boolean(content?.authorUserId),
    ban: Boolean(target?.hide && content?.authorUserId),
    dismiss: true,
  };
}

/** Reports (spec §2.4 'Meldungen'): open ones first, newest first; the reported content in context, reporter and reason. */
export async function getAdminReportsView(actor: Actor, params: Params) {
  assertCan(actor, "report.list");
  const where = reportsWhere(params);
  const from = sql`from reports rp left join "user" ru on ru.id = rp.reporter_id left join "user" rs on rs.id = rp.resolved_by`;
  const dir = params.dir === "asc" ? sql`asc` : sql`desc`;
  const [list, open] = await Promise.all([
    listPage(params, {
      rows: async ({ limit, offset }) => {
        const rows = await rowsOf<Row>(
          db,
          sql`select rp.id, rp.target_type, rp.target_id, rp.reason, rp.status, rp.resolution, rp.resolved_at, rp.created_at,
              ru.name as reporter_name, ru.email as reporter_email, rs.name as resolver_name
            ${from} where ${where}
            order by (rp.status = 'open') desc, rp.created_at ${dir}, rp.id ${dir}
            limit ${limit} offset ${offset}`,
        );
        const contents = await contentsOf(rows);
        return rows.map((r) => ({ ...r, content: contents.get(`${r.target_type}:${r.target_id}`) }));
      },
      total: async () => Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`))[0]?.n ?? 0),
      map: (r) => {
        const content = r.content;
        const kind = REPORT_TARGET.has(r.target_type) ? REPORT_TARGET.label(r.target_type) : r.target_type;
        return {
          id: r.id,
          status: r.status,
          statusLabel: REPORT_STATUS.label(r.status),
          reason: r.reason,
          resolution: r.resolution && REPORT_RESOLUTION.has(r.resolution) ? r.resolution : null,
          resolvedAt: r.resolved_at ? new Date(r.resolved_at).toISOString() : null,
          resolverName: r.resolver_name,
          createdAt: new Date(r.created_at).toISOString(),
          reporter: r.reporter_name || r.reporter_email || "Gelöschtes Konto",
          targetType: r.target_type,
          kind,
          content: content ?? null,
          missingLabel: `${kind} (nicht mehr vorhanden)`,
          can: r.status === "open" ? decisionsFor(r.target_type, content) : { hide: false, delete: false, warn: false, ban: false, dismiss: false },
        };
      },
    }),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from reports where status = 'open'`),
  ]);
  return { ...list, openCount: Number(open[0]?.n ?? 0) };
}
