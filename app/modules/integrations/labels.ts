import { defineEnum } from "~/lib/enum";

/** How a webhook delivery (an outbox row of kind "webhook") stands, in the organizer's words. */
export const WEBHOOK_DELIVERY_STATUS = defineEnum({
  pending: { label: "Wartet auf Zustellung", tone: "neutral" },
  processing: { label: "Wird zugestellt", tone: "neutral" },
  sent: { label: "Zugestellt", tone: "success" },
  failed: { label: "Fehlgeschlagen – neuer Versuch geplant", tone: "warning" },
  dead: { label: "Endgültig fehlgeschlagen", tone: "danger" },
});
