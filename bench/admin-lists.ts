/**
 * Admin lists benchmark (issue 23, "Speed"). Prints its figures; never a timed test.
 *
 *   npm run bench:admin-lists            (= npx tsx bench/admin-lists.ts)
 *
 * Creates a fresh database on the local PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres → database bench_admin_lists), migrates it, inserts 200,000
 * users (profiles; user_roles for 20 admins and 2,000 organizers, spread over the sign-up dates) and 1,000,000 audit rows with
 * generate_series, then measures the server time of what each admin list's loader runs beside the bare
 * SQL it runs (the page and its capped count, raw round trips; plus the page statement's EXPLAIN ANALYZE
 * execution time), p50 / p95 over BENCH_RUNS (40) runs after 5 warm-ups, and drops the database
 * (BENCH_KEEP=1 keeps it). Goal: p95 ≤ 100 ms.
 *
 * A list is one entry of CASES: `useCase` (the module function the page's loader calls; absent while
 * the page is not built) and `bare` (the SQL statements it runs; BENCH_SQL=1 prints them). The users
 * list (`/admin/users`) runs over the same 200,000 users.
 */
import { loadavg } from "node:os";
import pg from "pg";

const ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = "bench_admin_lists";
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const USERS = 200_000;
const AUDIT_ROWS = 1_000_000;
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(statement);
  await c.end();
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
async function time(fn: () => Promise<unknown>) {
  const out: number[] = [];
  for (let i = 0; i < 5; i++) await fn();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return { p50: pct(out, 50), p95: pct(out, 95) };
}

/** Actions the synthetic rows take turns with (uniformly), and the entity each one is about. */
const ACTIONS: Array<[string, string]> = [
  ["event.updated", "event"],
  ["event.published", "event"],
  ["event.created", "event"],
  ["artist.updated", "artist"],
  ["blog_post.updated", "blog_post"],
  ["booking.cancelled_by_organizer", "booking"],
  ["refund_request.approved", "refund_request"],
  ["review.hidden", "review"],
  ["organizer.settings_updated", "organizer"],
  ["profile.updated", "profile"],
];

async function seed() {
  const { db } = await import("~/lib/db.server");
  const { sql } = await import("drizzle-orm");
  const t0 = performance.now();
  await db.execute(sql`insert into cities (id, slug, name, latitude, longitude) values ('luebeck', 'luebeck', 'Lübeck', 53.8655, 10.6866) on conflict do nothing`);
  // accounts sign up over time: every 10,000th (…0003) an admin, every 100th (…07) an organizer (2,000), the rest
  // plain users (no user_roles row); the newest account is the last one
  await db.execute(sql`
    insert into "user" (id, email, name, email_verified, created_at, updated_at)
    select 'bench-u-' || lpad(i::text, 6, '0'),
      case when i % 10000 = 3 then 'admin' when i % 100 = 7 then 'veranstalter' else 'nutzer' end || lpad(i::text, 6, '0') || '@bench.test',
      (array['Anna','Ben','Clara','David','Emma','Felix','Greta','Hannes'])[1 + i % 8] || ' ' || (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker'])[1 + (i / 8) % 8] || ' ' || i,
      i % 10 <> 0, now() - (${USERS} - i) * interval '3 minutes', now()
    from generate_series(1, ${USERS}) i`);
  await db.execute(sql`
    insert into profiles (id, first_name, last_name, city_id)
    select id, split_part(name, ' ', 1), split_part(name, ' ', 2), 'luebeck' from "user"`);
  await db.execute(sql`
    insert into user_roles (user_id, role)
    select 'bench-u-' || lpad(i::text, 6, '0'), (case when i % 10000 = 3 then 'admin' else 'organizer' end)::app_role
    from generate_series(1, ${USERS}) i where i % 10000 = 3 or i % 100 = 7`);
  // 1,000,000 audit rows over ~2 years, one a minute back from now; actors: the organizers, every 101st row an
  // admin, every 50th the system
  const actions = sql.raw(`array[${ACTIONS.map(([a]) => `'${a}'`).join(",")}]`);
  const entities = sql.raw(`array[${ACTIONS.map(([, e]) => `'${e}'`).join(",")}]`);
  await db.execute(sql`
    insert into audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after, created_at)
    select case when i % 50 = 0 then null else u.id end, case when i % 50 = 0 then null else u.email end,
      (${actions})[1 + i % ${ACTIONS.length}], (${entities})[1 + i % ${ACTIONS.length}],
      md5(i::text)::uuid::text,
      jsonb_build_object('status', 'draft', 'title', 'Titel ' || (i - 1)),
      jsonb_build_object('status', 'published', 'title', 'Titel ' || i),
      now() - i * interval '1 minute'
    from generate_series(1, ${AUDIT_ROWS}) i
    join "user" u on u.id = 'bench-u-' || lpad((case when i % 101 = 0 then ((i / 101) % 20) * 10000 + 3 else (i % 2000) * 100 + 7 end)::text, 6, '0')`);
  await db.execute(sql`vacuum analyze`);
  console.log(`Seeded ${USERS.toLocaleString("de-DE")} users and ${AUDIT_ROWS.toLocaleString("de-DE")} audit rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  process.env.DATABASE_URL = dbUrl;
  const { closeDb } = await import("~/lib/db.server");
  const { runMigrations } = await import("~/lib/migrate.server");
  try {
    await runMigrations();
    await seed();

    const { parseListParams } = await import("~/lib/list/list-spec");
    const { berlinDayEnd, berlinDayStart } = await import("~/lib/format");
    const { getAuditLogView, AUDIT_COUNT_CAP } = await import("~/modules/reporting/audit-log.server");
    const { auditLogList } = await import("~/modules/reporting/audit-log-list");
    const actor = { id: "bench-u-000003", email: "admin000003@bench.test", role: "admin" as const };
    const auditParams = (qs: string) => parseListParams(new URLSearchParams(qs), auditLogList);

    // the statements the audit log runs: the page (newest first, 25) and the count up to the cap
    const auditPage = (where: string) => `select a.id, a.created_at, a.actor_id, a.actor_email, u.name as actor_name, a.action, a.entity_type, a.entity_id, a.before, a.after
      from audit_log a left join "user" u on u.id = a.actor_id where ${where} order by a.created_at desc nulls last, a.id desc nulls last limit 25 offset 0`;
    const auditCount = (where: string) => `select count(*) as n from (select 1 from audit_log a where ${where} limit ${AUDIT_COUNT_CAP + 1}) x`;
    const actorLookup = (term: string) =>
      `select u.id from "user" u where (u.id = '${term}' or lower(u.email) like '%${term}%' or lower(u.name) like '%${term}%') and exists (select 1 from audit_log a where a.actor_id = u.id) limit 51`;
    const march = `a.created_at >= '${berlinDayStart("2026-03-01").toISOString()}' and a.created_at < '${berlinDayEnd("2026-03-31").toISOString()}'`;

    const raw = new pg.Client({ connectionString: dbUrl });
    await raw.connect();
    const run = (statements: string[]) => Promise.all(statements.map((s) => raw.query(s)));

    /** A list: the module function its page's loader calls (absent while the page is not built), and the bare SQL it runs. */
    type Case = { label: string; useCase?: () => Promise<unknown>; bare: () => Promise<unknown>; explain: () => Promise<string> };
    const auditCase = (label: string, qs: string, where: string): Case => ({
      label,
      useCase: () => getAuditLogView(actor, auditParams(qs)),
      bare: () => run([auditPage(where), auditCount(where)]),
      explain: async () => auditPage(where),
    });
    /** The actor search: the matching accounts first (trigram indexes), then the rows of those ids — as the module does. */
    const actorCase = (label: string, term: string): Case => {
      const where = async () => {
        const ids = (await raw.query(actorLookup(term))).rows.map((r: { id: string }) => `'${r.id}'`);
        return ids.length ? `a.actor_id in (${ids.join(",")})` : "false";
      };
      return {
        label,
        useCase: () => getAuditLogView(actor, auditParams(`q=${encodeURIComponent(term)}`)),
        bare: async () => {
          const w = await where();
          return run([auditPage(w), auditCount(w)]);
        },
        explain: async () => auditPage(await where()),
      };
    };
    const userPage = (where: string, join = "left join user_roles r on r.user_id = u.id") =>
      `select u.id, u.email, u.name, u.email_verified, u.created_at, r.role, p.city_id from "user" u ${join} left join profiles p on p.id = u.id
       where ${where} order by u.created_at desc nulls last, u.id desc nulls last limit 25`;
    const { getAdminUsersView } = await import("~/modules/profile/admin-users.server");
    const { userList } = await import("~/modules/profile/validation");
    const usersCase = (label: string, qs: string, page: string, count: string): Case => ({
      label,
      useCase: () => getAdminUsersView(actor, parseListParams(new URLSearchParams(qs), userList)),
      bare: () => run([page, count]),
      explain: async () => page,
    });
    const CASES: Case[] = [
      auditCase("Audit-Log, erste Seite", "", "true"),
      auditCase("Audit-Log, eine Aktion", "action=event.published", "a.action = 'event.published'"),
      actorCase("Audit-Log, Akteur:in (E-Mail-Teil)", "veranstalter004207@"),
      actorCase("Audit-Log, Akteur:in (Name)", "hannes meyer 4207"),
      actorCase("Audit-Log, Akteur:in (häufiger Vorname)", "hannes"),
      auditCase("Audit-Log, Zeitraum (März 2026)", "from=01.03.2026&to=31.03.2026", march),
      auditCase("Audit-Log, Aktion + Zeitraum", "action=review.hidden&from=01.03.2026&to=31.03.2026", `a.action = 'review.hidden' and ${march}`),
      // the users list (/admin/users): its view beside the SQL it runs
      usersCase("Benutzer:innen, erste Seite", "", userPage("true"), `select count(*) from (select 1 from "user" limit 10001) x`),
      usersCase(
        "Benutzer:innen, E-Mail-Suche",
        "q=nutzer123456",
        userPage(`lower(u.email) like '%nutzer123456%'`),
        `select count(*) from (select 1 from "user" u where lower(u.email) like '%nutzer123456%' limit 10001) x`,
      ),
      usersCase("Benutzer:innen, Rolle Organisator", "role=organizer", userPage("r.role = 'organizer'", "join user_roles r on r.user_id = u.id"), `select count(*) from user_roles where role = 'organizer'`),
    ];

    console.log(`\nload average ${loadavg().map((l) => l.toFixed(2)).join(" ")}; p50 / p95 over ${RUNS} runs`);
    console.log(`${"server time (ms)".padEnd(42)} use case p50 / p95   bare SQL p50 / p95   EXPLAIN ANALYZE   goal p95 ≤ 100`);
    for (const c of CASES) {
      const bare = await time(c.bare);
      const uc = c.useCase ? await time(c.useCase) : null;
      const plan = (await raw.query(`explain (analyze, format json) ${await c.explain()}`)).rows[0]["QUERY PLAN"][0] as { "Execution Time": number };
      const worst = uc?.p95 ?? bare.p95;
      console.log(
        `${c.label.padEnd(42)} ${uc ? `${uc.p50.toFixed(1).padStart(6)} / ${uc.p95.toFixed(1).padStart(6)}` : "     – /      –"}      ${bare.p50.toFixed(1).padStart(6)} / ${bare.p95.toFixed(1).padStart(6)}      ${plan["Execution Time"].toFixed(1).padStart(8)} ms     ${worst <= 100 ? "✓" : "✗"}`,
      );
      if (process.env.BENCH_SQL) console.log(`  ${await c.explain()}`);
    }
    console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    await raw.end();
  } finally {
    await closeDb();
    if (!process.env.BENCH_KEEP) await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
