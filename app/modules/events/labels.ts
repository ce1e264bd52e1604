import { defineEnum, type EnumValue } from "~/lib/enum";

/** Where an event stands (schema `event_status`), with its German label and badge tone — in the order lists filter by. */
export const EVENT_STATUS = defineEnum({
  draft: { label: "Entwurf", tone: "neutral" },
  published: { label: "Veröffentlicht", tone: "success" },
  sold_out: { label: "Ausverkauft", tone: "warning" },
  cancelled: { label: "Abgesagt", tone: "danger" },
});
export type EventStatus = EnumValue<typeof EVENT_STATUS>;
