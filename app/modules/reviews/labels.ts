import { defineEnum } from "~/lib/enum";

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
