import { defineEnum, type EnumValue } from "~/lib/enum";

/** Where a report stands (audit schema `report_status`), with its German label and badge tone. */
export const REPORT_STATUS = defineEnum({
  open: { label: "Offen", tone: "warning" },
  resolved: { label: "Erledigt", tone: "success" },
  dismissed: { label: "Verworfen", tone: "neutral" },
});
export type ReportStatus = EnumValue<typeof REPORT_STATUS>;

/** Whether a review shows publicly — the values the organizer's reviews list filters by. */
export const REVIEW_VISIBILITY = defineEnum({
  published: { label: "Öffentlich", tone: "success" },
  hidden: { label: "Ausgeblendet", tone: "danger" },
});
