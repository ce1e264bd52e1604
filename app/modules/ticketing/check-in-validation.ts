import { z } from "zod";
import { CHECK_IN_METHOD } from "~/modules/ticketing/check-in-reasons";
import { oneLine, UUID_RE } from "~/lib/input";

const optText = (max: number) =>
  oneLine(z.string().trim().max(max))
    .nullish()
    .transform((v) => v || null);

/** One scan as the scanner page (and any API client) posts it. */
export const scanRequestSchema = z.object({
  code: z.string().max(300, "Der Code ist zu lang.").nullish(),
  attendeeId: z.string().regex(UUID_RE, "Ungültige Auswahl.").nullish(),
  listId: z.string().regex(UUID_RE, "Ungültige Check-in-Liste.").nullish(),
  direction: z.enum(["entry", "exit"]).default("entry"),
  method: CHECK_IN_METHOD.schema.optional(),
  gate: optText(80),
  deviceId: optText(100),
  notes: optText(500),
  nonce: optText(100),
});

export const revokeRequestSchema = z.object({ note: optText(500) });

export const searchRequestSchema = z.object({ q: z.string().max(100, "Suchbegriff zu lang.").default("") });
export const ticketListRequestSchema = z.object({ listId: z.string().regex(UUID_RE, "Ungültige Check-in-Liste.") });
