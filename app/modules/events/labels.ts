import { defineEnum } from "~/lib/enum";

/** The status of an event (client-safe; `events.status`): values, German labels and badge tones. */
export const EVENT_STATUS = defineEnum({
  draft: { label: "Entwurf", tone: "neutral" },
  published: { label: "Veröffentlicht", tone: "success" },
  sold_out: { label: "Ausverkauft", tone: "warning" },
  cancelled: { label: "Abgesagt", tone: "danger" },
});
