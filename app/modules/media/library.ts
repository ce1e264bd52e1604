import { z } from "zod";
import { defineEnum } from "~/lib/enum";
import { defineList } from "~/lib/list/list-spec";
import { oneLine } from "~/lib/input";

/** The media library's filters (client-safe): what a file is and whether something shows it. */
export const MEDIA_TYPE = defineEnum({
  image: { label: "Bilder" },
  file: { label: "Andere Dateien" },
});
export const MEDIA_USE = defineEnum({
  used: { label: "Verwendet" },
  unused: { label: "Nicht verwendet" },
});

export const mediaList = defineList({
  sortable: ["created", "name", "size"],
  defaultSort: "created",
  defaultDir: "desc",
  pageSize: 48,
  filters: { type: MEDIA_TYPE.schema, use: MEDIA_USE.schema },
});

export const mediaAltSchema = z.object({
  altText: oneLine(z.string().trim().max(200, "Der Alternativtext darf höchstens 200 Zeichen lang sein.")).default(""),
});

/** One place that shows a library item (German kind, the item's name, where to edit it). */
export type MediaUse = { kind: string; name: string; href: string | null };
