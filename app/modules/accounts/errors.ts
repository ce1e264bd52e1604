import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the accounts module (status + German text, spec §8). */
export const accountErrors = {

} as const satisfies Record<string, ErrorEntry>;
