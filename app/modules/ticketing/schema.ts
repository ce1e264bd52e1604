import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { events, ticketCategories } from "~/modules/events/schema";
import { organizers } from "~/modules/people/schema";

export const discountKindEnum = pgEnum("discount_kind", ["percent", "amount"]);

/**
 * A discount code of an organizer profile (issue 26): unique per organizer (stored upper-case), for
 * the chosen events and ticket categories (empty list = all of the organizer's), a percentage or a
 * fixed amount off, a validity window, a total and a per-buyer limit and a minimum number of tickets.
 * The checkout counts a use inside its one order statement; a cancelled booking gives it back
 * (trigger `bookings_discount_use_back`).
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizerId: uuid()
      .notNull()
      .references(() => organizers.id, { onDelete: "cascade" }),
    /** Stored upper-case. */
    code: text().notNull(),
    kind: discountKindEnum().notNull(),
    /** percent: 1–100; amount: cents */
    value: integer().notNull(),
    /** The events it applies to; empty: every event of the organizer. */
    eventIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** The ticket categories it applies to; empty: every category. */
    categoryIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    maxUses: integer(),
    usedCount: integer().notNull().default(0),
    /** Uses per buyer (account, or e-mail address for guests); null: no limit. */
    maxUsesPerBuyer: integer(),
    /** Minimum number of tickets the code applies to in one order. */
    minTickets: integer().notNull().default(1),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    /** Bulk-generated one-time codes share their batch name (e.g. the sponsor's prefix). */
    batch: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("discount_codes_organizer_code").on(t.organizerId, t.code),
    index("discount_codes_batch_idx").on(t.organizerId, t.batch),
    check("discount_codes_upper", sql`${t.code} = upper(${t.code})`),
    check("discount_codes_value", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check("discount_codes_uses", sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
    check("discount_codes_limits", sql`${t.minTickets} >= 1 and (${t.maxUsesPerBuyer} is null or ${t.maxUsesPerBuyer} >= 1)`),
  ],
);

/** How often each buyer used a code (account id, or `mail:` + e-mail for guests): the per-buyer limit. */
export const discountCodeBuyers = pgTable(
  "discount_code_buyers",
  {
    codeId: uuid()
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    buyerKey: text().notNull(),
    uses: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.buyerKey] }), check("discount_code_buyers_uses", sql`${t.uses} >= 0`)],
);

export const bookingStatusEnum = pgEnum("booking_status", ["pending", "confirmed", "cancelled"]);
export const paymentStatusEnum = pgEnum("payment_status", [
  "pending",
  "completed",
  "failed",
  "expired",
  "refunded",
  "partially_refunded",
]);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    userEmail: text(),
    eventId: uuid().references(() => events.id, { onDelete: "set null" }),
    /** Main ticket category (the first one of the order). */
    ticketCategoryId: uuid().references(() => ticketCategories.id, { onDelete: "set null" }),
    status: bookingStatusEnum().notNull().default("pending"),
    paymentStatus: paymentStatusEnum().notNull().default("pending"),
    /** Total including every fee, in cents. */
    totalAmountCents: integer().notNull(),
    subtotalCents: integer().notNull().default(0),
    feeCents: integer().notNull().default(0),
    discountCents: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    quantity: integer().notNull(),
    bookingReference: text().notNull().unique(),
    cancellationReason: text(),
    specialRequirements: text(),
    discountCode: text(),
    discountCodeId: uuid().references(() => discountCodes.id, { onDelete: "set null" }),
    paymentProvider: text().notNull().default("test"),
    paymentSessionId: text().unique(),
    isTestMode: boolean().notNull().default(true),
    /** Client-chosen key so a double submit creates one booking. */
    idempotencyKey: text(),
    /** A pending booking holds its seats until then. */
    expiresAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** When the buyer was reminded that the event starts within a day (event_reminders), once. */
    reminderSentAt: timestamp({ withTimezone: true }),
    /** Set when the account was deleted: personal data erased, booking kept for tax law. */
    anonymizedAt: timestamp({ withTimezone: true }),
    /** Where it was sold: 'online' (checkout) or 'box_office' (door sale, decision 0015). */
    channel: text().notNull().default("online"),
    /** Box office: the door staff member (or organizer) who sold it. */
    soldBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_quantity_positive", sql`${t.quantity} > 0`),
    check("bookings_amounts_nonnegative", sql`${t.totalAmountCents} >= 0 and ${t.refundedCents} >= 0`),
    check("bookings_refund_le_total", sql`${t.refundedCents} <= ${t.totalAmountCents}`),
    uniqueIndex("bookings_idempotency_key").on(t.userId, t.idempotencyKey).where(sql`idempotency_key is not null`),
    // box-office sales have no buyer account: their form key is unique per event
    uniqueIndex("bookings_box_office_idempotency_key").on(t.eventId, t.idempotencyKey).where(sql`channel = 'box_office' and idempotency_key is not null`),
    check("bookings_channel", sql`${t.channel} in ('online', 'box_office')`),
    index().on(t.userId, t.createdAt.desc()),
    index("bookings_user_email_lower_idx").on(sql`lower(${t.userEmail})`),
    index().on(t.eventId, t.status),
    index("bookings_pending_expiry_idx").on(t.expiresAt).where(sql`status = 'pending'`),
    // organizer bookings list: newest first, and search by e-mail substring
    index("bookings_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("bookings_user_email_trgm_idx").using("gin", sql`lower(${t.userEmail}) gin_trgm_ops`),
    // a discount code's uses and revenue (organizer discount codes list)
    index("bookings_discount_code_idx").on(t.discountCodeId).where(sql`discount_code_id is not null`),
  ],
);

export const bookingItems = pgTable(
  "booking_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    ticketCategoryId: uuid().references(() => ticketCategories.id, { onDelete: "set null" }),
    /** Snapshot of the category name at purchase. */
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    isEarlyBird: boolean().notNull().default(false),
  },
  (t) => [index().on(t.bookingId), check("booking_items_quantity", sql`${t.quantity} > 0`)],
);

export const bookingAttendees = pgTable(
  "booking_attendees",
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    ticketCategoryId: uuid().references(() => ticketCategories.id, { onDelete: "set null" }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Printed on the ticket, e.g. SP-7KQ2-M9XD-4T; unguessable. */
    ticketNumber: text().notNull().unique(),
    /** Payload of the QR code (signed token). */
    qrCode: text().notNull().unique(),
    isValid: boolean().notNull().default(true),
    isCheckedIn: boolean().notNull().default(false),
    checkedInAt: timestamp({ withTimezone: true }),
    checkedInBy: text().references(() => user.id, { onDelete: "set null" }),
    checkInGate: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.bookingId),
    // organizer bookings list: search by attendee name substring
    index("booking_attendees_name_trgm_idx").using("gin", sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

export const checkInMethodEnum = pgEnum("check_in_method", ["qr", "manual", "search", "offline-sync"]);
export const checkInDirectionEnum = pgEnum("check_in_direction", ["entry", "exit"]);

/**
 * A check-in list of an event (e.g. 'Haupteingang', 'VIP-Bereich'): which ticket categories it
 * admits, and whether exits are scanned (then the page shows how many people are inside).
 * A ticket is admitted once per list.
 */
export const checkInLists = pgTable(
  "check_in_lists",
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** true: every category; false: only `categoryIds`. */
    allCategories: boolean().notNull().default(true),
    categoryIds: jsonb().$type<string[]>().notNull().default([]),
    allowExit: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique("check_in_lists_event_name").on(t.eventId, t.name)],
);

export const checkIns = pgTable(
  "check_ins",
  {
    id: uuid().primaryKey().defaultRandom(),
    attendeeId: uuid()
      .notNull()
      .references(() => bookingAttendees.id, { onDelete: "cascade" }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    listId: uuid().references(() => checkInLists.id, { onDelete: "cascade" }),
    direction: checkInDirectionEnum().notNull().default("entry"),
    checkInMethod: checkInMethodEnum().notNull(),
    checkInGate: text(),
    checkInDeviceId: text(),
    checkedInBy: text().references(() => user.id, { onDelete: "set null" }),
    staffNotes: text(),
    /** Chosen by the scanning device per scan: a retried or replayed upload changes nothing. */
    nonce: text().unique("check_ins_nonce"),
    /** When the device scanned (differs from createdAt for offline scans uploaded later). */
    scannedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isValid: boolean().notNull().default(true),
    invalidatedAt: timestamp({ withTimezone: true }),
    invalidatedBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.eventId, t.createdAt.desc()),
    index().on(t.attendeeId),
    // a ticket enters a list at most once, and leaves it at most once (a taken-back record no longer counts)
    uniqueIndex("check_ins_entry_once").on(t.attendeeId, t.listId).where(sql`is_valid and direction = 'entry'`),
    uniqueIndex("check_ins_exit_once").on(t.attendeeId, t.listId).where(sql`is_valid and direction = 'exit'`),
  ],
);

/**
 * An offline admission the server refused when it was uploaded (e.g. the same ticket admitted
 * offline at two doors). Shown on the scanner page and in the event's check-in log.
 */
export const checkInConflicts = pgTable(
  "check_in_conflicts",
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    listId: uuid().references(() => checkInLists.id, { onDelete: "cascade" }),
    attendeeId: uuid().references(() => bookingAttendees.id, { onDelete: "cascade" }),
    /** What the device scanned (ticket number or hash); never a QR secret. */
    ticketNumber: text(),
    nonce: text().notNull().unique("check_in_conflicts_nonce"),
    /** Refusal reason code (already_redeemed, canceled, …). */
    reason: text().notNull(),
    gate: text(),
    deviceId: text(),
    staffId: text().references(() => user.id, { onDelete: "set null" }),
    scannedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId, t.createdAt.desc())],
);

/**
 * Door staff (decision 0008): a person, by e-mail, who may scan and see the counters of one
 * event (`eventId`), of every event of the organizer who invited them (`eventId` null), or —
 * granted by an admin (`ownerId` null, `eventId` null) — of every event of the platform.
 */
export const checkInStaff = pgTable(
  "check_in_staff",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-case; matched against the verified e-mail of the signed-in account. */
    email: text().notNull(),
    eventId: uuid().references(() => events.id, { onDelete: "cascade" }),
    /** Organizer whose events the grant covers; null with eventId null = platform-wide (admin grant). */
    ownerId: text().references(() => user.id, { onDelete: "cascade" }),
    invitedBy: text().references(() => user.id, { onDelete: "set null" }),
    /** May also sell tickets at the box office ('Abendkasse', decision 0015). */
    canSell: boolean().notNull().default(false),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.email), index().on(t.eventId)],
);

export const paymentKindEnum = pgEnum("payment_kind", ["charge", "refund"]);

/** Every money movement through a payment provider, recorded once. */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    kind: paymentKindEnum().notNull(),
    providerReference: text(),
    amountCents: integer().notNull(),
    status: text().notNull(),
    /** Charge: booking id; refund: refund request id — one movement per key. */
    idempotencyKey: text().notNull().unique(),
    raw: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId)],
);

/** Provider webhooks already handled (replays change nothing). */
export const webhookEvents = pgTable("webhook_events", {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: createdAt(),
  processedAt: timestamp({ withTimezone: true }),
});

export const waitlistStatusEnum = pgEnum("waitlist_status", ["waiting", "offered", "booked", "expired", "left"]);

/**
 * The waiting list of a sold-out event (issue 26): one seat per entry, first come first served.
 * An 'offered' entry holds one seat of the event (counted in events.current_participants, so no
 * other buyer can take it) until offer_expires_at; booking with the offer turns the hold into the
 * booking's seat. One open entry (waiting/offered) per user and event (partial unique index).
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: waitlistStatusEnum().notNull().default("waiting"),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    bookingId: uuid().references(() => bookings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("waitlist_entries_open_uq").on(t.eventId, t.userId).where(sql`status in ('waiting', 'offered')`),
    index("waitlist_entries_queue_idx").on(t.eventId, t.status, t.createdAt),
    index("waitlist_entries_expiry_idx").on(t.offerExpiresAt).where(sql`status = 'offered'`),
  ],
);
