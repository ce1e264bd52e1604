import { DEFAULT_CITY } from "~/lib/cities";
import { type SQL, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { failedWebhookDeliveries } from "~/modules/integrations/queries.server";
import { planUsage } from "~/modules/organizers/assert-within-plan.server";
import { usageLabel } from "~/modules/organizers/plans";
import { eventsRunBySql } from "~/modules/organizers/ownership";
import { findOwnOrganizer, type OrganizerActor } from "~/modules/organizers/scope.server";
import { getOrganizerOverview } from "~/modules/reporting/overview.server";
import { assertCan } from "~/modules/reporting/permissions";

const rows = async <T extends Record<string, unknown>>(q: SQL) => (await db.execute<T>(q)).rows;

export type TodoItem = { key: string; title: string; detail: string; href: string; tone: "attention" | "info" };

/**
 * The organizer dashboard: figures, the next event with its check-in, plan usage and the to-do list
 * (pending refund requests, published events without tickets on sale, drafts close to their date,
 * failed webhook deliveries).
 */
export async function getOrganizerDashboardView(actor: OrganizerActor) {
  assertCan(actor, "organizerFigures.view");
  // the events the actor runs, also for an admin (their own dashboard, not the platform's)
  const owned = eventsRunBySql(actor.id, undefined, "money");
  const [overview, usage, organizer, noTickets, draftsSoon, refunds] = await Promise.all([
    getOrganizerOverview(actor),
    planUsage(db, actor),
    findOwnOrganizer(db, actor, "money"),
    rows<{ id: string; title: string }>(sql`
      select e.id, e.title from events e
      where ${owned} and e.status = 'published' and e.start_date >= now() and e.external_ticket_url is null and e.booking_required
        and not exists (select 1 from ticket_categories tc where tc.event_id = e.id and tc.is_active)
        and e.price_cents > 0
      order by e.start_date limit 5`),
    rows<{ id: string; title: string; start_date: string | Date }>(sql`
      select e.id, e.title, e.start_date from events e
      where ${owned} and e.status = 'draft' and e.start_date >= now() and e.start_date < now() + interval '14 days'
      order by e.start_date limit 5`),
    rows<{ n: number }>(sql`
      select count(*)::int as n from refund_requests r join bookings b on b.id = r.booking_id join events e on e.id = b.event_id
      where ${owned} and r.status = 'pending'`),
  ]);
  const failed = organizer ? await failedWebhookDeliveries(organizer.id) : 0;
  const todos: TodoItem[] = [];
  const pendingRefunds = Number(refunds[0]?.n ?? 0);
  if (pendingRefunds > 0)
    todos.push({
      key: "refunds",
      title: pendingRefunds === 1 ? "1 offene Erstattungsanfrage" : `${pendingRefunds} offene Erstattungsanfragen`,
      detail: "Gäste warten auf eine Antwort zu ihrer Stornierung.",
      href: "/organizer/bookings?status=confirmed",
      tone: "attention",
    });
  for (const e of noTickets)
    todos.push({ key: `tickets-${e.id}`, title: `„${e.title}“ hat keine Tickets im Verkauf`, detail: "Legen Sie eine aktive Ticketkategorie an, damit Gäste buchen können.", href: `/organizer/events/${e.id}/edit`, tone: "attention" });
  for (const e of draftsSoon)
    todos.push({
      key: `draft-${e.id}`,
      title: `Entwurf „${e.title}“ ist noch nicht veröffentlicht`,
      detail: `Das Event beginnt bald – veröffentlichen Sie es, damit es gefunden wird.`,
      href: `/organizer/events/${e.id}/edit`,
      tone: "info",
    });
  if (failed > 0)
    todos.push({
      key: "webhooks",
      title: failed === 1 ? "1 Webhook konnte nicht zugestellt werden" : `${failed} Webhooks konnten nicht zugestellt werden`,
      detail: "Prüfen Sie die Empfänger-URL im Zustellprotokoll.",
      href: "/organizer/integrations",
      tone: "attention",
    });
  const next = overview.nextEvents.find((e) => e.status !== "draft") ?? null;
  return {
    ...overview,
    nextEvent: next ? { ...next, checkInHref: `/organizer/check-in/${next.id}`, publicHref: `/${next.city_id ?? DEFAULT_CITY}/events/${next.slug}` } : null,
    plan: {
      id: usage.plan.id,
      label: usage.plan.label,
      eventsThisMonth: usage.publishedThisMonth,
      eventsLimit: usage.plan.eventsPerMonth,
      usage: usageLabel(usage.publishedThisMonth, usage.plan.eventsPerMonth),
      ticketsPerEvent: usage.plan.ticketsPerEvent,
      atLimit: usage.plan.eventsPerMonth !== null && usage.publishedThisMonth >= usage.plan.eventsPerMonth,
    },
    todos,
  };
}
