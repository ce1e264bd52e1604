import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { cityHref } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { formatDateTime } from "~/lib/format";
import type { Actor } from "~/modules/accounts/actor";
import { user } from "~/modules/accounts/schema";
import { notificationDeliveries, type NewNotification } from "~/modules/engagement/create-notification.server";
import { defaultSettings } from "~/modules/engagement/notification-settings.server";
import { notificationSettings, notifications, pushSubscriptions } from "~/modules/engagement/schema";
import { events } from "~/modules/events/schema";
import { addDefaultTemplates } from "~/modules/mail/render.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import { outbox } from "~/modules/outbox/schema";
import { waitlistEntries } from "~/modules/ticketing/schema";

import { isFullForPublic, keepsWaitlist, type WaitlistStatus } from "~/modules/ticketing/waitlist";

/** The rule for the public page (other modules read it through this file). */
export { acceptsWaitlistJoins } from "~/modules/ticketing/waitlist";

/*
 * The waiting list of an event (issue 26) — the rule, followed the same way by joining, offering,
 * the public page's box and the organizer's page (`keepsWaitlist`, `acceptsWaitlistJoins` in waitlist.ts):
 *
 * - The organizer switches the list per event ('Warteliste, wenn ausverkauft', on by default) and sets
 *   how long an offered seat stays reserved ('Angebot reservieren für (Stunden)', 1–168, default 24).
 * - An event keeps a list while it is switched on, public ('published' or 'sold_out'), sells its own
 *   tickets with a seat limit, and can still be booked in time (not started, booking deadline not passed).
 * - Visitors can join when it is full for the public: every seat sold or held for an offer, or the
 *   status 'Ausverkauft' set by hand — whatever the seat counter says then.
 * - A free seat under the limit of an event that keeps a list goes to the first in line as an offer,
 *   held for the event's hours. For an event marked 'Ausverkauft' by hand this is the only way a seat is
 *   sold: the mark closes the public sale, not the list. Seats freed later (a cancellation, a refund, an
 *   expired, declined or removed offer, a raised capacity) and seats the organizer left free when marking
 *   it are all offered in line order — the latter as soon as someone joins. The offer books through the
 *   checkout while the mark stays (the order statement accepts 'sold_out' only with an offer). An
 *   organizer who wants to keep seats back lowers the capacity instead. The sold-out gate and memo
 *   (decision 0007) stay as they are: they only ever refuse buyers without an offer, and for them a
 *   marked event is sold out whatever its counter says; a checkout with an offer always reaches the action.
 * - Switched off: nobody can join and the public page shows no list; no new offers are made, so freed
 *   seats go back on public sale (a marked event: stay unsold). Open offers stay valid until they are
 *   booked or run out; the people waiting keep their place and move up again once it is switched back on
 *   (saving the editor offers the free seats at once).
 */

const appBase = () => (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");

addDefaultTemplates([
  {
    key: "waitlist_offer",
    name: "Angebot von der Warteliste",
    purpose: "Geht an die erste Person der Warteliste, sobald ein Platz frei wird; der Platz ist für sie reserviert.",
    subject: "Ein Platz für {{eventTitle}} ist frei – für Sie reserviert",
    bodyText:
      "Hallo {{name}},\n\nfür {{eventTitle}} am {{eventDate}} ist ein Platz frei geworden. Wir halten ihn bis {{expiresAt}} für Sie bereit.\n\nJetzt buchen: {{offerUrl}}\n\nBuchen Sie bis dahin nicht, geht das Angebot an die nächste Person auf der Warteliste.",
    bodyHtml:
      '<h1 style="font-size:22px;margin:0 0 12px">Ein Platz ist für Sie frei</h1><p>Hallo {{name}},</p><p>für <strong>{{eventTitle}}</strong> am {{eventDate}} ist ein Platz frei geworden. Wir halten ihn bis <strong>{{expiresAt}}</strong> für Sie bereit.</p><p><a href="{{offerUrl}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Jetzt buchen</a></p><p style="font-size:13px;color:#5f5b6b">Buchen Sie bis dahin nicht, geht das Angebot an die nächste Person auf der Warteliste.</p>',
    variables: ["name", "eventTitle", "eventDate", "expiresAt", "offerUrl"],
  },
]);

/** The checkout address that books with an offer. */
export function offerHref(event: { cityId: string | null; slug: string }, entryId: string): string {
  return cityHref(event.cityId, `/events/${event.slug}/tickets?offer=${entryId}`);
}

/**
 * Puts the signed-in user on the waiting list of an event that is full for the public. Refused in
 * German when the event keeps no list, the organizer switched it off, seats are on public sale, and
 * when the user already waits (the partial unique index decides under concurrency). On an event marked
 * 'Ausverkauft' by hand with seats left free, the joiner is offered one at once (the rule above).
 * Returns the position in line (1 with an offer).
 */
export async function joinWaitlist(input: { actor: Actor; eventId: string; now?: Date }): Promise<{ entryId: string; position: number }> {
  const now = input.now ?? new Date();
  const [event] = await db
    .select({
      id: events.id,
      status: events.status,
      maxParticipants: events.maxParticipants,
      currentParticipants: events.currentParticipants,
      startDate: events.startDate,
      bookingDeadline: events.bookingDeadline,
      externalTicketUrl: events.externalTicketUrl,
      waitlistEnabled: events.waitlistEnabled,
    })
    .from(events)
    .where(eq(events.id, input.eventId))
    .limit(1);
  if (!event || !keepsWaitlist({ ...event, waitlistEnabled: true }, now)) throw new AppError("WAITLIST_NOT_AVAILABLE");
  if (!event.waitlistEnabled) throw new AppError("WAITLIST_DISABLED");
  if (!isFullForPublic(event)) throw new AppError("WAITLIST_NOT_SOLD_OUT");
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(waitlistEntries)
      .values({ eventId: event.id, userId: input.actor.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: waitlistEntries.id });
    // a seat left free under a hand-set 'Ausverkauft' goes to the list (a published event that is full has none)
    if (inserted && event.status === "sold_out") await offerFreedSeats(tx, event.id, now);
    return inserted;
  });
  if (!row) throw new AppError("WAITLIST_ALREADY_JOINED");
  const state = await viewerWaitlistState(input.actor.id, event.id);
  return { entryId: row.id, position: state?.position ?? 1 };
}

/**
 * Takes the user off the list. An open offer is given up with it: its held seat goes to the next in line
 * in the same transaction.
 */
export async function leaveWaitlist(input: { actor: Actor; eventId: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const [left] = await tx
      .update(waitlistEntries)
      .set({ status: "left", updatedAt: now })
      .where(
        and(
          eq(waitlistEntries.eventId, input.eventId),
          eq(waitlistEntries.userId, input.actor.id),
          inArray(waitlistEntries.status, ["waiting", "offered"]),
        ),
      )
      .returning({ id: waitlistEntries.id, offeredAt: waitlistEntries.offeredAt });
    if (!left) throw new AppError("WAITLIST_ENTRY_NOT_FOUND");
    if (left.offeredAt) await passOnHeldSeats(tx, input.eventId, 1, now);
  });
}

async function releaseHeldSeats(tx: DbOrTx, eventId: string, n: number): Promise<void> {
  await tx.execute(sql`update events set current_participants = greatest(0, current_participants - ${n}) where id = ${eventId}`);
}

/**
 * The seats `n` closed offers held (declined, expired, left or removed by the organizer) go back and
 * on to the next in line — in the transaction that closed the offers.
 */
export async function passOnHeldSeats(tx: DbOrTx, eventId: string, n: number, now: Date): Promise<void> {
  await releaseHeldSeats(tx, eventId, n);
  await offerFreedSeats(tx, eventId, now);
}

/**
 * Offers the event's free seats to the first in line — call in the transaction that freed them (a
 * cancellation, refund, expired hold or raised capacity). The event row is locked, so two freeing
 * transactions never offer the same seat: each offer holds one seat in current_participants at once.
 * Only an event that keeps a list (the rule above: switched on, 'published' or 'sold_out', own seat
 * limit, bookable in time); each offer is held for the event's hours. The offer's notification and
 * e-mail go through the outbox in the same transaction.
 *
 * Set-based (issue 26: 1,000 freed seats, 5,000 waiting): after the lock ONE statement makes the
 * offers, holds their seats and writes every notification and offer mail, whatever their number; a
 * further one writes push deliveries only when an offered user has a push subscription. Freeing
 * transactions queue on the event row, so fewer round trips under its lock is what keeps a wave of
 * cancellations fast.
 */
export async function offerFreedSeats(tx: DbOrTx, eventId: string, now = new Date()): Promise<number> {
  const locked = await tx.execute<{ free: number; hold_hours: number; title: string; slug: string; city_id: string | null; start_date: string }>(sql`
    select (max_participants - current_participants)::int as free, waitlist_hold_hours as hold_hours, title, slug, city_id, start_date
    from events
    where id = ${eventId} and waitlist_enabled and status in ('published', 'sold_out')
      and max_participants is not null and external_ticket_url is null
      and start_date > ${now.toISOString()}::timestamptz
      and (booking_deadline is null or booking_deadline >= ${now.toISOString()}::timestamptz)
    for update`);
  const event = locked.rows[0];
  if (!event || event.free <= 0) return 0;
  const expiresAt = new Date(now.getTime() + Number(event.hold_hours) * 3600_000);
  const until = formatDateTime(expiresAt);
  const note: NewNotification = {
    userId: "",
    type: "event",
    category: "bookings",
    priority: "high",
    title: "Ein Platz ist für Sie frei",
    message: `Für „${event.title}“ ist ein Platz frei geworden. Er ist bis ${until} für Sie reserviert.`,
    entityType: "waitlist_entry",
    // the offer has its own e-mail below, whatever the user's digest settings say
    deliver: { email: false },
  };
  const hrefPrefix = offerHref({ cityId: event.city_id, slug: event.slug }, "");
  const mailData = { eventTitle: event.title, eventDate: formatDateTime(new Date(event.start_date)), expiresAt: until };
  const at = now.toISOString();
  const offered = await tx.execute<{ id: string; user_id: string; notification_id: string; href: string; has_push: boolean }>(sql`
    with next as (
      select id from ${waitlistEntries}
      where event_id = ${eventId} and status = 'waiting'
      order by created_at, id
      limit ${event.free}
      for update
    ), o as (
      update ${waitlistEntries} w set status = 'offered', offered_at = ${at}::timestamptz,
        offer_expires_at = ${expiresAt.toISOString()}::timestamptz, updated_at = ${at}::timestamptz
      from next where w.id = next.id
      returning w.id, w.user_id
    ), offers as materialized (
      select o.id, o.user_id, u.email, u.name, gen_random_uuid() as notification_id, ${hrefPrefix} || o.id as href,
        exists (select 1 from ${pushSubscriptions} ps where ps.user_id = o.user_id) as has_push
      from o join ${user} u on u.id = o.user_id
    ), held as (
      update ${events} set current_participants = current_participants + (select count(*)::int from offers)
      where id = ${eventId} and exists (select 1 from offers)
    ), n as (
      insert into ${notifications} (id, user_id, type, category, title, message, priority, action_url, image_url, entity_type, entity_id, sender_type, metadata)
      select notification_id, user_id, ${note.type}::notification_type, ${note.category}, ${note.title}, ${note.message}, ${note.priority}::notification_priority,
        href, null, ${note.entityType}, id::text, 'system', '{}'::jsonb
      from offers
    ), m as (
      insert into ${outbox} (kind, topic, recipient, payload, dedupe_key, next_attempt_at)
      select 'email'::outbox_kind, 'waitlist_offer', email,
        jsonb_build_object('to', email, 'template', 'waitlist_offer', 'data',
          ${JSON.stringify(mailData)}::jsonb || jsonb_build_object('name', coalesce(nullif(name, ''), 'Kundin, Kunde'), 'offerUrl', ${appBase()} || href)),
        'waitlist-offer:' || id, ${at}::timestamptz
      from offers
      on conflict (dedupe_key) where dedupe_key is not null do nothing
    )
    select id, user_id, notification_id, href, has_push from offers`);
  const rows = offered.rows;
  // push, as createNotification sends it: only to users with a subscription whose settings allow it
  const withPush = rows.filter((r) => r.has_push);
  if (withPush.length > 0) {
    const settings = await tx
      .select()
      .from(notificationSettings)
      .where(inArray(notificationSettings.userId, withPush.map((r) => r.user_id)));
    const byUser = new Map(settings.map((s) => [s.userId, s]));
    await enqueue(
      tx,
      withPush.flatMap((r) =>
        notificationDeliveries(r.notification_id, { ...note, userId: r.user_id, actionUrl: r.href, entityId: r.id }, {
          settings: byUser.get(r.user_id) ?? defaultSettings(r.user_id),
          hasPushSubscription: true,
          recipient: null,
        }),
      ),
    );
  }
  return rows.length;
}

/**
 * Books with an offer, inside the booking's transaction and before its order statement: the offer
 * (the user's own, still open) is closed once, and its held seat is given back so the order takes it.
 * Refused in German when the offer expired or was used.
 */
export async function claimWaitlistOffer(
  tx: DbOrTx,
  input: { offerId: string; userId: string; eventId: string; now: Date },
): Promise<void> {
  const [claimed] = await tx
    .update(waitlistEntries)
    .set({ status: "booked", updatedAt: input.now })
    .where(
      and(
        eq(waitlistEntries.id, input.offerId),
        eq(waitlistEntries.userId, input.userId),
        eq(waitlistEntries.eventId, input.eventId),
        eq(waitlistEntries.status, "offered"),
        sql`${waitlistEntries.offerExpiresAt} > ${input.now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: waitlistEntries.id });
  if (!claimed) throw new AppError("WAITLIST_OFFER_INVALID");
  await releaseHeldSeats(tx, input.eventId, 1);
}

/** Links the booking made with an offer to it (after the order statement inserted the booking). */
export async function linkOfferBooking(tx: DbOrTx, offerId: string, bookingId: string): Promise<void> {
  await tx.update(waitlistEntries).set({ bookingId }).where(eq(waitlistEntries.id, offerId));
}

/** Whether an offer is open for this user and event (the checkout page shows the event as bookable then). */
export async function openOffer(userId: string, eventId: string, offerId: string, now = new Date()) {
  const [row] = await db
    .select({ id: waitlistEntries.id, offerExpiresAt: waitlistEntries.offerExpiresAt })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, offerId),
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.status, "offered"),
        sql`${waitlistEntries.offerExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Periodic job: offers past their time end ('expired'), give their held seat back and pass it to the
 * next in line — per event in one transaction. Returns how many offers expired.
 */
export async function expireWaitlistOffers(now = new Date()): Promise<number> {
  const due = await db
    .selectDistinct({ eventId: waitlistEntries.eventId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "offered"), sql`${waitlistEntries.offerExpiresAt} <= ${now.toISOString()}::timestamptz`))
    .limit(200);
  let n = 0;
  for (const { eventId } of due) {
    n += await db.transaction(async (tx) => {
      const expired = await tx
        .update(waitlistEntries)
        .set({ status: "expired", updatedAt: now })
        .where(
          and(
            eq(waitlistEntries.eventId, eventId),
            eq(waitlistEntries.status, "offered"),
            sql`${waitlistEntries.offerExpiresAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: waitlistEntries.id });
      if (expired.length === 0) return 0;
      await passOnHeldSeats(tx, eventId, expired.length, now);
      return expired.length;
    });
  }
  return n;
}

export type ViewerWaitlistState =
  | { status: "waiting"; position: number }
  | { status: "offered"; offerId: string; offerExpiresAt: string; position: number };

/** The user's open entry on an event's list (null: not on it), with the place in line ('Sie sind Nr. 3'). */
export async function viewerWaitlistState(userId: string, eventId: string): Promise<ViewerWaitlistState | null> {
  const [mine] = await db
    .select({ id: waitlistEntries.id, status: waitlistEntries.status, createdAt: waitlistEntries.createdAt, offerExpiresAt: waitlistEntries.offerExpiresAt })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, ["waiting", "offered"])))
    .limit(1);
  if (!mine) return null;
  if (mine.status === "offered") return { status: "offered", offerId: mine.id, offerExpiresAt: mine.offerExpiresAt!.toISOString(), position: 1 };
  const [ahead] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.status, "waiting"),
        sql`(${waitlistEntries.createdAt}, ${waitlistEntries.id}) < (${mine.createdAt.toISOString()}::timestamptz, ${mine.id}::uuid)`,
      ),
    );
  return { status: "waiting", position: Number(ahead?.n ?? 0) + 1 };
}

/** Open entries (waiting or offered) per event, for the organizer's lists. */
export async function waitlistLengths(eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: waitlistEntries.eventId, n: count() })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.eventId, eventIds), inArray(waitlistEntries.status, ["waiting", "offered"])))
    .groupBy(waitlistEntries.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
}

const isOpen = sql`${waitlistEntries.status} in ('waiting', 'offered')`;

/**
 * An event's list for its organizer, in line order (open entries first), optionally one state, one
 * window of it: who, since when, state, offer time, and the place in line of those waiting (the
 * number the visitor sees: 'Sie sind Nr. 3'). Callers check the organizer's scope first.
 */
export async function waitlistForEvent(eventId: string, opts: { status?: WaitlistStatus; limit?: number; offset?: number } = {}) {
  const where = and(eq(waitlistEntries.eventId, eventId), opts.status ? eq(waitlistEntries.status, opts.status) : undefined);
  const q = db
    .select({
      id: waitlistEntries.id,
      name: user.name,
      email: user.email,
      status: waitlistEntries.status,
      createdAt: waitlistEntries.createdAt,
      offeredAt: waitlistEntries.offeredAt,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      bookingId: waitlistEntries.bookingId,
      // a rank per state: the waiting ones' is their place in line (a state filter keeps its partition whole)
      position: sql<number | null>`case when ${waitlistEntries.status} = 'waiting'
        then row_number() over (partition by ${waitlistEntries.status} order by ${waitlistEntries.createdAt}, ${waitlistEntries.id}) end`.mapWith(
        (v: unknown) => (v == null ? null : Number(v)),
      ),
    })
    .from(waitlistEntries)
    .innerJoin(user, eq(user.id, waitlistEntries.userId))
    .where(where)
    .orderBy(desc(isOpen), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .$dynamic();
  if (opts.limit != null) q.limit(opts.limit);
  if (opts.offset) q.offset(opts.offset);
  return q;
}

/** How many entries an event's list holds (optionally in one state). */
export async function countWaitlist(eventId: string, status?: WaitlistStatus): Promise<number> {
  return db.$count(waitlistEntries, and(eq(waitlistEntries.eventId, eventId), status ? eq(waitlistEntries.status, status) : undefined));
}
