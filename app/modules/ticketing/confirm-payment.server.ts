import { and, asc, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type Db, type DbOrTx, type Tx } from "~/lib/db.server";
import { notificationDeliveries, notificationInsertSql } from "~/modules/engagement/create-notification.server";
import { defaultSettings } from "~/modules/engagement/notification-settings.server";
import { notificationSettings, pushSubscriptions } from "~/modules/engagement/schema";
import { events } from "~/modules/events/schema";
import { outboxInsertSql } from "~/modules/outbox/enqueue.server";
import { afterConfirmed, bookingConfirmedNotification } from "~/modules/ticketing/create-booking.server";
import { bookingConfirmationMessage, organizerSaleMailSql } from "~/modules/ticketing/mails.server";
import { bookingAttendees, bookings, payments } from "~/modules/ticketing/schema";
import { bookingWebhookData, webhookInsertSql } from "~/modules/integrations/webhooks.server";
import { eventOrganizerIdSql } from "~/modules/organizers/scope.server";

type BookingRow = typeof bookings.$inferSelect;

export type ConfirmOutcome = "confirmed" | "already_confirmed" | "late_payment";

type ConfirmInput = {
  bookingId: string;
  provider: string;
  providerReference: string | null;
  amountCents: number;
  now?: Date;
  /** What confirmConfirmContext() read, when the caller already has it (saves a read). */
  context?: ConfirmContext;
};

/**
 * Everything a confirmation needs to know in advance, in one read: the booking as it is, its event,
 * its first attendee (for the mail's greeting), and the buyer's notification settings and whether
 * they have a push subscription (for the in-app notification's delivery).
 */
export function confirmContextQuery(d: DbOrTx) {
  return d
    .select({
      booking: bookings,
      event: {
        id: events.id,
        title: events.title,
        startDate: events.startDate,
        cityId: events.cityId,
        slug: events.slug,
        venueName: events.venueName,
        venueCity: events.venueCity,
      },
      first: {
        firstName: sql<string | null>`(select a.first_name from ${bookingAttendees} a where a.booking_id = ${bookings.id} order by a.created_at limit 1)`,
        lastName: sql<string | null>`(select a.last_name from ${bookingAttendees} a where a.booking_id = ${bookings.id} order by a.created_at limit 1)`,
      },
      settings: notificationSettings,
      hasPushSubscription: sql<boolean>`exists (select 1 from ${pushSubscriptions} ps where ps.user_id = ${bookings.userId})`,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, bookings.userId))
    .$dynamic();
}
export type ConfirmContext = Awaited<ReturnType<ReturnType<typeof confirmContextQuery>["execute"]>>[number];

/**
 * The happy path as ONE statement (atomic without a transaction of its own): pending → confirmed
 * (payment_status completed), the charge, the confirmation mail with the PDF tickets, the organizer's
 * sale mail, the in-app notification and its push delivery — all written only if this statement confirmed the booking.
 * Returns null when it did not (already confirmed, hold ended …): the caller then takes the slow path.
 */
async function confirmInOneStatement(q: DbOrTx, input: ConfirmInput, now: Date): Promise<BookingRow | null> {
  const ctx = input.context ?? (await confirmContextQuery(q).where(eq(bookings.id, input.bookingId)).limit(1))[0];
  if (!ctx || ctx.booking.id !== input.bookingId || ctx.booking.status !== "pending" || !ctx.event || ctx.first.firstName == null) return null;
  const b = ctx.booking;
  const confirmed: BookingRow = { ...b, status: "confirmed", paymentStatus: "completed", confirmedAt: now, expiresAt: null, updatedAt: now };
  const done = sql`exists (select 1 from b)`;
  const messages = [];
  const mail = bookingConfirmationMessage(confirmed, ctx.event, `${ctx.first.firstName} ${ctx.first.lastName ?? ""}`);
  if (mail) messages.push(mail);
  let notification = sql`select 1`;
  if (b.userId) {
    const n = bookingConfirmedNotification(confirmed, ctx.event);
    const id = crypto.randomUUID();
    notification = notificationInsertSql(id, n, done);
    messages.push(
      ...notificationDeliveries(id, n, {
        settings: ctx.settings ?? defaultSettings(b.userId),
        hasPushSubscription: ctx.hasPushSubscription,
        recipient: null,
      }),
    );
  }
  const res = await q.execute<{ confirmed: number }>(sql`
    with b as (
      update ${bookings} set status = 'confirmed', payment_status = 'completed', confirmed_at = ${now.toISOString()}::timestamptz,
        expires_at = null, updated_at = ${now.toISOString()}::timestamptz
      where id = ${b.id} and status = 'pending'
      returning id
    ), p as (
      insert into ${payments} (booking_id, provider, kind, provider_reference, amount_cents, status, idempotency_key)
      select b.id, ${input.provider}, 'charge'::payment_kind, ${input.providerReference}, ${input.amountCents}::int, 'succeeded', 'charge:' || b.id
      from b
      on conflict (idempotency_key) do nothing
    ), m as (
      ${messages.length > 0 ? outboxInsertSql(messages, done) : sql`select 1`}
    ), n as (
      ${notification}
    ), s as (
      ${organizerSaleMailSql(confirmed, ctx.event, `${ctx.first.firstName} ${ctx.first.lastName ?? ""}`, done)}
    ), w as (
      ${webhookInsertSql(eventOrganizerIdSql("e"), "booking.confirmed", bookingWebhookData(confirmed, ctx.event), done, `booking.confirmed:${b.id}`, sql`join events e on e.id = ${ctx.event.id}::uuid`)}
    )
    select (select count(*) from b)::int as confirmed`);
  return Number(res.rows[0]?.confirmed ?? 0) === 1 ? confirmed : null;
}

/**
 * Marks a pending booking paid (payment_status completed) — once. A repeat (replayed
 * webhook, double click) changes nothing. A payment for a booking whose hold already
 * ended tries to take the seats again; if they are gone the caller must refund it.
 */
export async function confirmBookingPaymentTx(
  tx: Tx,
  input: ConfirmInput,
): Promise<{ outcome: ConfirmOutcome; booking: BookingRow }> {
  const now = input.now ?? new Date();
  const fast = await confirmInOneStatement(tx, input, now);
  if (fast) return { outcome: "confirmed", booking: fast };
  return confirmSlowTx(tx, input, now);
}

/** Everything but the happy path: a repeat, or a payment whose hold already ended. */
async function confirmSlowTx(tx: Tx, input: ConfirmInput, now: Date): Promise<{ outcome: ConfirmOutcome; booking: BookingRow }> {
  const [b] = await tx
    .update(bookings)
    .set({ status: "confirmed", paymentStatus: "completed", confirmedAt: now, expiresAt: null, updatedAt: now })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, "pending")))
    .returning();
  let booking = b;
  if (!booking) {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update").limit(1);
    if (!current) throw new AppError("BOOKING_NOT_FOUND");
    if (current.status === "confirmed" || current.paymentStatus === "refunded") return { outcome: "already_confirmed", booking: current };
    // the buyer aborted the test payment and was told the seats are free again: that stays true
    // (a real provider's late charge below still revives the booking, the money is taken)
    if (input.provider === "test" && current.status === "cancelled" && current.paymentStatus === "failed") throw new AppError("PAYMENT_EXPIRED");
    // hold ended before the money arrived: take the seats again if still free
    const reserved = current.eventId
      ? (await tx.execute(sql`
          update events set current_participants = current_participants + ${current.quantity}
          where id = ${current.eventId} and (max_participants is null or current_participants + ${current.quantity} <= max_participants)
          returning id`)).rows.length > 0
      : false;
    if (!reserved) {
      await recordCharge(tx, input, current.id);
      const [late] = await tx
        .update(bookings)
        .set({ paymentStatus: "completed", updatedAt: now })
        .where(eq(bookings.id, current.id))
        .returning();
      return { outcome: "late_payment", booking: late! };
    }
    await tx.execute(sql`
      update ticket_categories tc set sold_count = tc.sold_count + bi.quantity
      from (select ticket_category_id, sum(quantity)::int as quantity from booking_items
            where booking_id = ${current.id} and ticket_category_id is not null group by ticket_category_id) bi
      where tc.id = bi.ticket_category_id`);
    await tx.update(bookingAttendees).set({ isValid: true }).where(eq(bookingAttendees.bookingId, current.id));
    const [revived] = await tx
      .update(bookings)
      .set({ status: "confirmed", paymentStatus: "completed", confirmedAt: now, cancelledAt: null, cancellationReason: null, updatedAt: now })
      .where(eq(bookings.id, current.id))
      .returning();
    booking = revived!;
  }
  await recordCharge(tx, input, booking.id);
  if (booking.eventId) {
    const [row] = await tx
      .select({
        event: { id: events.id, title: events.title, startDate: events.startDate, venueName: events.venueName, venueCity: events.venueCity, cityId: events.cityId, slug: events.slug },
        first: { firstName: bookingAttendees.firstName, lastName: bookingAttendees.lastName },
      })
      .from(bookingAttendees)
      .innerJoin(events, eq(events.id, booking.eventId))
      .where(eq(bookingAttendees.bookingId, booking.id))
      .orderBy(asc(bookingAttendees.createdAt))
      .limit(1);
    if (row) await afterConfirmed(tx, booking, row.event, row.first);
  }
  return { outcome: "confirmed", booking };
}

async function recordCharge(
  tx: Tx,
  input: { provider: string; providerReference: string | null; amountCents: number },
  bookingId: string,
) {
  await tx
    .insert(payments)
    .values({
      bookingId,
      provider: input.provider,
      kind: "charge",
      providerReference: input.providerReference,
      amountCents: input.amountCents,
      status: "succeeded",
      idempotencyKey: `charge:${bookingId}`,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey });
}

/**
 * confirmBookingPaymentTx outside a caller's transaction: the happy path is one statement on its own;
 * only the rest opens a transaction.
 */
export async function confirmBookingPayment(input: ConfirmInput): Promise<{ outcome: ConfirmOutcome; booking: BookingRow }> {
  const now = input.now ?? new Date();
  const fast = await confirmInOneStatement(db as Db, input, now);
  if (fast) return { outcome: "confirmed", booking: fast };
  return db.transaction((tx) => confirmSlowTx(tx, { ...input, context: undefined }, now));
}
