import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { REPORT_TARGET, type ReportResolution } from "~/modules/reviews/labels";
import { assertCan } from "~/modules/reviews/permissions";
import { rowsOf } from "~/modules/reviews/queries.server";
import { reportTarget, type ReportedContent } from "~/modules/reviews/report-targets.server";
import type { DecideReportInput, ReportDecision } from "~/modules/reviews/validation";

type ReportRow = { id: string; target_type: string; target_id: string; status: "open" | "resolved" | "dismissed"; resolution: string | null; reporter_id: string | null };

const RESOLUTION: Record<ReportDecision, ReportResolution> = { hide: "hidden", delete: "deleted", warn: "warned", ban: "hidden", dismiss: "dismissed" };

/** What the reporter reads about the outcome (in-app; push/e-mail as their settings allow). */
const OUTCOME: Record<ReportResolution, string> = {
  hidden: "Der gemeldete Inhalt wurde geprüft und ausgeblendet. Danke für Ihren Hinweis.",
  deleted: "Der gemeldete Inhalt wurde geprüft und gelöscht. Danke für Ihren Hinweis.",
  warned: "Der gemeldete Inhalt wurde geprüft; die verfassende Person wurde verwarnt. Danke für Ihren Hinweis.",
  dismissed: "Wir haben den gemeldeten Inhalt geprüft und keinen Verstoß gegen unsere Regeln festgestellt. Er bleibt sichtbar.",
};

async function notifyReporter(tx: DbOrTx, report: Pick<ReportRow, "id" | "reporter_id" | "target_type">, resolution: ReportResolution) {
  if (!report.reporter_id) return;
  const what = REPORT_TARGET.has(report.target_type) ? REPORT_TARGET.label(report.target_type) : "Inhalt";
  await createNotification(tx, {
    userId: report.reporter_id,
    type: "system",
    category: "system",
    title: `Ihre Meldung (${what}) wurde bearbeitet`,
    message: OUTCOME[resolution],
    entityType: "report",
    entityId: report.id,
  });
}

async function warnAuthor(tx: DbOrTx, actor: Actor, report: ReportRow, content: ReportedContent) {
  const what = REPORT_TARGET.has(report.target_type) ? REPORT_TARGET.label(report.target_type) : "Beitrag";
  await createNotification(tx, {
    userId: content.authorUserId!,
    type: "system",
    category: "system",
    priority: "high",
    title: "Verwarnung durch die Redaktion",
    message: `Ihr Beitrag (${what}) „${content.title}“ wurde gemeldet und verstößt nach unserer Prüfung gegen die Community-Regeln. Bitte achten Sie künftig darauf; bei weiteren Verstößen kann Ihr Konto gesperrt werden.`,
    actionUrl: content.href,
    entityType: report.target_type,
    entityId: report.target_id,
  });
  await audit(tx, actor, "user.warned", { type: "user", id: content.authorUserId! }, null, { reportId: report.id, targetType: report.target_type, targetId: report.target_id });
}

/**
 * An admin decides on a report (spec §2.4 'Meldungen'):
 * - `hide` takes the reported thing off the public pages, `delete` removes it, `warn` sends its author
 *   a warning (a notification) and leaves it as it is: each closes every open report of that thing;
 * - `dismiss` closes this report, the thing stays.
 * Every reporter whose report is closed is notified of the outcome. A repeated decision is harmless;
 * a report decided otherwise answers REPORT_ALREADY_DECIDED. All in one transaction, audited.
 */
export async function decideReport(input: DecideReportInput & { actor: Actor }) {
  assertCan(input.actor, "report.decide");
  if (!isUuid(input.reportId)) throw new AppError("REPORT_NOT_FOUND");
  const resolution = RESOLUTION[input.decision];
  return db.transaction(async (tx) => {
    const [report] = await rowsOf<ReportRow>(
      tx,
      sql`select id, target_type, target_id, status, resolution, reporter_id from reports where id = ${input.reportId}::uuid for update`,
    );
    if (!report) throw new AppError("REPORT_NOT_FOUND");
    if (report.status !== "open") {
      if (report.resolution === resolution) return { id: report.id, changed: false };
      throw new AppError("REPORT_ALREADY_DECIDED");
    }

    if (input.decision === "dismiss") {
      await tx.execute(sql`update reports set status = 'dismissed', resolved_by = ${input.actor.id}, resolved_at = now(), resolution = 'dismissed' where id = ${report.id}::uuid`);
      await audit(tx, input.actor, "report.dismissed", { type: "report", id: report.id }, { status: "open" }, { status: "dismissed" });
      await notifyReporter(tx, report, "dismissed");
      return { id: report.id, changed: true };
    }

    const target = reportTarget(report.target_type);
    const content = target ? (await target.describe(tx, [report.target_id])).get(report.target_id) : undefined;
    const context = { reportId: report.id };
    if (input.decision === "hide" || input.decision === "ban") {
      if (!target?.hide || (input.decision === "ban" && !input.banAuthor)) throw new AppError("REPORT_ACTION_UNSUPPORTED");
      if (!content) throw new AppError("REPORT_TARGET_GONE");
      if (input.decision === "ban" && !content.authorUserId) throw new AppError("REPORT_NO_AUTHOR");
      if (!content.hidden) await target.hide(tx, input.actor, report.target_id, context);
      if (input.decision === "ban") {
        const what = REPORT_TARGET.has(report.target_type) ? REPORT_TARGET.label(report.target_type) : "Beitrag";
        await input.banAuthor!(tx, content.authorUserId!, `Gemeldeter Inhalt (${what}): „${content.title}“`);
      }
    } else if (input.decision === "delete") {
      if (!target?.remove) throw new AppError("REPORT_ACTION_UNSUPPORTED");
      if (!content) throw new AppError("REPORT_TARGET_GONE");
      await target.remove(tx, input.actor, report.target_id, context);
    } else {
      if (!content) throw new AppError(target ? "REPORT_TARGET_GONE" : "REPORT_ACTION_UNSUPPORTED");
      if (!content.authorUserId) throw new AppError("REPORT_NO_AUTHOR");
      await warnAuthor(tx, input.actor, report, content);
    }

    const resolved = await rowsOf<Pick<ReportRow, "id" | "reporter_id" | "target_type">>(
      tx,
      sql`update reports set status = 'resolved', resolved_by = ${input.actor.id}, resolved_at = now(), resolution = ${resolution}
        where target_type = ${report.target_type} and target_id = ${report.target_id} and status = 'open' returning id, reporter_id, target_type`,
    );
    for (const r of resolved) {
      await audit(tx, input.actor, "report.resolved", { type: "report", id: r.id }, { status: "open" }, { status: "resolved", resolution });
      await notifyReporter(tx, r, resolution);
    }
    return { id: report.id, changed: true };
  });
}
