import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the refunds module (status + German text, spec §8). */
export const refundErrors = {
  CANCEL_BOOKING_NOT_FOUND: { status: 404, message: "Buchung nicht gefunden" },
  CANCEL_ALREADY_CANCELLED: { status: 409, message: "Diese Buchung wurde bereits storniert." },
  CANCEL_NOT_PAID: { status: 409, message: "Diese Buchung ist nicht bezahlt und kann nicht storniert werden." },
  CANCEL_EVENT_STARTED: { status: 409, message: "Das Event hat bereits begonnen oder ist vorbei." },
  CANCEL_REQUEST_EXISTS: { status: 409, message: "Für diese Buchung liegt bereits eine Stornierungsanfrage vor." },
  REFUND_NOT_ALLOWED: { status: 422, message: "Keine Erstattung möglich für diesen Zeitpunkt" },
  REFUND_REQUEST_NOT_FOUND: { status: 404, message: "Anfrage nicht gefunden" },
  REFUND_ALREADY_DECIDED: { status: 409, message: "Diese Anfrage wurde bereits bearbeitet." },
  REFUND_NOT_APPROVED: { status: 409, message: "Nur genehmigte Anfragen können erstattet werden." },
  REFUND_ALREADY_PROCESSED: { status: 409, message: "Diese Rückerstattung wurde bereits verarbeitet." },
  REFUND_FAILED: { status: 502, message: "Rückerstattung fehlgeschlagen" },
} as const satisfies Record<string, ErrorEntry>;
