import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the ticketing module (status + German text, spec §8). */
export const ticketingErrors = {
  TICKET_NOT_FOUND: { status: 404, message: "Ticket nicht gefunden" },
  TICKET_ALREADY_CHECKED_IN: { status: 409, message: "Ticket wurde bereits eingecheckt" },
  CHECKIN_CODE_REQUIRED: { status: 400, message: "QR-Code oder Ticketnummer erforderlich" },
} as const satisfies Record<string, ErrorEntry>;
