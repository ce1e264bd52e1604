import { z } from "zod";
import { cityIdField } from "~/modules/cities/city-field";
import { defineEnum } from "~/lib/enum";
import { berlinLocalToDate } from "~/lib/format";
import { isWebUrl, multiLine, oneLine } from "~/lib/input";
import { defineList } from "~/lib/list/list-spec";
import { ROLES } from "~/modules/accounts/roles";
import { refineImageAlt, zImageAlt, zImageFile } from "~/ui/back-office/image-upload";

/** Who an admin's broadcast goes to (schema `broadcast_audience`). */
export const BROADCAST_AUDIENCE = defineEnum({
  all: { label: "Alle Nutzer:innen" },
  city: { label: "Nutzer:innen einer Stadt" },
  role: { label: "Eine Rolle" },
  user: { label: "Eine Person (E-Mail)" },
});

/** Where a broadcast stands (schema `broadcast_status`). */
export const BROADCAST_STATUS = defineEnum({
  scheduled: { label: "Geplant", tone: "warning" },
  sending: { label: "Wird verschickt", tone: "primary" },
  done: { label: "Verschickt", tone: "success" },
  cancelled: { label: "Abgebrochen", tone: "neutral" },
});

/** Notification priorities (schema `notification_priority`); "Dringend" also ignores quiet hours. */
export const NOTIFICATION_PRIORITY = defineEnum({
  low: { label: "Niedrig" },
  normal: { label: "Normal" },
  high: { label: "Hoch" },
  urgent: { label: "Dringend (auch in Ruhezeiten)" },
});

/** A link inside the site (`/luebeck/events`) or an https address — nothing else becomes a notification's link. */
const isBroadcastLink = (v: string) => /^\/(?![/\\])[^\s\\]*$/.test(v) || (isWebUrl(v) && v.toLowerCase().startsWith("https://"));
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The compose form of `/admin/notifications` (browser and server). */
export const broadcastFormSchema = z
  .object({
    /** One per rendered form: a double submit of it sends once. */
    requestToken: z.string({ error: "Bitte laden Sie die Seite neu." }).regex(/^[\w-]{8,64}$/, "Bitte laden Sie die Seite neu."),
    title: oneLine(z.string({ error: "Bitte geben Sie einen Titel ein." }).trim().min(1, "Bitte geben Sie einen Titel ein.").max(120, "Der Titel darf höchstens 120 Zeichen lang sein.")),
    message: multiLine(z.string().trim().max(1000, "Die Nachricht darf höchstens 1.000 Zeichen lang sein.")).optional(),
    link: z
      .string()
      .trim()
      .max(500, "Der Link darf höchstens 500 Zeichen lang sein.")
      .refine(isBroadcastLink, "Bitte geben Sie einen Pfad der Seite (z. B. /luebeck/events) oder eine Adresse mit https:// an.")
      .optional(),
    imageUrl: z
      .string()
      .trim()
      .max(500, "Die Bildadresse darf höchstens 500 Zeichen lang sein.")
      .refine(isBroadcastLink, "Bitte geben Sie ein Bild aus der Mediathek (/media/…) oder eine Adresse mit https:// an.")
      .optional(),
    /** An image uploaded to the media store (wins over `imageUrl`), with its alt text. */
    image: zImageFile,
    imageAlt: zImageAlt,
    priority: NOTIFICATION_PRIORITY.schema.default("normal"),
    audience: z.enum(BROADCAST_AUDIENCE.values, { error: "Bitte wählen Sie, wer die Benachrichtigung bekommt." }),
    city: cityIdField().optional(),
    role: z.enum(ROLES, { error: "Bitte wählen Sie eine Rolle." }).optional(),
    email: z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein." }).trim().max(254).optional(),
    sendAt: z
      .string()
      .regex(LOCAL_DATE_TIME, "Bitte geben Sie Datum und Uhrzeit an.")
      .refine((v) => berlinLocalToDate(v) !== null, "Bitte geben Sie Datum und Uhrzeit an.")
      .optional(),
  })
  .superRefine(refineImageAlt("image", "imageAlt"))
  .superRefine((v, ctx) => {
    if (v.audience === "city" && !v.city) ctx.addIssue({ code: "custom", path: ["city"], message: "Bitte wählen Sie eine Stadt." });
    if (v.audience === "role" && !v.role) ctx.addIssue({ code: "custom", path: ["role"], message: "Bitte wählen Sie eine Rolle." });
    if (v.audience === "user" && !v.email) ctx.addIssue({ code: "custom", path: ["email"], message: "Bitte geben Sie die E-Mail-Adresse der Person ein." });
  });

export type BroadcastFormValues = z.output<typeof broadcastFormSchema>;

/** The history of broadcasts: newest first, filtered by state. */
export const broadcastList = defineList({
  sortable: ["created", "sendAt"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { status: BROADCAST_STATUS.schema },
});
