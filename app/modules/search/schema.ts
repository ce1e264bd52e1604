import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * What visitors search for on the search page, per day and city: the query in normal form (lower
 * case, single spaces), how often, how often it found nothing and the last result count. No user,
 * no IP, no time of day — only what is needed to see what people look for and do not find.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    /** Day in Europe/Berlin. */
    day: date({ mode: "string" }).notNull(),
    /** The city page the search ran on ("" = without a city). */
    cityId: text().notNull().default(""),
    query: text().notNull(),
    searches: integer().notNull().default(0),
    zeroResults: integer().notNull().default(0),
    lastResultCount: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.cityId, t.query] }), index().on(t.day)],
);
