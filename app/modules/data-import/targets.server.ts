import { headerKey, type ImportField, type ImportTarget } from "~/lib/import-target";
import { eventImport } from "~/modules/event-management/import-events.server";
import type { ImportKind } from "~/modules/data-import/labels";
import { organizerImport } from "~/modules/organizers/import-organizers.server";
import { artistImport } from "~/modules/people/import-artists.server";
import { placeImport } from "~/modules/places/import-places.server";

/** Each kind's owner parses (with its form's schema) and writes its rows. */
const TARGETS: Record<ImportKind, ImportTarget<unknown>> = {
  events: eventImport as ImportTarget<unknown>,
  places: placeImport as ImportTarget<unknown>,
  artists: artistImport as ImportTarget<unknown>,
  organizers: organizerImport as ImportTarget<unknown>,
};

export function importTarget(kind: ImportKind): ImportTarget<unknown> {
  return TARGETS[kind];
}

export function importFields(kind: ImportKind): readonly ImportField[] {
  return TARGETS[kind].fields;
}

/** The mapping suggested by header names: each field to the first header that names it (key or alias). */
export function suggestMapping(kind: ImportKind, headers: string[]): Record<string, string> {
  const fields = importFields(kind);
  const used = new Set<string>();
  return Object.fromEntries(
    headers.map((h) => {
      const k = headerKey(h);
      const field = fields.find((f) => !used.has(f.key) && (headerKey(f.key) === k || headerKey(f.label) === k || (f.aliases ?? []).some((a) => headerKey(a) === k)));
      if (field) used.add(field.key);
      return [h, field?.key ?? ""];
    }),
  );
}

/** One file row as the target reads it: field key → cell text, by the mapping. */
export function mappedRecord(cells: Record<string, string>, mapping: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [header, field] of Object.entries(mapping)) if (field) out[field] = cells[header] ?? "";
  return out;
}
