import { Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/analytics";
import { formatDate, formatNumber } from "~/lib/format";
import { parseSearchParams } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { ANALYTICS_PERIODS } from "~/modules/reporting/place-analytics-params";
import { getPlaceAnalyticsView } from "~/modules/reporting/place-traffic.server";
import { businessOwner, linkTo, pageTitle } from "~/registry";
import { Chart } from "~/ui/back-office";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { Panel } from "~/ui/back-office/panel";
import { buttonClass, ButtonLink } from "~/ui/button";
import { controlClass } from "~/ui/form-field";
import { StatCard } from "~/ui/stat-card";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.analytics) }];

/** A bad period or place in the URL falls back to 30 days and all own places (never an error). */
const query = z.object({
  period: z.coerce
    .number()
    .pipe(z.union(ANALYTICS_PERIODS.map((p) => z.literal(p)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>]))
    .catch(30),
  place: z.string().max(40).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const q = parseSearchParams(request, query);
  return getPlaceAnalyticsView(actor, { days: q.period, placeId: q.place });
}

const PERIOD_LABEL: Record<(typeof ANALYTICS_PERIODS)[number], string> = { 7: "Letzte 7 Tage", 30: "Letzte 30 Tage", 90: "Letzte 90 Tage" };

export default function Analytics({ loaderData: a }: Route.ComponentProps) {
  const t = a.totals;
  if (a.places.length === 0) {
    return (
      <div className="space-y-6">
        <BackOfficeHeader eyebrow="Business" title="Analytics">
          Sobald Sie einen Ort betreiben, sehen Sie hier, wie oft er angesehen wird.
        </BackOfficeHeader>
        <ButtonLink to={linkTo(businessOwner, "register")}>Business registrieren</ButtonLink>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <BackOfficeHeader eyebrow="Business" title="Analytics">
        {a.chosen ? a.chosen.name : a.places.length === 1 ? a.places[0]!.name : "Alle Ihre Orte"} · {formatDate(`${a.from}T12:00:00Z`)} – {formatDate(`${a.to}T12:00:00Z`)}
      </BackOfficeHeader>

      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4">
        {a.places.length > 1 ? (
          <label className="flex min-w-0 basis-full flex-col gap-1 text-sm font-medium sm:max-w-sm sm:flex-1 sm:basis-auto">
            Ort
            <select name="place" defaultValue={a.chosen?.id ?? ""} className={`${controlClass} min-w-0`}>
              <option value="">Alle Orte</option>
              {a.places.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium sm:flex-none">
          Zeitraum
          <select name="period" defaultValue={String(a.days)} className={controlClass}>
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABEL[p]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass("primary")}>
          Anzeigen
        </button>
      </Form>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Profilaufrufe" value={formatNumber(t.views)} hint="Aufrufe Ihrer öffentlichen Seite im Zeitraum" />
        <StatCard label="Über die Suche" value={formatNumber(t.searches)} hint="Aufrufe, die von der Stadtpuls-Suche kamen" />
        <StatCard label="Favoriten" value={formatNumber(t.favorites)} hint={`${formatNumber(t.newFavorites)} neu im Zeitraum`} />
        <StatCard
          label="Bewertung"
          value={t.rating === null ? "–" : `${t.rating.toLocaleString("de-DE", { minimumFractionDigits: 1 })} von 5`}
          hint={t.reviews ? `aus ${formatNumber(t.reviews)} veröffentlichten Bewertungen` : "Noch keine Bewertungen"}
        />
        <StatCard label="Klicks auf Telefon" value={formatNumber(t.phone)} />
        <StatCard label="Klicks auf Website" value={formatNumber(t.website)} />
        <StatCard label="Klicks auf „Route planen“" value={formatNumber(t.route)} />
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel id="views" title="Profilaufrufe" size="lg">
          <Chart
            title="Profilaufrufe pro Tag"
            type="area"
            data={a.daily}
            xKey="day"
            xFormat="date"
            series={[
              { key: "views", label: "Aufrufe" },
              { key: "searches", label: "davon über die Suche", color: "#554c9a" },
            ]}
          />
        </Panel>
        <Panel id="clicks" title="Klicks" size="lg">
          <Chart
            title="Klicks pro Tag"
            type="bar"
            data={a.daily}
            xKey="day"
            xFormat="date"
            series={[
              { key: "phone", label: "Telefon" },
              { key: "website", label: "Website", color: "#554c9a" },
              { key: "route", label: "Route", color: "#2f7d6d" },
            ]}
          />
        </Panel>
        <Panel id="favorites" title="Favoriten" size="lg">
          <Chart title="Neue Favoriten pro Tag" type="bar" data={a.daily} xKey="day" xFormat="date" series={[{ key: "favorites", label: "Neue Favoriten" }]} />
        </Panel>
        <Panel id="rating" title="Bewertung im Verlauf" size="lg">
          <Chart title="Durchschnittliche Bewertung" type="line" data={a.daily} xKey="day" xFormat="date" series={[{ key: "rating", label: "Durchschnitt (1–5)" }]} />
        </Panel>
      </div>

      <Panel id="sources" title="Woher die Besucher:innen kamen" size="lg">
        <Chart title="Profilaufrufe nach Herkunft" type="bar" data={a.sources} xKey="label" series={[{ key: "views", label: "Aufrufe" }]} showTable />
      </Panel>

      <p className="text-sm text-muted">
        So wird gezählt: ohne Cookies und ohne etwas über Besucher:innen zu speichern – je Seitenaufruf einmal, Suchmaschinen-Crawler und andere Bots nicht. „Über die Suche“ sind Aufrufe, die von
        der Stadtpuls-Suche kamen; welche Suchbegriffe dazu führten, wird nicht erfasst. Klicks auf Telefon, Website und „Route planen“ werden gezählt, wenn die Seite mit JavaScript geladen ist.
      </p>
    </div>
  );
}
