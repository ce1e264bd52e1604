import crypto from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { AppError, isAppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { oneLine, UUID_RE } from "~/lib/input";
import { parseInput } from "~/lib/route-helpers.server";
import { user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { events, ticketCategories } from "~/modules/events/schema";
import { judgeScanSql } from "~/modules/ticketing/check-in-attendee.server";
import { assertBoxOfficeAccess, type CheckInActor } from "~/modules/ticketing/check-in-access.server";
import { eventCheckInLists } from "~/modules/ticketing/check-in-lists.server";
import { EVENT_PRICE_CATEGORY, placeOrderStatement, runOrder } from "~/modules/ticketing/create-booking.server";
import { enqueueBookingConfirmation } from "~/modules/ticketing/mails.server";
import { priceOrder, type PricedCategory } from "~/modules/ticketing/pricing";
import { bookingAttendees, bookingItems, bookings } from "~/modules/ticketing/schema";
import { newBookingReference } from "~/modules/ticketing/ticket-codes.server";
import { BOX_OFFICE_GATE, BOX_OFFICE_MAX_TICKETS, BOX_OFFICE_PAYMENTS, BOX_OFFICE_PROVIDER_PREFIX, type BoxOfficePayment } from "~/modules/ticketing/box-office";

/** The form of one sale; every refusal is a German message beside its field. */
export const boxOfficeSaleSchema = z.object({
  categoryId: z.string({ error: "Bitte wählen Sie eine Ticketkategorie." }).min(1, "Bitte wählen Sie eine Ticketkategorie."),
  quantity: z.coerce
    .number({ error: `Bitte geben Sie eine Anzahl zwischen 1 und ${BOX_OFFICE_MAX_TICKETS} ein.` })
    .int(`Bitte geben Sie eine Anzahl zwischen 1 und ${BOX_OFFICE_MAX_TICKETS} ein.`)
    .min(1, `Bitte geben Sie eine Anzahl zwischen 1 und ${BOX_OFFICE_MAX_TICKETS} ein.`)
    .max(BOX_OFFICE_MAX_TICKETS, `Bitte geben Sie eine Anzahl zwischen 1 und ${BOX_OFFICE_MAX_TICKETS} ein.`),
  payment: z.enum(BOX_OFFICE_PAYMENTS.values, { error: "Bitte wählen Sie, wie der Gast bezahlt hat." }),
  buyerName: oneLine(z.string().trim().max(120, "Der Name darf höchstens 120 Zeichen lang sein.")).optional(),
  buyerEmail: z
    .string()
    .trim()
    .max(254, "Die E-Mail-Adresse ist zu lang.")
    .email("Bitte geben Sie eine gültige E-Mail-Adresse ein.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The gate the device was set up for at the scanner (none: 'Abendkasse'). */
  gate: oneLine(z.string().trim().max(80, "Der Eingang darf höchstens 80 Zeichen lang sein.")).optional(),
  idempotencyKey: z.string({ error: "Bitte laden Sie die Seite neu." }).regex(/^[A-Za-z0-9-]{8,80}$/, "Bitte laden Sie die Seite neu."),
});

type CategoryRow = typeof ticketCategories.$inferSelect;

/** What the door can sell: active categories (the sale window is for online sales), or the event price. */
function doorCategories(event: typeof events.$inferSelect, rows: CategoryRow[]): Array<PricedCategory & { remaining: number | null }> {
  if (rows.length === 0) {
    return [{ id: EVENT_PRICE_CATEGORY, name: "Standardticket", priceCents: event.priceCents, earlyBirdPriceCents: null, earlyBirdEndDate: null, remaining: null }];
  }
  return rows.filter((r) => r.isActive).map((r) => ({ ...r, remaining: r.capacity == null ? null : Math.max(0, r.capacity - r.soldCount) }));
}

async function loadEvent(eventId: string) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError("NOT_FOUND");
  const rows = await db.select().from(ticketCategories).where(eq(ticketCategories.eventId, eventId)).orderBy(asc(ticketCategories.sortOrder));
  return { event, categories: doorCategories(event, rows) };
}

/** The box-office page: the event, what can be sold and the latest sales at this door. */
export async function getBoxOfficeView(actor: CheckInActor, eventId: string) {
  const access = await assertBoxOfficeAccess(actor, eventId);
  const { event, categories } = await loadEvent(eventId);
  const now = new Date();
  const recent = await db
    .select({ id: bookings.id, reference: bookings.bookingReference, quantity: bookings.quantity, totalCents: bookings.totalAmountCents, provider: bookings.paymentProvider, at: bookings.createdAt })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.channel, "box_office")))
    .orderBy(desc(bookings.createdAt))
    .limit(10);
  return {
    access,
    event: {
      id: event.id,
      title: event.title,
      startDate: event.startDate.toISOString(),
      sellable: event.status === "published",
      remaining: event.maxParticipants == null ? null : Math.max(0, event.maxParticipants - event.currentParticipants),
    },
    categories: categories.map((c) => ({ id: c.id, name: c.name, priceCents: priceOrder([c], { [c.id]: 1 }, { now }).subtotalCents, remaining: c.remaining })),
    recent: recent.map((r) => ({ ...r, payment: paymentOf(r.provider), at: r.at.toISOString() })),
  };
}

const providerOf = (p: BoxOfficePayment) => `${BOX_OFFICE_PROVIDER_PREFIX}${p}`;
const paymentOf = (provider: string): BoxOfficePayment | null => {
  const p = provider.slice(BOX_OFFICE_PROVIDER_PREFIX.length);
  return BOX_OFFICE_PAYMENTS.has(p) ? p : null;
};

async function saleByKey(eventId: string, key: string) {
  const [b] = await db
    .select({ bookingId: bookings.id, bookingReference: bookings.bookingReference })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.channel, "box_office"), eq(bookings.idempotencyKey, key)));
  return b ?? null;
}

/**
 * Sells tickets at the box office (decision 0015): a paid booking on channel 'box_office' whose
 * tickets are checked in at once — seats taken with the same order statement as the online checkout
 * (never oversold between door and web), booking, check-ins and audit in ONE transaction. A
 * 'Freikarte' is the same sale at 0,00 € (no revenue). A repeated form key returns the first sale
 * instead of selling twice.
 */
export async function sellAtBoxOffice(input: { actor: CheckInActor; eventId: string; fields: unknown; now?: Date }) {
  await assertBoxOfficeAccess(input.actor, input.eventId);
  const f = parseInput(input.fields, boxOfficeSaleSchema);
  const now = input.now ?? new Date();
  const existing = await saleByKey(input.eventId, f.idempotencyKey);
  if (existing) return existing;

  const { event, categories } = await loadEvent(input.eventId);
  if (event.status !== "published") throw new AppError("BOOKING_EVENT_NOT_BOOKABLE", { message: "Für dieses Event kann nichts verkauft werden." });
  const category = categories.find((c) => c.id === f.categoryId);
  if (!category || (category.id !== EVENT_PRICE_CATEGORY && !UUID_RE.test(category.id))) {
    throw new AppError("BOOKING_CATEGORY_UNAVAILABLE", { fields: { categoryId: "Bitte wählen Sie eine Ticketkategorie." } });
  }
  // a 'Freikarte' takes its seats like any sale, at 0,00 € (no revenue)
  const priced = f.payment === "free" ? [{ ...category, priceCents: 0, earlyBirdPriceCents: null, earlyBirdEndDate: null }] : categories;
  const price = priceOrder(priced, { [category.id]: f.quantity }, { now, feePerTicketCents: 0 });
  const gate = f.gate || BOX_OFFICE_GATE;
  const [first, ...rest] = (f.buyerName ?? "").split(/\s+/).filter(Boolean);
  const attendee = { ticketCategoryId: category.id, firstName: first ?? "Gast", lastName: rest.join(" ") || "Abendkasse" };
  const lists = await eventCheckInLists(event.id);
  const list = lists.find((l) => l.allCategories || (l.categoryIds as string[]).includes(category.id)) ?? lists[0]!;
  const bookingId = crypto.randomUUID();
  const bookingReference = newBookingReference(now);
  const order = placeOrderStatement({
    bookingId,
    bookingReference,
    // a walk-in guest has no account: the booking belongs to nobody (user_id null)
    buyer: { id: null as unknown as string, email: "" },
    eventId: event.id,
    firstCategoryId: category.id === EVENT_PRICE_CATEGORY ? null : category.id,
    status: "confirmed",
    price,
    paymentSessionId: null,
    specialRequirements: null,
    discount: null,
    provider: providerOf(f.payment),
    isTestMode: false,
    idempotencyKey: f.idempotencyKey,
    expiresAt: null,
    confirmedAt: now,
    attendees: Array.from({ length: f.quantity }, () => attendee),
    now,
  });

  try {
    await db.transaction(async (tx) => {
      await runOrder(tx, order);
      const [booking] = await tx
        .update(bookings)
        .set({ channel: "box_office", soldBy: input.actor.id, userEmail: f.buyerEmail?.toLowerCase() ?? null })
        .where(eq(bookings.id, bookingId))
        .returning();
      const tickets = await tx.select({ id: bookingAttendees.id }).from(bookingAttendees).where(eq(bookingAttendees.bookingId, bookingId));
      for (const t of tickets) {
        const res = await tx.execute<{ check_in_id: string | null }>(
          judgeScanSql({
            actor: input.actor,
            eventId: event.id,
            listId: list.id,
            ticketNumber: null,
            attendeeId: t.id,
            direction: "entry",
            method: "manual",
            gate,
            deviceId: null,
            notes: null,
            nonce: `box-office:${t.id}`,
            scannedAt: now,
          }),
        );
        if (!res.rows[0]?.check_in_id) throw new Error(`box office: ticket ${t.id} was not checked in`);
      }
      await audit(tx, input.actor, "booking.box_office_sold", { type: "booking", id: bookingId }, null, {
        eventId: event.id,
        categoryId: category.id,
        quantity: f.quantity,
        totalCents: price.totalCents,
        payment: f.payment,
        gate,
      });
      if (booking!.userEmail) await enqueueBookingConfirmation(tx, booking!, event, `${attendee.firstName} ${attendee.lastName}`);
    });
  } catch (error) {
    // a double submit racing its twin: the first sale counts, the second changed nothing
    if (isUniqueViolation(error) || (isAppError(error) && error.code.endsWith("SOLD_OUT"))) {
      const first = await saleByKey(input.eventId, f.idempotencyKey);
      if (first) return first;
    }
    if (isAppError(error) && error.code === "BOOKING_CATEGORY_SOLD_OUT") {
      throw new AppError(error.code, { fields: { quantity: "In dieser Ticketkategorie sind nicht mehr genügend Plätze frei." } });
    }
    if (isAppError(error) && error.code === "BOOKING_SOLD_OUT") {
      throw new AppError(error.code, { fields: { quantity: "Leider sind nicht mehr genügend Plätze frei." } });
    }
    throw error;
  }
  return { bookingId, bookingReference };
}

/** The receipt ('Beleg') of one box-office sale of this event; another event's or an online booking is not found. */
export async function getBoxOfficeReceipt(actor: CheckInActor, eventId: string, bookingId: string) {
  await assertBoxOfficeAccess(actor, eventId);
  if (!UUID_RE.test(bookingId)) throw new AppError("NOT_FOUND");
  const [b] = await db
    .select({ booking: bookings, event: { title: events.title, startDate: events.startDate, venueName: events.venueName }, seller: user.name })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(user, eq(user.id, bookings.soldBy))
    .where(and(eq(bookings.id, bookingId), eq(bookings.eventId, eventId), eq(bookings.channel, "box_office")));
  if (!b) throw new AppError("NOT_FOUND");
  const [items, tickets] = await Promise.all([
    db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)),
    db
      .select({ ticketNumber: bookingAttendees.ticketNumber, checkedIn: bookingAttendees.isCheckedIn })
      .from(bookingAttendees)
      .where(eq(bookingAttendees.bookingId, bookingId))
      .orderBy(asc(bookingAttendees.createdAt)),
  ]);
  return {
    reference: b.booking.bookingReference,
    soldAt: (b.booking.confirmedAt ?? b.booking.createdAt).toISOString(),
    seller: b.seller,
    payment: paymentOf(b.booking.paymentProvider),
    totalCents: b.booking.totalAmountCents,
    event: { title: b.event.title, startDate: b.event.startDate.toISOString(), venueName: b.event.venueName },
    items: items.map((i) => ({ name: i.name, quantity: i.quantity, unitPriceCents: i.unitPriceCents })),
    tickets,
  };
}
