import { date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { events } from "~/modules/events/schema";

/**
 * Event page views and checkout starts per day and traffic source, counted on the server
 * without cookies and without bots (one row per event, day and source; increments only).
 */
export const eventTraffic = pgTable(
  "event_traffic",
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Day in Europe/Berlin. */
    day: date({ mode: "string" }).notNull(),
    /** city_home | search | category | external | direct | other */
    source: text().notNull(),
    views: integer().notNull().default(0),
    checkoutStarts: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.source] }), index().on(t.day)],
);
