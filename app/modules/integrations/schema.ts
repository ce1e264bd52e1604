import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { organizers } from "~/modules/people/schema";

/**
 * An organizer's webhook receiver. Deliveries are outbox rows of kind "webhook" whose recipient
 * is the endpoint id (retries, backoff and the delivery log come from the outbox).
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizerId: uuid()
      .notNull()
      .references(() => organizers.id, { onDelete: "cascade" }),
    url: text().notNull(),
    description: text().notNull().default(""),
    /** Standard Webhooks secret ("whsec_" + base64). */
    secret: text().notNull(),
    /** Event types this endpoint receives. */
    eventTypes: text().array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean().notNull().default(true),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizerId)],
);

/** Read-only API tokens (Enterprise "API access"): shown once, stored as SHA-256. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizerId: uuid()
      .notNull()
      .references(() => organizers.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** hex SHA-256 of the whole token */
    tokenHash: text().notNull().unique(),
    /** First characters, to recognise a token in the list. */
    prefix: text().notNull(),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.organizerId)],
);
