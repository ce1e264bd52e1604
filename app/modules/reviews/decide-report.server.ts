import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/reviews/permissions";
import { rowsOf } from "~/modules/reviews/queries.server";
import type { DecideReportInput } from "~/modules/reviews/validation";

type ReportRow = { id: string; target_type: string; target_id: string; status: "open" | "resolved" | "dismissed" };

/**
 * An admin decides on a report: 'hide' sets the reported review hidden and resolves every open
 * report of it; 'dismiss' closes this report and leaves the review as it is. A repeated decision is
 * harmless; a report decided the other way answers REPORT_ALREADY_DECIDED. Both are audited.
 */
export async function decideReport(input: DecideReportInput & { actor: Actor }) {
  assertCan(input.actor, "report.decide");
  if (!isUuid(input.reportId)) throw new AppError("REPORT_NOT_FOUND");
  return db.transaction(async (tx) => {
    const [report] = await rowsOf<ReportRow>(tx, sql`select id, target_type, target_id, status from reports where id = ${input.reportId}::uuid for update`);
    if (!report) throw new AppError("REPORT_NOT_FOUND");
    const wanted = input.decision === "hide" ? "resolved" : "dismissed";
    if (report.status === wanted) return { id: report.id, changed: false };
    if (report.status !== "open") throw new AppError("REPORT_ALREADY_DECIDED");

    if (input.decision === "dismiss") {
      await tx.execute(sql`update reports set status = 'dismissed', resolved_by = ${input.actor.id}, resolved_at = now(), resolution = 'dismissed' where id = ${report.id}::uuid`);
      await audit(tx, input.actor, "report.dismissed", { type: "report", id: report.id }, { status: "open" }, { status: "dismissed" });
      return { id: report.id, changed: true };
    }

    if (report.target_type !== "review") throw new AppError("VALIDATION", { message: "Nur Bewertungen können ausgeblendet werden." });
    const [review] = await rowsOf<{ id: string; status: string }>(tx, sql`select id, status from reviews where id::text = ${report.target_id} for update`);
    if (review && review.status !== "hidden") {
      await tx.execute(sql`update reviews set status = 'hidden', updated_at = now() where id = ${review.id}::uuid`);
      await audit(tx, input.actor, "review.hidden", { type: "review", id: review.id }, { status: review.status }, { status: "hidden", reportId: report.id });
    }
    const resolved = await rowsOf<{ id: string }>(
      tx,
      sql`update reports set status = 'resolved', resolved_by = ${input.actor.id}, resolved_at = now(), resolution = 'hidden'
        where target_type = 'review' and target_id = ${report.target_id} and status = 'open' returning id`,
    );
    for (const r of resolved) await audit(tx, input.actor, "report.resolved", { type: "report", id: r.id }, { status: "open" }, { status: "resolved", resolution: "hidden" });
    return { id: report.id, changed: true };
  });
}
