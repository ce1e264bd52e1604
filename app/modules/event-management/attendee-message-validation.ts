import { z } from "zod";
import { defineEnum } from "~/lib/enum";
import { multiLine, oneLine, UUID_RE } from "~/lib/input";
import { templateProblem } from "~/modules/mail/template-syntax";

/** The placeholders a message to attendees may use (filled per recipient). */
export const ATTENDEE_MESSAGE_PLACEHOLDERS = ["name", "event", "date", "ticket_number"] as const;

/** Who of an event's ticket holders a message goes to (schema `event_message_audience`). */
export const ATTENDEE_MESSAGE_AUDIENCE = defineEnum({
  all: { label: "Alle Teilnehmenden" },
  category: { label: "Eine Ticketkategorie" },
  checked_in: { label: "Bereits eingecheckt" },
  not_checked_in: { label: "Noch nicht eingecheckt" },
});

/** Where a message stands (schema `event_message_status`). */
export const ATTENDEE_MESSAGE_STATUS = defineEnum({
  sending: { label: "Wird verschickt", tone: "primary" },
  done: { label: "Verschickt", tone: "success" },
});

const withPlaceholders = (label: string, max: number, lines: "one" | "multi") => {
  const base = z
    .string({ error: `Bitte geben Sie ${label} ein.` })
    .trim()
    .min(1, `Bitte geben Sie ${label} ein.`)
    .max(max, `Höchstens ${max.toLocaleString("de-DE")} Zeichen.`);
  const checked = lines === "one" ? oneLine(base) : multiLine(base);
  return checked.superRefine((v, ctx) => {
    const problem = templateProblem(v, ATTENDEE_MESSAGE_PLACEHOLDERS);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
};

/** The compose form of an event's 'Nachricht an Teilnehmende' (browser and server). */
export const attendeeMessageSchema = z
  .object({
    audience: z.enum(ATTENDEE_MESSAGE_AUDIENCE.values, { error: "Bitte wählen Sie, wer die Nachricht bekommt." }),
    ticketCategoryId: z.string().regex(UUID_RE, "Bitte wählen Sie eine Ticketkategorie.").optional(),
    subject: withPlaceholders("einen Betreff", 150, "one"),
    body: withPlaceholders("einen Text", 5000, "multi"),
  })
  .superRefine((v, ctx) => {
    if (v.audience === "category" && !v.ticketCategoryId) ctx.addIssue({ code: "custom", path: ["ticketCategoryId"], message: "Bitte wählen Sie eine Ticketkategorie." });
  });

export type AttendeeMessageValues = z.output<typeof attendeeMessageSchema>;
