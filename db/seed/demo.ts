import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/lib/db.server";
import { account, profiles, user, userRoles } from "~/modules/accounts/schema";
import { cities } from "~/modules/cities/schema";
import { blogCategories, blogPosts, jobPostings, raffles, teamMembers } from "~/modules/content/schema";
import type { PuckData } from "~/modules/content/schema";
import { eventArtists, eventCategories, events, ticketCategories } from "~/modules/events/schema";
import { effectivePlan } from "~/modules/organizers/plans";
import { organizerMembers } from "~/modules/organizers/schema";
import type { TeamRole } from "~/modules/organizers/team-roles";
import { artists, organizers } from "~/modules/people/schema";
import { reports } from "~/modules/audit/schema";
import { businessProfiles, locations, reviews } from "~/modules/places/schema";
import { eventTraffic } from "~/modules/reporting/schema";
import { bookingAttendees, bookingItems, bookings, checkIns, discountCodes, waitlistEntries } from "~/modules/ticketing/schema";
import { buildGuestBookings } from "./guest-bookings";
import { buildOwnerEvent } from "./owner-event";
import { buildPastReviews } from "./past-reviews";
import { buildPlaceReviews } from "./place-reviews";
import { buildDemoWaitlist } from "./waitlist";
import { BLOG_CATEGORIES, EVENT_CATEGORIES, type EventCategoryId } from "./data/categories";
import { CITIES, type CitySeed } from "./data/cities";
import { BLOG_POSTS, JOB_POSTINGS, RAFFLES, TEAM_MEMBERS, type EventPick } from "./data/content";
import { CANCELLATION_REASON, EVENT_CONCEPTS, ORGANIZER_BY_CATEGORY, type EventConcept, type EventSpecial } from "./data/events";
import { ARTISTS, BUSINESSES, ORGANIZERS } from "./data/people";
import { PLACES, type PlaceSeed } from "./data/places";
import { addDays, addMinutes, berlinDateTime, berlinMonth, berlinWeekday, createRng, eventSlug, randomAuthId, slugify, type Rng } from "./util";

type CityId = CitySeed["id"];
type EventInsert = typeof events.$inferInsert;
type TicketInsert = typeof ticketCategories.$inferInsert;
type LocationInsert = typeof locations.$inferInsert;
type OrganizerInsert = typeof organizers.$inferInsert;

/** `door` and `editor`: colleagues in the demo organizer's team (issue 26), accounts without a role of their own. */
export type SeedAccountRole = "admin" | "support" | "organizer" | "business" | "user" | "door" | "editor";

export type SeedAccount = {
  role: SeedAccountRole;
  email: string;
  password: string;
  name: string;
  userId: string;
};

export type SeedCounts = {
  cities: number;
  eventCategories: number;
  places: number;
  events: number;
  workshops: number;
  activities: number;
  ticketCategories: number;
  artists: number;
  organizers: number;
  businessProfiles: number;
  blogCategories: number;
  blogPosts: number;
  raffles: number;
  teamMembers: number;
  jobPostings: number;
  discountCodes: number;
  accounts: number;
};

export type SeedSummary = {
  /** True when cities already existed and nothing was written. */
  skipped: boolean;
  durationMs: number;
  counts: SeedCounts;
  /** A Lübeck event about 3 km from the city centre (53.8655, 10.6866). */
  radiusNearSlug: string;
  /** A Lübeck event about 41 km from the city centre (Kloster Cismar). */
  radiusFarSlug: string;
  /** The only event with status sold_out (current_participants = max_participants). */
  soldOutSlug: string;
  /** The only event with status cancelled. */
  cancelledSlug: string;
  /** A free published event (price 0, no ticket categories). */
  freeEventSlug: string;
  /** A bookable event with three ticket categories whose early-bird prices are still running. */
  earlyBirdEventSlug: string;
  /** A discount code valid on earlyBirdEventSlug. */
  discountCode: { code: string; eventSlug: string; kind: "percent" | "amount"; value: number };
  /** Demo accounts (empty without withAccounts). */
  accounts: SeedAccount[];
};

export const DEMO_ACCOUNTS: ReadonlyArray<{
  role: SeedAccountRole;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  appRole: "admin" | "support" | "organizer" | "user";
  /** A membership in the demo organizer's team (Kulturwerft): its role and whether Einlass may sell at the box office. */
  team?: { role: TeamRole; canSell: boolean };
}> = [
  { role: "admin", email: "admin@stadtpuls.test", password: "Admin123!", firstName: "Johanna", lastName: "Meier", appRole: "admin" },
  // back-office support (decision 0011): reads the users pages, sends reset links, ends sessions
  { role: "support", email: "support@stadtpuls.test", password: "Support123!", firstName: "Sami", lastName: "Yilmaz", appRole: "support" },
  {
    role: "organizer",
    email: "veranstalter@stadtpuls.test",
    password: "Organizer123!",
    firstName: "Jan",
    lastName: "Gollmer",
    appRole: "organizer",
  },
  {
    role: "business",
    email: "business@stadtpuls.test",
    password: "Business123!",
    firstName: "Katrin",
    lastName: "Sommer",
    appRole: "user",
  },
  { role: "user", email: "nutzer@stadtpuls.test", password: "Nutzer123!", firstName: "Lena", lastName: "Schulz", appRole: "user" },
  // the demo organizer's team (issue 26): the door (scanner and box office) and the editorial desk
  {
    role: "door",
    email: "einlass@stadtpuls.test",
    password: "Einlass123!",
    firstName: "Mirko",
    lastName: "Petersen",
    appRole: "user",
    team: { role: "door", canSell: true },
  },
  {
    role: "editor",
    email: "redaktion@stadtpuls.test",
    password: "Redaktion123!",
    firstName: "Clara",
    lastName: "Brandt",
    appRole: "user",
    team: { role: "editor", canSell: false },
  },
];

/** Titles of a fixture event (incl. its seasonal variant), used to find it again when the seed is skipped. */
function specialTitles(special: EventSpecial): string[] {
  for (const list of Object.values(EVENT_CONCEPTS)) {
    const concept = list.find((c) => c.special === special);
    if (concept) return concept.alt?.title ? [concept.title, concept.alt.title] : [concept.title];
  }
  throw new Error(`Fixture ${special} fehlt`);
}

const DISCOUNT_CODE = { code: "FRUEHBUCHER10", kind: "percent" as const, value: 10 };

const EVENTS_PER_CATEGORY: Record<CityId, number> = { luebeck: 10, hamburg: 4, kiel: 4, berlin: 4 };

export async function seedDemo(db: Db, opts: { withAccounts: boolean; now?: Date }): Promise<SeedSummary> {
  const started = Date.now();
  const now = opts.now ?? new Date();

  const [{ n: existingCities }] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  if (existingCities > 0) return summarizeExisting(db, started);

  const rng = createRng(20_250_601);

  // ── accounts (hashing happens before the transaction) ──
  const accounts: SeedAccount[] = [];
  const userRows: (typeof user.$inferInsert)[] = [];
  const accountRows: (typeof account.$inferInsert)[] = [];
  const profileRows: (typeof profiles.$inferInsert)[] = [];
  const roleRows: (typeof userRoles.$inferInsert)[] = [];
  if (opts.withAccounts) {
    const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
    DEMO_ACCOUNTS.forEach((a, i) => {
      const id = randomAuthId();
      const name = `${a.firstName} ${a.lastName}`;
      accounts.push({ role: a.role, email: a.email, password: a.password, name, userId: id });
      userRows.push({ id, name, email: a.email, emailVerified: true, role: a.appRole });
      accountRows.push({ id: randomAuthId(), accountId: id, providerId: "credential", userId: id, password: hashes[i] });
      profileRows.push({ id, firstName: a.firstName, lastName: a.lastName, displayName: name, cityId: "luebeck" });
      roleRows.push({ userId: id, role: a.appRole });
    });
  }
  const accountId = (role: SeedAccountRole) => accounts.find((a) => a.role === role)?.userId ?? null;
  const adminId = accountId("admin");
  const organizerUserId = accountId("organizer");
  const businessUserId = accountId("business");

  // ── cities and categories ──
  const cityRows: (typeof cities.$inferInsert)[] = CITIES.map((c) => ({
    id: c.id,
    slug: c.id,
    name: c.name,
    description: c.description,
    tagline: c.tagline,
    heroImageUrl: `/art/city/${c.id}/hero.svg`,
    landmarks: c.landmarks,
    neighborhoods: c.neighborhoods,
    latitude: c.latitude,
    longitude: c.longitude,
    postalCode: c.postalCode,
    active: true,
    featured: c.featured,
    sortOrder: c.sortOrder,
    themeConfig: c.themeConfig,
  }));
  const categoryRows: (typeof eventCategories.$inferInsert)[] = EVENT_CATEGORIES.map((c, i) => ({
    id: c.id,
    name: c.name,
    slug: c.id,
    color: c.color,
    icon: c.icon,
    keywords: c.keywords,
    sortOrder: i,
  }));
  const blogCategoryRows = BLOG_CATEGORIES.map((c) => ({ id: crypto.randomUUID(), ...c }));

  // ── organizers ──
  const organizerRows: OrganizerInsert[] = ORGANIZERS.map((o) => {
    const slug = slugify(o.name);
    return {
      id: crypto.randomUUID(),
      name: o.name,
      slug,
      description: o.description,
      logoUrl: `/art/city/${o.cityId}/${slug}.svg`,
      imageUrl: `/art/city/${o.cityId}/${slug}-titel.svg`,
      website: o.website,
      email: o.email,
      phone: o.phone ?? null,
      cityId: o.cityId,
      userId: o.key === "kulturwerft" ? organizerUserId : null,
      socialMedia: o.socialMedia,
      isVerified: o.isVerified,
      // the demo organizer runs Professional (spec §9: up to 1,000 tickets per event, its events are capped
      // to that below); the big houses without a demo account have Enterprise contracts (individual quotas)
      ...(o.key === "kulturwerft"
        ? { plan: "professional" as const, planValidUntil: new Date(now.getTime() + 365 * 86_400_000) }
        : { plan: "enterprise" as const, planValidUntil: null }),
    };
  });
  const organizerByKey = new Map(ORGANIZERS.map((o, i) => [o.key, organizerRows[i]]));

  // ── places ──
  const placeRows: LocationInsert[] = PLACES.map((p) => {
    const slug = slugify(p.name);
    return {
      id: crypto.randomUUID(),
      name: p.name,
      slug,
      description: p.description,
      shortDescription: p.shortDescription,
      imageUrl: `/art/place/${p.category}/${slug}.svg`,
      featuredImageUrl: `/art/place/${p.category}/${slug}-titel.svg`,
      cityId: p.cityId,
      city: p.city,
      streetAddress: p.streetAddress,
      postalCode: p.postalCode,
      phone: p.phone ?? null,
      email: p.email ?? null,
      website: p.website ?? null,
      capacity: p.capacity ?? null,
      category: p.category,
      amenities: p.amenities,
      openingHours: p.openingHours,
      latitude: p.latitude,
      longitude: p.longitude,
      venueType: p.venueType,
      priceLevel: p.priceLevel ?? null,
      // the figures of the seeded place reviews, set below (./place-reviews.ts)
      averageRating: 0,
      reviewCount: 0,
      isVerified: p.isVerified ?? false,
      isActive: true,
      isFeatured: p.isFeatured ?? false,
      createdBy: adminId,
    };
  });
  const placeByKey = new Map(PLACES.map((p, i) => [p.key, { seed: p, row: placeRows[i] }]));

  // ── business profiles ──
  const businessRows: (typeof businessProfiles.$inferInsert)[] = BUSINESSES.map((b) => {
    const slug = slugify(b.name);
    return {
      id: crypto.randomUUID(),
      name: b.name,
      description: b.description,
      slug,
      logoUrl: `/art/place/${b.category}/${slug}-logo.svg`,
      cityId: b.cityId,
      city: b.city,
      category: b.category,
      phone: b.phone ?? null,
      email: b.email,
      website: b.website ?? null,
      ownerId: b.ownedByDemoAccount ? businessUserId : null,
      locationId: b.placeKey ? (placeByKey.get(b.placeKey)?.row.id ?? null) : null,
      isActive: true,
      isVerified: b.isVerified ?? false,
    };
  });

  // ── artists ──
  const artistRows: (typeof artists.$inferInsert)[] = ARTISTS.map((a) => {
    const slug = slugify(a.name);
    return {
      id: crypto.randomUUID(),
      name: a.name,
      slug,
      type: a.type,
      genre: a.genre,
      bio: a.bio,
      imageUrl: `/art/artist/${a.type}/${slug}.svg`,
      location: a.location,
      cityId: a.cityId,
      email: a.bookingInfo.contact_email ?? a.email ?? null,
      website: a.website ?? a.socialMedia.website ?? null,
      socialMedia: a.socialMedia,
      bookingInfo: a.bookingInfo,
      isVerified: a.isVerified ?? false,
      isFeatured: a.isFeatured ?? false,
      isActive: true,
    };
  });

  // ── events ──
  const built = buildEvents({ rng, now, placeByKey, organizerByKey, organizerUserId, adminId });

  // ── discount codes ──
  const earlyBird = built.special.earlyBird;
  const hanseTarget = built.events.find(
    (e) => e.cityId === "luebeck" && e.categoryId === "theater" && e.status === "published" && e.bookingRequired && e.priceCents! > 0,
  );
  const werftTarget = built.events.find(
    (e) => e.venueId === placeByKey.get("kulturwerft")!.row.id && e.status === "published" && e.bookingRequired && e.priceCents! > 0,
  );
  const discountRows: (typeof discountCodes.$inferInsert)[] = [
    {
      organizerId: earlyBird.organizerId!,
      eventIds: [earlyBird.id!],
      code: DISCOUNT_CODE.code,
      kind: DISCOUNT_CODE.kind,
      value: DISCOUNT_CODE.value,
      maxUses: 200,
      validFrom: addDays(now, -7),
      validUntil: earlyBird.startDate,
    },
  ];
  if (hanseTarget) discountRows.push({ organizerId: hanseTarget.organizerId!, eventIds: [hanseTarget.id!], code: "HANSE5", kind: "amount", value: 500, maxUses: 100 });
  if (werftTarget) discountRows.push({ organizerId: werftTarget.organizerId!, eventIds: [werftTarget.id!], code: "WERFT15", kind: "percent", value: 15, maxUses: 50, validUntil: werftTarget.startDate });

  // ── blog ──
  const blogCategoryBySlug = new Map(blogCategoryRows.map((c) => [c.slug, c]));
  const blogRows: (typeof blogPosts.$inferInsert)[] = BLOG_POSTS.map((p) => {
    const slug = slugify(p.title);
    const category = blogCategoryBySlug.get(p.categorySlug)!;
    const { puck, plain } = toPuck(p.blocks, p.categorySlug, slug, (pick) => pickEventSlug(built, pick));
    const words = plain.split(/\s+/).length;
    return {
      id: crypto.randomUUID(),
      slug,
      title: p.title,
      excerpt: p.excerpt,
      content: plain,
      puckContent: puck,
      status: p.draft ? "draft" : "published",
      published: !p.draft,
      categoryId: category.id,
      cityId: p.cityId,
      isFeatured: p.isFeatured ?? false,
      publishedAt: p.draft ? null : berlinDateTime(now, -p.daysAgo, `${String(7 + (p.daysAgo % 10)).padStart(2, "0")}:30`),
      authorId: p.byOrganizer ? (organizerUserId ?? adminId) : adminId,
      featuredImageUrl: `/art/blog/${p.categorySlug}/${slug}.svg`,
      viewsCount: p.viewsCount,
      readingMinutes: Math.max(2, Math.round(words / 200)),
      createdAt: addDays(now, -p.daysAgo - 2),
    };
  });

  // ── raffles, team, jobs ──
  const raffleRows: (typeof raffles.$inferInsert)[] = RAFFLES.map((r) => {
    const slug = slugify(r.title);
    return {
      slug,
      title: r.title,
      description: r.description,
      prize: r.prize,
      prizeValueCents: r.prizeValueCents,
      imageUrl: `/art/raffle/${r.difficulty}/${slug}.svg`,
      cityId: r.cityId,
      sponsor: r.sponsor,
      startsAt: berlinDateTime(now, r.startsInDays, "09:00"),
      endDate: berlinDateTime(now, r.endsInDays, "23:59"),
      difficulty: r.difficulty,
      task: r.task,
      isPublished: true,
    };
  });
  const teamRows: (typeof teamMembers.$inferInsert)[] = TEAM_MEMBERS.map((m, i) => ({
    name: m.name,
    role: m.role,
    bio: m.bio,
    email: m.email,
    imageUrl: `/art/artist/speaker/${slugify(m.name)}.svg`,
    sortOrder: i,
  }));
  const jobRows: (typeof jobPostings.$inferInsert)[] = JOB_POSTINGS.map((j) => ({
    slug: slugify(j.title),
    title: j.title,
    type: j.type,
    department: j.department,
    location: j.location,
    remote: j.remote,
    summary: j.summary,
    description: j.description,
    requirements: j.requirements,
    benefits: j.benefits,
    postedAt: addDays(now, -j.postedDaysAgo),
  }));

  // ── past events with their guests' reviews (fixed data, no rng: the events above stay as they are) ──
  const demoUser = accounts.find((a) => a.role === "user");
  const past = buildPastReviews({
    now,
    organizerByKey,
    placeByKey,
    organizerUserId,
    adminId,
    demoUser: demoUser ? { id: demoUser.userId, email: demoUser.email } : null,
  });

  // ── reviews of places by the same guests; the places show exactly their figures (fixed data, no rng) ──
  const placeReviews = buildPlaceReviews({ now, placeByKey, guests: past.users });
  for (const row of placeRows) Object.assign(row, placeReviews.figures.get(row.id!) ?? {});

  // ── the business account's own event at the café it runs (fixed data, no rng) ──
  const ownerEvent = buildOwnerEvent({
    now,
    ownerId: businessUserId,
    ownerEmail: accounts.find((a) => a.role === "business")?.email ?? null,
    venue: placeByKey.get(BUSINESSES.find((b) => b.ownedByDemoAccount)?.placeKey ?? "")?.row,
  });

  // ── write everything in one transaction ──
  await db.transaction(async (tx) => {
    await tx.insert(cities).values(cityRows);
    await tx.insert(eventCategories).values(categoryRows);
    await tx.insert(blogCategories).values(blogCategoryRows);
    if (userRows.length) {
      await tx.insert(user).values(userRows);
      await tx.insert(account).values(accountRows);
      await tx.insert(profiles).values(profileRows);
      await tx.insert(userRoles).values(roleRows.map((r) => ({ ...r, grantedBy: r.role === "user" ? null : adminId })));
    }
    await tx.insert(organizers).values([...organizerRows, ...ownerEvent.organizers]);
    // the demo organizer's team: memberships by the accounts' verified addresses
    const demoOrganizerId = organizerRows.find((o) => o.userId && o.userId === organizerUserId)?.id;
    const memberRows = demoOrganizerId
      ? DEMO_ACCOUNTS.filter((a) => a.team).map((a) => ({ organizerId: demoOrganizerId, email: a.email, role: a.team!.role, canSell: a.team!.canSell, invitedBy: organizerUserId }))
      : [];
    if (memberRows.length) await tx.insert(organizerMembers).values(memberRows);
    await tx.insert(locations).values(placeRows);
    await tx.insert(businessProfiles).values(businessRows);
    await tx.insert(artists).values(artistRows);
    await insertChunked(built.events, (rows) => tx.insert(events).values(rows));
    const lineUp = buildLineUp(built.events, artistRows);
    if (lineUp.length) await insertChunked(lineUp, (rows) => tx.insert(eventArtists).values(rows));
    for (const t of built.tickets) t.id ??= crypto.randomUUID();
    await insertChunked(built.tickets, (rows) => tx.insert(ticketCategories).values(rows));
    await tx.insert(discountCodes).values(discountRows);
    // every seat counted in current_participants is held by a booking (ticketing invariant)
    const guests = buildGuestBookings(built.events, built.tickets, rng, now);
    await insertChunked(guests.bookings, (rows) => tx.insert(bookings).values(rows));
    await insertChunked(guests.items, (rows) => tx.insert(bookingItems).values(rows));
    await insertChunked(guests.attendees, (rows) => tx.insert(bookingAttendees).values(rows));
    await insertChunked(guests.traffic, (rows) => tx.insert(eventTraffic).values(rows));
    await tx.insert(user).values(past.users);
    await tx.insert(profiles).values(past.profiles);
    await tx.insert(events).values(past.events);
    await tx.insert(ticketCategories).values(past.tickets);
    await tx.insert(bookings).values(past.bookings);
    await tx.insert(bookingItems).values(past.items);
    await tx.insert(bookingAttendees).values(past.attendees);
    await tx.insert(checkIns).values(past.checkIns);
    await tx.insert(reviews).values([...past.reviews, ...placeReviews.reviews]);
    if (past.reports.length) await tx.insert(reports).values(past.reports);
    // the waiting list of the sold-out event (the organizer's 'Warteliste' page)
    const waitlist = buildDemoWaitlist(built.special.soldOut.id!, now);
    await tx.insert(user).values(waitlist.users);
    await tx.insert(profiles).values(waitlist.profiles);
    await tx.insert(waitlistEntries).values(waitlist.entries);
    if (ownerEvent.events.length) {
      await tx.insert(events).values(ownerEvent.events);
      await tx.insert(ticketCategories).values(ownerEvent.tickets);
    }
    await tx.insert(blogPosts).values(blogRows);
    await tx.insert(raffles).values(raffleRows);
    await tx.insert(teamMembers).values(teamRows);
    await tx.insert(jobPostings).values(jobRows);
  });

  return {
    skipped: false,
    durationMs: Date.now() - started,
    counts: {
      cities: cityRows.length,
      eventCategories: categoryRows.length,
      places: placeRows.length,
      events: built.events.length + past.events.length + ownerEvent.events.length,
      workshops: built.events.filter((e) => e.kind === "workshop").length,
      activities: built.events.filter((e) => e.kind === "activity").length,
      ticketCategories: built.tickets.length,
      artists: artistRows.length,
      organizers: organizerRows.length + ownerEvent.organizers.length,
      businessProfiles: businessRows.length,
      blogCategories: blogCategoryRows.length,
      blogPosts: blogRows.length,
      raffles: raffleRows.length,
      teamMembers: teamRows.length,
      jobPostings: jobRows.length,
      discountCodes: discountRows.length,
      accounts: accounts.length,
    },
    radiusNearSlug: built.special.near.slug,
    radiusFarSlug: built.special.far.slug,
    soldOutSlug: built.special.soldOut.slug,
    cancelledSlug: built.special.cancelled.slug,
    freeEventSlug: built.special.free.slug,
    earlyBirdEventSlug: earlyBird.slug,
    discountCode: { ...DISCOUNT_CODE, eventSlug: earlyBird.slug },
    accounts,
  };
}

// ───────────────────────────── events ─────────────────────────────

type BuildContext = {
  rng: Rng;
  now: Date;
  placeByKey: Map<string, { seed: PlaceSeed; row: LocationInsert }>;
  organizerByKey: Map<string, OrganizerInsert>;
  organizerUserId: string | null;
  adminId: string | null;
};

type BuiltEvent = EventInsert & { slug: string; startDate: Date };

type BuiltEvents = {
  events: BuiltEvent[];
  tickets: TicketInsert[];
  special: Record<EventSpecial, BuiltEvent>;
};

/** Day windows (offset from today) for the fixtures, so they are always in the future and well apart. */
const SPECIAL_DAYS: Record<EventSpecial, [number, number]> = {
  near: [4, 20],
  far: [10, 40],
  soldOut: [12, 35],
  cancelled: [6, 25],
  free: [3, 24],
  earlyBird: [40, 70],
};

function buildEvents(ctx: BuildContext): BuiltEvents {
  const { rng } = ctx;
  const out: BuiltEvent[] = [];
  const tickets: TicketInsert[] = [];
  const special: Partial<Record<EventSpecial, BuiltEvent>> = {};
  const busy = new Set<string>(); // venue/day pairs already used
  let externalCount = 0;

  const placesByCity = new Map<CityId, { seed: PlaceSeed; row: LocationInsert }[]>();
  for (const entry of ctx.placeByKey.values()) {
    if (entry.seed.reserved) continue;
    const list = placesByCity.get(entry.seed.cityId) ?? [];
    list.push(entry);
    placesByCity.set(entry.seed.cityId, list);
  }

  for (const city of CITIES) {
    for (const category of EVENT_CATEGORIES) {
      const all = EVENT_CONCEPTS[category.id].filter((c) => !c.only || c.only.includes(city.id));
      const regular = rng.shuffle(all.filter((c) => !c.special));
      const wanted = EVENTS_PER_CATEGORY[city.id];
      let made = 0;

      const attempt = (concept: EventConcept): boolean => {
        const venue = chooseVenue(ctx, concept, city.id, placesByCity.get(city.id) ?? []);
        const day = chooseDay(ctx, concept, venue.row.id!, busy);
        if (day === null) return false;
        // a seasonal variant (e.g. the winter edition) replaces the concept's fields
        let effective = concept;
        let effectiveVenue = venue;
        if (concept.alt && concept.alt.months.includes(berlinMonth(ctx.now, day))) {
          const { months: _months, ...overrides } = concept.alt;
          effective = { ...concept, ...overrides };
          if (overrides.venueKey) effectiveVenue = chooseVenue(ctx, effective, city.id, placesByCity.get(city.id) ?? []);
        }
        busy.add(`${effectiveVenue.row.id}:${day}`);
        const event = buildEvent(ctx, {
          concept: effective,
          city,
          categoryId: category.id,
          venue: effectiveVenue,
          day,
          allowExternal: externalCount < 6,
        });
        if (event.event.externalTicketUrl) externalCount++;
        out.push(event.event);
        tickets.push(...event.tickets);
        if (concept.special) special[concept.special] = event.event;
        made++;
        return true;
      };

      for (const concept of all.filter((c) => c.special)) {
        if (!attempt(concept)) throw new Error(`Kein Termin für ${concept.title}`);
      }
      // walk the shuffled pool (repeating it if needed), skipping concepts that are out of season
      for (let i = 0; made < wanted && i < regular.length * 4; i++) attempt(regular[i % regular.length]);
    }
  }

  out.sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  assertEventInvariants(out, special);
  return { events: out, tickets, special: special as Record<EventSpecial, BuiltEvent> };
}

/** A random day (offset from today) that fits the concept's weekdays and months and is free at the venue. */
function chooseDay(ctx: BuildContext, concept: EventConcept, venueId: string, busy: Set<string>): number | null {
  const [minDay, maxDay] = concept.special ? SPECIAL_DAYS[concept.special] : [1, 89];
  const months = concept.months ? [...concept.months, ...(concept.alt?.months ?? [])] : undefined;
  const candidates: number[] = [];
  for (let day = minDay; day <= maxDay; day++) {
    if (concept.weekdays && !concept.weekdays.includes(berlinWeekday(ctx.now, day))) continue;
    if (months && !months.includes(berlinMonth(ctx.now, day))) continue;
    if (busy.has(`${venueId}:${day}`)) continue;
    candidates.push(day);
  }
  return candidates.length ? ctx.rng.pick(candidates) : null;
}

function chooseVenue(
  ctx: BuildContext,
  concept: EventConcept,
  cityId: CityId,
  cityPlaces: { seed: PlaceSeed; row: LocationInsert }[],
): { seed: PlaceSeed; row: LocationInsert } {
  if (concept.venueKey) {
    const fixed = ctx.placeByKey.get(concept.venueKey);
    if (!fixed) throw new Error(`Unbekannter Ort im Seed: ${concept.venueKey}`);
    return fixed;
  }
  for (const cat of [...concept.venues, "club", "cafe", "park", "museum"] as const) {
    const candidates = cityPlaces.filter((p) => p.seed.category === cat);
    if (candidates.length) return ctx.rng.pick(candidates);
  }
  if (!cityPlaces.length) throw new Error(`Keine Orte für ${cityId}`);
  return ctx.rng.pick(cityPlaces);
}

function buildEvent(
  ctx: BuildContext,
  input: {
    concept: EventConcept;
    city: CitySeed;
    categoryId: EventCategoryId;
    venue: { seed: PlaceSeed; row: LocationInsert };
    day: number;
    allowExternal: boolean;
  },
): { event: BuiltEvent; tickets: TicketInsert[] } {
  const { rng, now } = ctx;
  const { concept, city, categoryId, venue, day } = input;
  const id = crypto.randomUUID();
  const title = concept.title.replaceAll("{city}", city.name);
  const description = concept.description.replaceAll("{venue}", venue.seed.name).replaceAll("{city}", city.name);

  const time = rng.pick(concept.times);
  const startDate = berlinDateTime(now, day, time);
  const endDate = addMinutes(startDate, concept.durationMin);

  const organizerKey = venue.seed.key === "kulturwerft" ? "kulturwerft" : rng.pick(ORGANIZER_BY_CATEGORY[city.id][categoryId]);
  const organizer = ctx.organizerByKey.get(organizerKey)!;
  const createdBy = organizerKey === "kulturwerft" && ctx.organizerUserId ? ctx.organizerUserId : ctx.adminId;

  const paidSpecs = concept.tickets ?? [];
  const isPaid = paidSpecs.length > 0;
  const external =
    isPaid &&
    !concept.special &&
    input.allowExternal &&
    (venue.seed.category === "concert_hall" || venue.seed.category === "theater") &&
    rng.chance(0.3);
  const bookable = !external && (isPaid || concept.register === true);

  // capacity and sales
  const venueCapacity = venue.seed.capacity ?? null;
  let maxParticipants: number | null = null;
  if (bookable || external) {
    maxParticipants = concept.maxParticipants ?? (venueCapacity ? Math.min(venueCapacity, 5000) : 200);
  }
  // the demo data obeys the plans (spec §9): an organizer's event holds at most its plan's tickets per
  // event and, under a limited plan, has a capacity at all (the editor refuses to save it otherwise)
  const ticketLimit = effectivePlan({ plan: organizer.plan ?? "starter", planValidUntil: organizer.planValidUntil ?? null }, now).ticketsPerEvent;
  if (ticketLimit !== null) maxParticipants = Math.min(maxParticipants ?? venueCapacity ?? ticketLimit, ticketLimit);
  let current = 0;
  if (bookable && maxParticipants && concept.special !== "cancelled" && rng.chance(0.65)) {
    // seats already sold get real guest bookings (see guest-bookings.ts); keep the demo data small
    current = rng.int(0, Math.min(Math.floor(maxParticipants * 0.7), 60));
  }
  let status: EventInsert["status"] = "published";
  if (concept.special === "soldOut") {
    status = "sold_out";
    current = maxParticipants!;
  }
  if (concept.special === "cancelled") status = "cancelled";

  // ticket categories
  const ticketRows: TicketInsert[] = [];
  if (bookable) {
    const specs = isPaid ? paidSpecs : [{ name: "Kostenlose Anmeldung", priceCents: 0, description: "Platz reservieren, Eintritt frei" }];
    const earlyBirdMode: "none" | "running" | "expired" =
      concept.special === "earlyBird"
        ? "running"
        : isPaid && !concept.special && rng.chance(0.35)
          ? day >= 10 && rng.chance(0.6)
            ? "running"
            : "expired"
          : "none";
    const earlyBirdEnd =
      earlyBirdMode === "running"
        ? berlinDateTime(now, concept.special === "earlyBird" ? 21 : rng.int(3, Math.min(21, day - 3)), "23:59")
        : earlyBirdMode === "expired"
          ? berlinDateTime(now, -rng.int(2, 10), "23:59")
          : null;
    let remaining = current;
    specs.forEach((spec, i) => {
      const share = i === specs.length - 1 ? remaining : Math.floor((current * (specs.length - i)) / (specs.length * 2));
      const sold = Math.min(remaining, Math.max(0, share));
      remaining -= sold;
      const hasEarly = earlyBirdEnd !== null && spec.priceCents >= 1000 && !/ermäßigt|kinder/i.test(spec.name);
      ticketRows.push({
        eventId: id,
        name: spec.name,
        description: spec.description ?? "",
        priceCents: spec.priceCents,
        isActive: true,
        earlyBirdPriceCents: hasEarly ? Math.round((spec.priceCents * 0.8) / 100) * 100 : null,
        earlyBirdEndDate: hasEarly ? earlyBirdEnd : null,
        soldCount: sold,
        sortOrder: i,
      });
    });
  }

  const lowest = isPaid ? Math.min(...paidSpecs.map((s) => s.priceCents)) : 0;
  const isWorkshopLike = concept.kind === "workshop" || concept.kind === "activity";
  const keepTags = concept.special || rng.chance(0.9);

  const event: BuiltEvent = {
    id,
    title,
    slug: eventSlug(title, id),
    kind: concept.kind ?? "event",
    shortDescription: concept.short,
    description,
    status,
    isFeatured: categoryId === "featured" || concept.special === "earlyBird" || rng.chance(0.08),
    startDate,
    endDate,
    imageUrl: `/art/event/${categoryId}/${id.slice(0, 8)}.svg`,
    featuredImageUrl: `/art/event/${categoryId}/${id.slice(0, 8)}-titel.svg`,
    priceCents: lowest,
    maxParticipants,
    currentParticipants: current,
    maxTicketsPerOrder: isWorkshopLike ? 4 : 10,
    tags: keepTags ? concept.tags : [],
    requirements: concept.requirements ?? null,
    contactEmail: organizer.email ?? null,
    externalUrl: rng.chance(0.3) ? (organizer.website ?? null) : null,
    bookingRequired: bookable,
    bookingDeadline: bookable && (isWorkshopLike || rng.chance(0.15)) ? addMinutes(startDate, isWorkshopLike ? -24 * 60 : -120) : null,
    externalTicketUrl: external ? `${organizer.website}/tickets/${slugify(title)}` : null,
    organizerId: organizer.id,
    createdBy,
    organizerName: organizer.name,
    organizerAvatar: organizer.logoUrl ?? null,
    categoryId,
    cityId: city.id,
    venueId: venue.row.id,
    venueName: venue.seed.name,
    venueAddress: venue.seed.streetAddress,
    venueCity: venue.seed.city,
    venuePostalCode: venue.seed.postalCode,
    venueCapacity,
    venueWebsite: venue.seed.website ?? null,
    latitude: venue.seed.latitude,
    longitude: venue.seed.longitude,
    cancelledAt: status === "cancelled" ? addDays(now, -2) : null,
    cancellationReason: status === "cancelled" ? CANCELLATION_REASON : null,
    publishedAt: addDays(now, -rng.int(3, 40)),
  };
  return { event, tickets: ticketRows };
}

function assertEventInvariants(list: BuiltEvent[], special: Partial<Record<EventSpecial, BuiltEvent>>) {
  const problems: string[] = [];
  for (const key of ["near", "far", "soldOut", "cancelled", "free", "earlyBird"] as const) {
    if (!special[key]) problems.push(`fixture ${key} missing`);
  }
  if (list.length < 150) problems.push(`only ${list.length} events`);
  const kinds = (k: string) => list.filter((e) => e.kind === k).length;
  if (kinds("workshop") < 12) problems.push(`only ${kinds("workshop")} workshops`);
  if (kinds("activity") < 12) problems.push(`only ${kinds("activity")} activities`);
  if (list.filter((e) => e.status === "sold_out").length !== 1) problems.push("sold_out must be unique");
  if (list.filter((e) => e.status === "cancelled").length !== 1) problems.push("cancelled must be unique");
  if (list.filter((e) => e.cityId === "luebeck" && e.isFeatured).length < 10) problems.push("too few featured in Lübeck");
  for (const city of CITIES) {
    for (const cat of EVENT_CATEGORIES) {
      const n = list.filter((e) => e.cityId === city.id && e.categoryId === cat.id).length;
      if (n < (city.id === "luebeck" ? 10 : 3)) problems.push(`${city.id}/${cat.id}: ${n}`);
    }
  }
  const free = list.filter((e) => e.priceCents === 0).length / list.length;
  if (free < 0.15 || free > 0.28) problems.push(`free share ${free.toFixed(2)}`);
  if (problems.length) throw new Error(`Demo-Seed inkonsistent: ${problems.join("; ")}`);
}

function pickEventSlug(built: BuiltEvents, pick: EventPick): string {
  if (pick.special) return built.special[pick.special].slug;
  const match = built.events.find(
    (e) =>
      e.status === "published" &&
      !e.externalTicketUrl &&
      (!pick.category || e.categoryId === pick.category) &&
      (!pick.cityId || e.cityId === pick.cityId),
  );
  return (match ?? built.events.find((e) => e.status === "published")!).slug;
}

// ───────────────────────────── blog ─────────────────────────────

function toPuck(
  blocks: (typeof BLOG_POSTS)[number]["blocks"],
  categorySlug: string,
  postSlug: string,
  eventSlugFor: (pick: EventPick) => string,
): { puck: PuckData; plain: string } {
  const counters: Record<string, number> = {};
  const nextId = (prefix: string) => `${prefix}-${(counters[prefix] = (counters[prefix] ?? 0) + 1)}`;
  const content: PuckData["content"] = [];
  const plain: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case "heading":
        content.push({ type: "Heading", props: { id: nextId("heading"), text: block.text, level: 2 } });
        plain.push(block.text);
        break;
      case "text":
        content.push({ type: "Text", props: { id: nextId("text"), text: block.text } });
        plain.push(block.text);
        break;
      case "quote":
        content.push({ type: "Quote", props: { id: nextId("quote"), text: block.text, author: block.author } });
        plain.push(`„${block.text}“ – ${block.author}`);
        break;
      case "image": {
        const id = nextId("image");
        content.push({
          type: "Image",
          props: { id, src: `/art/blog/${categorySlug}/${postSlug}-${counters.image}.svg`, alt: block.alt, caption: block.caption },
        });
        break;
      }
      case "event":
        content.push({ type: "EventCard", props: { id: nextId("event"), eventSlug: eventSlugFor(block.pick) } });
        break;
    }
  }
  return { puck: { root: { props: {} }, content }, plain: plain.join("\n\n") };
}

// ───────────────────────────── helpers ─────────────────────────────

async function insertChunked<T>(rows: T[], insert: (rows: T[]) => Promise<unknown>, size = 200) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Summary of a database that was seeded before (the seed is skipped). */
async function summarizeExisting(db: Db, started: number): Promise<SeedSummary> {
  const countOf = async (table: PgTable) => {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return n;
  };
  const slugByTitle = async (titles: string[]) =>
    (
      await db
        .select({ slug: events.slug })
        .from(events)
        .where(and(inArray(events.title, titles), eq(events.cityId, "luebeck")))
        .orderBy(asc(events.startDate))
        .limit(1)
    )[0]?.slug ?? "";
  const slugByStatus = async (status: "sold_out" | "cancelled") =>
    (await db.select({ slug: events.slug }).from(events).where(eq(events.status, status)).orderBy(asc(events.startDate)).limit(1))[0]
      ?.slug ?? "";
  const [code] = await db
    .select({ code: discountCodes.code, kind: discountCodes.kind, value: discountCodes.value, eventSlug: events.slug })
    .from(discountCodes)
    .innerJoin(events, sql`${events.id} = any(${discountCodes.eventIds})`)
    .where(eq(discountCodes.code, DISCOUNT_CODE.code))
    .limit(1);
  const existingUsers = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(inArray(user.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const accounts = DEMO_ACCOUNTS.flatMap((a) => {
    const u = existingUsers.find((x) => x.email === a.email);
    return u ? [{ role: a.role, email: a.email, password: a.password, name: u.name, userId: u.id }] : [];
  });
  const [{ n: workshops }] = await db.select({ n: sql<number>`count(*)::int` }).from(events).where(eq(events.kind, "workshop"));
  const [{ n: activities }] = await db.select({ n: sql<number>`count(*)::int` }).from(events).where(eq(events.kind, "activity"));

  return {
    skipped: true,
    durationMs: Date.now() - started,
    counts: {
      cities: await countOf(cities),
      eventCategories: await countOf(eventCategories),
      places: await countOf(locations),
      events: await countOf(events),
      workshops,
      activities,
      ticketCategories: await countOf(ticketCategories),
      artists: await countOf(artists),
      organizers: await countOf(organizers),
      businessProfiles: await countOf(businessProfiles),
      blogCategories: await countOf(blogCategories),
      blogPosts: await countOf(blogPosts),
      raffles: await countOf(raffles),
      teamMembers: await countOf(teamMembers),
      jobPostings: await countOf(jobPostings),
      discountCodes: await countOf(discountCodes),
      accounts: accounts.length,
    },
    radiusNearSlug: await slugByTitle(specialTitles("near")),
    radiusFarSlug: await slugByTitle(specialTitles("far")),
    soldOutSlug: await slugByStatus("sold_out"),
    cancelledSlug: await slugByStatus("cancelled"),
    freeEventSlug: await slugByTitle(specialTitles("free")),
    earlyBirdEventSlug: await slugByTitle(specialTitles("earlyBird")),
    discountCode: code
      ? { code: code.code, kind: code.kind, value: code.value, eventSlug: code.eventSlug }
      : { ...DISCOUNT_CODE, eventSlug: "" },
    accounts,
  };
}

/**
 * The demo line-ups: an artist plays at the events whose title or description names them
 * ("Die Backsteinboys – Heimspiel", the festivals naming their bands), in the order named.
 */
function buildLineUp(
  list: Array<typeof events.$inferInsert>,
  artistList: Array<typeof artists.$inferInsert>,
): Array<typeof eventArtists.$inferInsert> {
  const rows: Array<typeof eventArtists.$inferInsert> = [];
  const names = artistList.map((a) => ({ id: a.id!, key: a.name.replace(/^(Die|Das|Der)\s+/i, "").toLowerCase() }));
  for (const e of list) {
    const text = `${e.title} ${e.description ?? ""}`.toLowerCase();
    const found = names
      .map((a) => ({ ...a, at: text.indexOf(a.key) }))
      .filter((a) => a.at !== -1)
      .sort((a, b) => a.at - b.at);
    for (const [i, a] of found.entries()) rows.push({ eventId: e.id!, artistId: a.id, sortOrder: i });
  }
  return rows;
}
