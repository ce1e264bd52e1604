import { z } from "zod";
import { defineEnum, type EnumValue } from "~/lib/enum";
import { isUuid, oneLine, multiLine, isWebUrl } from "~/lib/input";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { refineImageAlt, zImageAlt, zImageFile } from "~/ui/back-office/image-upload";

/** How an applicant proves they run the business (decision 0013). */
export const PROOF_KIND = defineEnum({
  document: { label: "Dokument (PDF, JPG oder PNG)", tone: "neutral" },
  email: { label: "Geschäftliche E-Mail-Adresse", tone: "neutral" },
});

/** A registration's state as the applicant and the admins read it. */
export const REGISTRATION_STATE = defineEnum({
  awaiting_email: { label: "E-Mail-Bestätigung ausstehend", tone: "warning" },
  pending: { label: "Wird geprüft", tone: "warning" },
  approved: { label: "Freigegeben", tone: "success" },
  rejected: { label: "Abgelehnt", tone: "danger" },
});
export type RegistrationState = EnumValue<typeof REGISTRATION_STATE>;

export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;

const required = (label: string, max: number, message: string) =>
  oneLine(z.string({ error: message }).trim().min(2, message).max(max, `${label} darf höchstens ${max.toLocaleString("de-DE")} Zeichen lang sein.`));
const line = (label: string, max: number) =>
  oneLine(z.string().trim().max(max, `${label} darf höchstens ${max.toLocaleString("de-DE")} Zeichen lang sein.`)).default("");

/** The domain of a website address, without "www." (for the business e-mail proof). */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website || !isWebUrl(website)) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** Whether an e-mail address is at the domain (or a subdomain of it). */
export function emailAtDomain(email: string, domain: string): boolean {
  const host = email.toLowerCase().split("@")[1] ?? "";
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The registration form (steps 2–4 of /business-owner/register; step 1 picks `kind` and the place).
 * One schema for browser and server; the use case checks what needs the database (the place's
 * website domain, whether it is free).
 */
export const registrationFormSchema = z
  .object({
    kind: z.enum(["new", "claim"], { error: "Bitte wählen Sie, ob Sie ein neues Business registrieren oder einen Ort beanspruchen." }),
    locationId: z.string().default(""),
    businessName: required("Der Name", 120, "Bitte geben Sie den Namen Ihres Business an (mindestens 2 Zeichen)."),
    roleAtBusiness: required("Ihre Rolle", 80, "Bitte geben Sie Ihre Rolle im Business an, z. B. Inhaber:in oder Geschäftsführung."),
    description: multiLine(z.string().trim().max(2000, "Die Beschreibung darf höchstens 2.000 Zeichen lang sein.")).default(""),
    streetAddress: line("Die Straße", 200),
    postalCode: line("Die Postleitzahl", 5).refine((v) => !v || /^\d{5}$/.test(v), "Bitte geben Sie eine fünfstellige Postleitzahl an."),
    city: line("Der Ort", 100),
    phone: line("Die Telefonnummer", 40).refine((v) => !v || /^[+0-9 ()/-]{5,40}$/.test(v), "Bitte geben Sie eine gültige Telefonnummer an."),
    website: line("Die Website", 300).refine((v) => !v || isWebUrl(v), "Bitte geben Sie die Website vollständig mit https:// an."),
    proofKind: z.enum(["document", "email"], { error: "Bitte wählen Sie einen Nachweis." }),
    proofEmail: line("Die E-Mail-Adresse", 254).transform((v) => v.toLowerCase()),
    document: z
      .custom<File>((v) => typeof File !== "undefined" && v instanceof File && v.size > 0, "Bitte laden Sie ein Dokument hoch.")
      .refine((f) => f.size <= DOCUMENT_MAX_BYTES, "Das Dokument ist zu groß (höchstens 8 MB).")
      .refine((f) => (DOCUMENT_TYPES as readonly string[]).includes(f.type), "Bitte laden Sie eine PDF-, JPG- oder PNG-Datei hoch.")
      .optional()
      .catch(undefined),
    confirm: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "claim" && !isUuid(v.locationId)) ctx.addIssue({ code: "custom", path: ["locationId"], message: "Bitte wählen Sie den Ort, den Sie beanspruchen." });
    if (v.kind === "new" && !v.city) ctx.addIssue({ code: "custom", path: ["city"], message: "Bitte geben Sie den Ort Ihres Business an." });
    if (v.proofKind === "email" && !z.email().safeParse(v.proofEmail).success)
      ctx.addIssue({ code: "custom", path: ["proofEmail"], message: "Bitte geben Sie eine gültige geschäftliche E-Mail-Adresse an." });
    if (v.proofKind === "email" && v.kind === "new" && !v.website)
      ctx.addIssue({ code: "custom", path: ["website"], message: "Für den Nachweis per E-Mail geben Sie bitte die Website Ihres Business an." });
    if (v.proofKind === "email" && v.kind === "new" && v.website && z.email().safeParse(v.proofEmail).success) {
      const domain = websiteDomain(v.website);
      if (domain && !emailAtDomain(v.proofEmail, domain))
        ctx.addIssue({ code: "custom", path: ["proofEmail"], message: `Die E-Mail-Adresse muss zur Domain der Website gehören (…@${domain}).` });
    }
    if (v.proofKind === "document" && !v.document) ctx.addIssue({ code: "custom", path: ["document"], message: "Bitte laden Sie ein Dokument hoch (PDF, JPG oder PNG, höchstens 8 MB)." });
    if (!v.confirm) ctx.addIssue({ code: "custom", path: ["confirm"], message: "Bitte bestätigen Sie, dass Ihre Angaben stimmen." });
  });
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

/** The admin's answer to a registration: a rejection needs a reason. */
export const approveRegistrationSchema = z.object({ response: z.string().max(1000).optional() });
export const rejectRegistrationSchema = z.object({
  response: multiLine(z.string().trim().min(5, "Bitte begründen Sie die Ablehnung (mindestens 5 Zeichen).").max(1000, "Die Begründung darf höchstens 1.000 Zeichen lang sein.")),
});

const yesNo = z.enum(["yes", "no"]);
/** The admin's business profiles list. */
export const businessList = defineList({
  sortable: ["name", "created"],
  defaultSort: "name",
  filters: { city: z.string().regex(/^[a-z0-9-]{1,40}$/), active: yesNo, verified: yesNo, place: yesNo },
});
export type BusinessListParams = ListParams<(typeof businessList.sortable)[number], NonNullable<typeof businessList.filters>>;

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** The admin's business profile form (spec §3 Business profile). */
export const businessFormSchema = z.object({
  name: required("Der Name", 120, "Bitte geben Sie einen Namen ein (mindestens 2 Zeichen)."),
  slug: line("Die Adresse", 100).refine((v) => !v || SLUG_RE.test(v), "Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten."),
  description: multiLine(z.string().trim().max(5000, "Die Beschreibung darf höchstens 5.000 Zeichen lang sein.")).default(""),
  logoUrl: line("Das Logo", 500).refine((v: string) => !v || isWebUrl(v) || /^\/media\//.test(v), "Bitte geben Sie die Adresse des Logos vollständig mit https:// an."),
  cityId: z.string().regex(/^[a-z0-9-]{0,40}$/, "Bitte wählen Sie eine Stadt.").default(""),
  category: line("Die Kategorie", 60),
  phone: line("Die Telefonnummer", 40).refine((v) => !v || /^[+0-9 ()/-]{5,40}$/.test(v), "Bitte geben Sie eine gültige Telefonnummer an."),
  email: line("Die E-Mail-Adresse", 254)
    .transform((v) => v.toLowerCase())
    .refine((v) => !v || z.email().safeParse(v).success, "Bitte geben Sie eine gültige E-Mail-Adresse ein."),
  website: line("Die Website", 300).refine((v) => !v || isWebUrl(v), "Bitte geben Sie die Website vollständig mit https:// an."),
  placeSlug: line("Der Ort", 120),
  ownerEmail: line("Die E-Mail-Adresse", 254)
    .transform((v) => v.toLowerCase())
    .refine((v) => !v || z.email().safeParse(v).success, "Bitte geben Sie die E-Mail-Adresse eines Kontos ein."),
  isActive: checkbox,
  isVerified: checkbox,
  /** a new logo, uploaded through the media pipeline (its URL replaces `logoUrl`) */
  logo: zImageFile,
  logoAlt: zImageAlt,
}).superRefine(refineImageAlt("logo", "logoAlt", "logoUrl"));
export type BusinessFormValues = z.output<typeof businessFormSchema>;
