import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";

export type MediaVariant = { key: string; width: number; height: number; format: "webp" | "avif" | "jpeg" | "png" };

export const media = pgTable(
  "media",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text().references(() => user.id, { onDelete: "set null" }),
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    width: integer(),
    height: integer(),
    variants: jsonb().$type<MediaVariant[]>().notNull().default([]),
    altText: text().notNull().default(""),
    /** What it is used for: avatar, blog, event, place, … */
    purpose: text().notNull().default("general"),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerId, t.createdAt.desc()), index().on(t.purpose)],
);
