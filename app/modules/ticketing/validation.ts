import { z } from "zod";
import { multiLine, oneLine, UUID_RE, zInteger } from "~/lib/input";

const name = (label: string) =>
  oneLine(
    z
      .string({ error: `${label} ist erforderlich.` })
      .trim()
      .min(1, `${label} ist erforderlich.`)
      .max(80, `${label} darf höchstens 80 Zeichen lang sein.`),
  );

export const attendeeSchema = z.object({
  ticketCategoryId: z.string().min(1),
  firstName: name("Vorname"),
  lastName: name("Nachname"),
});

export const createBookingSchema = z.object({
  eventId: z.string().regex(UUID_RE, "Ungültige ID."),
  /** Tickets per category as typed: whole numbers in plain decimal digits ("1.5" is refused, not read as 1). */
  quantities: z.record(z.string(), zInteger("Bitte geben Sie die Anzahl der Tickets als ganze Zahl an.").pipe(z.number().min(0, "Die Anzahl darf nicht negativ sein.").max(100, "Höchstens 100 Tickets pro Bestellung."))),
  attendees: z.array(attendeeSchema).max(100),
  discountCode: oneLine(z.string().trim().max(40, "Der Rabattcode ist zu lang."))
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  specialRequirements: multiLine(z.string().trim().max(1000, "Besondere Anforderungen dürfen höchstens 1000 Zeichen lang sein."))
    .optional()
    .transform((v) => (v ? v : undefined)),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type CreateBookingFields = z.infer<typeof createBookingSchema>;
