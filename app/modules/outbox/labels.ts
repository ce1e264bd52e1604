import { defineEnum, type EnumValue } from "~/lib/enum";

/** Where an outbox message stands (schema `outbox_status`), as the admin mailbox shows it. */
export const OUTBOX_STATUS = defineEnum({
  pending: { label: "Wartet", tone: "warning" },
  processing: { label: "Wird zugestellt", tone: "warning" },
  sent: { label: "Zugestellt", tone: "success" },
  failed: { label: "Erneuter Versuch", tone: "warning" },
  dead: { label: "Aufgegeben", tone: "neutral" },
});
export type OutboxStatus = EnumValue<typeof OUTBOX_STATUS>;
