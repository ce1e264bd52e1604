import { z } from "zod";
import { defineEnum } from "~/lib/enum";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { CHECK_IN_METHODS } from "~/modules/ticketing/check-in-reasons";

/** The state of a check-in log entry (client-safe): a valid or revoked check-in, or an offline conflict. */
export const CHECK_IN_LOG_STATUS = defineEnum({
  valid: { label: "gültig", tone: "success" },
  revoked: { label: "zurückgenommen", tone: "neutral" },
  conflict: { label: "Konflikte", tone: "danger", hint: "Offline erfasste Scans, die der Server abgelehnt hat" },
});

/** URL state of the log (page, newest/oldest first, name search, status and method filters), shared by page, CSV and query. */
export const checkInLogList = defineList({
  sortable: ["at"],
  defaultSort: "at",
  defaultDir: "desc",
  pageSize: 50,
  filters: { status: CHECK_IN_LOG_STATUS.schema, method: z.enum(CHECK_IN_METHODS) },
});
export type CheckInLogParams = ListParams<"at", NonNullable<(typeof checkInLogList)["filters"]>>;
