import { defineEnum, type EnumValue } from "~/lib/enum";

/** What an import brings in. */
export const IMPORT_KIND = defineEnum({
  events: { label: "Events" },
  places: { label: "Orte" },
  artists: { label: "Artists" },
  organizers: { label: "Veranstalter:innen" },
});
export type ImportKind = EnumValue<typeof IMPORT_KIND>;

export const IMPORT_STATUS = defineEnum({
  uploaded: { label: "Zuordnung offen", tone: "neutral" },
  validated: { label: "Geprüft", tone: "primary" },
  queued: { label: "Wartet", tone: "primary" },
  running: { label: "Läuft", tone: "warning" },
  done: { label: "Abgeschlossen", tone: "success" },
  failed: { label: "Unterbrochen", tone: "danger" },
  undone: { label: "Rückgängig gemacht", tone: "neutral" },
});
export type ImportStatus = EnumValue<typeof IMPORT_STATUS>;
