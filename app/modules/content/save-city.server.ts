import { eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { bumpContentVersion } from "~/lib/micro-cache.server";
import { slugify } from "~/lib/slugify";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/content/permissions";
import { refreshCities } from "~/modules/cities/queries.server";
import { cities, type Landmark } from "~/modules/cities/schema";
import { neighborhoodLines, parseLandmarkLines, type CityFormValues } from "~/modules/cities/validation";
import { registeredRoutes } from "~/registry";

type Row = typeof cities.$inferSelect;

/** First path segments of the platform's own pages: a city may not take one as its address. */
function reservedSlugs(): Set<string> {
  const firsts = registeredRoutes().map((r) => r.url.split("/").filter(Boolean)[0] ?? "");
  const cityPages = registeredRoutes()
    .filter((r) => r.url.startsWith("/:city/"))
    .map((r) => r.url.split("/")[2] ?? "");
  return new Set([...firsts, ...cityPages].filter((s) => s && !s.startsWith(":")));
}

/** The landmarks as stored: a landmark kept by name keeps its coordinates, a new one starts at the city centre. */
function withCoordinates(list: ReturnType<typeof parseLandmarkLines>, before: Landmark[], centre: { latitude: number; longitude: number }): Landmark[] {
  return list.map((l) => {
    const old = before.find((b) => b.name === l.name);
    return { name: l.name, description: l.description ?? "", latitude: old?.latitude ?? centre.latitude, longitude: old?.longitude ?? centre.longitude };
  });
}

function columns(values: CityFormValues, before: Landmark[]) {
  return {
    name: values.name,
    tagline: values.tagline,
    description: values.description,
    logoUrl: values.logoUrl,
    heroImageUrl: values.heroImageUrl,
    landmarks: withCoordinates(parseLandmarkLines(values.landmarks ?? ""), before, values),
    neighborhoods: neighborhoodLines(values.neighborhoods),
    latitude: values.latitude,
    longitude: values.longitude,
    postalCode: values.postalCode,
    active: values.active,
    featured: values.featured,
    themeConfig: { primary_color: values.primary_color, secondary_color: values.secondary_color, accent_color: values.accent_color, theme: values.theme },
  };
}

const snapshot = (r: Row) => {
  const { createdAt: _c, updatedAt: _u, sortOrder: _s, id: _i, ...rest } = r;
  return rest as Record<string, unknown>;
};

/** Only the fields that changed, before and after (the audit log's readable diff). */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return [Object.fromEntries(keys.map((k) => [k, before[k]])), Object.fromEntries(keys.map((k) => [k, after[k]]))] as const;
}

/**
 * Creates a city (no `id`; its slug — taken from the name unless given — is its id and its address
 * `/{slug}`, fixed from then on) or changes one. Admins only, audited. After the commit the in-process
 * list of active cities is read anew and cached public pages are dropped, so a new active city answers
 * under `/{slug}` and appears in the location picker at once.
 */
export async function saveCity(input: { actor: Actor; values: CityFormValues; id?: string }): Promise<Row> {
  const { actor, values, id } = input;
  assertCan(actor, id ? "city.update" : "city.create");
  let saved: Row;
  try {
    saved = await db.transaction(async (tx) => {
      if (!id) {
        const slug = values.slug || slugify(values.name);
        if (!slug) throw new AppError("CITY_SLUG_RESERVED", { field: "slug" });
        if (reservedSlugs().has(slug)) throw new AppError("CITY_SLUG_RESERVED", { field: "slug" });
        const [taken] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, slug));
        if (taken) throw new AppError("CITY_SLUG_TAKEN", { field: "slug" });
        // a new city comes after the others in the location picker
        const [last] = await tx.select({ n: sql<number>`coalesce(max(${cities.sortOrder}), 0)::int` }).from(cities);
        const [created] = await tx.insert(cities).values({ id: slug, slug, sortOrder: Number(last?.n ?? 0) + 1, ...columns(values, []) }).returning();
        await audit(tx, actor, "city.created", { type: "city", id: slug }, null, snapshot(created!));
        return created!;
      }
      const [before] = await tx.select().from(cities).where(eq(cities.id, id)).for("update");
      if (!before) throw new AppError("CITY_NOT_FOUND");
      if (id === DEFAULT_CITY && !values.active) throw new AppError("DEFAULT_CITY_ACTIVE", { field: "active" });
      const [after] = await tx.update(cities).set({ ...columns(values, before.landmarks), updatedAt: new Date() }).where(eq(cities.id, id)).returning();
      const [b, a] = diff(snapshot(before), snapshot(after!));
      if (Object.keys(a).length) await audit(tx, actor, "city.updated", { type: "city", id }, b, a);
      return after!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CITY_SLUG_TAKEN", { field: "slug" });
    throw error;
  }
  await refreshCities();
  bumpContentVersion();
  return saved;
}
