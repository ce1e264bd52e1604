/** Event slug rules (spec §3, §5, §7): title slug + "-" + first segment of the id. */
import { slugify } from "~/lib/slugify";

import { UUID_RE } from "~/lib/input";

export { UUID_RE };


export function eventSlug(title: string, id: string): string {
  const base = slugify(title, { fallback: "event" });
  return `${base}-${id.slice(0, 8)}`;
}

export type SlugLookup =
  | { kind: "id"; id: string }
  | { kind: "slug"; slug: string; prefix: string }
  | { kind: "invalid" };

/**
 * How to look an event up: a full UUID by id; otherwise by slug via the id prefix after the
 * last hyphen, which must have at least 8 characters ('Ungültiger Event-Slug').
 */
export function parseEventParam(param: string): SlugLookup {
  let value: string;
  try {
    value = decodeURIComponent(param).trim().toLowerCase();
  } catch {
    return { kind: "invalid" }; // a lone "%" (React Router decoded the parameter already)
  }
  if (UUID_RE.test(value)) return { kind: "id", id: value };
  const suffix = value.slice(value.lastIndexOf("-") + 1);
  if (suffix.length < 8) return { kind: "invalid" };
  return { kind: "slug", slug: value, prefix: suffix.slice(0, 8) };
}

/** The UUID range covering every id that starts with an 8-hex prefix (uses the primary key index). */
export function uuidPrefixRange(prefix: string): [string, string] | null {
  if (!/^[0-9a-f]{8}$/.test(prefix)) return null;
  return [`${prefix}-0000-0000-0000-000000000000`, `${prefix}-ffff-ffff-ffff-ffffffffffff`];
}
