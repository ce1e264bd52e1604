import { z } from "zod";

/**
 * Free text from a URL or a form (search words, venue names): control characters removed
 * (PostgreSQL refuses NUL in text and answers with an error), whitespace collapsed, trimmed,
 * cut to `max` characters.
 */
export function cleanQueryText(value: string, max = 100): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim().slice(0, max);
}

/** Optional free-text URL parameter: cleaned, empty → undefined; never fails. */
export const queryText = (max = 100) =>
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => (v ? cleanQueryText(v, max) || undefined : undefined));
