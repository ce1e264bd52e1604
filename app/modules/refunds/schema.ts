import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { bookings } from "~/modules/ticketing/schema";

export const refundStatusEnum = pgEnum("refund_status", ["pending", "approved", "rejected"]);

/** Result of the refund calculation (spec §3), stored with the request. */
export type RefundCalculation = {
  refund_allowed: boolean;
  reason: string;
  original_amount: number;
  refund_percentage: number;
  processing_fee: number;
  final_refund: number;
  policy_used: string;
};

export const refundRequests = pgTable(
  "refund_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    /** Partial amount the customer asked for, in cents; null = everything the policy allows. */
    requestedAmountCents: integer(),
    reason: text().notNull(),
    customerMessage: text(),
    status: refundStatusEnum().notNull().default("pending"),
    calculation: jsonb().$type<RefundCalculation>(),
    adminResponse: text(),
    adminUserId: text().references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    /** Set once the money went back through the payment provider. */
    refundedAmountCents: integer(),
    processedAt: timestamp({ withTimezone: true }),
    providerRefundId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("refund_requests_amount_positive", sql`${t.requestedAmountCents} is null or ${t.requestedAmountCents} > 0`),
    // no second open request while one is pending or approved
    uniqueIndex("refund_requests_one_open").on(t.bookingId).where(sql`status in ('pending', 'approved')`),
    index().on(t.status, t.createdAt.desc()),
    index().on(t.userId),
  ],
);
