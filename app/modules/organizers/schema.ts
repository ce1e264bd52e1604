import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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

/**
 * Team roles of an organizer profile (issue 26): Verwaltung (everything, incl. team and plan),
 * Redaktion (events and articles), Finanzen (bookings, exports, refunds), Einlass (the door).
 */
export const teamRoleEnum = pgEnum("team_role", ["manager", "editor", "finance", "door"]);

/**
 * A colleague invited by e-mail to work for an organizer profile with one role. The membership
 * belongs to the account whose verified address is `email` (as door helpers, decision 0008); a
 * removed membership (`removed_at`) ends access with the next request.
 */
export const organizerMembers = pgTable(
  "organizer_members",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizerId: uuid()
      .notNull()
      .references(() => organizers.id, { onDelete: "cascade" }),
    /** Lower-case address of the invited colleague. */
    email: text().notNull(),
    role: teamRoleEnum().notNull(),
    /** An Einlass member may also sell at the box office (decision 0015). */
    canSell: boolean().notNull().default(false),
    invitedBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.email), uniqueIndex("organizer_members_active_uq").on(t.organizerId, t.email).where(sql`${t.removedAt} is null`)],
);
