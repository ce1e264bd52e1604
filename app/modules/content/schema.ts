import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, germanDocument, tsvector, updatedAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { cities } from "~/modules/cities/schema";

export const blogCategories = pgTable("blog_categories", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text().notNull().default(""),
  color: text().notNull().default("#554c9a"),
  /** lucide icon name */
  icon: text().notNull().default("newspaper"),
  createdAt: createdAt(),
});

export const blogStatusEnum = pgEnum("blog_status", ["draft", "published", "archived"]);

/** Puck editor document ({ content: [...], root: {...} }). */
export type PuckData = { content: Array<{ type: string; props: Record<string, unknown> }>; root: { props?: Record<string, unknown> }; zones?: Record<string, unknown> };

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text().notNull().default(""),
    /** Plain-text body (search, feeds); the page renders puck_content. */
    content: text().notNull().default(""),
    puckContent: jsonb().$type<PuckData>(),
    status: blogStatusEnum().notNull().default("draft"),
    published: boolean().notNull().default(false),
    categoryId: uuid().references(() => blogCategories.id, { onDelete: "set null" }),
    cityId: text().references(() => cities.id, { onDelete: "set null" }),
    isFeatured: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    authorId: text().references(() => user.id, { onDelete: "set null" }),
    featuredImageUrl: text(),
    viewsCount: integer().notNull().default(0),
    readingMinutes: integer().notNull().default(3),
    /** Optimistic-concurrency version for the in-place editor. */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector().generatedAlwaysAs(germanDocument(["title", "A"], ["excerpt", "B"], ["content", "C"])),
  },
  (t) => [
    index().on(t.status, t.publishedAt.desc(), t.createdAt.desc()),
    index().on(t.categoryId, t.status, t.publishedAt.desc()),
    index().on(t.isFeatured, t.status, t.publishedAt.desc()),
    index().on(t.authorId),
    index("blog_posts_search_idx").using("gin", t.searchVector),
    index("blog_posts_title_trgm_idx").using("gin", sql`public.f_unaccent(lower(${t.title})) gin_trgm_ops`),
  ],
);

/** One counted view per post and viewer key per 24 h window. */
export const blogPostViews = pgTable(
  "blog_post_views",
  {
    postId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** Hash of the browser session id. */
    viewerKey: text().notNull(),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerKey] }), index().on(t.viewedAt)],
);

export const raffleDifficultyEnum = pgEnum("raffle_difficulty", ["einfach", "mittel", "schwer"]);

export const raffles = pgTable(
  "raffles",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull(),
    prize: text().notNull(),
    prizeValueCents: integer(),
    imageUrl: text(),
    cityId: text().references(() => cities.id, { onDelete: "set null" }),
    sponsor: text(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    difficulty: raffleDifficultyEnum().notNull().default("einfach"),
    /** What a participant has to do, shown on the card. */
    task: text().notNull().default(""),
    isPublished: boolean().notNull().default(true),
    winnerUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.isPublished, t.endDate)],
);

export const raffleEntries = pgTable(
  "raffle_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    raffleId: uuid()
      .notNull()
      .references(() => raffles.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    answer: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("raffle_entries_once").on(t.raffleId, t.userId), index().on(t.userId)],
);

export const teamMembers = pgTable("team_members", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  role: text().notNull(),
  bio: text().notNull().default(""),
  imageUrl: text(),
  email: text(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

export const jobTypeEnum = pgEnum("job_type", ["vollzeit", "teilzeit", "teilzeit_vollzeit"]);

export const jobPostings = pgTable("job_postings", {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  type: jobTypeEnum().notNull(),
  department: text().notNull().default(""),
  location: text().notNull().default("Lübeck"),
  remote: boolean().notNull().default(false),
  summary: text().notNull().default(""),
  description: text().notNull().default(""),
  requirements: jsonb().$type<string[]>().notNull().default([]),
  benefits: jsonb().$type<string[]>().notNull().default([]),
  isActive: boolean().notNull().default(true),
  postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const contactReasonEnum = pgEnum("contact_reason", [
  "general",
  "event",
  "technical",
  "booking",
  "press",
  "partnership",
  "other",
]);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    reason: contactReasonEnum(),
    subject: text().notNull(),
    message: text().notNull(),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    status: text().notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt.desc())],
);

/** What the public /community page says (decision 0012): one stored record, edited on /admin/community; no row = the built-in text. */
export type CommunityPageContent = {
  headline: string;
  intro: string;
  joinTitle: string;
  ways: Array<{ title: string; text: string; cta: string; link: string }>;
  showOrganizers: boolean;
  organizersTitle: string;
  showArtists: boolean;
  artistsTitle: string;
  showStories: boolean;
  storiesTitle: string;
};

export const communityPage = pgTable("community_page", {
  /** Always 'default' (one page for every city; the city's name goes in through {stadt}). */
  id: text().primaryKey().default("default"),
  content: jsonb().$type<CommunityPageContent>().notNull(),
  updatedBy: text().references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
