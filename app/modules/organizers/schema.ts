import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { organizers } from "~/modules/people/schema";

export const planOrderStatusEnum = pgEnum("plan_order_status", ["pending", "paid", "cancelled"]);

/** An upgrade to a paid plan, paid through the payment provider. */
export const planOrders = pgTable(
  "plan_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizerId: uuid()
      .notNull()
      .references(() => organizers.id, { onDelete: "cascade" }),
    plan: text().notNull(),
    amountCents: integer().notNull(),
    months: integer().notNull().default(1),
    status: planOrderStatusEnum().notNull().default("pending"),
    provider: text().notNull(),
    sessionId: text().unique(),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.organizerId, t.createdAt.desc())],
);
