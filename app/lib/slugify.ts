import slugifyLibrary from "@sindresorhus/slugify";

/**
 * The one URL slug of the product: lower case, German umlauts transliterated (ä→ae, ö→oe,
 * ü→ue, ß→ss), other accents dropped, "&" read as "und", everything else a single hyphen.
 * `max` cuts the slug (never ending in a hyphen); an empty result gives `fallback`.
 */
export function slugify(input: string, options: { max?: number; fallback?: string } = {}): string {
  const slug = slugifyLibrary(input, { decamelize: false, customReplacements: [["&", " und "]] });
  const cut = options.max === undefined ? slug : slug.slice(0, options.max).replace(/-+$/, "");
  return cut || options.fallback || "";
}
