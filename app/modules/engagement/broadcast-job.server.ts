import { eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { nextRecipients, countAudience } from "~/modules/engagement/broadcast-audience.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { notificationBroadcasts } from "~/modules/engagement/schema";
import { broadcastJob } from "~/modules/engagement/send-broadcast.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import type { OutboxRow } from "~/modules/outbox/handlers.server";

/** Recipients per batch (one transaction each). */
export const BROADCAST_BATCH = 500;

/**
 * Delivers the next batch of a broadcast (outbox kind "notification", topic "broadcast"): locks the
 * broadcast, creates each recipient's notification with create_notification semantics (their settings
 * for category "system" decide push and e-mail, quiet hours hold them back unless urgent), moves the
 * cursor and enqueues the next batch — all in one transaction, so a crash repeats a batch at most, and
 * a recipient who has it already is skipped (and kept out by notifications_broadcast_once).
 */
export async function runBroadcastBatch(broadcastId: string, batchSize = BROADCAST_BATCH) {
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, broadcastId)).for("update");
    if (!b || b.status === "cancelled" || b.status === "done") return { skipped: b?.status ?? "missing" };
    const total = b.status === "scheduled" ? await countAudience(tx, b) : b.total;
    const batch = await nextRecipients(tx, b, batchSize);
    for (const r of batch) {
      await createNotification(tx, {
        userId: r.id,
        type: "system",
        category: "system",
        title: b.title,
        message: b.message,
        priority: b.priority,
        actionUrl: b.actionUrl,
        imageUrl: b.imageUrl,
        entityType: "broadcast",
        entityId: b.id,
        senderType: "admin",
        metadata: { broadcastId: b.id },
      });
    }
    const sent = b.sent + batch.length;
    const finished = batch.length < batchSize;
    await tx
      .update(notificationBroadcasts)
      .set({
        status: finished ? "done" : "sending",
        startedAt: b.startedAt ?? new Date(),
        finishedAt: finished ? new Date() : null,
        sent,
        total: finished ? sent : Math.max(total, sent),
        cursor: batch.at(-1)?.id ?? b.cursor,
      })
      .where(eq(notificationBroadcasts.id, b.id));
    if (!finished) await enqueue(tx, broadcastJob(b.id, `after:${batch.at(-1)!.id}`));
    return { sent: batch.length, finished };
  });
}

type TopicHandler = (row: OutboxRow) => Promise<Record<string, unknown>>;
const topics = new Map<string, TopicHandler>();

/** Lets a module above deliver its own batched notifications (kind "notification", topic `topic`). */
export function registerNotificationTopic(topic: string, handler: TopicHandler): void {
  topics.set(topic, handler);
}

/** Outbox handler of kind "notification": the admin broadcasts' batches and the registered topics'. */
export async function deliverNotificationJob(row: OutboxRow): Promise<Record<string, unknown>> {
  const other = topics.get(row.topic);
  if (other) return other(row);
  const id = row.payload.broadcastId;
  if (row.topic !== "broadcast" || typeof id !== "string") throw new Error(`Unbekannter Benachrichtigungsauftrag: ${row.topic}`);
  return runBroadcastBatch(id);
}
