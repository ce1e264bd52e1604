import { defineEnum, type EnumValue } from "~/lib/enum";

/** Whether a review is shown on its event page (client-safe; `reviews.status` in the database). */
export const REVIEW_STATUS = defineEnum({
  published: { label: "Öffentlich", tone: "success" },
  pending: { label: "In Prüfung", tone: "warning" },
  hidden: { label: "Ausgeblendet", tone: "danger", hint: "Von der Redaktion ausgeblendet" },
});

/** Whether the organizer has answered a review (list filter `answered` and its badge). */
export const REVIEW_ANSWERED = defineEnum({
  no: { label: "Unbeantwortet", tone: "warning" },
  yes: { label: "Beantwortet", tone: "success" },
});

/** What a review is about (`reviews.target_type`): an event or a place. */
export const REVIEW_TARGET = defineEnum({
  event: { label: "Event", tone: "secondary" },
  location: { label: "Ort", tone: "neutral" },
});

/** Where a report stands (audit schema `report_status`), with its German label and badge tone. */
export const REPORT_STATUS = defineEnum({
  open: { label: "Offen", tone: "warning" },
  resolved: { label: "Erledigt", tone: "success" },
  dismissed: { label: "Verworfen", tone: "neutral" },
});
export type ReportStatus = EnumValue<typeof REPORT_STATUS>;

/** What a report is about (`reports.target_type`). */
export const REPORT_TARGET = defineEnum({
  review: { label: "Bewertung" },
  blog_post: { label: "Blog-Artikel" },
  user: { label: "Benutzer:in" },
  location: { label: "Ort" },
});
export type ReportTargetType = EnumValue<typeof REPORT_TARGET>;

/** What an admin decided on a report (`reports.resolution`). */
export const REPORT_RESOLUTION = defineEnum({
  hidden: { label: "Ausgeblendet", tone: "danger" },
  deleted: { label: "Gelöscht", tone: "danger" },
  warned: { label: "Autor:in verwarnt", tone: "warning" },
  dismissed: { label: "Verworfen", tone: "neutral" },
});
export type ReportResolution = EnumValue<typeof REPORT_RESOLUTION>;
