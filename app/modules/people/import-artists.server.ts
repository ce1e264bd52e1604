import { eq } from "drizzle-orm";
import { cell, issuesOf, rowBefore, undoRow, type ImportTarget } from "~/lib/import-target";
import { freeSlug } from "~/lib/unique-slug.server";
import { slugify } from "~/lib/slugify";
import { ARTIST_TYPE } from "~/modules/people/labels";
import { toColumns } from "~/modules/people/save-artist.server";
import { artists } from "~/modules/people/schema";
import { artistFormSchema, SOCIAL_PLATFORMS, type ArtistFormValues, type SocialPlatform } from "~/modules/people/validation";

/** A yes/no cell as the form's checkbox posts it. */
const flag = (v: string | undefined) => (v && /^(ja|j|yes|y|true|wahr|1|x)$/i.test(v) ? "on" : undefined);

/** An enum cell given as value ("dj") or German label ("DJ", "Musiker:in"). */
const typeValue = (v: string | undefined) => {
  if (!v) return undefined;
  const hit = ARTIST_TYPE.values.find((k) => k === v.toLowerCase() || ARTIST_TYPE.label(k).toLowerCase() === v.toLowerCase());
  return hit ?? v;
};

/** Artists from a file: the admin's artist form (artistFormSchema) decides what is valid. */
export const artistImport: ImportTarget<ArtistFormValues> = {
  fields: [
    { key: "name", label: "Name", aliases: ["name", "artist", "künstlerin", "künstler"], required: true },
    { key: "slug", label: "Adresse (Slug)", aliases: ["slug"] },
    { key: "type", label: "Art", aliases: ["type", "art", "typ"], required: true },
    { key: "genre", label: "Genre", aliases: ["genre"] },
    { key: "bio", label: "Biografie", aliases: ["bio", "biografie", "beschreibung", "description"] },
    { key: "location", label: "Ort", aliases: ["location", "ort", "heimatort"] },
    { key: "cityId", label: "Stadt", aliases: ["cityid", "city", "stadt"] },
    { key: "email", label: "E-Mail", aliases: ["email", "mail"] },
    { key: "phone", label: "Telefon", aliases: ["phone", "telefon"] },
    { key: "website", label: "Website", aliases: ["website", "webseite", "url"] },
    ...(Object.keys(SOCIAL_PLATFORMS) as SocialPlatform[]).map((k) => ({ key: `socialMedia.${k}`, label: SOCIAL_PLATFORMS[k].label, aliases: [k] })),
    { key: "imageUrl", label: "Bild-URL", aliases: ["imageurl", "bild", "image"] },
    { key: "imageAlt", label: "Bildbeschreibung", aliases: ["imagealt", "alttext", "bildbeschreibung"] },
    { key: "isVerified", label: "Verifiziert", aliases: ["isverified", "verifiziert", "verified"] },
    { key: "isActive", label: "Aktiv", aliases: ["isactive", "aktiv", "active"] },
  ],
  parse(record) {
    const social = Object.fromEntries((Object.keys(SOCIAL_PLATFORMS) as SocialPlatform[]).map((k) => [k, cell(record, `socialMedia.${k}`) ?? ""]));
    const input = {
      name: cell(record, "name"),
      slug: cell(record, "slug") ?? "",
      type: typeValue(cell(record, "type")),
      genre: cell(record, "genre") ?? "",
      bio: cell(record, "bio") ?? "",
      location: cell(record, "location") ?? "",
      cityId: cell(record, "cityId")?.toLowerCase() ?? "",
      email: cell(record, "email") ?? "",
      phone: cell(record, "phone") ?? "",
      website: cell(record, "website") ?? "",
      socialMedia: social,
      imageUrl: cell(record, "imageUrl") ?? "",
      imageAlt: cell(record, "imageAlt") ?? "",
      isVerified: flag(cell(record, "isVerified")),
      // an imported artist is active unless the file says otherwise
      isActive: cell(record, "isActive") === undefined ? "on" : flag(cell(record, "isActive")),
    };
    const r = artistFormSchema.safeParse(input);
    if (!r.success) return { ok: false, issues: issuesOf(r.error) };
    return { ok: true, values: r.data, slug: r.data.slug ?? null };
  },
  async write(tx, values) {
    const changes = toColumns(values);
    const [existing] = values.slug ? await tx.select({ id: artists.id }).from(artists).where(eq(artists.slug, values.slug)).limit(1) : [];
    if (existing) {
      const before = await rowBefore(tx, artists, existing.id);
      await tx.update(artists).set({ ...changes, updatedAt: new Date() }).where(eq(artists.id, existing.id));
      return { id: existing.id, created: false, before };
    }
    const slug = values.slug ?? (await freeSlug(tx, artists, slugify(values.name, { max: 80, fallback: "artist" })));
    const [created] = await tx
      .insert(artists)
      .values({ ...changes, name: values.name, type: values.type, slug })
      .returning({ id: artists.id });
    return { id: created!.id, created: true, before: null };
  },
  undo: (tx, written) => undoRow(tx, artists, written),
};
