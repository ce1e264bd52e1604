import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { NOUNS, plural } from "~/lib/plural";
import { formatDateTime, formatMoney, formatNumber } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/auth-edge/guards.server";
import { getAdminOverview } from "~/modules/reporting/overview.server";
import { admin, linkTo } from "~/registry";
import { StatCard } from "~/ui/stat-card";
import { EventRows } from "~/ui/back-office/event-rows";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { Panel } from "~/ui/back-office/panel";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard – Stadtpuls" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getAdminOverview(actor).catch(throwAsResponse);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts: c, recentAudit, nextEvents } = loaderData;
  return (
    <div className="space-y-10">
      <BackOfficeHeader eyebrow="Dashboard" title="Admin Dashboard">
        Was heute zu tun ist und wie die letzten 30 Tage liefen.
      </BackOfficeHeader>

      <section aria-labelledby="todo">
        <h2 id="todo" className="text-xl font-bold">Offene Aufgaben</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Erstattungsanfragen" value={formatNumber(c.pendingRefunds)} hint="warten auf Entscheidung" to="/admin/refunds" tone={c.pendingRefunds ? "attention" : "neutral"} />
          <StatCard label="Organisator-Anfragen" value={formatNumber(c.pendingRequests)} hint="warten auf Prüfung" to="/admin/requests" tone={c.pendingRequests ? "attention" : "neutral"} />
          <StatCard label="Offene Meldungen" value={formatNumber(c.openReports)} to="/admin/reports" tone={c.openReports ? "attention" : "neutral"} />
          <StatCard
            label="E-Mail-Postausgang"
            value={formatNumber(c.outboxPending)}
            hint={c.outboxFailed || c.outboxDead ? `${c.outboxFailed} mit Fehler, ${c.outboxDead} aufgegeben` : "alles zugestellt"}
            tone={c.outboxDead ? "attention" : "neutral"}
          />
        </div>
      </section>

      <section aria-labelledby="figures">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="figures" className="text-xl font-bold">Letzte 30 Tage</h2>
          <Link to={linkTo(admin, "analytics")} className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-strong hover:underline">
            Alle Zahlen nach Zeitraum und Stadt in Analytics
          </Link>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Umsatz (abzgl. Erstattungen)" value={formatMoney(c.revenue30dCents)} to="/admin/bookings" />
          <StatCard label="Bestätigte Buchungen" value={formatNumber(c.bookings30d)} hint={plural(c.tickets30d, NOUNS.ticket)} to="/admin/bookings" />
          <StatCard label="Offene Zahlungen" value={formatNumber(c.pendingBookings)} hint="reservierte Plätze" />
          <StatCard label="Benutzer:innen" value={formatNumber(c.users)} hint={`${formatNumber(c.newUsers7d)} neu in 7 Tagen`} to="/admin/users" />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Kommende Events" value={formatNumber(c.upcomingEvents)} hint={`${formatNumber(c.soldOutEvents)} ausverkauft`} to="/admin/events" />
          <StatCard label="Entwürfe" value={formatNumber(c.draftEvents)} to="/admin/events" />
          <StatCard label="Blog-Artikel" value={formatNumber(c.publishedPosts)} to="/admin/blogs" />
          <StatCard label="Orte" value={formatNumber(c.places)} to="/admin/places" />
        </div>
      </section>

      <div className="grid gap-8 xl:grid-cols-2">
        <Panel id="next" title="Nächste Events">
          {nextEvents.length === 0 ? (
            <p className="mt-3 text-muted">Keine kommenden Events.</p>
          ) : (
            <EventRows events={nextEvents} detail={(e) => formatDateTime(e.start_date)} aside={(e) => <span className="font-medium">{e.seats}</span>} />
          )}
        </Panel>
        <Panel
          id="audit"
          title="Letzte Änderungen"
          actions={
            <Link to={linkTo(admin, "userAudit")} className="text-sm font-semibold text-primary-strong hover:underline">
              Audit-Log
            </Link>
          }
        >
          {recentAudit.length === 0 ? (
            <p className="mt-3 text-muted">Noch keine protokollierten Änderungen.</p>
          ) : (
            <ul className="mt-3 divide-y divide-line">
              {recentAudit.map((a) => (
                <li key={a.id} className="py-3 text-sm">
                  <p className="font-semibold">{a.actionLabel}</p>
                  <p className="text-muted">
                    {a.actor_email ?? "System"} · {a.entityLabel}
                    {a.entity_id ? ` ${a.entity_id.slice(0, 8)}` : ""} · {formatDateTime(a.created_at)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
