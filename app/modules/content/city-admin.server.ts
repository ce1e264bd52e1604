import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { offsetBatches, type ExportSpec } from "~/lib/list/export-spec";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/content/permissions";
import { cities } from "~/modules/cities/schema";
import { landmarkLines, type CityListParams } from "~/modules/cities/validation";
import { events } from "~/modules/events/schema";
import { admin, city as cityArea, linkTo } from "~/registry";

function adminCitiesWhere(params: CityListParams): SQL | undefined {
  const f = params.filters;
  return and(
    params.q ? or(ilike(cities.name, likePattern(params.q)), ilike(cities.slug, likePattern(params.q))) : undefined,
    f.active ? eq(cities.active, f.active === "yes") : undefined,
    f.featured ? eq(cities.featured, f.featured === "yes") : undefined,
  );
}

const adminCityOrder = (params: CityListParams) => orderBy(params, { name: sql`lower(${cities.name})`, created: cities.createdAt }, cities.id);
const eventCount = sql<number>`(select count(*)::int from ${events} e where e.city_id = "cities"."id")`;

/** Every city (active or not) as the admin's list shows it. */
export async function getAdminCitiesView(actor: Actor, params: CityListParams) {
  assertCan(actor, "city.list");
  const where = adminCitiesWhere(params);
  return listPage(params, {
    rows: ({ limit, offset }) => db.select({ city: cities, events: eventCount }).from(cities).where(where).orderBy(...adminCityOrder(params)).limit(limit).offset(offset),
    total: () => db.$count(cities, where),
    map: ({ city: c, events: n }) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      active: c.active,
      featured: c.featured,
      theme: c.themeConfig,
      events: Number(n),
      landmarks: c.landmarks.length,
      neighborhoods: c.neighborhoods.length,
      createdAt: c.createdAt.toISOString(),
      editHref: linkTo(admin, "cityEdit", { id: c.id }),
      publicHref: linkTo(cityArea, "home", { city: c.slug }),
    }),
  });
}

/** The filtered list as a CSV/Excel export. */
export async function exportCities(actor: Actor, params: CityListParams): Promise<ExportSpec<typeof cities.$inferSelect>> {
  assertCan(actor, "city.export");
  const where = adminCitiesWhere(params);
  return {
    filename: "staedte.csv",
    batches: offsetBatches(({ limit, offset }) => db.select().from(cities).where(where).orderBy(...adminCityOrder(params)).limit(limit).offset(offset)),
    columns: [
      { header: "Name", value: (c) => c.name },
      { header: "Adresse (Slug)", value: (c) => c.slug },
      { header: "Aktiv", value: (c) => c.active },
      { header: "Hervorgehoben", value: (c) => c.featured },
      { header: "Primärfarbe", value: (c) => c.themeConfig.primary_color },
      { header: "Sekundärfarbe", value: (c) => c.themeConfig.secondary_color },
      { header: "Akzentfarbe", value: (c) => c.themeConfig.accent_color },
      { header: "Wahrzeichen", value: (c) => c.landmarks.map((l) => l.name).join(", ") },
      { header: "Stadtteile", value: (c) => c.neighborhoods.join(", ") },
    ],
  };
}

/** One city as the edit form shows it. */
export async function getCityEditView(actor: Actor, id: string) {
  assertCan(actor, "city.view");
  const [c] = await db.select().from(cities).where(eq(cities.id, id));
  if (!c) throw new AppError("CITY_NOT_FOUND");
  return {
    city: { id: c.id, name: c.name, slug: c.slug, createdAt: c.createdAt.toISOString(), publicHref: linkTo(cityArea, "home", { city: c.slug }) },
    defaultValue: {
      name: c.name,
      slug: c.slug,
      tagline: c.tagline,
      description: c.description,
      logoUrl: c.logoUrl ?? "",
      heroImageUrl: c.heroImageUrl ?? "",
      landmarks: landmarkLines(c.landmarks),
      neighborhoods: c.neighborhoods.join("\n"),
      latitude: String(c.latitude),
      longitude: String(c.longitude),
      postalCode: c.postalCode,
      primary_color: c.themeConfig.primary_color,
      secondary_color: c.themeConfig.secondary_color,
      accent_color: c.themeConfig.accent_color,
      theme: c.themeConfig.theme,
      active: c.active,
      featured: c.featured,
    },
  };
}
