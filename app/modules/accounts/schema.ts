import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigint,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "~/lib/schema-helpers";
import { cities } from "~/modules/cities/schema";

// ── better-auth core tables (user, session, account, verification, rate limit) ──
export const user = pgTable(
  "user",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // better-auth admin plugin (decision 0011). `role` is a mirror of user_roles written only by the
    // setUserRole use case (and at sign-in); it is never read to decide what someone may do.
    role: text(),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
  },
  // among 200,000 accounts: finding one by part of its e-mail or name (the audit log's actor search, the
  // users list's search) and the newest first (the users list's first page)
  (t) => [
    index("user_email_trgm_idx").using(
      "gin",
      sql`lower(${t.email}) gin_trgm_ops`,
    ),
    index("user_name_trgm_idx").using(
      "gin",
      sql`lower(${t.name}) gin_trgm_ops`,
    ),
    index("user_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    /** Admin plugin: the admin acting as this session's user (impersonation). */
    impersonatedBy: text(),
    /** When the signed-in person last re-entered their password in this session (impersonation needs it). */
    reauthenticatedAt: timestamp({ withTimezone: true }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index().on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

// ── Stadtpuls account data ──
export const profiles = pgTable(
  "profiles",
  {
    id: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    displayName: text(),
    firstName: text(),
    lastName: text(),
    avatarUrl: text(),
    cityId: text().references(() => cities.id, { onDelete: "set null" }),
    bio: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // the admin's users list finds an account by any of its names among 200,000 (admin-users.server.ts)
  (t) => [
    index("profiles_search_trgm_idx").using(
      "gin",
      sql`lower(coalesce(${t.displayName}, '') || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
  ],
);

export const roleEnum = pgEnum("app_role", [
  "admin",
  "support",
  "organizer",
  "user",
]);

/** At most one row per user (spec §7 "at most one row"); missing row = user. */
export const userRoles = pgTable("user_roles", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  role: roleEnum().notNull().default("user"),
  grantedBy: text().references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const requestStatusEnum = pgEnum("request_status", [
  "pending",
  "approved",
  "rejected",
]);

export const organizerRequests = pgTable(
  "organizer_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    organizationName: text().notNull(),
    description: text().notNull(),
    website: text(),
    phone: text(),
    city: text(),
    eventTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: requestStatusEnum().notNull().default("pending"),
    adminResponse: text(),
    reviewedBy: text().references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt.desc()),
    index().on(t.status, t.createdAt),
    // one open request per user
    uniqueIndex("organizer_requests_one_pending")
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);

export const businessRegistrations = pgTable(
  "business_owner_registrations",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    businessName: text().notNull(),
    description: text().notNull().default(""),
    category: text(),
    streetAddress: text(),
    postalCode: text(),
    city: text(),
    phone: text(),
    email: text(),
    website: text(),
    /** A place this owner claims, if it already exists. */
    locationId: uuid(),
    documents: jsonb().$type<string[]>().notNull().default([]),
    /** The applicant's role at the business (Inhaber:in, Geschäftsführung, …). */
    roleAtBusiness: text(),
    /** How the applicant proves it: an uploaded document or a business e-mail at the venue's website domain. */
    proofKind: text().$type<"document" | "email">(),
    proofEmail: text(),
    /** sha256 of the confirmation link's token (the token itself is only mailed). */
    proofTokenHash: text(),
    proofEmailConfirmedAt: timestamp({ withTimezone: true }),
    status: requestStatusEnum().notNull().default("pending"),
    adminResponse: text(),
    reviewedBy: text().references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.status, t.createdAt),
    // one open or granted claim per place: two concurrent claims cannot both win
    uniqueIndex("business_registrations_one_claim_per_place").on(t.locationId).where(sql`status in ('pending', 'approved')`),
    // one open registration per user
    uniqueIndex("business_registrations_one_pending_per_user").on(t.userId).where(sql`status = 'pending'`),
    uniqueIndex("business_registrations_proof_token").on(t.proofTokenHash),
  ],
);
