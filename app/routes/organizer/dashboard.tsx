import { AlertTriangle, CalendarPlus, CheckCircle2, Info, PenLine, ScanLine } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { formatDateTime, formatMoney, formatNumber, formatWeekdayDate, formatTime } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { organizer, pageTitle } from "~/registry";
import { EVENT_STATUS } from "~/modules/events/labels";
import { getOrganizerDashboardView } from "~/modules/reporting/organizer-dashboard.server";
import { EventRows } from "~/ui/back-office/event-rows";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { Panel } from "~/ui/back-office/panel";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { StatCard } from "~/ui/stat-card";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";
import { contextAllows } from "~/modules/organizers/team.server";
import { TEAM_ROLE, type TeamRole } from "~/modules/organizers/labels";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.dashboard) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "any");
  // a team member without access to figures (Redaktion, Einlass) gets the start page of their role
  if (!contextAllows(actor.contextRole, "money")) {
    const profile = actor.profiles.find((p) => p.organizerId === actor.activeOrganizerId);
    const member = actor.team?.find((m) => m.organizerId === actor.activeOrganizerId);
    return {
      kind: "team" as const,
      name: actor.displayName,
      profileName: profile?.name ?? "",
      role: actor.contextRole === "owner" ? ("manager" as const) : actor.contextRole,
      canSell: member?.canSell ?? false,
    };
  }
  try {
    return { kind: "figures" as const, name: actor.displayName, ...(await getOrganizerDashboardView(actor)) };
  } catch (error) {
    throwAsResponse(error);
  }
}


export default function OrganizerDashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "team") return <TeamStart {...loaderData} />;
  const { counts: c, nextEvents, name, nextEvent, plan, todos } = loaderData;
  const planPct = plan.eventsLimit ? Math.min(100, (plan.eventsThisMonth / plan.eventsLimit) * 100) : 12;
  return (
    <div className="space-y-10">
      <BackOfficeHeader
        eyebrow="Dashboard"
        title={`Hallo ${name}`}
        actions={
          <>
            <ButtonLink to="/organizer/events/create">
              <CalendarPlus aria-hidden="true" className="size-4" /> Neues Event
            </ButtonLink>
            <ButtonLink to="/organizer/blogs/create" variant="outline">
              <PenLine aria-hidden="true" className="size-4" /> Neuer Artikel
            </ButtonLink>
          </>
        }
      >
        Ihre Events, Buchungen und Einnahmen auf einen Blick.
      </BackOfficeHeader>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Kommende Events" value={formatNumber(c.upcoming)} hint={`${formatNumber(c.drafts)} Entwürfe`} to="/organizer/events" />
        <StatCard label="Verkaufte Tickets" value={formatNumber(c.tickets)} to="/organizer/bookings" />
        <StatCard label="Einnahmen (abzgl. Erstattungen)" value={formatMoney(c.revenueCents)} to="/organizer/stats" />
        <StatCard label="Offene Erstattungsanfragen" value={formatNumber(c.pendingRefunds)} tone={c.pendingRefunds ? "attention" : "neutral"} to="/organizer/bookings" />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Panel id="todo" title="Zu erledigen" className="lg:col-span-2">
          {todos.length === 0 ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-success">
              <CheckCircle2 aria-hidden="true" className="size-5" /> Alles erledigt – nichts wartet auf Sie.
            </p>
          ) : (
            <ul className="mt-3 space-y-2">
              {todos.map((t) => (
                <li key={t.key}>
                  <Link to={t.href} className="flex gap-3 rounded-xl border border-line p-3 transition-colors hover:border-ink/30 hover:bg-sand/40">
                    {t.tone === "attention" ? (
                      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    ) : (
                      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-secondary" />
                    )}
                    <span>
                      <span className="block font-semibold">{t.title}</span>
                      <span className="block text-sm text-muted">{t.detail}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="plan" title={<>Tarif {plan.label}</>}>
          <p className="mt-3 text-sm text-muted">Veröffentlichte Events diesen Monat</p>
          <p className="font-display text-3xl font-bold">{plan.usage}</p>
          <div className="mt-2 h-2.5 rounded-full bg-sand" aria-hidden="true">
            <div className={`h-2.5 rounded-full ${plan.atLimit ? "bg-primary" : "bg-accent"}`} style={{ width: `${planPct}%` }} />
          </div>
          <p className="mt-3 text-sm text-muted">
            {plan.ticketsPerEvent === null ? "Tickets pro Event nach Vereinbarung" : `Bis zu ${formatNumber(plan.ticketsPerEvent)} Tickets pro Event`}
          </p>
          {plan.id === "starter" ? (
            <ButtonLink to="/organizer/settings#tarif" variant={plan.atLimit ? "primary" : "outline"} size="sm" className="mt-4">
              Auf Professional wechseln
            </ButtonLink>
          ) : null}
        </Panel>
      </div>

      {nextEvent ? (
        <section aria-labelledby="next-event" className="flex flex-col gap-4 rounded-2xl bg-ink p-6 text-white md:flex-row md:items-center md:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-white/70">Ihr nächstes Event</p>
            <h2 id="next-event" className="mt-1 text-2xl font-bold">
              {nextEvent.title}
            </h2>
            <p className="mt-1 text-white/80">
              {formatWeekdayDate(nextEvent.start_date)}, {formatTime(nextEvent.start_date)} Uhr ·{" "}
              {nextEvent.seats}
            </p>
          </div>
          <Link to={nextEvent.checkInHref} className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-6 font-semibold text-ink hover:bg-sand">
            <ScanLine aria-hidden="true" className="size-5" /> Zum Check-in
          </Link>
        </section>
      ) : null}

      <Panel id="next" title="Kommende Events">
        {nextEvents.length === 0 ? (
          <EmptyState className="mt-4" title="Noch keine Events geplant" action={<ButtonLink to="/organizer/events/create">Erstes Event anlegen</ButtonLink>}>
            Legen Sie Ihr erstes Event an – Tickets, Check-in und Auszahlung laufen über Stadtpuls.
          </EmptyState>
        ) : (
          <EventRows
            events={nextEvents}
            detail={(e) => `${formatDateTime(e.start_date)} · ${EVENT_STATUS.label(e.status)}`}
            aside={(e) => (
              <>
                <span className="font-medium">{e.seats}</span>
                <Link to={`/organizer/check-in/${e.id}`} className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold hover:border-ink/40">
                  Check-in
                </Link>
              </>
            )}
          />
        )}
      </Panel>
    </div>
  );
}

/** What a role without figures may and may not do, as the start page lists it. */
const ROLE_SCOPE: Partial<Record<TeamRole, { yes: string[]; no: string[] }>> = {
  door: { yes: ["Tickets am Eingang scannen", "Zähler und letzte Scans sehen"], no: ["Events bearbeiten", "Buchungen, Umsätze und Exporte", "Team und Einstellungen"] },
  editor: {
    yes: ["Events, Termine und Aktivitäten anlegen und bearbeiten", "Blog-Artikel schreiben", "Bewertungen beantworten"],
    no: ["Buchungen, Umsätze und Exporte", "Einlass verwalten", "Team und Einstellungen"],
  },
};

/** The start page of a team member whose role has no figures: where they work, as what, and what to do. */
function TeamStart({ name, profileName, role, canSell }: { name?: string; profileName: string; role: TeamRole; canSell: boolean }) {
  const scope = ROLE_SCOPE[role];
  const yes = role === "door" && canSell ? [...(scope?.yes ?? []), "An der Abendkasse verkaufen"] : (scope?.yes ?? []);
  return (
    <div className="space-y-8">
      <BackOfficeHeader eyebrow="Team" title={`Hallo ${name ?? ""}`.trim()}>
        Sie arbeiten im Team von {profileName} mit der Rolle {TEAM_ROLE.label(role)}. Alles, was Sie hier tun, steht unter Ihrem Namen im Protokoll.
      </BackOfficeHeader>
      <div className="grid gap-4 md:grid-cols-2">
        {role === "door" ? (
          <Panel id="team-door" title="Einlass">
            <p className="mt-1 text-muted">
              Öffnen Sie den Scanner des Events, an dessen Tür Sie heute stehen{canSell ? " – dort verkaufen Sie auch an der Abendkasse" : ""}.
            </p>
            <ButtonLink to="/organizer/check-in" className="mt-4">
              <ScanLine aria-hidden="true" className="size-4" /> Zum Check-in
            </ButtonLink>
          </Panel>
        ) : (
          <Panel id="team-events" title="Events und Artikel">
            <p className="mt-1 text-muted">Legen Sie Events an, pflegen Sie Termine und schreiben Sie Artikel.</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <ButtonLink to="/organizer/events">
                <PenLine aria-hidden="true" className="size-4" /> Zu den Events
              </ButtonLink>
              <ButtonLink to="/organizer/events/create" variant="outline">
                <CalendarPlus aria-hidden="true" className="size-4" /> Neues Event
              </ButtonLink>
            </div>
          </Panel>
        )}
        <Panel id="team-role" title={<>Ihre Rolle: {TEAM_ROLE.label(role)}</>}>
          <ul className="mt-3 space-y-2 text-sm" aria-label="Das gehört zu Ihrer Rolle">
            {yes.map((t) => (
              <li key={t} className="flex items-start gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" /> {t}
              </li>
            ))}
          </ul>
          {scope?.no.length ? (
            <p className="mt-4 text-sm text-muted">Nicht in Ihrer Rolle: {scope.no.join(", ")}. Fragen Sie dafür die Verwaltung Ihres Teams.</p>
          ) : null}
        </Panel>
      </div>
    </div>
  );
}
