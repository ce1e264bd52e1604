import { z } from "zod";
import { cityIdField } from "~/modules/cities/city-field";
import { zEmail, zOptionalText, zText } from "~/lib/route-helpers.server";
import { CONTACT_REASONS } from "~/modules/content/labels";
import { multiLine, UUID_RE } from "~/lib/input";

export const contactSchema = z.object({
  name: zText("Name", 120),
  email: zEmail,
  phone: zOptionalText("Telefon", 40).refine((v) => !v || /^[+\d][\d\s/()-]{4,39}$/.test(v), "Bitte geben Sie eine gültige Telefonnummer ein."),
  reason: z
    .union([z.enum(CONTACT_REASONS, { error: "Bitte wählen Sie ein gültiges Anliegen." }), z.literal("")])
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: zText("Betreff", 200),
  message: zText("Nachricht", 5000, "multiline").refine((v) => v.length >= 10, "Die Nachricht muss mindestens 10 Zeichen lang sein."),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const blogSaveSchema = z.object({
  intent: z.literal("save"),
  postId: z.string().regex(UUID_RE, "Ungültige ID."),
  version: z.coerce.number({ error: "Ungültige Version." }).int("Ungültige Version.").min(1, "Ungültige Version."),
  title: zText("Titel", 200),
  excerpt: multiLine(z.string().trim().max(500, "Die Kurzbeschreibung darf höchstens 500 Zeichen lang sein.")).default(""),
  content: z.unknown(),
});

export const blogCreateSchema = z.object({
  title: zText("Titel", 200).refine((v) => v.length >= 3, "Der Titel muss mindestens 3 Zeichen lang sein."),
  excerpt: zText("Kurzbeschreibung", 500, "multiline"),
  categoryId: z
    .union([z.string().regex(UUID_RE, "Bitte wählen Sie eine gültige Kategorie."), z.literal("")])
    .optional()
    .transform((v) => (v ? v : undefined)),
  body: zText("Text", 20_000, "multiline"),
  status: z.enum(["draft", "published"], { error: "Bitte wählen Sie einen Status." }),
});

/** The "new article" forms of the organizer and admin areas: the article plus the city it appears in. */
/** cityId "" = an article for all cities. */
export const blogCreateFormSchema = blogCreateSchema.extend({
  cityId: z.union([cityIdField(), z.literal("")], { error: "Bitte wählen Sie eine Stadt." }).transform((v) => v || undefined),
});
export type BlogCreateFormInput = z.infer<typeof blogCreateFormSchema>;
