import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { formatDate, formatTime, berlinDayEnd, berlinDayStart } from "~/lib/format";
import { UUID_RE } from "~/lib/input";
import { likePattern, listPage } from "~/lib/list/list.server";
import type { ExportSpec } from "~/lib/list/export-spec";
import type { Actor } from "~/modules/accounts/actor";
import { auditActionLabel, auditEntityLabel, auditFieldLabel } from "~/modules/audit/actions";
import type { AuditLogListParams } from "~/modules/reporting/audit-log-list";
import { assertCan, can } from "~/modules/reporting/permissions";
import { admin, linkTo } from "~/registry";

/** Counting stops here: an exact count over a million rows costs more than the page itself. */
export const AUDIT_COUNT_CAP = 10_000;
/** Accounts a search for the actor may match; a wider search is asked to be more precise (no order: the first found). */
const ACTOR_MATCH_LIMIT = 50;

type AuditRow = {
  id: number;
  created_at: string | Date;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const rowsOf = async <T extends Record<string, unknown>>(q: SQL) => (await db.execute<T>(q)).rows;

/** dd.MM.yyyy HH:mm in Berlin time. */
export const auditTime = (d: string | Date) => `${formatDate(d)} ${formatTime(d)}`;

/**
 * The accounts a search for the actor names that have changed something: e-mail or name containing the
 * text, or the exact id. Resolved first (a few ids of real actors, not every "Clara" among 200,000
 * accounts), so the audit query reads its (actor_id, created_at) index.
 */
async function matchingActors(q: string): Promise<Array<{ id: string; email: string }>> {
  const p = likePattern(q.toLowerCase());
  return rowsOf<{ id: string; email: string }>(sql`
    select u.id, u.email from "user" u
    where (u.id = ${q} or lower(u.email) like ${p} or lower(u.name) like ${p})
      and exists (select 1 from audit_log a where a.actor_id = u.id)
    limit ${ACTOR_MATCH_LIMIT + 1}`);
}

const FULL_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const TOO_MANY_ACTORS = `Die Suche passt auf mehr als ${ACTOR_MATCH_LIMIT} Konten; es werden die Änderungen von ${ACTOR_MATCH_LIMIT} davon gezeigt. Bitte suchen Sie genauer (ganze E-Mail-Adresse oder ganzer Name).`;

/** The WHERE of the page and its export (the same filters), as SQL over `audit_log a`; a German notice when the actor search was cut. */
async function auditWhere(params: AuditLogListParams, notices: string[] = []): Promise<SQL> {
  const f = params.filters;
  const parts: SQL[] = [];
  if (params.q) {
    const q = params.q.toLowerCase();
    const found = await matchingActors(params.q);
    if (found.length > ACTOR_MATCH_LIMIT) notices.push(TOO_MANY_ACTORS);
    const actors = found.slice(0, ACTOR_MATCH_LIMIT);
    const ids = sql.join(
      actors.map((a) => sql`${a.id}`),
      sql`, `,
    );
    // an account that no longer exists (or has another address now) is still found by the full e-mail its rows kept
    const erased = FULL_EMAIL.test(q) && !actors.some((a) => a.email.toLowerCase() === q);
    const byId = actors.length ? sql`a.actor_id in (${ids})` : null;
    const byEmail = erased ? sql`a.actor_email = ${q}` : null;
    parts.push(byId && byEmail ? sql`(${byId} or ${byEmail})` : (byId ?? byEmail ?? sql`false`));
  }
  if (f.action) parts.push(sql`a.action = ${f.action}`);
  if (f.entity) parts.push(sql`a.entity_type = ${f.entity}`);
  if (f.entityId) parts.push(sql`a.entity_id = ${f.entityId}`);
  if (params.from) parts.push(sql`a.created_at >= ${berlinDayStart(params.from).toISOString()}`);
  if (params.to) parts.push(sql`a.created_at < ${berlinDayEnd(params.to).toISOString()}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The index's own NULLS order (`desc nulls last` / `asc nulls first`), so Postgres walks it instead of sorting. */
const direction = (params: Pick<AuditLogListParams, "dir">) => (params.dir === "asc" ? sql`asc nulls first` : sql`desc nulls last`);

function selectAuditRows(where: SQL, params: AuditLogListParams, window: { limit: number; offset: number }) {
  const dir = direction(params);
  return rowsOf<AuditRow>(sql`
    select a.id, a.created_at, a.actor_id, a.actor_email, u.name as actor_name, a.action, a.entity_type, a.entity_id, a.before, a.after
    from audit_log a left join "user" u on u.id = a.actor_id
    where ${where}
    order by a.created_at ${dir}, a.id ${dir}
    limit ${window.limit} offset ${window.offset}`);
}

/** The admin page of an audited thing, where one exists. */
export function auditEntityHref(type: string, id: string | null): string | null {
  if (!id) return null;
  const uuid = UUID_RE.test(id);
  switch (type) {
    case "artist":
      return uuid ? linkTo(admin, "artistEdit", { id }) : null;
    case "booking":
      return uuid ? linkTo(admin, "bookingDetail", { id }) : null;
    case "blog_post":
      return uuid ? linkTo(admin, "blogEdit", { id }) : null;
    case "event":
      return uuid ? linkTo(admin, "eventEdit", { id }) : null;
    case "organizer":
      return uuid ? linkTo(admin, "organizerEdit", { id }) : null;
    case "user":
    case "profile":
      return linkTo(admin, "userEdit", { id });
    case "organizer_request":
      return linkTo(admin, "requests");
    case "refund_request":
      return linkTo(admin, "refunds");
    case "report":
      return linkTo(admin, "reports");
    case "review":
      return linkTo(admin, "reviews");
    default:
      return null;
  }
}

/** What the audited things are called (title, name, reference), looked up for one page of rows. */
const ENTITY_NAMES: Partial<Record<string, (ids: SQL) => SQL>> = {
  artist: (ids) => sql`select id::text, name from artists where id in (${ids})`,
  event: (ids) => sql`select id::text, title as name from events where id in (${ids})`,
  blog_post: (ids) => sql`select id::text, title as name from blog_posts where id in (${ids})`,
  organizer: (ids) => sql`select id::text, name from organizers where id in (${ids})`,
  booking: (ids) => sql`select id::text, booking_reference as name from bookings where id in (${ids})`,
  organizer_request: (ids) => sql`select id::text, organization_name as name from organizer_requests where id in (${ids})`,
};
const TEXT_ID_NAMES: Partial<Record<string, (ids: SQL) => SQL>> = {
  user: (ids) => sql`select id, email as name from "user" where id in (${ids})`,
  profile: (ids) => sql`select id, email as name from "user" where id in (${ids})`,
};

async function entityNames(rows: Array<Pick<AuditRow, "entity_type" | "entity_id">>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const byType = new Map<string, Set<string>>();
  for (const r of rows) if (r.entity_id) byType.set(r.entity_type, (byType.get(r.entity_type) ?? new Set()).add(r.entity_id));
  await Promise.all(
    [...byType].map(async ([type, set]) => {
      const uuidQuery = ENTITY_NAMES[type];
      const textQuery = TEXT_ID_NAMES[type];
      const ids = [...set].filter((id) => (uuidQuery ? UUID_RE.test(id) : true));
      const query = uuidQuery ?? textQuery;
      if (!query || !ids.length) return;
      const list = sql.join(
        ids.map((id) => (uuidQuery ? sql`${id}::uuid` : sql`${id}`)),
        sql`, `,
      );
      for (const r of await rowsOf<{ id: string; name: string | null }>(query(list))) if (r.name) names.set(`${type}:${r.id}`, r.name);
    }),
  );
  return names;
}

const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A before/after value as an admin reads it. */
export function auditValue(v: unknown): string {
  if (v === null || v === undefined || v === "") return "–";
  if (typeof v === "boolean") return v ? "Ja" : "Nein";
  if (typeof v === "number") return new Intl.NumberFormat("de-DE").format(v);
  if (typeof v === "string") return ISO_RE.test(v) && !Number.isNaN(Date.parse(v)) ? auditTime(v) : v.length > 300 ? `${v.slice(0, 300)} …` : v;
  if (Array.isArray(v)) return v.length ? v.map(auditValue).join(", ") : "–";
  const text = JSON.stringify(v);
  return text.length > 300 ? `${text.slice(0, 300)} …` : text;
}

export type AuditChange = { field: string; label: string; before: string; after: string; changed: boolean };

/**
 * Before/after as rows with German field names (each field of either side once): the changed fields
 * first, then those whose value is the same on both sides, marked unchanged.
 */
export function auditDiff(entityType: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = fields.map((field) => {
    const b = before ? auditValue(before[field]) : "–";
    const a = after ? auditValue(after[field]) : "–";
    return { field, label: auditFieldLabel(entityType, field), before: b, after: a, changed: b !== a };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

const diffText = (changes: AuditChange[]) => changes.map((c) => `${c.label}: ${c.before} → ${c.after}`).join("; ");

/** One page of the audit log as the admin's list shows it: newest first, filtered as the URL says. */
export async function getAuditLogView(actor: Actor, params: AuditLogListParams) {
  assertCan(actor, "auditLog.view");
  const notices = [...params.notices];
  const where = await auditWhere(params, notices);
  let matched = 0;
  const page = await listPage({ ...params, notices }, {
    rows: (window) => selectAuditRows(where, params, window),
    total: async () => {
      const [row] = await rowsOf<{ n: number | string }>(sql`select count(*) as n from (select 1 from audit_log a where ${where} limit ${AUDIT_COUNT_CAP + 1}) x`);
      matched = Number(row?.n ?? 0);
      return Math.min(matched, AUDIT_COUNT_CAP);
    },
    totalCapped: () => matched > AUDIT_COUNT_CAP,
  });
  const names = await entityNames(page.rows);
  return {
    ...page,
    canExport: can(actor, "auditLog.export"),
    rows: page.rows.map((r) => ({
      id: String(r.id),
      time: auditTime(r.created_at),
      at: new Date(r.created_at).toISOString(),
      actorName: r.actor_name,
      actorEmail: r.actor_email,
      actorHref: r.actor_id && r.actor_name !== null ? linkTo(admin, "userEdit", { id: r.actor_id }) : null,
      action: r.action,
      actionLabel: auditActionLabel(r.action),
      entityType: r.entity_type,
      entityLabel: auditEntityLabel(r.entity_type),
      entityId: r.entity_id,
      entityName: r.entity_id ? (names.get(`${r.entity_type}:${r.entity_id}`) ?? null) : null,
      entityHref: auditEntityHref(r.entity_type, r.entity_id),
      changes: auditDiff(r.entity_type, r.before, r.after),
    })),
  };
}

/** The filtered audit log (the page's actor search, filters and period) as CSV/Excel, in keyset batches. */
export async function exportAuditLog(actor: Actor, params: AuditLogListParams): Promise<ExportSpec<AuditRow>> {
  assertCan(actor, "auditLog.export");
  const where = await auditWhere(params);
  const dir = direction(params);
  const cmp = params.dir === "asc" ? sql`>` : sql`<`;
  async function* batches(): AsyncGenerator<AuditRow[]> {
    // the key keeps the timestamp's microseconds (a JS Date would round them away and skip rows)
    let last: { at: string; id: number } | null = null;
    for (;;) {
      const after: SQL = last ? sql`and (a.created_at, a.id) ${cmp} (${last.at}::timestamptz, ${last.id})` : sql``;
      const rows = await rowsOf<AuditRow & { key_at: string }>(sql`
        select a.id, a.created_at, a.created_at::text as key_at, a.actor_id, a.actor_email, u.name as actor_name, a.action, a.entity_type, a.entity_id, a.before, a.after
        from audit_log a left join "user" u on u.id = a.actor_id
        where ${where} ${after}
        order by a.created_at ${dir}, a.id ${dir}
        limit 1000`);
      if (rows.length) yield rows;
      if (rows.length < 1000) return;
      const tail = rows[rows.length - 1]!;
      last = { at: tail.key_at, id: Number(tail.id) };
    }
  }
  return {
    filename: "audit-log.csv",
    batches: batches(),
    columns: [
      { header: "Zeit", value: (r) => new Date(r.created_at), kind: "datetime" },
      { header: "Aktion", value: (r) => auditActionLabel(r.action) },
      { header: "Akteur:in", value: (r) => r.actor_name ?? (r.actor_id ? null : "System") },
      { header: "E-Mail der Akteur:in", value: (r) => r.actor_email },
      { header: "Objektart", value: (r) => auditEntityLabel(r.entity_type) },
      { header: "Objekt-ID", value: (r) => r.entity_id },
      { header: "Änderungen", value: (r) => diffText(auditDiff(r.entity_type, r.before, r.after)) },
    ],
  };
}
