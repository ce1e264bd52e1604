import { defineEnum } from "~/lib/enum";
import { defineList, type ListParams } from "~/lib/list/list-spec";

/** How far an outbox e-mail got, defined once (the admin's outbox page: badge and filter). */
export const OUTBOX_MAIL_STATUS = defineEnum({
  sent: { label: "Zugestellt", tone: "success" },
  pending: { label: "Wartet", tone: "warning" },
  processing: { label: "Wird zugestellt", tone: "warning" },
  failed: { label: "Erneuter Versuch", tone: "warning" },
  dead: { label: "Aufgegeben", tone: "neutral" },
});

/** URL state of the outbox page: search by recipient or topic, the delivery state; newest first. */
export const outboxList = defineList({
  sortable: ["created"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { status: OUTBOX_MAIL_STATUS.schema },
});
export type OutboxListParams = ListParams<(typeof outboxList.sortable)[number], NonNullable<typeof outboxList.filters>>;
