import { CalendarPlus, PenLine } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { formatDateTime, formatMoney, formatNumber } from "~/lib/format";
import { requireRole } from "~/modules/accounts/session.server";
import { getOrganizerOverview } from "~/modules/reporting/overview.server";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { StatCard } from "~/ui/stat-card";

export const meta: Route.MetaFunction = () => [{ title: "Übersicht – Organisator – Stadtpuls" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireRole(request, "organizer");
  return { name: viewer.displayName, ...(await getOrganizerOverview(viewer.id)) };
}

const STATUS: Record<string, string> = { published: "Veröffentlicht", sold_out: "Ausverkauft", draft: "Entwurf" };

export default function OrganizerDashboard({ loaderData }: Route.ComponentProps) {
  const { counts: c, nextEvents, name } = loaderData;
  return (
    <div className="space-y-10">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold">Hallo {name}</h1>
          <p className="mt-1 text-muted">Ihre Events, Buchungen und Einnahmen auf einen Blick.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/organizer/events/create">
            <CalendarPlus aria-hidden="true" className="size-4" /> Neues Event
          </ButtonLink>
          <ButtonLink to="/organizer/blogs/create" variant="outline">
            <PenLine aria-hidden="true" className="size-4" /> Neuer Artikel
          </ButtonLink>
        </div>
      </header>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Kommende Events" value={formatNumber(c.upcoming)} hint={`${formatNumber(c.drafts)} Entwürfe`} to="/organizer/events" />
        <StatCard label="Verkaufte Tickets" value={formatNumber(c.tickets)} to="/organizer/bookings" />
        <StatCard label="Einnahmen (abzgl. Erstattungen)" value={formatMoney(c.revenueCents)} to="/organizer/stats" />
        <StatCard label="Offene Erstattungsanfragen" value={formatNumber(c.pendingRefunds)} tone={c.pendingRefunds ? "attention" : "neutral"} to="/organizer/bookings" />
      </div>
      <section aria-labelledby="next" className="rounded-2xl border border-line bg-white p-5">
        <h2 id="next" className="text-xl font-bold">Ihre nächsten Events</h2>
        {nextEvents.length === 0 ? (
          <EmptyState className="mt-4" title="Noch keine Events geplant" action={<ButtonLink to="/organizer/events/create">Erstes Event anlegen</ButtonLink>}>
            Legen Sie Ihr erstes Event an – Tickets, Check-in und Auszahlung laufen über Stadtpuls.
          </EmptyState>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {nextEvents.map((e) => (
              <li key={e.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={e.href} className="font-semibold hover:underline">
                    {e.title}
                  </Link>
                  <p className="text-sm text-muted">
                    {formatDateTime(e.start_date)} · {STATUS[e.status] ?? e.status}
                  </p>
                </div>
                <div className="flex items-center gap-3 text-sm">
                  <span className="font-medium">
                    {e.max_participants ? `${formatNumber(e.current_participants)} / ${formatNumber(e.max_participants)} Plätze` : `${formatNumber(e.current_participants)} Plätze`}
                  </span>
                  <Link to={`/organizer/check-in/${e.id}`} className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold hover:border-ink/40">
                    Check-in
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
