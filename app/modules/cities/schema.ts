import { boolean, doublePrecision, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "~/lib/schema-helpers";
import { DEFAULT_THEME, type ThemeConfig } from "~/modules/cities/theme-config";

export type Landmark = { name: string; description: string; latitude: number; longitude: number };

export { DEFAULT_THEME, type ThemeConfig };

/** A city; its id is its slug (luebeck, hamburg, kiel, berlin). */
export const cities = pgTable("cities", {
  id: text().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(""),
  tagline: text().notNull().default(""),
  logoUrl: text(),
  heroImageUrl: text(),
  landmarks: jsonb().$type<Landmark[]>().notNull().default([]),
  neighborhoods: jsonb().$type<string[]>().notNull().default([]),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  postalCode: text().notNull().default(""),
  active: boolean().notNull().default(true),
  featured: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  themeConfig: jsonb().$type<ThemeConfig>().notNull().default(DEFAULT_THEME),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
