import { DEFAULT_CITY } from "~/lib/cities";
import { auditActionLabel, auditEntityLabel } from "~/modules/audit/actions";
import { eventHref } from "~/modules/events/card-data";
import { seatsLabel } from "~/modules/events/price-display";
import { type SQL, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { eventsRunBySql } from "~/modules/organizers/ownership";
import { assertCan } from "~/modules/reporting/permissions";

const rows = async <T extends Record<string, unknown> = Record<string, unknown>>(q: SQL) => (await db.execute<T>(q)).rows;
const n = (v: unknown) => Number(v ?? 0);

/** Figures and open work for the admin dashboard, from the live tables (admins only). */
export async function getAdminOverview(actor: Actor) {
  assertCan(actor, "platformFigures.view");
  const [counts] = await rows(sql`
    select
      (select count(*) from events where status = 'published' and start_date >= now()) as upcoming_events,
      (select count(*) from events where status = 'draft') as draft_events,
      (select count(*) from events where status = 'sold_out' and start_date >= now()) as sold_out_events,
      (select count(*) from bookings where status = 'confirmed' and created_at >= now() - interval '30 days') as bookings_30d,
      (select coalesce(sum(total_amount_cents - refunded_cents), 0) from bookings where status = 'confirmed' and payment_status in ('completed', 'partially_refunded') and created_at >= now() - interval '30 days') as revenue_30d,
      (select coalesce(sum(quantity), 0) from bookings where status = 'confirmed' and created_at >= now() - interval '30 days') as tickets_30d,
      (select count(*) from bookings where status = 'pending') as pending_bookings,
      (select count(*) from refund_requests where status = 'pending') as pending_refunds,
      (select count(*) from organizer_requests where status = 'pending') as pending_requests,
      (select count(*) from reports where status = 'open') as open_reports,
      (select count(*) from "user") as users,
      (select count(*) from "user" where created_at >= now() - interval '7 days') as new_users_7d,
      (select count(*) from outbox where status in ('pending', 'processing')) as outbox_pending,
      (select count(*) from outbox where status = 'failed') as outbox_failed,
      (select count(*) from outbox where status = 'dead') as outbox_dead,
      (select count(*) from blog_posts where status = 'published') as published_posts,
      (select count(*) from locations where is_active) as places
  `);
  const recentAudit = await rows<{ id: number; actor_email: string | null; action: string; entity_type: string; entity_id: string | null; created_at: string }>(sql`
    select id, actor_email, action, entity_type, entity_id, created_at from audit_log order by created_at desc limit 8`);
  const nextEvents = await rows<{ id: string; slug: string; title: string; start_date: string; city_id: string | null; current_participants: number; max_participants: number | null }>(sql`
    select id, slug, title, start_date, city_id, current_participants, max_participants from events
    where status in ('published', 'sold_out') and start_date >= now() order by start_date limit 6`);
  return {
    counts: {
      upcomingEvents: n(counts.upcoming_events),
      draftEvents: n(counts.draft_events),
      soldOutEvents: n(counts.sold_out_events),
      bookings30d: n(counts.bookings_30d),
      revenue30dCents: n(counts.revenue_30d),
      tickets30d: n(counts.tickets_30d),
      pendingBookings: n(counts.pending_bookings),
      pendingRefunds: n(counts.pending_refunds),
      pendingRequests: n(counts.pending_requests),
      openReports: n(counts.open_reports),
      users: n(counts.users),
      newUsers7d: n(counts.new_users_7d),
      outboxPending: n(counts.outbox_pending),
      outboxFailed: n(counts.outbox_failed),
      outboxDead: n(counts.outbox_dead),
      publishedPosts: n(counts.published_posts),
      places: n(counts.places),
    },
    recentAudit: recentAudit.map((a) => ({
      ...a,
      actionLabel: auditActionLabel(a.action),
      entityLabel: auditEntityLabel(a.entity_type),
      created_at: new Date(a.created_at).toISOString(),
    })),
    nextEvents: nextEvents.map(withSeats),
  };
}

/** Figures of one organizer: the events they run (created by them or filed under their organizer profile). */
export async function getOrganizerOverview(actor: Actor) {
  assertCan(actor, "organizerFigures.view");
  const mine = eventsRunBySql(actor.id, undefined, "money");
  const [counts] = await rows(sql`
    select
      (select count(*) from events e where ${mine} and e.status in ('published', 'sold_out') and e.start_date >= now()) as upcoming,
      (select count(*) from events e where ${mine} and e.status = 'draft') as drafts,
      (select coalesce(sum(b.quantity), 0) from bookings b join events e on e.id = b.event_id where ${mine} and b.status = 'confirmed') as tickets,
      (select coalesce(sum(b.total_amount_cents - b.refunded_cents), 0) from bookings b join events e on e.id = b.event_id where ${mine} and b.status = 'confirmed' and b.payment_status in ('completed', 'partially_refunded')) as revenue,
      (select count(*) from refund_requests r join bookings b on b.id = r.booking_id join events e on e.id = b.event_id where ${mine} and r.status = 'pending') as pending_refunds
  `);
  const nextEvents = await rows<{ id: string; slug: string; title: string; start_date: string; city_id: string | null; current_participants: number; max_participants: number | null; status: string }>(sql`
    select e.id, e.slug, e.title, e.start_date, e.city_id, e.current_participants, e.max_participants, e.status from events e
    where ${mine} and e.start_date >= now() and e.status <> 'cancelled' order by e.start_date limit 8`);
  return {
    counts: {
      upcoming: n(counts.upcoming),
      drafts: n(counts.drafts),
      tickets: n(counts.tickets),
      revenueCents: n(counts.revenue),
      pendingRefunds: n(counts.pending_refunds),
    },
    nextEvents: nextEvents.map(withSeats),
  };
}

/** An event row of the dashboards with its link and how full it is ("7 / 800 Plätze belegt", never "0 Plätze"). */
function withSeats<E extends { slug: string; id: string; start_date: string; city_id: string | null; current_participants: number; max_participants: number | null }>(e: E) {
  return {
    ...e,
    start_date: new Date(e.start_date).toISOString(),
    href: eventHref(e.city_id ?? DEFAULT_CITY, e),
    seats: seatsLabel({ currentParticipants: Number(e.current_participants), maxParticipants: e.max_participants == null ? null : Number(e.max_participants) }),
  };
}
