import { DEFAULT_CITY } from "~/lib/cities";
import { sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/db.server";
import { AppError } from "~/lib/app-error";
import { isUuid } from "~/lib/input";
import type { Actor } from "~/modules/accounts/actor";
import { eventHref } from "~/modules/events/card-data";
import { eventOrganizerIdSql } from "~/modules/organizers/scope.server";
import { managedPlaceCondition } from "~/modules/places/owner-scope.server";
import { locations } from "~/modules/places/schema";
import { eventEndsAt, type OwnReview, type ReviewEligibility } from "~/modules/reviews/rules";
import type { TeamRole } from "~/modules/organizers/labels";
import { teamRoleSql } from "~/modules/organizers/ownership";

export const rowsOf = async <T extends Record<string, unknown>>(q: DbOrTx, query: SQL) => (await q.execute<T>(query)).rows;
const iso = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());

/** A booking of the actor (by account, or a guest booking under the account's e-mail) as SQL on `bookings b`. */
export function ownBookingSql(actor: Pick<Actor, "id" | "email">): SQL {
  return sql`(b.user_id = ${actor.id} or lower(b.user_email) = ${actor.email.toLowerCase()})`;
}

/** A confirmed, paid (not cancelled) booking as SQL on `bookings b`. */
export const CONFIRMED_PAID = sql`b.status = 'confirmed' and b.payment_status in ('completed', 'partially_refunded')`;

type EventFacts = {
  id: string;
  status: string;
  start_date: string | Date;
  end_date: string | Date | null;
  has_ticket: boolean;
  checked_in: boolean;
};

/** What decides whether the actor may review the event: its dates and status, their ticket and check-in. */
export async function eventReviewFacts(q: DbOrTx, actor: Pick<Actor, "id" | "email">, eventId: string) {
  if (!isUuid(eventId)) throw new AppError("EVENT_NOT_FOUND");
  const [e] = await rowsOf<EventFacts>(
    q,
    sql`select e.id, e.status, e.start_date, e.end_date,
      exists (select 1 from bookings b where b.event_id = e.id and ${ownBookingSql(actor)} and ${CONFIRMED_PAID}) as has_ticket,
      exists (select 1 from check_ins c join booking_attendees a on a.id = c.attendee_id join bookings b on b.id = a.booking_id
              where c.event_id = e.id and c.is_valid and c.direction = 'entry' and ${ownBookingSql(actor)} and ${CONFIRMED_PAID}) as checked_in
    from events e where e.id = ${eventId}::uuid and e.status <> 'draft'`,
  );
  if (!e) throw new AppError("EVENT_NOT_FOUND");
  return { ...e, endsAt: eventEndsAt({ startDate: e.start_date, endDate: e.end_date }) };
}

type ReviewRow = {
  id: string;
  user_id: string | null;
  author_name: string;
  rating: number;
  title: string | null;
  body: string;
  status: "published" | "pending" | "hidden";
  owner_response: string | null;
  owner_responded_at: string | Date | null;
  verified_attendance: boolean;
  created_at: string | Date;
};

const toOwn = (r: ReviewRow): OwnReview => ({
  id: r.id,
  rating: Number(r.rating),
  title: r.title ?? "",
  body: r.body,
  status: r.status,
  ownerResponse: r.owner_response,
  createdAt: iso(r.created_at)!,
});

/** The actor's own review of an event (or, with `{ placeId }`, of a place), if any. */
export async function findOwnReview(q: DbOrTx, userId: string, target: string | { placeId: string }, opts: { forUpdate?: boolean } = {}) {
  const where = typeof target === "string" ? sql`event_id = ${target}::uuid and target_type = 'event'` : sql`location_id = ${target.placeId}::uuid and target_type = 'location'`;
  const [r] = await rowsOf<ReviewRow>(q, sql`select * from reviews where user_id = ${userId} and ${where} ${opts.forUpdate ? sql`for update` : sql``}`);
  return r ?? null;
}

/** The actor's own review of a (public, active) place for the page (to show and edit), or null; an unknown place → PLACE_NOT_FOUND. */
export async function getOwnPlaceReview(userId: string, placeId: string): Promise<OwnReview | null> {
  if (!isUuid(placeId)) throw new AppError("PLACE_NOT_FOUND");
  const [place] = await rowsOf<{ id: string }>(db, sql`select id from locations where id = ${placeId}::uuid and is_active`);
  if (!place) throw new AppError("PLACE_NOT_FOUND");
  const own = await findOwnReview(db, userId, { placeId });
  return own ? toOwn(own) : null;
}

/**
 * May the actor review this event, and why not: not ended yet, cancelled, no confirmed ticket, or
 * already reviewed (with their review, to edit). The same rules the write use cases enforce.
 */
export async function getReviewEligibility(actor: Pick<Actor, "id" | "email">, eventId: string, now = new Date()): Promise<ReviewEligibility> {
  const facts = await eventReviewFacts(db, actor, eventId);
  const own = await findOwnReview(db, actor.id, eventId);
  if (own) return { state: "reviewed", verified: own.verified_attendance, review: toOwn(own) };
  if (facts.status === "cancelled") return { state: "cancelled" };
  if (!facts.has_ticket) return { state: "no_ticket" };
  if (facts.endsAt.getTime() > now.getTime()) return { state: "not_ended", endsAt: facts.endsAt.toISOString() };
  return { state: "eligible", verified: facts.checked_in };
}

export type PublicReview = {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  verified: boolean;
  ownerResponse: string | null;
  ownerRespondedAt: string | null;
  createdAt: string;
  event?: { title: string; href: string };
};

export type ReviewSummary = { count: number; average: number; distribution: [number, number, number, number, number] };

type SummaryRow = { n: number; avg: number | null; r1: number; r2: number; r3: number; r4: number; r5: number };

function toSummary(s: SummaryRow | undefined): ReviewSummary {
  return {
    count: Number(s?.n ?? 0),
    average: Math.round(Number(s?.avg ?? 0) * 10) / 10,
    distribution: [Number(s?.r1 ?? 0), Number(s?.r2 ?? 0), Number(s?.r3 ?? 0), Number(s?.r4 ?? 0), Number(s?.r5 ?? 0)],
  };
}

const SUMMARY_COLUMNS = sql`count(*)::int as n, avg(r.rating)::float as avg,
  count(*) filter (where r.rating = 1)::int as r1, count(*) filter (where r.rating = 2)::int as r2,
  count(*) filter (where r.rating = 3)::int as r3, count(*) filter (where r.rating = 4)::int as r4,
  count(*) filter (where r.rating = 5)::int as r5`;

const toPublic = (r: ReviewRow & { event_title?: string; event_slug?: string; event_id?: string; city_id?: string }, city?: string): PublicReview => ({
  id: r.id,
  authorName: r.author_name || "Gast",
  rating: Number(r.rating),
  title: r.title ?? "",
  body: r.body,
  verified: r.verified_attendance,
  ownerResponse: r.owner_response,
  ownerRespondedAt: iso(r.owner_responded_at),
  createdAt: iso(r.created_at)!,
  ...(r.event_title ? { event: { title: r.event_title, href: eventHref(city ?? r.city_id ?? DEFAULT_CITY, { slug: r.event_slug ?? "", id: r.event_id! }) } } : {}),
});

/** The published reviews of an event (newest first) with average, count and star distribution — the same for every visitor. */
export async function getEventReviews(eventId: string, limit = 20): Promise<{ summary: ReviewSummary; reviews: PublicReview[] }> {
  return publishedReviews(sql`r.event_id = ${eventId}::uuid`, limit, 0);
}

/** One page (newest first) of a place's published reviews, with average, count and distribution over all of them. */
export async function getPlaceReviews(placeId: string, page: number, pageSize: number): Promise<{ summary: ReviewSummary; reviews: PublicReview[] }> {
  return publishedReviews(sql`r.location_id = ${placeId}::uuid and r.target_type = 'location'`, pageSize, (page - 1) * pageSize);
}

async function publishedReviews(target: SQL, limit: number, offset: number) {
  const [summary, list] = await Promise.all([
    rowsOf<SummaryRow>(db, sql`select ${SUMMARY_COLUMNS} from reviews r where ${target} and r.status = 'published'`),
    rowsOf<ReviewRow>(
      db,
      sql`select r.* from reviews r where ${target} and r.status = 'published' order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    ),
  ]);
  return { summary: toSummary(summary[0]), reviews: list.map((r) => toPublic(r)) };
}

/** The published reviews of every event of an organizer profile, with its average and count. */
export async function getOrganizerReviews(organizerId: string, city: string, limit = 6): Promise<{ summary: ReviewSummary; reviews: PublicReview[] }> {
  const scope = sql`r.event_id in (select e.id from events e where ${eventOrganizerIdSql("e")} = ${organizerId}::uuid) and r.status = 'published'`;
  const [summary, list] = await Promise.all([
    rowsOf<SummaryRow>(db, sql`select ${SUMMARY_COLUMNS} from reviews r where ${scope}`),
    rowsOf<ReviewRow & { event_title: string; event_slug: string; event_id: string }>(
      db,
      sql`select r.*, e.title as event_title, e.slug as event_slug from reviews r join events e on e.id = r.event_id
        where ${scope} order by r.created_at desc, r.id desc limit ${limit}`,
    ),
  ]);
  return { summary: toSummary(summary[0]), reviews: list.map((r) => toPublic(r, city)) };
}

type ManagedRow = ReviewRow & {
  event_id: string | null;
  location_id: string | null;
  event_title: string;
  city_id: string | null;
  subject_slug: string | null;
  event_created_by: string | null;
  event_organizer_user_id: string | null;
  event_team_role: TeamRole | null;
  runs_place: boolean;
};

/**
 * A review (of an event or a place) with who runs what it is about (for the policy), optionally
 * locked: the event's creator and organizer account, or whether `actorId` runs the reviewed place
 * (manager or business-profile owner). Unknown → REVIEW_NOT_FOUND.
 */
export async function findManagedReview(q: DbOrTx, reviewId: string, opts: { forUpdate?: boolean; actorId?: string } = {}) {
  if (!isUuid(reviewId)) throw new AppError("REVIEW_NOT_FOUND");
  const runsPlace = opts.actorId
    ? sql`(r.location_id is not null and r.location_id in (select ${locations.id} from ${locations} where ${managedPlaceCondition(opts.actorId)}))`
    : sql`false`;
  const [r] = await rowsOf<ManagedRow>(
    q,
    sql`select r.*, coalesce(e.title, l.name) as event_title, coalesce(e.city_id, l.city_id) as city_id, coalesce(e.slug, l.slug) as subject_slug,
        e.created_by as event_created_by,
        (select o.user_id from organizers o where o.id = e.organizer_id) as event_organizer_user_id,
        ${opts.actorId ? teamRoleSql(opts.actorId, sql.raw("e.organizer_id")) : sql`null`} as event_team_role,
        ${runsPlace} as runs_place
      from reviews r left join events e on e.id = r.event_id and r.target_type = 'event'
        left join locations l on l.id = r.location_id and r.target_type = 'location'
      where r.id = ${reviewId}::uuid and (e.id is not null or l.id is not null)
      ${opts.forUpdate ? sql`for update of r` : sql``}`,
  );
  if (!r) throw new AppError("REVIEW_NOT_FOUND");
  return {
    ...r,
    targetType: r.location_id && !r.event_id ? ("location" as const) : ("event" as const),
    eventCreatedBy: r.event_created_by,
    eventOrganizerUserId: r.event_organizer_user_id,
    eventTeamRole: r.event_team_role,
    runsPlace: Boolean(r.runs_place),
  };
}
