import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the content module (status + German text, spec §8). */
export const contentErrors = {

} as const satisfies Record<string, ErrorEntry>;
