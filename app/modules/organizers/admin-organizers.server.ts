import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { cityName } from "~/lib/cities";
import { toBerlinLocalInput } from "~/lib/format";
import { UUID_RE as UUID } from "~/lib/input";
import { db } from "~/lib/db.server";
import { offsetBatches, type ExportSpec } from "~/lib/list/export-spec";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import { user } from "~/modules/accounts/schema";
import { assertCan } from "~/modules/organizers/permissions";
import { PLANS } from "~/modules/organizers/plans";
import type { OrganizerListParams } from "~/modules/organizers/validation";
import { organizers } from "~/modules/people/schema";
import { admin, city as cityArea, linkTo } from "~/registry";

function adminOrganizersWhere(params: OrganizerListParams): SQL | undefined {
  const f = params.filters;
  const q = params.q ? likePattern(params.q) : undefined;
  return and(
    q ? or(ilike(organizers.name, q), ilike(organizers.email, q), ilike(user.email, q), ilike(user.name, q)) : undefined,
    f.city ? eq(organizers.cityId, f.city) : undefined,
    f.verified ? eq(organizers.isVerified, f.verified === "yes") : undefined,
    f.active ? eq(organizers.isActive, f.active === "yes") : undefined,
    f.plan ? eq(organizers.plan, f.plan) : undefined,
  );
}

const order = (params: OrganizerListParams) => orderBy(params, { name: sql`lower(${organizers.name})`, plan: organizers.plan, created: organizers.createdAt }, organizers.id);

const cols = { o: organizers, accountEmail: user.email, accountName: user.name };
const base = () => db.select(cols).from(organizers).leftJoin(user, eq(user.id, organizers.userId));

/** Every organizer profile (active or not) with the account that runs it, as the admin's list shows it. */
export async function getAdminOrganizersView(actor: Actor, params: OrganizerListParams) {
  assertCan(actor, "organizer.list");
  const where = adminOrganizersWhere(params);
  return listPage(params, {
    rows: ({ limit, offset }) => base().where(where).orderBy(...order(params)).limit(limit).offset(offset),
    total: () => db.select({ n: sql<number>`count(*)::int` }).from(organizers).leftJoin(user, eq(user.id, organizers.userId)).where(where).then((r) => Number(r[0]?.n ?? 0)),
    map: ({ o, accountEmail, accountName }) => ({
      id: o.id,
      name: o.name,
      email: o.email,
      cityName: o.cityId ? cityName(o.cityId) : null,
      plan: PLANS[o.plan].label,
      planValidUntil: o.planValidUntil?.toISOString() ?? null,
      isVerified: o.isVerified,
      isActive: o.isActive,
      createdAt: o.createdAt.toISOString(),
      account: o.userId ? { name: accountName ?? accountEmail ?? "Konto", email: accountEmail, href: linkTo(admin, "userEdit", { id: o.userId }) } : null,
      publicHref: o.isActive && o.cityId ? linkTo(cityArea, "organizerDetail", { city: o.cityId, slug: o.slug }) : null,
      editHref: linkTo(admin, "organizerEdit", { id: o.id }),
    }),
  });
}

/** The filtered list as a CSV/Excel export. */
export async function exportOrganizers(actor: Actor, params: OrganizerListParams): Promise<ExportSpec<Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number]>> {
  assertCan(actor, "organizer.export");
  const where = adminOrganizersWhere(params);
  return {
    filename: "veranstalter.csv",
    batches: offsetBatches(({ limit, offset }) => base().where(where).orderBy(...order(params)).limit(limit).offset(offset)),
    columns: [
      { header: "Name", value: (r) => r.o.name },
      { header: "Adresse (Slug)", value: (r) => r.o.slug },
      { header: "Stadt", value: (r) => (r.o.cityId ? cityName(r.o.cityId) : "") },
      { header: "E-Mail", value: (r) => r.o.email },
      { header: "Konto", value: (r) => r.accountEmail },
      { header: "Tarif", value: (r) => PLANS[r.o.plan].label },
      { header: "Verifiziert", value: (r) => r.o.isVerified },
      { header: "Aktiv", value: (r) => r.o.isActive },
      { header: "Angelegt", value: (r) => r.o.createdAt },
    ],
  };
}

/** One organizer profile as the admin's form shows it, with the account that runs it and its plan. */
export async function getOrganizerEditView(actor: Actor, id: string) {
  assertCan(actor, "organizer.moderate");
  const [r] = UUID.test(id) ? await base().where(eq(organizers.id, id)) : [];
  if (!r) throw new AppError("ORGANIZER_NOT_FOUND");
  const { o } = r;
  return {
    organizer: {
      id: o.id,
      name: o.name,
      createdAt: o.createdAt.toISOString(),
      plan: PLANS[o.plan].label,
      planValidUntil: o.planValidUntil?.toISOString() ?? null,
      account: o.userId ? { label: r.accountEmail ?? r.accountName ?? "Konto", href: linkTo(admin, "userEdit", { id: o.userId }) } : null,
      publicHref: o.isActive && o.cityId ? linkTo(cityArea, "organizerDetail", { city: o.cityId, slug: o.slug }) : null,
    },
    currentLogo: o.logoUrl ? { url: o.logoUrl, alt: `Logo ${o.name}` } : null,
    defaultValue: {
      name: o.name,
      slug: o.slug,
      description: o.description,
      cityId: o.cityId ?? "",
      website: o.website ?? "",
      email: o.email ?? "",
      phone: o.phone ?? "",
      instagram: o.socialMedia.instagram ?? "",
      facebook: o.socialMedia.facebook ?? "",
      logoUrl: o.logoUrl ?? "",
      logoAlt: o.logoUrl ? `Logo ${o.name}` : "",
      accountEmail: r.accountEmail ?? "",
      plan: o.plan,
      // the day the plan runs through, in Berlin
      planValidUntil: o.planValidUntil ? toBerlinLocalInput(o.planValidUntil).slice(0, 10) : "",
      isVerified: o.isVerified,
      isActive: o.isActive,
    },
  };
}
