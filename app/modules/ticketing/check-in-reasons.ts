import { defineEnum, type EnumValue } from "~/lib/enum";
import { ticketingErrors } from "~/modules/ticketing/errors";

/**
 * Why a scan was refused — one vocabulary for the scanner page, the check-in log, the API and the
 * offline queue (after pretix: already_redeemed, unpaid, canceled, product, invalid).
 */
export const CHECK_IN_REASONS = [
  "required",
  "invalid",
  "other_event",
  "canceled",
  "unpaid",
  "product",
  "already_redeemed",
  "not_inside",
  "exit_disabled",
] as const;
export type CheckInReason = (typeof CHECK_IN_REASONS)[number];

/** The error code (HTTP status + German text, errors.ts) of each reason. */
export const REASON_CODES = {
  required: "CHECKIN_CODE_REQUIRED",
  invalid: "TICKET_NOT_FOUND",
  other_event: "CHECKIN_OTHER_EVENT",
  canceled: "CHECKIN_BOOKING_CANCELLED",
  unpaid: "CHECKIN_BOOKING_UNPAID",
  product: "CHECKIN_CATEGORY_NOT_ADMITTED",
  already_redeemed: "TICKET_ALREADY_CHECKED_IN",
  not_inside: "CHECKIN_NOT_INSIDE",
  exit_disabled: "CHECKIN_EXIT_DISABLED",
} as const satisfies Record<CheckInReason, keyof typeof ticketingErrors>;

export function reasonMessage(reason: CheckInReason): string {
  return ticketingErrors[REASON_CODES[reason]].message;
}

export function reasonStatus(reason: CheckInReason): number {
  return ticketingErrors[REASON_CODES[reason]].status;
}

export const isCheckInReason = (v: unknown): v is CheckInReason => CHECK_IN_REASONS.includes(v as CheckInReason);

/** How a ticket was checked in, with its German label (scanner history, check-in log and its filter). */
export const CHECK_IN_METHOD = defineEnum({
  qr: { label: "QR-Code" },
  manual: { label: "Ticketnummer" },
  search: { label: "Namenssuche" },
  "offline-sync": { label: "Offline (nachgereicht)" },
});
export const CHECK_IN_METHODS = CHECK_IN_METHOD.values;
export type CheckInMethod = EnumValue<typeof CHECK_IN_METHOD>;

/** The labels by method, for pages that still index them (prefer `CHECK_IN_METHOD.label()` / `.options()`). */
export const METHOD_LABELS = Object.fromEntries(CHECK_IN_METHOD.options().map((o) => [o.value, o.label])) as Record<CheckInMethod, string>;

const TICKET_NUMBER = /^SP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * What a typed or scanned input names: the ticket number inside a QR payload (signature checked
 * on the server only) or a typed number, upper-cased, with or without dashes and spaces.
 */
export function parseTicketInput(raw: string): { kind: "qr" | "manual"; ticketNumber: string | null } {
  const code = raw.trim();
  if (code.startsWith("SPT1.")) {
    const m = /^SPT1\.(SP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\./.exec(code);
    return { kind: "qr", ticketNumber: m ? m[1]! : null };
  }
  const compact = code.toUpperCase().replace(/[\s-]+/g, "");
  const m = /^SP([A-Z0-9]{4})([A-Z0-9]{4})([A-Z0-9]{4})$/.exec(compact);
  const n = m ? `SP-${m[1]}-${m[2]}-${m[3]}` : code.toUpperCase();
  return { kind: "manual", ticketNumber: TICKET_NUMBER.test(n) ? n : n || null };
}
