import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of event reviews and their reports (status + German text). */
export const reviewErrors = {
  REVIEW_NOT_FOUND: { status: 404, message: "Bewertung nicht gefunden" },
  REVIEW_NO_TICKET: { status: 403, message: "Bewerten können nur Gäste mit einem bestätigten Ticket für dieses Event." },
  REVIEW_EVENT_NOT_ENDED: { status: 409, message: "Sie können dieses Event erst nach seinem Ende bewerten." },
  REVIEW_EVENT_CANCELLED: { status: 409, message: "Ein abgesagtes Event kann nicht bewertet werden." },
  REVIEW_ALREADY_EXISTS: { status: 409, message: "Sie haben dieses Event bereits bewertet. Sie können Ihre Bewertung bearbeiten." },
  REVIEW_PLACE_ALREADY_EXISTS: { status: 409, message: "Sie haben diesen Ort bereits bewertet. Sie können Ihre Bewertung bearbeiten." },
  REVIEW_LIMITED: { status: 429, message: "Sie haben in kurzer Zeit sehr viele Bewertungen gesendet. Bitte versuchen Sie es später erneut." },
  REPORT_NOT_FOUND: { status: 404, message: "Meldung nicht gefunden" },
  REPORT_ALREADY_DECIDED: { status: 409, message: "Diese Meldung wurde bereits bearbeitet." },
  REPORT_ACTION_UNSUPPORTED: { status: 409, message: "Diese Aktion ist für diese Art von Inhalt nicht möglich." },
  REPORT_TARGET_GONE: { status: 409, message: "Der gemeldete Inhalt existiert nicht mehr. Bitte verwerfen Sie die Meldung." },
  REPORT_NO_AUTHOR: { status: 409, message: "Zu diesem Inhalt gibt es kein Konto, das verwarnt oder gesperrt werden könnte." },
  REPORT_LIMITED: { status: 429, message: "Sie haben in der letzten Stunde schon mehrere Meldungen gesendet. Bitte versuchen Sie es später erneut." },
} as const satisfies Record<string, ErrorEntry>;
