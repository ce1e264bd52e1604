import { defineList, type ListParams } from "~/lib/list/list-spec";
import { OUTBOX_STATUS } from "~/modules/outbox/labels";


/** URL state of the outbox page: search by recipient or topic, the delivery state; newest first. */
export const outboxList = defineList({
  sortable: ["created"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { status: OUTBOX_STATUS.schema },
});
export type OutboxListParams = ListParams<(typeof outboxList.sortable)[number], NonNullable<typeof outboxList.filters>>;
