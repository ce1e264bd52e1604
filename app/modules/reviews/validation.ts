import type { DbOrTx } from "~/lib/db.server";
import { z } from "zod";
import { REPORT_STATUS, REPORT_TARGET, REVIEW_ANSWERED, REVIEW_STATUS, REVIEW_TARGET } from "~/modules/reviews/labels";
import { multiLine, oneLine, UUID_RE, zInteger } from "~/lib/input";
import { defineList } from "~/lib/list/list-spec";

/** Texts under the one text rule of ~/lib/input: a title on one line, bodies and answers with line breaks. */
const text = (label: string, min: number, max: number, missing: string, kind: "line" | "multiline" = "multiline") => {
  const s = z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .min(min, `${label} muss mindestens ${min} Zeichen lang sein.`)
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`);
  return kind === "line" ? oneLine(s) : multiLine(s);
};

/** What a guest writes: 1–5 stars, a title and a text. */
export const reviewFieldsSchema = z.object({
  rating: zInteger("Bitte vergeben Sie 1 bis 5 Sterne.").pipe(z.number().min(1, "Bitte vergeben Sie 1 bis 5 Sterne.").max(5, "Bitte vergeben Sie 1 bis 5 Sterne.")),
  title: text("Der Titel", 3, 120, "Bitte geben Sie einen Titel ein.", "line"),
  body: text("Der Text", 10, 3000, "Bitte beschreiben Sie Ihren Eindruck."),
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

/** Reviews of places are plain text: markup is refused, not stored (the page shows text only). */
const HTML_TAG = /<\/?[a-z!][^>]*>/i;
const NO_HTML = "Bitte verwenden Sie nur Text, keine HTML-Tags.";
const plain = (s: z.ZodType<string>) => s.refine((v) => !HTML_TAG.test(v), NO_HTML);

/** What a visitor writes about a place: 1–5 stars, a title and a text of at most 2,000 characters, plain text. */
export const placeReviewFieldsSchema = z.object({
  rating: reviewFieldsSchema.shape.rating,
  title: plain(text("Der Titel", 3, 120, "Bitte geben Sie einen Titel ein.", "line")),
  body: plain(text("Der Text", 10, 2000, "Bitte beschreiben Sie Ihren Eindruck.")),
});

/** The visitor's write on the public place page: create, edit or delete their own review. */
export const ownPlaceReviewSchema = z.discriminatedUnion(
  "intent",
  [placeReviewFieldsSchema.extend({ intent: z.literal("create") }), placeReviewFieldsSchema.extend({ intent: z.literal("update") }), z.object({ intent: z.literal("delete") })],
  { error: "Unbekannte Aktion." },
);
export type OwnPlaceReviewInput = z.infer<typeof ownPlaceReviewSchema>;

/** The guest's write on the public event page: create, edit or delete their own review. */
export const ownReviewSchema = z.discriminatedUnion(
  "intent",
  [
    reviewFieldsSchema.extend({ intent: z.literal("create") }),
    reviewFieldsSchema.extend({ intent: z.literal("update") }),
    z.object({ intent: z.literal("delete") }),
  ],
  { error: "Unbekannte Aktion." },
);
export type OwnReviewInput = z.infer<typeof ownReviewSchema>;

/** The organizer's public answer (create or edit) to a review (the row's `id`, posted with intent `answer`). */
export const answerReviewSchema = z.object({
  response: text("Die Antwort", 2, 2000, "Bitte geben Sie eine Antwort ein."),
});
export type AnswerReviewInput = z.infer<typeof answerReviewSchema> & { reviewId: string };

/** A report to the admins (a review by its organizer, a blog article by any signed-in user): a reason is required. */
export const reportReasonSchema = z.object({
  reason: text("Der Grund", 5, 1000, "Bitte geben Sie einen Grund für die Meldung an."),
});
/** The organizer reports a review to the admins (intent `report`). */
export const reportReviewSchema = reportReasonSchema;
export type ReportReviewInput = z.infer<typeof reportReviewSchema> & { reviewId: string };

/** An admin's decision on a report (the intents of /admin/reports). */
export type ReportDecision = "hide" | "delete" | "warn" | "ban" | "dismiss";
/**
 * `ban` hides the content and bans its author; the ban itself belongs to the users module above this
 * one, so the caller hands it in (it runs in the decision's transaction).
 */
export type DecideReportInput = { reportId: string; decision: ReportDecision; banAuthor?: (tx: DbOrTx, authorUserId: string, reason: string) => Promise<unknown> };

/** URL state of the organizer's reviews list (shared by loader and page). */
export const organizerReviewsList = defineList({
  sortable: ["created", "rating", "event"],
  defaultSort: "created",
  defaultDir: "desc",
  pageSize: 20,
  filters: {
    event: z.string().regex(UUID_RE),
    rating: z.enum(["1", "2", "3", "4", "5"]),
    answered: REVIEW_ANSWERED.schema,
    status: REVIEW_STATUS.schema,
  },
});

/** URL state of the business owner's reviews list (/business-owner/reviews): the reviews of their places. */
export const ownerReviewsList = defineList({
  sortable: ["created", "rating"],
  defaultSort: "created",
  defaultDir: "desc",
  pageSize: 20,
  filters: {
    place: z.string().regex(UUID_RE),
    rating: z.enum(["1", "2", "3", "4", "5"]),
    answered: REVIEW_ANSWERED.schema,
  },
});

/** URL state of the admin's reports list: open reports first. */
export const adminReportsList = defineList({
  sortable: ["created"],
  defaultSort: "created",
  defaultDir: "desc",
  pageSize: 20,
  filters: { status: REPORT_STATUS.schema, target: REPORT_TARGET.schema },
});


/** URL state of the admin's reviews list: every review of events and places. */
export const adminReviewsList = defineList({
  sortable: ["created", "rating"],
  defaultSort: "created",
  defaultDir: "desc",
  pageSize: 20,
  filters: {
    status: REVIEW_STATUS.schema,
    rating: z.enum(["1", "2", "3", "4", "5"]),
    target: REVIEW_TARGET.schema,
    answered: REVIEW_ANSWERED.schema,
  },
});
