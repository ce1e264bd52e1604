import { boolean, doublePrecision, integer, jsonb, pgEnum, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
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

/** What a slug names (spec: issue 24, old addresses keep answering with a 301). */
export const slugKind = pgEnum("slug_kind", ["place", "artist", "organizer", "business", "city"]);
export type SlugKind = (typeof slugKind.enumValues)[number];

/**
 * Old slugs of public pages: when a save changes a slug, the old one is kept here and points at the row
 * (its id; a city's id is text), so the old address answers with a 301 to the current slug. A slug that
 * becomes live again wins: its row here is deleted (recordSlugChange / releaseSlug).
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: slugKind().notNull(),
    oldSlug: text().notNull(),
    targetId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("slug_redirects_kind_old_slug_unique").on(t.kind, t.oldSlug)],
);
