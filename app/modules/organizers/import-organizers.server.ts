import { eq } from "drizzle-orm";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { organizerProfileColumns } from "~/modules/organizers/profile-columns";
import { cell, issuesOf, rowBefore, undoRow, type ImportTarget } from "~/lib/import-target";
import { freeSlug } from "~/lib/unique-slug.server";
import { slugify } from "~/lib/slugify";
import { organizerProfileSchema, type OrganizerProfileValues } from "~/modules/organizers/validation";
import { organizers } from "~/modules/people/schema";

const yes = (v: string | undefined) => (v === undefined ? undefined : /^(ja|j|yes|y|true|wahr|1|x)$/i.test(v));
const cityValue = (v: string | undefined) => {
  if (!v) return undefined;
  const lower = v.toLowerCase();
  return CITY_IDS.find((id) => id === lower || CITY_NAMES[id].toLowerCase() === lower) ?? v;
};

/** Organizer profiles from a file, checked with the admin's organizer schema (organizerProfileSchema). Imported profiles run without an account until one is linked. */
export const organizerImport: ImportTarget<OrganizerProfileValues> = {
  fields: [
    { key: "name", label: "Name", aliases: ["name", "veranstalter", "veranstalterin", "organizer"], required: true },
    { key: "slug", label: "Adresse (Slug)", aliases: ["slug"] },
    { key: "description", label: "Beschreibung", aliases: ["description", "beschreibung"] },
    { key: "cityId", label: "Stadt", aliases: ["cityid", "city", "stadt"] },
    { key: "website", label: "Website", aliases: ["website", "webseite", "url"] },
    { key: "email", label: "E-Mail", aliases: ["email", "mail"] },
    { key: "phone", label: "Telefon", aliases: ["phone", "telefon"] },
    { key: "instagram", label: "Instagram", aliases: ["instagram"] },
    { key: "facebook", label: "Facebook", aliases: ["facebook"] },
    { key: "isVerified", label: "Verifiziert", aliases: ["isverified", "verifiziert", "verified"] },
    { key: "isActive", label: "Aktiv", aliases: ["isactive", "aktiv", "active"] },
  ],
  parse(record) {
    const input = {
      name: cell(record, "name"),
      slug: cell(record, "slug")?.toLowerCase(),
      description: cell(record, "description"),
      cityId: cityValue(cell(record, "cityId")),
      website: cell(record, "website"),
      email: cell(record, "email"),
      phone: cell(record, "phone"),
      instagram: cell(record, "instagram"),
      facebook: cell(record, "facebook"),
      isVerified: yes(cell(record, "isVerified")),
      isActive: yes(cell(record, "isActive")),
    };
    const r = organizerProfileSchema.safeParse(input);
    if (!r.success) return { ok: false, issues: issuesOf(r.error) };
    return { ok: true, values: r.data, slug: r.data.slug ?? null };
  },
  async write(tx, v) {
    const columns = organizerProfileColumns(v);
    const [existing] = v.slug ? await tx.select({ id: organizers.id }).from(organizers).where(eq(organizers.slug, v.slug)).limit(1) : [];
    if (existing) {
      const before = await rowBefore(tx, organizers, existing.id);
      await tx.update(organizers).set({ ...columns, updatedAt: new Date() }).where(eq(organizers.id, existing.id));
      return { id: existing.id, created: false, before };
    }
    const slug = v.slug ?? (await freeSlug(tx, organizers, slugify(v.name, { max: 80, fallback: "veranstalter" })));
    const [created] = await tx.insert(organizers).values({ ...columns, slug }).returning({ id: organizers.id });
    return { id: created!.id, created: true, before: null };
  },
  undo: (tx, written) => undoRow(tx, organizers, written),
};
