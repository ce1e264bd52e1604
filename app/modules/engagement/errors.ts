import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the engagement module (status + German text, spec §8). */
export const engagementErrors = {

} as const satisfies Record<string, ErrorEntry>;
