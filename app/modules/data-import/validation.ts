import { z } from "zod";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { IMPORT_KIND, IMPORT_STATUS } from "~/modules/data-import/labels";

/** The upload form: what the file holds (the file itself is read by the route with its size limit). */
export const importUploadSchema = z.object({
  kind: z.enum(IMPORT_KIND.values, { error: "Bitte wählen Sie, was die Datei enthält." }),
});

/**
 * The column mapping as the form posts it: `map.<column number>` → field key ("" = not imported).
 * Which keys are real fields and that each field is chosen once is checked against the import's kind.
 */
export const importMappingSchema = z.object({
  map: z.array(z.string().max(60).default("")).max(200, "Höchstens 200 Spalten.").default([]),
});

export const importList = defineList({
  sortable: ["created", "rows"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { kind: IMPORT_KIND.schema, status: IMPORT_STATUS.schema },
  pageSize: 25,
});
export type ImportListParams = ListParams<(typeof importList.sortable)[number], NonNullable<typeof importList.filters>>;
