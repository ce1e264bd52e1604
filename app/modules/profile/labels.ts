import { z } from "zod";
import { defineEnum, type EnumValue } from "~/lib/enum";
import { defineList, type ListParams } from "~/lib/list/list-spec";

/** The states of an organizer request, defined once: values, German labels, badge tones (client-safe). */
export const ORGANIZER_REQUEST_STATUS = defineEnum({
  pending: { label: "In Prüfung", tone: "warning" },
  approved: { label: "Freigegeben", tone: "success" },
  rejected: { label: "Abgelehnt", tone: "danger" },
});
export type OrganizerRequestStatus = EnumValue<typeof ORGANIZER_REQUEST_STATUS>;

/** URL state of the admin's organizer requests: no status = the open ones (oldest first, the queue), `all` = every one. */
export const adminOrganizerRequestList = defineList({
  sortable: ["created", "organization"],
  defaultSort: "created",
  defaultDir: "asc",
  filters: { status: z.union([ORGANIZER_REQUEST_STATUS.schema, z.literal("all")]) },
});
export type AdminOrganizerRequestListParams = ListParams<
  (typeof adminOrganizerRequestList.sortable)[number],
  NonNullable<typeof adminOrganizerRequestList.filters>
>;
