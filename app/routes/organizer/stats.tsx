import { Download } from "lucide-react";
import { Form } from "react-router";
import type { Route } from "./+types/stats";
import { formatDate, formatMoney, formatNumber } from "~/lib/format";
import { pageUrl } from "~/lib/page-url.server";
import { parseSearchParams, throwAsResponse } from "~/lib/route-helpers.server";
import { getOrganizerStatsView } from "~/modules/reporting/organizer-stats.server";
import { STATS_PERIODS, statsQuerySchema } from "~/modules/reporting/organizer-stats-params";
import { organizerEventOptions } from "~/modules/ticketing/list-organizer-bookings.server";
import { Chart } from "~/ui/back-office";
import { buttonClass } from "~/ui/button";
import { controlClass } from "~/ui/form-field";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { Panel } from "~/ui/back-office/panel";
import { StatCard } from "~/ui/stat-card";
import { NOUNS, plural } from "~/lib/plural";
import { organizer, pageTitle } from "~/registry";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.stats) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "money");
  const url = pageUrl(request);
  const query = parseSearchParams(request, statsQuerySchema);
  try {
    const [stats, options] = await Promise.all([getOrganizerStatsView(actor, query), organizerEventOptions(actor)]);
    return { stats, events: options.events, search: url.search };
  } catch (error) {
    throwAsResponse(error);
  }
}

const percent = (v: number | null) => (v === null ? "–" : `${formatNumber(Math.round(v * 1000) / 10)} %`);

export default function OrganizerStats({ loaderData }: Route.ComponentProps) {
  const { stats: s, events, search } = loaderData;
  const t = s.totals;
  const funnelMax = Math.max(1, s.funnel.views, s.funnel.checkoutStarts, s.funnel.paid);
  return (
    <div className="space-y-8">
      <BackOfficeHeader
        eyebrow="Dashboard"
        title="Meine Statistiken"
        actions={
          <a href={`/organizer/stats/export${search}`} className={buttonClass("outline")} download>
            <Download aria-hidden="true" className="size-4" /> CSV exportieren
          </a>
        }
      >
        {s.selectedEvent ? s.selectedEvent.title : "Alle Ihre Events"} · {formatDate(`${s.period.from}T12:00:00Z`)} – {formatDate(`${s.period.to}T12:00:00Z`)}
      </BackOfficeHeader>

      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4">
        <label className="flex min-w-0 basis-full flex-col gap-1 text-sm font-medium sm:max-w-sm sm:flex-1 sm:basis-auto">
          Event
          <select name="event" defaultValue={s.selectedEvent?.id ?? ""} className={`${controlClass} min-w-0`}>
            <option value="">Alle Events</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title} ({formatDate(e.startDate)})
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium sm:flex-none">
          Zeitraum
          <select name="period" defaultValue={s.period.preset === "custom" ? "30d" : s.period.preset} className={controlClass}>
            {STATS_PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass("primary")}>
          Anzeigen
        </button>
      </Form>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Verkaufte Tickets" value={formatNumber(t.tickets)} hint={`in ${plural(t.bookings, NOUNS.booking)}, gebucht im Zeitraum – für Events jedes Datums`} />
        <StatCard label="Einnahmen (abzgl. Erstattungen)" value={formatMoney(t.revenueCents)} hint={`brutto ${formatMoney(t.grossCents)}, gebucht im Zeitraum`} />
        <StatCard
          label="Auslastung der Events im Zeitraum"
          value={percent(t.utilisation)}
          hint={
            t.capacity
              ? `${formatNumber(t.capacitySold)} von ${formatNumber(t.capacity)} Plätzen belegt, bei ${plural(t.capacityEvents, NOUNS.event)} mit Platzlimit, die im Zeitraum stattfinden${t.capacityUnlimitedEvents ? ` (${plural(t.capacityUnlimitedEvents, NOUNS.event)} ohne Platzlimit nicht mitgezählt)` : ""}`
              : t.capacityUnlimitedEvents
                ? `Keines der ${plural(t.capacityUnlimitedEvents, NOUNS.event)} im Zeitraum hat ein Platzlimit`
                : "Im Zeitraum finden keine Events statt"
          }
        />
        <StatCard label="Check-in-Quote" value={percent(t.checkInRate)} hint={t.attendees ? `${formatNumber(t.checkedIn)} von ${formatNumber(t.attendees)} Gästen eingecheckt, bei Events im Zeitraum, die schon begonnen haben` : "Noch keine vergangenen Events im Zeitraum"} />
      </div>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <section className="rounded-2xl border border-line bg-white p-5">
          <Chart title="Verkaufte Tickets pro Tag" type="bar" data={s.daily} xKey="day" xFormat="date" series={[{ key: "tickets", label: "Tickets" }]} />
        </section>
        <section className="rounded-2xl border border-line bg-white p-5">
          <Chart title="Einnahmen pro Tag" type="area" data={s.daily} xKey="day" xFormat="date" valueFormat="money" series={[{ key: "revenue", label: "Einnahmen", color: "#554c9a" }]} />
        </section>
      </div>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Panel id="funnel" title="Vom Besuch zum Ticket" size="lg">
          <p className="mt-1 text-sm text-muted">Gezählt ohne Cookies und ohne Bots.</p>
          <ol className="mt-4 space-y-3">
            {[
              { label: "Aufrufe der Eventseite", value: s.funnel.views, rate: null },
              { label: "Kauf begonnen", value: s.funnel.checkoutStarts, rate: s.funnel.checkoutRate },
              { label: "Bezahlt", value: s.funnel.paid, rate: s.funnel.paidRate },
            ].map((step) => (
              <li key={step.label}>
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{step.label}</span>
                  <span className="tabular-nums">
                    <strong>{formatNumber(step.value)}</strong>
                    {step.rate !== null ? <span className="text-muted"> · {percent(step.rate)}</span> : null}
                  </span>
                </div>
                <div className="mt-1 h-2.5 rounded-full bg-sand" aria-hidden="true">
                  <div className="h-2.5 rounded-full bg-primary" style={{ width: `${Math.max(2, (step.value / funnelMax) * 100)}%` }} />
                </div>
              </li>
            ))}
          </ol>
        </Panel>

        <Panel id="sources" title="Herkunft der Besucher" size="lg">
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">Aufrufe und Kaufbeginne nach Herkunft</caption>
            <thead className="text-left text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-1.5">Herkunft</th>
                <th scope="col" className="py-1.5 pl-3 text-right">Aufrufe</th>
                <th scope="col" className="py-1.5 pl-3 text-right">Kauf begonnen</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {s.sources.map((r) => (
                <tr key={r.source}>
                  <th scope="row" className="py-2 text-left font-medium">{r.label}</th>
                  <td className="py-2 text-right tabular-nums">{formatNumber(r.views)}</td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(r.checkoutStarts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>

        <Panel id="refunds" title="Stornierungen und Erstattungen" size="lg">
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Stornierte Buchungen</dt>
              <dd className="font-semibold tabular-nums">{formatNumber(t.cancelled)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Erstattungen</dt>
              <dd className="font-semibold tabular-nums">{formatNumber(t.refunds)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Erstatteter Betrag</dt>
              <dd className="font-semibold tabular-nums">{formatMoney(t.refundedCents)}</dd>
            </div>
          </dl>
        </Panel>
      </div>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel id="categories" title="Nach Ticketkategorie" size="lg">
          {s.categories.length === 0 ? (
            <p className="mt-3 text-sm text-muted">Im gewählten Zeitraum wurden keine Tickets verkauft.</p>
          ) : (
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">Tickets und Umsatz nach Ticketkategorie</caption>
              <thead className="text-left text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="py-1.5">Kategorie</th>
                  <th scope="col" className="py-1.5 pl-3 text-right">Tickets</th>
                  <th scope="col" className="py-1.5 pl-3 text-right">Umsatz</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {s.categories.map((c) => (
                  <tr key={c.name}>
                    <th scope="row" className="py-2 text-left font-medium">{c.name}</th>
                    <td className="py-2 text-right tabular-nums">{formatNumber(c.tickets)}</td>
                    <td className="py-2 text-right tabular-nums">{formatMoney(c.revenueCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
        <Panel id="channels" title="Nach Verkaufsweg" size="lg">
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">Buchungen, Tickets und Umsatz nach Verkaufsweg</caption>
            <thead className="text-left text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-1.5">Verkaufsweg</th>
                <th scope="col" className="py-1.5 pl-3 text-right">Buchungen</th>
                <th scope="col" className="py-1.5 pl-3 text-right">Tickets</th>
                <th scope="col" className="py-1.5 pl-3 text-right">Umsatz</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {s.channels.map((c) => (
                <tr key={c.channel}>
                  <th scope="row" className="py-2 text-left font-medium">{c.label}</th>
                  <td className="py-2 text-right tabular-nums">{formatNumber(c.bookings)}</td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(c.tickets)}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(c.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
        <Panel id="top" title="Top-Events" size="lg">
          {s.topEvents.length === 0 ? (
            <p className="mt-3 text-sm text-muted">Im gewählten Zeitraum wurden keine Tickets verkauft.</p>
          ) : (
            <ol className="mt-3 divide-y divide-line">
              {s.topEvents.map((e, i) => (
                <li key={e.id} className="flex items-center gap-3 py-2.5">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-sand text-sm font-bold">{i + 1}</span>
                  <div className="min-w-0 flex-1">
                    <a href={`/organizer/stats?event=${e.id}`} className="block truncate font-semibold hover:underline">
                      {e.title}
                    </a>
                    <p className="text-xs text-muted">
                      {formatDate(e.startDate)} · {formatNumber(e.tickets)} Tickets{e.utilisation !== null ? ` · ${percent(e.utilisation)} ausgelastet` : ""}
                    </p>
                  </div>
                  <span className="font-semibold tabular-nums">{formatMoney(e.revenueCents)}</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </div>
  );
}
