/**
 * Test factories: insert minimal valid rows with sensible defaults; override what a test cares about.
 * Each returns the inserted row. Areas may add their own factories in tests/factories/<area>.ts.
 */
import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { account, profiles, user, userRoles } from "~/modules/accounts/schema";
import type { Role } from "~/modules/accounts/roles";
import { cities, DEFAULT_THEME } from "~/modules/cities/schema";
import { eventCategories, events, ticketCategories } from "~/modules/events/schema";
import { locations } from "~/modules/places/schema";

const rand = () => crypto.randomBytes(4).toString("hex");

export async function makeCity(over: Partial<typeof cities.$inferInsert> = {}) {
  const id = over.id ?? "luebeck";
  const [row] = await db
    .insert(cities)
    .values({
      id,
      slug: id,
      name: "Lübeck",
      latitude: 53.8655,
      longitude: 10.6866,
      postalCode: "23552",
      landmarks: [],
      neighborhoods: [],
      themeConfig: DEFAULT_THEME,
      ...over,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await db.select().from(cities).where(eq(cities.id, id)))[0]!;
}

export async function makeUser(
  over: { email?: string; password?: string; role?: Role; name?: string; firstName?: string; lastName?: string; emailVerified?: boolean } = {},
) {
  const id = crypto.randomBytes(16).toString("hex");
  const email = over.email ?? `user-${rand()}@example.test`;
  const [u] = await db
    .insert(user)
    .values({ id, email, name: over.name ?? "Erika Mustermann", emailVerified: over.emailVerified ?? true })
    .returning();
  await db.insert(account).values({
    id: crypto.randomBytes(16).toString("hex"),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(over.password ?? "Passwort123"),
  });
  await db.insert(profiles).values({ id, firstName: over.firstName ?? "Erika", lastName: over.lastName ?? "Mustermann" });
  if (over.role && over.role !== "user") await db.insert(userRoles).values({ userId: id, role: over.role });
  return { ...u!, role: over.role ?? ("user" as Role) };
}

export async function makeCategory(id = "music", name = "Musik") {
  await db.insert(eventCategories).values({ id, name, slug: id }).onConflictDoNothing();
  return id;
}

export async function makeLocation(over: Partial<typeof locations.$inferInsert> = {}) {
  await makeCity();
  const name = over.name ?? `Testort ${rand()}`;
  const [row] = await db
    .insert(locations)
    .values({
      name,
      slug: over.slug ?? `testort-${rand()}`,
      cityId: "luebeck",
      city: "Lübeck",
      streetAddress: "Breite Straße 1",
      postalCode: "23552",
      latitude: 53.8655,
      longitude: 10.6866,
      ...over,
    })
    .returning();
  return row;
}

export async function makeEvent(
  over: Partial<typeof events.$inferInsert> = {},
  tickets: Array<Partial<typeof ticketCategories.$inferInsert>> = [],
) {
  await makeCity();
  await makeCategory();
  const id = over.id ?? crypto.randomUUID();
  const title = over.title ?? "Konzert am Holstentor";
  const [row] = await db
    .insert(events)
    .values({
      id,
      title,
      slug: over.slug ?? `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${id.slice(0, 8)}`,
      startDate: new Date(Date.now() + 7 * 86_400_000),
      endDate: new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000),
      cityId: "luebeck",
      categoryId: "music",
      status: "published",
      publishedAt: new Date(),
      latitude: 53.8655,
      longitude: 10.6866,
      venueName: "Musik- und Kongresshalle",
      venueCity: "Lübeck",
      ...over,
    })
    .returning();
  const cats = [];
  for (const [i, t] of tickets.entries()) {
    const [c] = await db
      .insert(ticketCategories)
      .values({ eventId: row.id, name: `Kategorie ${i + 1}`, priceCents: 1500, sortOrder: i, ...t })
      .returning();
    cats.push(c);
  }
  return { ...row, ticketCategories: cats };
}

/** The venue fields of the event editor's form as the browser posts them (a real Lübeck address with its point). */
export const TEST_VENUE_FORM = {
  venueName: "Bar Hafenkante",
  venueAddress: "An der Untertrave 1",
  venuePostalCode: "23552",
  venueCity: "Lübeck",
  latitude: "53.8702",
  longitude: "10.6839",
} as const;
