import { sql } from "drizzle-orm";
import { customType, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL tsvector, only ever written by generated columns. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** German full-text document, accent-insensitive (f_unaccent is created in the first migration). */
export const germanDocument = (...weighted: Array<[string, "A" | "B" | "C" | "D"]>) =>
  sql.raw(
    weighted
      .map(
        ([col, w]) => `setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(${col}, ''))), '${w}')`,
      )
      .join(" || "),
  );
