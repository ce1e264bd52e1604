import { z } from "zod";
import { UUID_RE } from "~/lib/input";

const name = (label: string) =>
  z
    .string({ error: `${label} ist erforderlich.` })
    .trim()
    .min(1, `${label} ist erforderlich.`)
    .max(80, `${label} darf höchstens 80 Zeichen lang sein.`);

export const attendeeSchema = z.object({
  ticketCategoryId: z.string().min(1),
  firstName: name("Vorname"),
  lastName: name("Nachname"),
});

export const createBookingSchema = z.object({
  eventId: z.string().regex(UUID_RE, "Ungültige ID."),
  quantities: z.record(z.string(), z.number().int().min(0).max(100)),
  attendees: z.array(attendeeSchema).max(100),
  discountCode: z
    .string()
    .trim()
    .max(40, "Der Rabattcode ist zu lang.")
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  specialRequirements: z
    .string()
    .trim()
    .max(1000, "Besondere Anforderungen dürfen höchstens 1000 Zeichen lang sein.")
    .optional()
    .transform((v) => (v ? v : undefined)),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type CreateBookingFields = z.infer<typeof createBookingSchema>;
