import { z } from "zod";
import { isImageSrc, multiLine, oneLine, zDecimal } from "~/lib/input";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { HEX_COLOR, themeContrastProblems } from "~/modules/cities/contrast";

/** At most this many landmarks and neighbourhoods per city (the header hero shows 5 and 6, the footer 4). */
export const MAX_LANDMARKS = 12;
export const MAX_NEIGHBORHOODS = 20;

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false);

const optionalImage = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label}: höchstens 500 Zeichen.`)
    .default("")
    .refine((v) => !v || isImageSrc(v), `${label}: Bitte geben Sie eine Adresse mit https:// oder einen Pfad dieser Seite (/media/…) an.`)
    .transform((v) => v || null);

const colour = (noun: string) =>
  z
    .string({ error: `Bitte geben Sie die ${noun} an.` })
    .trim()
    .regex(HEX_COLOR, `Die ${noun} ist keine Farbe: Bitte geben Sie sie als Hex-Wert an (z. B. #b53c7a).`)
    .transform((v) => v.toLowerCase());

/** Lines of a textarea, trimmed, empty ones dropped. */
const lines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** "Name – Beschreibung" per line (the description is optional). */
export function parseLandmarkLines(v: string): Array<{ name: string; description?: string }> {
  return lines(v).map((l) => {
    const [name, ...rest] = l.split(/\s+[–-]\s+|\s*\|\s*/);
    return { name: name!.trim(), description: rest.join(" – ").trim() };
  });
}

/** The neighbourhoods of the form's text, one per line. */
export const neighborhoodLines = (v: string | undefined) => lines(v ?? "");

export const landmarkLines = (list: Array<{ name: string; description?: string }>) => list.map((l) => (l.description ? `${l.name} – ${l.description}` : l.name)).join("\n");

/** Every field of a city (spec §3), as the admin's form posts it. */
export const cityFormSchema = z
  .object({
    name: oneLine(z.string({ error: "Bitte geben Sie einen Namen ein." }).trim().min(2, "Der Name muss mindestens 2 Zeichen lang sein.").max(60, "Der Name darf höchstens 60 Zeichen lang sein.")),
    slug: z
      .string()
      .trim()
      .default("")
      .refine((v) => !v || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), "Die Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (z. B. rostock).")
      .refine((v) => v.length <= 40, "Die Adresse darf höchstens 40 Zeichen lang sein."),
    tagline: oneLine(z.string().trim().max(120, "Der Leitsatz darf höchstens 120 Zeichen lang sein.").default("")),
    description: multiLine(z.string().trim().max(1000, "Die Beschreibung darf höchstens 1.000 Zeichen lang sein.").default("")),
    logoUrl: optionalImage("Logo"),
    heroImageUrl: optionalImage("Titelbild"),
    // edited as text, one per line; the use case turns them into lists (parseLandmarkLines, neighborhoodLines)
    landmarks: multiLine(z.string())
      .optional()
      .refine((v) => parseLandmarkLines(v ?? "").length <= MAX_LANDMARKS, `Bitte geben Sie höchstens ${MAX_LANDMARKS} Wahrzeichen an.`)
      .refine((v) => parseLandmarkLines(v ?? "").every((l) => l.name.length <= 80 && (l.description ?? "").length <= 200), "Ein Wahrzeichen darf höchstens 80 Zeichen, seine Beschreibung höchstens 200 Zeichen lang sein."),
    neighborhoods: multiLine(z.string())
      .optional()
      .refine((v) => neighborhoodLines(v).length <= MAX_NEIGHBORHOODS, `Bitte geben Sie höchstens ${MAX_NEIGHBORHOODS} Stadtteile an.`)
      .refine((v) => neighborhoodLines(v).every((n) => n.length <= 60), "Ein Stadtteil darf höchstens 60 Zeichen lang sein."),
    latitude: zDecimal("Bitte geben Sie den Breitengrad als Zahl an (z. B. 54.0887).").pipe(z.number().min(-90, "Der Breitengrad liegt zwischen -90 und 90.").max(90, "Der Breitengrad liegt zwischen -90 und 90.")),
    longitude: zDecimal("Bitte geben Sie den Längengrad als Zahl an (z. B. 12.1405).").pipe(z.number().min(-180, "Der Längengrad liegt zwischen -180 und 180.").max(180, "Der Längengrad liegt zwischen -180 und 180.")),
    postalCode: z.string().trim().default("").refine((v) => !v || /^\d{5}$/.test(v), "Bitte geben Sie eine fünfstellige Postleitzahl an."),
    primary_color: colour("Primärfarbe"),
    secondary_color: colour("Sekundärfarbe"),
    accent_color: colour("Akzentfarbe"),
    theme: z.enum(["light", "dark"], { error: "Bitte wählen Sie hell oder dunkel." }),
    active: checkbox,
    featured: checkbox,
  })
  .superRefine((v, ctx) => {
    // WCAG AA: a theme whose text would be unreadable is refused beside the colour
    for (const p of themeContrastProblems(v)) ctx.addIssue({ code: "custom", path: [p.field], message: p.message });
  });
export type CityFormValues = z.output<typeof cityFormSchema>;

const yesNo = z.enum(["yes", "no"]);

/** The admin's city list. */
export const cityList = defineList({
  sortable: ["name", "created"],
  defaultSort: "name",
  filters: { active: yesNo, featured: yesNo },
  pageSize: 25,
});
export type CityListParams = ListParams<(typeof cityList.sortable)[number], NonNullable<typeof cityList.filters>>;
