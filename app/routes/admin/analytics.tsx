import { Form, Link } from "react-router";
import type { Route } from "./+types/analytics";
import { requireRole } from "~/auth-edge/guards.server";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { formatDate, formatMoney, formatNumber } from "~/lib/format";
import { NOUNS, plural } from "~/lib/plural";
import { parseSearchParams, throwAsResponse } from "~/lib/route-helpers.server";
import { getAdminAnalyticsView } from "~/modules/reporting/admin-analytics.server";
import { analyticsQuerySchema } from "~/modules/reporting/admin-analytics-params";
import { STATS_PERIODS } from "~/modules/reporting/organizer-stats-params";
import { admin, pageTitle } from "~/registry";
import { BackOfficeHeader, Chart } from "~/ui/back-office";
import { Panel } from "~/ui/back-office/panel";
import { buttonClass } from "~/ui/button";
import { DatePicker } from "~/ui/date-picker";
import { controlClass } from "~/ui/form-field";
import { ScrollRegion } from "~/ui/scroll-region";
import { StatCard } from "~/ui/stat-card";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.analytics) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getAdminAnalyticsView(actor, parseSearchParams(request, analyticsQuerySchema)).catch(throwAsResponse);
}

const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);
const cell = "px-3 py-2";
const num = `${cell} text-right tabular-nums`;

/** A plain figures table inside a panel (headers, then rows), scrolling sideways on narrow screens. */
function FigureTable({ caption, head, children, empty }: { caption: string; head: string[]; children: React.ReactNode; empty: string | null }) {
  if (empty) return <p className="mt-3 text-sm text-muted">{empty}</p>;
  return (
    <ScrollRegion label={caption} className="mt-3">
      <table className="w-full min-w-[24rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase tracking-wide text-muted">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? cell : `${cell} text-right`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

export default function AdminAnalytics({ loaderData: a }: Route.ComponentProps) {
  const t = a.totals;
  const where = a.city ? a.city.name : "alle Städte";
  return (
    <div className="space-y-8">
      <BackOfficeHeader eyebrow="Dashboard" title="Analytics">
        {where} · {day(a.period.from)} – {day(a.period.to)}
      </BackOfficeHeader>

      <Form method="get" className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-line bg-white p-4 sm:flex sm:flex-wrap">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
          Stadt
          <select name="city" defaultValue={a.city?.id ?? ""} className={controlClass}>
            <option value="">Alle Städte</option>
            {CITY_IDS.map((c) => (
              <option key={c} value={c}>
                {CITY_NAMES[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
          Zeitraum
          <select name="period" defaultValue={a.period.preset === "custom" ? "custom" : a.period.preset} className={controlClass}>
            {STATS_PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
            <option value="custom">Eigener Zeitraum (Von – Bis)</option>
          </select>
        </label>
        <DatePicker name="from" label="Von" defaultValue={a.period.preset === "custom" ? a.period.from : undefined} className="min-w-0 sm:w-44" />
        <DatePicker name="to" label="Bis" defaultValue={a.period.preset === "custom" ? a.period.to : undefined} className="min-w-0 sm:w-44" />
        <button type="submit" className={buttonClass("primary", "md", "col-span-2 sm:col-span-1")}>
          Anzeigen
        </button>
      </Form>

      <section aria-labelledby="kpi">
        <h2 id="kpi" className="sr-only">
          Kennzahlen
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Umsatz (brutto)" value={formatMoney(t.grossCents)} hint={`netto nach Erstattungen ${formatMoney(t.netCents)}`} />
          <StatCard label="Buchungen" value={formatNumber(t.bookings)} hint={plural(t.tickets, NOUNS.ticket)} />
          <StatCard label="Erstattungen" value={formatNumber(t.refunds)} hint={`${formatMoney(t.refundedCents)} erstattet`} />
          <StatCard label="Neue Benutzer:innen" value={formatNumber(t.newUsers)} hint={`${formatNumber(t.activeUsers)} aktiv im Zeitraum`} />
        </div>
      </section>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <section className="rounded-2xl border border-line bg-white p-5">
          <Chart title="Verkaufte Tickets pro Tag" type="bar" data={a.daily} xKey="day" xFormat="date" series={[{ key: "tickets", label: "Tickets" }]} />
        </section>
        <section className="rounded-2xl border border-line bg-white p-5">
          <Chart title="Umsatz (brutto) pro Tag" type="area" data={a.daily} xKey="day" xFormat="date" valueFormat="money" series={[{ key: "revenue", label: "Umsatz", color: "#554c9a" }]} />
        </section>
        <section className="rounded-2xl border border-line bg-white p-5">
          <Chart title="Neue Benutzer:innen pro Tag" type="line" data={a.daily} xKey="day" xFormat="date" series={[{ key: "newUsers", label: "Neue Benutzer:innen", color: "#10b981" }]} />
        </section>
        <section className="rounded-2xl border border-line bg-white p-5">
          <Chart
            title="Zustellung über den Postausgang"
            type="bar"
            data={a.delivery.byKind}
            xKey="kind"
            series={[
              { key: "sent", label: "Zugestellt", color: "#10b981" },
              { key: "waiting", label: "Wartet", color: "#0e7490" },
              { key: "failed", label: "Erneuter Versuch", color: "#d97706" },
              { key: "dead", label: "Aufgegeben", color: "#b53c7a" },
            ]}
          />
        </section>
      </div>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel id="top-events" title="Top-Events nach Tickets" size="lg">
          <FigureTable caption="Top-Events nach verkauften Tickets" head={["Event", "Tickets", "Umsatz"]} empty={a.topEvents.length ? null : "Im Zeitraum wurden keine Tickets verkauft."}>
            {a.topEvents.map((e) => (
              <tr key={e.id}>
                <th scope="row" className={`${cell} font-medium`}>
                  <Link to={e.href} className="hover:underline">
                    {e.title}
                  </Link>
                  <span className="block text-xs font-normal text-muted">
                    {formatDate(e.startDate)} · {e.cityName}
                  </span>
                </th>
                <td className={num}>{formatNumber(e.tickets)}</td>
                <td className={num}>{formatMoney(e.revenueCents)}</td>
              </tr>
            ))}
          </FigureTable>
        </Panel>
        <Panel id="top-places" title="Top-Orte nach Favoriten" size="lg">
          <FigureTable caption="Top-Orte nach Favoriten im Zeitraum" head={["Ort", "Neue Favoriten", "Favoriten gesamt", "Events im Zeitraum"]} empty={a.topPlaces.length ? null : "Keine Orte in dieser Auswahl."}>
            {a.topPlaces.map((p) => (
              <tr key={p.id}>
                <th scope="row" className={`${cell} font-medium`}>
                  <Link to={p.href} className="hover:underline">
                    {p.name}
                  </Link>
                </th>
                <td className={num}>{formatNumber(p.favorites)}</td>
                <td className={num}>{formatNumber(p.allFavorites)}</td>
                <td className={num}>{formatNumber(p.events)}</td>
              </tr>
            ))}
          </FigureTable>
        </Panel>
        <Panel id="zero-searches" title="Suchen ohne Ergebnis" size="lg">
          <p className="mt-1 text-sm text-muted">
            {t.searches
              ? `${formatNumber(t.zeroSearches)} von ${formatNumber(t.searches)} Suchen fanden nichts. Gespeichert wird nur der Suchbegriff je Tag und Stadt – nichts über die Person.`
              : "Im Zeitraum wurde auf der Suchseite nicht gesucht."}
          </p>
          <FigureTable caption="Suchbegriffe ohne Ergebnis" head={["Suchbegriff", "Ohne Ergebnis", "Suchen", "Zuletzt"]} empty={a.zeroSearches.length || !t.searches ? null : "Jede Suche fand etwas."}>
            {a.zeroSearches.map((z) => (
              <tr key={z.query}>
                <th scope="row" className={`${cell} font-medium [overflow-wrap:anywhere]`}>
                  {z.query}
                </th>
                <td className={num}>{formatNumber(z.zero)}</td>
                <td className={num}>{formatNumber(z.searches)}</td>
                <td className={`${num} whitespace-nowrap`}>{day(z.lastDay)}</td>
              </tr>
            ))}
          </FigureTable>
        </Panel>
        <Panel id="delivery" title="Zustellung nach Art und Anlass" size="lg">
          <p className="mt-1 text-sm text-muted">
            {a.delivery.inApp.created
              ? `${plural(a.delivery.inApp.created, { one: "Benachrichtigung", other: "Benachrichtigungen" })} in der App, ${formatNumber(a.delivery.inApp.read)} davon gelesen. E-Mails und Push laufen über den Postausgang:`
              : "Im Zeitraum keine Benachrichtigungen in der App. E-Mails und Push laufen über den Postausgang:"}
          </p>
          <FigureTable
            caption="Nachrichten des Postausgangs nach Art und Anlass"
            head={["Art · Anlass", "Zugestellt", "Wartet", "Erneuter Versuch", "Aufgegeben"]}
            empty={a.delivery.byTopic.length ? null : "Im Zeitraum wurden keine Nachrichten verschickt."}
          >
            {a.delivery.byTopic.map((d) => (
              <tr key={`${d.kind}-${d.topic}`}>
                <th scope="row" className={`${cell} font-medium`}>
                  {d.kind} <span className="font-normal text-muted">· {d.topic}</span>
                </th>
                <td className={num}>{formatNumber(d.sent)}</td>
                <td className={num}>{formatNumber(d.waiting)}</td>
                <td className={num}>{formatNumber(d.failed)}</td>
                <td className={num}>{formatNumber(d.dead)}</td>
              </tr>
            ))}
          </FigureTable>
        </Panel>
      </div>
    </div>
  );
}
