import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { DbOrTx } from "~/lib/db.server";
import { effectivePlan, type Plan, type PlanId } from "~/modules/organizers/plans";
import { eventsRunBySql, organizerProfileIdSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";


/** Start of the current calendar month in Europe/Berlin. */
export const berlinMonthStartSql = sql`(date_trunc('month', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')`;

/**
 * The plan of the actor's organizer profile (Starter without one) and this month's published events —
 * of the profile chosen in the switcher when the actor works for a team (its account's events count).
 */
export async function planUsage(q: DbOrTx, actor: OrganizerActor): Promise<{ plan: Plan; publishedThisMonth: number }> {
  const profileId = actor.activeOrganizerId ? sql`${actor.activeOrganizerId}::uuid` : organizerProfileIdSql(actor.id);
  const account = actor.activeOrganizerId ? sql`(select user_id from organizers where id = ${actor.activeOrganizerId}::uuid)` : actor.id;
  const res = await q.execute<{ plan: PlanId | null; plan_valid_until: string | Date | null; published: number }>(sql`
    select o.plan, o.plan_valid_until,
      (select count(*) from events e where (${eventsRunBySql(account)} or e.organizer_id = ${profileId}) and e.published_at >= ${berlinMonthStartSql})::int as published
    from (select 1) one left join organizers o on o.id = ${profileId}
  `);
  const r = res.rows[0]!;
  const plan = effectivePlan(r.plan ? { plan: r.plan, planValidUntil: r.plan_valid_until ? new Date(r.plan_valid_until) : null } : null);
  return { plan, publishedThisMonth: Number(r.published) };
}

/**
 * Refuses what the organizer's plan does not allow (spec §9), with a German message that names the
 * upgrade: publishing more events this month than the plan allows, or more tickets per event.
 * Admins are not limited. Call it inside the transaction that publishes / saves the event.
 *
 * - `publishing`: the event about to be published (not counted against itself);
 * - `capacity`: the event's maximum tickets (max participants, else the sum of category capacities;
 *   null = unlimited, which a limited plan refuses).
 */
export async function assertWithinPlan(
  q: DbOrTx,
  input: { actor: OrganizerActor; publishing?: { eventId?: string | null }; capacity?: number | null },
): Promise<void> {
  if (input.actor.role === "admin") return;
  const { plan, publishedThisMonth } = await planUsage(q, input.actor);
  if (input.publishing && plan.eventsPerMonth !== null) {
    let already = publishedThisMonth;
    if (input.publishing.eventId) {
      const res = await q.execute<{ n: number }>(
        sql`select count(*)::int as n from events e where e.id = ${input.publishing.eventId}::uuid and e.published_at >= ${berlinMonthStartSql}`,
      );
      already -= Number(res.rows[0]?.n ?? 0);
    }
    if (already >= plan.eventsPerMonth) {
      throw new AppError("PLAN_EVENT_LIMIT", {
        message: `Ihr Tarif ${plan.label} erlaubt bis zu ${plan.eventsPerMonth} veröffentlichte Events pro Monat – diesen Monat sind es bereits ${already}. Mit Professional veröffentlichen Sie unbegrenzt viele Events (Einstellungen → Tarif).`,
      });
    }
  }
  if (input.capacity !== undefined && plan.ticketsPerEvent !== null) {
    if (input.capacity === null || input.capacity > plan.ticketsPerEvent) {
      const message =
        input.capacity === null
          ? `Ihr Tarif ${plan.label} erlaubt höchstens ${plan.ticketsPerEvent.toLocaleString("de-DE")} Tickets pro Event. Bitte legen Sie eine maximale Teilnehmerzahl fest.`
          : `Ihr Tarif ${plan.label} erlaubt höchstens ${plan.ticketsPerEvent.toLocaleString("de-DE")} Tickets pro Event.${plan.id === "starter" ? " Mit Professional sind bis zu 1.000 Tickets pro Event möglich (Einstellungen → Tarif)." : " Für mehr Tickets sprechen Sie uns auf Enterprise an."}`;
      throw new AppError("PLAN_TICKET_LIMIT", { message, fields: { maxParticipants: message } });
    }
  }
}

/** The tickets an event can sell, for the plan check: its max participants, else the sum of its categories' quotas (null = unlimited). */
export function planCapacity(values: { maxParticipants?: number | null; tickets?: Array<{ capacity?: number | null }> | null }): number | null {
  if (values.maxParticipants != null) return values.maxParticipants;
  const tickets = values.tickets ?? [];
  if (tickets.length > 0 && tickets.every((t) => t.capacity != null)) return tickets.reduce((s, t) => s + (t.capacity ?? 0), 0);
  return null;
}
