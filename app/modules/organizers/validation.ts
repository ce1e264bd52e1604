import { z } from "zod";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { DATE_FORMAT_MESSAGE, parseGermanDate } from "~/lib/date-input";
import { isWebUrl, multiLine, oneLine } from "~/lib/input";
import { refineImageAlt, zImageAlt, zImageFile } from "~/ui/back-office/image-upload";
import { cityIdField } from "~/modules/cities/city-field";
import { SALES_NOTIFICATIONS, TEAM_ROLE } from "~/modules/organizers/labels";

const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} darf höchstens 300 Zeichen lang sein.`)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || (isWebUrl(v) && /\./.test(new URL(v).hostname)), `${label}: Bitte geben Sie eine vollständige Adresse mit https:// ein.`);

/**
 * A social profile as the public page links it (people/labels socialLink): a handle ("@kulturwerft",
 * as the profiles hold them) or the profile's full address.
 */
const optionalSocial = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} darf höchstens 300 Zeichen lang sein.`)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => !v || /^@?[\w.-]{1,100}$/.test(v) || (isWebUrl(v) && /\./.test(new URL(v).hostname)),
      `${label}: Bitte geben Sie Ihren Namen dort (@name) oder die vollständige Adresse mit https:// ein.`,
    );

/** The public organizer profile and sales notifications (settings page). */
export const organizerSettingsSchema = z.object({
  name: oneLine(z.string({ error: "Name ist erforderlich." }).trim().min(2, "Der Name muss mindestens 2 Zeichen lang sein.").max(120, "Der Name darf höchstens 120 Zeichen lang sein.")),
  description: multiLine(z.string().trim().max(4000, "Die Beschreibung darf höchstens 4.000 Zeichen lang sein.")).optional().default(""),
  website: optionalUrl("Website"),
  email: z
    .string()
    .trim()
    .max(254, "Die E-Mail-Adresse ist zu lang.")
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Bitte geben Sie eine gültige E-Mail-Adresse ein."),
  phone: oneLine(z.string().trim().max(40, "Die Telefonnummer darf höchstens 40 Zeichen lang sein.")).optional(),
  instagram: optionalSocial("Instagram"),
  facebook: optionalSocial("Facebook"),
  salesNotifications: z.enum(SALES_NOTIFICATIONS.values, { error: "Bitte wählen Sie, wie Sie über Verkäufe informiert werden." }),
});
export type OrganizerSettingsInput = z.infer<typeof organizerSettingsSchema>;

/**
 * An organizer profile as an admin keeps it (the future admin form and the bulk import): the
 * public profile of the settings page, without the organizer's own notification choice, plus its
 * address (slug), city and the admin's flags.
 */
export const organizerProfileSchema = organizerSettingsSchema.omit({ salesNotifications: true }).extend({
  slug: z
    .string()
    .trim()
    .max(100, "Höchstens 100 Zeichen.")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Die Adresse (Slug) darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.")
    .optional(),
  cityId: cityIdField().optional(),
  isVerified: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type OrganizerProfileValues = z.output<typeof organizerProfileSchema>;

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false);

export const ORGANIZER_PLAN_IDS = ["starter", "professional", "enterprise"] as const;

/** A day as the date picker posts it ("2027-03-31", or "31.03.2027" typed without JavaScript); "" when empty. */
const optionalDay = z
  .string()
  .trim()
  .max(20, DATE_FORMAT_MESSAGE)
  .default("")
  .transform((v) => (v ? (parseGermanDate(v) ?? v) : ""))
  .refine((v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v), DATE_FORMAT_MESSAGE);

/**
 * The admin's organizer form (create and edit): the profile schema with its flags as checkboxes,
 * the logo, the account that runs the profile (by its e-mail) and the plan with its end date.
 */
export const organizerAdminFormSchema = organizerProfileSchema
  .extend({
    isVerified: checkbox,
    isActive: checkbox,
    logo: zImageFile,
    logoAlt: zImageAlt,
    /** the stored (or picked from the media library) logo's address; emptied by "Bild entfernen" */
    logoUrl: z
      .string()
      .trim()
      .max(500, "Die Adresse des Logos ist zu lang.")
      .default("")
      .refine((v) => !v || /^\/media\/[\w./-]+$/.test(v) || isWebUrl(v), "Bitte wählen Sie das Logo erneut aus."),
    accountEmail: z
      .string()
      .trim()
      .max(254, "Die E-Mail-Adresse ist zu lang.")
      .default("")
      .transform((v) => v.toLowerCase())
      .refine((v) => !v || z.email().safeParse(v).success, "Bitte geben Sie die E-Mail-Adresse eines Kontos ein."),
    /** absent (an older client, the bulk import) = the plan stays as it is */
    plan: z.enum(ORGANIZER_PLAN_IDS, { error: "Bitte wählen Sie einen Tarif." }).optional(),
    planValidUntil: optionalDay,
  })
  .superRefine(refineImageAlt("logo", "logoAlt", "logoUrl"))
  .superRefine((v, ctx) => {
    if (v.plan === "professional" && !v.planValidUntil) {
      ctx.addIssue({ code: "custom", path: ["planValidUntil"], message: "Bitte geben Sie an, bis wann der Tarif Professional läuft (TT.MM.JJJJ)." });
    }
  });
export type OrganizerAdminFormValues = z.output<typeof organizerAdminFormSchema>;

const yesNo = z.enum(["yes", "no"]);

/** The admin's organizer list: search by name, e-mail or account, filters, sort. */
export const organizerList = defineList({
  sortable: ["name", "plan", "created"],
  defaultSort: "name",
  filters: { city: z.string().regex(/^[a-z0-9-]{1,40}$/), verified: yesNo, active: yesNo, plan: z.enum(["starter", "professional", "enterprise"]) },
  pageSize: 25,
});
export type OrganizerListParams = ListParams<(typeof organizerList.sortable)[number], NonNullable<typeof organizerList.filters>>;

/** Inviting a colleague to the team (issue 26). */
export const teamInviteSchema = z.object({
  email: z
    .string({ error: "Bitte geben Sie die E-Mail-Adresse der Person ein." })
    .trim()
    .toLowerCase()
    .min(1, "Bitte geben Sie die E-Mail-Adresse der Person ein.")
    .max(254, "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.")
    .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein.")),
  role: z.enum(TEAM_ROLE.values, { error: "Bitte wählen Sie eine Rolle." }),
  canSell: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false),
});

/** Changing a member's role (and the box-office right of Einlass). */
export const teamRoleChangeSchema = z.object({
  role: z.enum(TEAM_ROLE.values, { error: "Bitte wählen Sie eine Rolle." }),
  canSell: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false),
});
