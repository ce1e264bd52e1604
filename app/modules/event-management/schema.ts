import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { events, ticketCategories } from "~/modules/events/schema";

export const eventMessageAudienceEnum = pgEnum("event_message_audience", ["all", "category", "checked_in", "not_checked_in"]);
export const eventMessageStatusEnum = pgEnum("event_message_status", ["sending", "done"]);

/**
 * An organizer's message to the holders of valid tickets of one event ('Nachricht an Teilnehmende'):
 * the job row the outbox works through batch by batch (cursor = the last recipient address), with
 * its reach. At most 3 per event and day, one per 10 minutes (checked under the event's row lock).
 */
export const eventMessages = pgTable(
  "event_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    audience: eventMessageAudienceEnum().notNull(),
    ticketCategoryId: uuid().references(() => ticketCategories.id, { onDelete: "set null" }),
    /** What the history shows as the audience (e.g. 'Ticketkategorie VIP'), kept as sent. */
    audienceLabel: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    status: eventMessageStatusEnum().notNull().default("sending"),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    cursor: text(),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.eventId, t.createdAt.desc())],
);
