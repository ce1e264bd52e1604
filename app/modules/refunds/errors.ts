import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the refunds module (status + German text, spec §8). */
export const refundErrors = {

} as const satisfies Record<string, ErrorEntry>;
