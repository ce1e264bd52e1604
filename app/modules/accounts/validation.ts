import { z } from "zod";
import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT, SIGN_UP_REQUIRED } from "~/modules/accounts/auth-messages";
import { isWebUrl, multiLine, oneLine, textProblem } from "~/lib/input";

const str = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

/** Sign-up form (spec §5): required fields, matching passwords, minimum 6 characters — in this order. */
export const signUpSchema = z
  .object({
    email: str.transform((v) => v.trim().toLowerCase()),
    password: str,
    passwordRepeat: str,
    firstName: str.transform((v) => v.trim()),
    lastName: str.transform((v) => v.trim()),
    organizer: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  })
  .superRefine((v, ctx) => {
    if (!v.email || !v.password || !v.firstName || !v.lastName) {
      ctx.addIssue({ code: "custom", message: SIGN_UP_REQUIRED, path: ["_form"] });
      return;
    }
    if (v.password !== v.passwordRepeat) {
      ctx.addIssue({ code: "custom", message: PASSWORDS_DIFFER, path: ["passwordRepeat"] });
      return;
    }
    if (v.password.length < 6) ctx.addIssue({ code: "custom", message: PASSWORD_TOO_SHORT, path: ["password"] });
    if (v.firstName.length > 100 || v.lastName.length > 100) {
      ctx.addIssue({ code: "custom", message: "Namen dürfen höchstens 100 Zeichen lang sein.", path: ["firstName"] });
    }
    for (const key of ["firstName", "lastName"] as const) {
      const problem = textProblem(v[key], "line");
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: [key] });
    }
  });

export const signInSchema = z.object({
  email: str.transform((v) => v.trim().toLowerCase()).pipe(z.string().min(1, "Bitte geben Sie Ihre E-Mail-Adresse ein.")),
  password: str.pipe(z.string().min(1, "Bitte geben Sie Ihr Passwort ein.")),
});

export const resetRequestSchema = z.object({
  email: str
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.string().min(1, "Bitte geben Sie Ihre E-Mail-Adresse ein.").email("Bitte geben Sie eine gültige E-Mail-Adresse ein.")),
});

export const newPasswordSchema = z
  .object({ token: str.pipe(z.string().min(1, "Der Link ist unvollständig.")), password: str, passwordRepeat: str })
  .superRefine((v, ctx) => {
    if (!v.password || !v.passwordRepeat) ctx.addIssue({ code: "custom", message: SIGN_UP_REQUIRED, path: ["password"] });
    else if (v.password !== v.passwordRepeat) ctx.addIssue({ code: "custom", message: PASSWORDS_DIFFER, path: ["passwordRepeat"] });
    else if (v.password.length < 6) ctx.addIssue({ code: "custom", message: PASSWORD_TOO_SHORT, path: ["password"] });
  });

export const EVENT_TYPE_OPTIONS = [
  ["concerts", "Konzerte"],
  ["party", "Partys & Clubnächte"],
  ["theater", "Theater & Kabarett"],
  ["art", "Kunst & Ausstellungen"],
  ["spoken", "Lesungen & Vorträge"],
  ["food", "Kulinarik"],
  ["sport", "Sport"],
  ["film", "Film"],
  ["family", "Familie & Kinder"],
  ["workshops", "Workshops & Kurse"],
] as const;
const EVENT_TYPE_IDS = EVENT_TYPE_OPTIONS.map(([id]) => id) as [string, ...string[]];

const optionalUrl = z
  .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(300, "Die Website-Adresse ist zu lang."))
  .transform((v) => (v && !/^https?:\/\//i.test(v) ? `https://${v}` : v))
  .refine((v) => !v || isWebUrl(v), "Bitte geben Sie eine gültige Website-Adresse ein.")
  .transform((v) => v || null);

export const organizerRequestSchema = z.object({
  organizationName: z
    .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
    .pipe(oneLine(z.string().min(2, "Bitte geben Sie den Namen Ihrer Organisation an.").max(120, "Der Name darf höchstens 120 Zeichen lang sein."))),
  description: z
    .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
    .pipe(multiLine(z.string().min(20, "Bitte beschreiben Sie Ihre Veranstaltungen in mindestens 20 Zeichen.").max(2000, "Die Beschreibung darf höchstens 2000 Zeichen lang sein."))),
  website: optionalUrl,
  phone: z
    .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
    .refine((v) => !v || /^[+0-9 ()/-]{5,30}$/.test(v), "Bitte geben Sie eine gültige Telefonnummer ein.")
    .transform((v) => v || null),
  city: z
    .preprocess((v) => (typeof v === "string" ? v.trim() : ""), oneLine(z.string().max(80, "Die Stadt darf höchstens 80 Zeichen lang sein.")))
    .transform((v) => v || null),
  eventTypes: z
    .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(EVENT_TYPE_IDS, { error: "Unbekannte Veranstaltungsart." })))
    .pipe(z.array(z.string()).min(1, "Bitte wählen Sie mindestens eine Art von Veranstaltungen.").max(EVENT_TYPE_IDS.length, `Höchstens ${EVENT_TYPE_IDS.length} Arten von Veranstaltungen.`)),
});

const REVIEW_RESPONSE_MAX = "Die Antwort darf höchstens 2000 Zeichen lang sein.";
/** The admin's optional answer when approving an organizer request ("" when none). */
export const approveRequestSchema = z.object({
  response: multiLine(z.string().trim().max(2000, REVIEW_RESPONSE_MAX))
    .optional()
    .transform((v) => v ?? ""),
});
/** The admin's answer when rejecting an organizer request: the reason, required. */
export const rejectRequestSchema = z.object({
  response: multiLine(
    z
      .string({ error: "Bitte begründen Sie die Ablehnung." })
      .trim()
      .min(1, "Bitte begründen Sie die Ablehnung.")
      .max(2000, REVIEW_RESPONSE_MAX),
  ),
});

export const profileSchema = z.object({
  firstName: z
    .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
    .pipe(oneLine(z.string().min(1, "Bitte geben Sie Ihren Vornamen an.").max(100, "Der Vorname darf höchstens 100 Zeichen lang sein."))),
  lastName: z
    .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
    .pipe(oneLine(z.string().min(1, "Bitte geben Sie Ihren Nachnamen an.").max(100, "Der Nachname darf höchstens 100 Zeichen lang sein."))),
  displayName: z
    .preprocess((v) => (typeof v === "string" ? v.trim() : ""), oneLine(z.string().max(60, "Der Anzeigename darf höchstens 60 Zeichen lang sein.")))
    .transform((v) => v || null),
});
