import { z } from "zod";
import { WEBHOOK_EVENT } from "~/modules/integrations/event-types";
import { oneLine } from "~/lib/input";

export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: "Bitte geben Sie eine URL ein." })
    .trim()
    .min(1, "Bitte geben Sie eine URL ein.")
    .max(500, "Die URL darf höchstens 500 Zeichen lang sein.")
    .url("Bitte geben Sie eine gültige URL ein (https://…).")
    .refine((u) => /^https?:\/\//i.test(u), "Nur http- und https-Adressen sind möglich."),
  description: oneLine(z.string().trim().max(200, "Die Beschreibung darf höchstens 200 Zeichen lang sein.")).optional().default(""),
  eventTypes: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.enum(WEBHOOK_EVENT.values, { error: "Unbekanntes Ereignis." }))
      .min(1, "Bitte wählen Sie mindestens ein Ereignis.")
      .max(WEBHOOK_EVENT.values.length, `Höchstens ${WEBHOOK_EVENT.values.length} Ereignisse.`),
  ),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointSchema>;

export const apiTokenSchema = z.object({
  name: oneLine(
    z
      .string({ error: "Bitte geben Sie einen Namen ein." })
      .trim()
      .min(1, "Bitte geben Sie einen Namen ein.")
      .max(80, "Der Name darf höchstens 80 Zeichen lang sein."),
  ),
});
