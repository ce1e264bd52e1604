import { z } from "zod";
import { defineEnum, type EnumValue } from "~/lib/enum";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { ROLE_LABELS, type ROLES } from "~/modules/accounts/roles";

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

/** The four roles of decision 0011 as an enum (select, filter, badge); labels from ROLE_LABELS. */
export const ROLE = defineEnum({
  admin: { label: ROLE_LABELS.admin, tone: "danger" },
  support: { label: ROLE_LABELS.support, tone: "accent" },
  organizer: { label: ROLE_LABELS.organizer, tone: "primary" },
  user: { label: ROLE_LABELS.user, tone: "neutral" },
} satisfies Record<(typeof ROLES)[number], { label: string; tone: "danger" | "accent" | "primary" | "neutral" }>);

/** Shown beside an account whose address is in ADMIN_EMAILS (spec §6, decision 0011). */
export const FIXED_ADMIN_LABEL = "fest (ADMIN_EMAILS)";
