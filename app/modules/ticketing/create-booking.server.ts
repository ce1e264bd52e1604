import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { NOUNS, plural } from "~/lib/plural";
import { AppError, isAppError } from "~/lib/app-error";
import { db, prepared, type DbOrTx, type Tx } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { logger } from "~/lib/logger.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/ticketing/permissions";
import { createNotification, type NewNotification } from "~/modules/engagement/create-notification.server";
import { events, ticketCategories } from "~/modules/events/schema";
import { paymentProvider } from "~/modules/payments/get-provider.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import { enqueueBookingConfirmation, organizerSaleMailSql } from "~/modules/ticketing/mails.server";
import { bookingBlock, type BookingBlock } from "~/modules/events/bookable";
import { discountAppliesToEvent, findUsableDiscount, validDiscount, type UsableDiscount } from "~/modules/ticketing/discount.server";
import { discountedLines, priceOrder, serviceFeePerTicketCents, type PricedCategory } from "~/modules/ticketing/pricing";
import { bookingAttendees, bookingItems, bookings, discountCodeBuyers, discountCodes } from "~/modules/ticketing/schema";
import { isRememberedSoldOut, rememberSoldOut } from "~/modules/ticketing/sold-out-memo.server";
import { releasePendingBooking } from "~/modules/ticketing/release-booking.server";
import { newBookingReference, newTicketNumber, qrPayload } from "~/modules/ticketing/ticket-codes.server";
import type { CreateBookingFields } from "~/modules/ticketing/validation";
import { bookingWebhookData, enqueueWebhookEventForEvent } from "~/modules/integrations/webhooks.server";
import { claimWaitlistOffer, linkOfferBooking } from "~/modules/ticketing/waitlist.server";
import { cityHref, DEFAULT_CITY } from "~/lib/cities";

/** Virtual category id for events sold without ticket categories (event price). */
export const EVENT_PRICE_CATEGORY = "event";

/** How long a pending booking holds its seats (Stripe sessions live at least 30 minutes). */
export function holdMinutes(provider: PaymentProvider): number {
  const configured = Number(process.env.BOOKING_HOLD_MINUTES ?? 15);
  return provider.id === "stripe" ? Math.max(31, configured) : configured;
}


export type CreateBookingResult = {
  bookingId: string;
  bookingReference: string;
  status: "pending" | "confirmed" | "cancelled";
  totalAmountCents: number;
  /** Where the buyer pays (null: free booking, already confirmed). */
  redirectUrl: string | null;
};

type EventRow = typeof events.$inferSelect;

/** The refusal of each reason an event cannot be booked now (bookingBlock). */
export function bookingBlockError(block: BookingBlock): AppError {
  switch (block) {
    case "external":
      return new AppError("BOOKING_EVENT_EXTERNAL");
    case "cancelled":
      return new AppError("BOOKING_EVENT_NOT_BOOKABLE", { message: "Dieses Event wurde abgesagt" });
    case "started":
      return new AppError("BOOKING_EVENT_STARTED");
    case "deadline_passed":
      return new AppError("BOOKING_DEADLINE_PASSED");
    case "sold_out":
      return new AppError("BOOKING_SOLD_OUT");
    case "no_tickets":
      return new AppError("BOOKING_CATEGORY_UNAVAILABLE");
    default:
      return new AppError("BOOKING_EVENT_NOT_BOOKABLE");
  }
}

/** Pure checks of the event itself: bookable now (the one rule, bookingBlock)? */
export function assertEventBookable(event: EventRow | undefined, categories: ReadonlyArray<{ isActive: boolean }>, now: Date): asserts event is EventRow {
  if (!event) throw new AppError("BOOKING_EVENT_NOT_BOOKABLE");
  const block = bookingBlock(event, categories, now);
  if (block) throw bookingBlockError(block);
}

/** Categories a buyer can choose (active ones within their sale window, or the event price when the event has none). */
export function sellableCategories(event: EventRow, rows: Array<typeof ticketCategories.$inferSelect>, now = new Date()): PricedCategory[] {
  if (rows.length === 0) {
    return [{ id: EVENT_PRICE_CATEGORY, name: "Standardticket", priceCents: event.priceCents, earlyBirdPriceCents: null, earlyBirdEndDate: null }];
  }
  const t = now.getTime();
  return rows.filter(
    (r) => r.isActive && (!r.saleStartsAt || r.saleStartsAt.getTime() <= t) && (!r.saleEndsAt || r.saleEndsAt.getTime() > t),
  );
}

const DISCOUNT_INVALID_TEXT = "Dieser Rabattcode ist ungültig oder abgelaufen.";
const DISCOUNT_BUYER_LIMIT_TEXT = "Sie haben diesen Rabattcode bereits so oft eingelöst, wie es erlaubt ist.";

/** Whose use of a code this is, for its per-buyer limit: the account, or the e-mail address of a guest. */
function buyerKey(buyer: Pick<Actor, "id" | "email">): string {
  return buyer.id || `mail:${buyer.email.toLowerCase()}`;
}

type OrderInput = {
  bookingId: string;
  bookingReference: string;
  buyer: Pick<Actor, "id" | "email">;
  eventId: string;
  firstCategoryId: string | null;
  status: "pending" | "confirmed";
  price: ReturnType<typeof priceOrder>;
  paymentSessionId: string | null;
  specialRequirements: string | null;
  discount: (UsableDiscount & { ticketCount: number }) | null;
  provider: string;
  isTestMode: boolean;
  idempotencyKey: string | null;
  expiresAt: Date | null;
  confirmedAt: Date | null;
  attendees: Array<{ ticketCategoryId: string; firstName: string; lastName: string }>;
  now: Date;
  /** Books the seat a waiting-list offer held: also on an event marked 'Ausverkauft' by hand (the rule in waitlist.server.ts). */
  withOffer?: boolean;
};

/**
 * The whole order as ONE statement: take the seats of the event (the row every buyer of the event
 * queues on) and of categories with their own capacity, count the discount code, and insert the
 * booking with its lines and named tickets — all or nothing. When the event has too few seats the
 * statement changes nothing and answers "sold_out"; when a category or the discount code fails after
 * the event row was taken, stadtpuls_refuse() aborts the statement, which undoes the event update.
 */
export function placeOrderStatement(o: OrderInput) {
  const n = o.price.quantity;
  const cats = o.price.lines.filter((l) => l.categoryId !== EVENT_PRICE_CATEGORY).map((l) => ({ id: l.categoryId, q: l.quantity }));
  const items = o.price.lines.map((l) => ({
    c: l.categoryId === EVENT_PRICE_CATEGORY ? null : l.categoryId,
    n: l.name,
    q: l.quantity,
    u: l.unitPriceCents,
    e: l.isEarlyBird,
  }));
  const tickets = o.attendees.map((a, i) => {
    const ticketNumber = newTicketNumber();
    return {
      c: a.ticketCategoryId === EVENT_PRICE_CATEGORY ? null : a.ticketCategoryId,
      f: a.firstName,
      l: a.lastName,
      t: ticketNumber,
      r: qrPayload(ticketNumber),
      // keeps the order in which the buyer entered the names
      at: new Date(o.now.getTime() + i).toISOString(),
    };
  });
  const d = o.discount;
  return sql`
    with seat as (
      update ${events} set current_participants = current_participants + ${n}
      where id = ${o.eventId} and ${o.withOffer ? sql`status in ('published', 'sold_out')` : sql`status = 'published'`}
        and (max_participants is null or current_participants + ${n} <= max_participants)
      returning id
    ), cats as (
      update ${ticketCategories} t set sold_count = t.sold_count + v.q
      from jsonb_to_recordset(${JSON.stringify(cats)}::jsonb) as v(id uuid, q int)
      where t.id = v.id and exists (select 1 from seat) and (t.capacity is null or t.sold_count + v.q <= t.capacity)
      returning t.id
    ), disc as (
      update ${discountCodes} set used_count = used_count + 1
      where ${
        d
          ? sql`id = ${d.id} and kind = ${d.kind} and value = ${d.value} and ${validDiscount(o.now)} and ${discountAppliesToEvent(o.eventId)}
              and category_ids = ${`{${d.categoryIds.join(",")}}`}::uuid[] and min_tickets <= ${d.ticketCount}
              and max_uses_per_buyer is not distinct from ${d.maxUsesPerBuyer}::int`
          : sql`false`
      }
        and exists (select 1 from seat)
      returning id, max_uses_per_buyer
    ), buyer as (
      insert into ${discountCodeBuyers} (code_id, buyer_key, uses)
      select id, ${buyerKey(o.buyer)}, 1 from disc
      on conflict (code_id, buyer_key) do update set uses = ${discountCodeBuyers}.uses + 1
        where ${d?.maxUsesPerBuyer ?? null}::int is null or ${discountCodeBuyers}.uses < ${d?.maxUsesPerBuyer ?? null}::int
      returning code_id
    ), ok as (
      select exists (select 1 from seat) as seat,
        case
          when not exists (select 1 from seat) then 0
          when (select count(*) from cats) <> ${cats.length} then stadtpuls_refuse('BOOKING_CATEGORY_SOLD_OUT')
          when (select count(*) from disc) <> ${d ? 1 : 0} then stadtpuls_refuse('DISCOUNT_CODE_INVALID')
          when (select count(*) from buyer) <> ${d ? 1 : 0} then stadtpuls_refuse('DISCOUNT_CODE_BUYER_LIMIT')
          else 1
        end as go
    ), b as (
      insert into ${bookings} (id, user_id, user_email, event_id, ticket_category_id, status, payment_status,
        total_amount_cents, subtotal_cents, fee_cents, discount_cents, quantity, booking_reference, payment_session_id,
        special_requirements, discount_code, discount_code_id, payment_provider, is_test_mode, idempotency_key,
        expires_at, confirmed_at)
      select ${o.bookingId}, ${o.buyer.id}, ${o.buyer.email.toLowerCase()}, ${o.eventId}, ${o.firstCategoryId}::uuid,
        ${o.status}::booking_status, ${o.status === "confirmed" ? "completed" : "pending"}::payment_status,
        ${o.price.totalCents}, ${o.price.subtotalCents}, ${o.price.feeCents}, ${o.price.discountCents}, ${n},
        ${o.bookingReference}, ${o.paymentSessionId}, ${o.specialRequirements}, ${d?.code ?? null}, ${d?.id ?? null}::uuid,
        ${o.provider}, ${o.isTestMode}, ${o.idempotencyKey},
        ${o.expiresAt ? o.expiresAt.toISOString() : null}::timestamptz, ${o.confirmedAt ? o.confirmedAt.toISOString() : null}::timestamptz
      from ok where ok.go = 1
      returning id
    ), i as (
      insert into ${bookingItems} (booking_id, ticket_category_id, name, quantity, unit_price_cents, is_early_bird)
      select b.id, x.c, x.n, x.q, x.u, x.e
      from b, jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(c uuid, n text, q int, u int, e boolean)
    ), a as (
      insert into ${bookingAttendees} (booking_id, ticket_category_id, first_name, last_name, ticket_number, qr_code, created_at)
      select b.id, x.c, x.f, x.l, x.t, x.r, x.at
      from b, jsonb_to_recordset(${JSON.stringify(tickets)}::jsonb) as x(c uuid, f text, l text, t text, r text, at timestamptz)
    )
    select (select count(*) from b)::int as booked`;
}

const REFUSALS = new Set(["BOOKING_CATEGORY_SOLD_OUT", "DISCOUNT_CODE_INVALID", "DISCOUNT_CODE_BUYER_LIMIT"]);

export async function runOrder(q: DbOrTx, statement: ReturnType<typeof placeOrderStatement>): Promise<void> {
  let res: { rows: Array<{ booked: number }> };
  try {
    res = await q.execute<{ booked: number }>(statement);
  } catch (error) {
    const refused = refusalIn(error);
    if (refused === "DISCOUNT_CODE_INVALID") throw new AppError(refused, { fields: { discountCode: DISCOUNT_INVALID_TEXT } });
    if (refused === "DISCOUNT_CODE_BUYER_LIMIT") throw new AppError(refused, { fields: { discountCode: DISCOUNT_BUYER_LIMIT_TEXT } });
    if (refused) throw new AppError(refused);
    throw error;
  }
  if (Number(res.rows[0]?.booked ?? 0) !== 1) throw new AppError("BOOKING_SOLD_OUT");
}

/** The application code raised by stadtpuls_refuse() somewhere in an error's cause chain. */
function refusalIn(e: unknown): "BOOKING_CATEGORY_SOLD_OUT" | "DISCOUNT_CODE_INVALID" | "DISCOUNT_CODE_BUYER_LIMIT" | null {
  for (let c: unknown = e; c; c = (c as { cause?: unknown }).cause) {
    const m = (c as { message?: string }).message ?? "";
    for (const code of REFUSALS) if ((c as { code?: string }).code === "P0001" && m.includes(code)) return code as never;
  }
  return null;
}

/**
 * Creates a booking and reserves its seats in ONE transaction (spec §7 bookings; issue 6):
 * pending until paid (free bookings are confirmed at once). A repeated idempotency key
 * returns the first booking instead of a second one. The order comes parsed (createBookingSchema).
 */
export async function createBooking(
  input: CreateBookingFields & {
    actor: Actor;
    now?: Date;
    /** Absolute base for provider return URLs. */
    baseUrl?: string;
    city?: string;
    /** An open offer from the event's waiting list (waitlist.server.ts): books its held seat. */
    waitlistOfferId?: string | null;
  },
): Promise<CreateBookingResult> {
  assertCan(input.actor, "booking.create");
  const f = input;
  const now = input.now ?? new Date();
  const provider = paymentProvider();

  const base = (input.baseUrl ?? process.env.APP_URL ?? "http://localhost:3000").replace(/\/$/, "");
  const city = input.city ?? DEFAULT_CITY;
  const checkoutInput = (bookingId: string, bookingReference: string, amountCents: number, eventTitle: string, expiresAt: Date) => ({
    bookingId,
    bookingReference,
    amountCents,
    description: `Tickets: ${eventTitle} (${bookingReference})`,
    customerEmail: input.actor.email,
    successUrl: `${base}/${city}/booking-success?booking=${bookingId}`,
    cancelUrl: `${base}/payments/cancelled?booking=${bookingId}`,
    expiresAt,
  });

  const refuse = async (error: AppError, seenInDatabase = true): Promise<CreateBookingResult> => {
    // a double submit whose first attempt took the last seats gets its booking back, not a refusal
    const existing = f.idempotencyKey ? await findByIdempotencyKey(input.actor.id, f.idempotencyKey) : null;
    if (existing) return existing;
    // only what the database showed renews the memo: refusals by the memo itself must not keep it
    // alive, or seats freed by another process would go unnoticed for as long as buyers keep coming
    if (error.code === "BOOKING_SOLD_OUT" && seenInDatabase) rememberSoldOut(f.eventId);
    throw error;
  };
  // an offer from the waiting list books the seat held for it: the event shows as sold out meanwhile
  const offerId = input.waitlistOfferId ?? null;
  if (!offerId && isRememberedSoldOut(f.eventId)) return refuse(new AppError("BOOKING_SOLD_OUT"), false);

  // 1) everything that needs no lock is checked before the transaction (one read for event and
  //    categories). A repeated idempotency key is caught by its unique index in step 2.
  const rows = await prepared("booking_event_with_categories", (d) =>
    d
      .select({ event: events, category: ticketCategories })
      .from(events)
      .leftJoin(ticketCategories, eq(ticketCategories.eventId, events.id))
      .where(eq(events.id, sql.placeholder("id")))
      .orderBy(asc(ticketCategories.sortOrder))
      .prepare("booking_event_with_categories"),
  ).execute({ id: f.eventId });
  const event = rows[0]?.event;
  const categoryRows = rows.flatMap((r) => (r.category ? [r.category] : []));
  try {
    if (!(offerId && event && bookingBlock(event, categoryRows, now) === "sold_out")) assertEventBookable(event, categoryRows, now);
  } catch (error) {
    return refuse(error as AppError);
  }
  if (!event) return refuse(new AppError("BOOKING_EVENT_NOT_BOOKABLE"));
  const categories = sellableCategories(event, categoryRows, now);
  const byId = new Map(categories.map((c) => [c.id, c]));

  const quantities: Record<string, number> = {};
  for (const [id, q] of Object.entries(f.quantities)) {
    if (q <= 0) continue;
    if (!byId.has(id)) throw new AppError("BOOKING_CATEGORY_UNAVAILABLE");
    quantities[id] = q;
  }
  const total = Object.values(quantities).reduce((s, q) => s + q, 0);
  if (total === 0) throw new AppError("BOOKING_NO_TICKETS");
  if (total > event.maxTicketsPerOrder) {
    throw new AppError("BOOKING_TOO_MANY_TICKETS", {
      message: `Pro Bestellung sind höchstens ${event.maxTicketsPerOrder} Tickets möglich.`,
    });
  }
  // a category's own per-order maximum (set by the organizer)
  for (const [id, q] of Object.entries(quantities)) {
    const max = rows.find((r) => r.category?.id === id)?.category?.maxPerOrder;
    if (max != null && q > max) {
      throw new AppError("BOOKING_TOO_MANY_TICKETS", { message: `In der Kategorie „${byId.get(id)?.name}“ sind pro Bestellung höchstens ${max} Tickets möglich.` });
    }
  }
  // one named attendee per ticket, per category
  for (const [id, q] of Object.entries(quantities)) {
    if (f.attendees.filter((a) => a.ticketCategoryId === id).length !== q) throw new AppError("BOOKING_ATTENDEES_MISMATCH");
  }
  if (f.attendees.length !== total) throw new AppError("BOOKING_ATTENDEES_MISMATCH");
  if (offerId && total !== 1) throw new AppError("WAITLIST_OFFER_QUANTITY");

  // sold out as far as this read can tell: refuse without opening a transaction. Only a hint —
  // the conditional UPDATE in step 2 decides; this just keeps a rush of late buyers cheap.
  if (!offerId && event.maxParticipants != null && event.currentParticipants + total > event.maxParticipants) {
    return refuse(new AppError("BOOKING_SOLD_OUT"));
  }
  for (const [id, q] of Object.entries(quantities)) {
    const row = rows.find((r) => r.category?.id === id)?.category;
    if (row?.capacity != null && row.soldCount + q > row.capacity) return refuse(new AppError("BOOKING_CATEGORY_SOLD_OUT"));
  }

  // discount code: read here to price the order; counted in the order statement under the same
  // conditions (and unchanged rules), so neither its total nor its per-buyer limit is ever exceeded
  let discount: OrderInput["discount"] = null;
  if (f.discountCode) {
    const d = await findUsableDiscount(db, event.id, f.discountCode, now).catch((error: unknown) => {
      throw isAppError(error) ? new AppError(error.code, { fields: { discountCode: DISCOUNT_INVALID_TEXT } }) : error;
    });
    const ticketCount = discountedLines(
      Object.entries(quantities).map(([categoryId, quantity]) => ({ categoryId, quantity })),
      d,
    ).reduce((sum, l) => sum + l.quantity, 0);
    if (ticketCount === 0) {
      throw new AppError("DISCOUNT_CODE_NOT_APPLICABLE", { fields: { discountCode: "Dieser Rabattcode gilt nicht für die gewählten Tickets." } });
    }
    if (ticketCount < d.minTickets) {
      const text = `Dieser Rabattcode gilt erst ab ${plural(d.minTickets, NOUNS.ticket)} pro Bestellung.`;
      throw new AppError("DISCOUNT_CODE_MIN_TICKETS", { message: text, fields: { discountCode: text } });
    }
    discount = { ...d, ticketCount };
  }

  const price = priceOrder(categories, quantities, { now, discount, feePerTicketCents: serviceFeePerTicketCents() });
  const isFree = price.totalCents === 0;
  const expiresAt = isFree ? null : new Date(now.getTime() + holdMinutes(provider) * 60_000);
  const firstCategory = price.lines[0]!.categoryId;
  const bookingId = crypto.randomUUID();
  const bookingReference = newBookingReference(now);
  // a provider without network calls (test provider) opens its session right here: one round trip less
  const localSession =
    !isFree && provider.createsSessionLocally
      ? await provider.createCheckout(checkoutInput(bookingId, bookingReference, price.totalCents, event.title, expiresAt!))
      : null;
  const status = isFree ? "confirmed" : "pending";

  const order = placeOrderStatement({
    bookingId,
    bookingReference,
    buyer: input.actor,
    eventId: event.id,
    firstCategoryId: firstCategory === EVENT_PRICE_CATEGORY ? null : firstCategory,
    status,
    price,
    paymentSessionId: localSession?.sessionId ?? null,
    specialRequirements: f.specialRequirements ?? null,
    discount,
    provider: isFree ? "free" : provider.id,
    isTestMode: isFree ? false : provider.isTestMode,
    idempotencyKey: f.idempotencyKey ?? null,
    expiresAt,
    confirmedAt: isFree ? now : null,
    attendees: f.attendees,
    now,
    withOffer: offerId != null,
  });

  let created: { result: CreateBookingResult; eventTitle: string; expiresAt: Date | null };
  try {
    if (isFree || offerId) {
      // a free booking is confirmed at once: its mail and notification commit with it; an offer from
      // the waiting list is closed once and gives its held seat to this order in the same transaction
      await db.transaction(async (tx) => {
        if (offerId) await claimWaitlistOffer(tx, { offerId, userId: input.actor.id, eventId: event.id, now });
        await runOrder(tx, order);
        if (offerId) await linkOfferBooking(tx, offerId, bookingId);
        if (!isFree) return;
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
        await afterConfirmed(tx, booking!, event, f.attendees[0]!);
      });
    } else {
      // one statement, so one atomic round trip: the hot event row is locked only inside PostgreSQL
      await runOrder(db, order);
    }
    created = {
      result: { bookingId, bookingReference, status, totalAmountCents: price.totalCents, redirectUrl: localSession?.redirectUrl ?? null },
      eventTitle: event.title,
      expiresAt,
    };
  } catch (error) {
    if (f.idempotencyKey && (isUniqueViolation(error) || (isAppError(error) && (error.code.endsWith("SOLD_OUT") || error.code === "WAITLIST_OFFER_INVALID")))) {
      const existing = await findByIdempotencyKey(input.actor.id, f.idempotencyKey);
      if (existing) return existing;
    }
    if (isAppError(error) && error.code === "BOOKING_SOLD_OUT") rememberSoldOut(f.eventId);
    throw error;
  }

  if (created.result.status === "confirmed" || created.result.redirectUrl) return created.result;

  // payment session outside the transaction (Stripe is a network call)
  try {
    const session = await provider.createCheckout(
      checkoutInput(
        created.result.bookingId,
        created.result.bookingReference,
        created.result.totalAmountCents,
        created.eventTitle,
        created.expiresAt ?? new Date(Date.now() + 30 * 60_000),
      ),
    );
    await db.update(bookings).set({ paymentSessionId: session.sessionId }).where(eq(bookings.id, created.result.bookingId));
    return { ...created.result, redirectUrl: session.redirectUrl };
  } catch (error) {
    logger.error({ err: error, bookingId: created.result.bookingId }, "Zahlungssitzung konnte nicht erstellt werden");
    await releasePendingBooking(created.result.bookingId, "failed");
    throw new AppError("PAYMENT_FAILED");
  }
}

async function findByIdempotencyKey(userId: string, key: string): Promise<CreateBookingResult | null> {
  // prepared and narrow: every late buyer of a sold-out rush asks this once
  const [b] = await prepared("booking_by_idempotency_key", (d) =>
    d
      .select({
        id: bookings.id,
        bookingReference: bookings.bookingReference,
        status: bookings.status,
        totalAmountCents: bookings.totalAmountCents,
        paymentSessionId: bookings.paymentSessionId,
        paymentProvider: bookings.paymentProvider,
      })
      .from(bookings)
      .where(and(eq(bookings.userId, sql.placeholder("userId")), eq(bookings.idempotencyKey, sql.placeholder("key"))))
      .limit(1)
      .prepare("booking_by_idempotency_key"),
  ).execute({ userId, key });
  if (!b) return null;
  const redirectUrl =
    b.status === "pending" && b.paymentSessionId && b.paymentProvider === "test" ? `/payments/test/${b.paymentSessionId}` : null;
  return { bookingId: b.id, bookingReference: b.bookingReference, status: b.status, totalAmountCents: b.totalAmountCents, redirectUrl };
}

/** Confirmation side effects, in the confirming transaction: e-mail with PDF, the organizer's sale mail, in-app notification, webhook. */
export async function afterConfirmed(
  tx: Tx,
  booking: typeof bookings.$inferSelect,
  event: Pick<EventRow, "id" | "title" | "startDate" | "venueName" | "venueCity" | "cityId" | "slug">,
  firstAttendee: { firstName: string; lastName: string },
): Promise<void> {
  await enqueueBookingConfirmation(tx, booking, event, `${firstAttendee.firstName} ${firstAttendee.lastName}`);
  await tx.execute(organizerSaleMailSql(booking, event, `${firstAttendee.firstName} ${firstAttendee.lastName}`));
  if (booking.userId) await createNotification(tx, bookingConfirmedNotification(booking, event));
  await enqueueWebhookEventForEvent(tx, event.id, "booking.confirmed", bookingWebhookData(booking, event), { dedupeKey: `booking.confirmed:${booking.id}` });
}

/** The in-app notification of a confirmed booking (its e-mail is the booking confirmation). */
export function bookingConfirmedNotification(
  booking: Pick<typeof bookings.$inferSelect, "id" | "userId" | "quantity" | "bookingReference">,
  event: Pick<EventRow, "title" | "cityId">,
): NewNotification {
  return {
    userId: booking.userId!,
    type: "event",
    category: "bookings",
    title: "Buchung bestätigt",
    message: `Ihre Buchung über ${plural(booking.quantity, NOUNS.ticket)} für „${event.title}“ ist bestätigt (${booking.bookingReference}).`,
    actionUrl: cityHref(event.cityId, "/profile/tickets"),
    entityType: "booking",
    entityId: booking.id,
    // the booking confirmation (with the tickets attached) is this notification's e-mail
    deliver: { email: false },
  };
}
