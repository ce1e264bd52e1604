import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { notifications, type NotificationCategory } from "~/modules/engagement/schema";

export type NewNotification = {
  userId: string;
  type: "event" | "follow" | "like" | "comment" | "system";
  /** Which settings category governs push/e-mail delivery. */
  category: NotificationCategory;
  title: string;
  message: string;
  priority?: "low" | "normal" | "high" | "urgent";
  actionUrl?: string | null;
  imageUrl?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  senderType?: string;
  metadata?: Record<string, unknown>;
};

/**
 * Creates an in-app notification in the caller's transaction (spec §7 create_notification)
 * and wakes live listeners. Delivery by push/e-mail honours the user's settings (engagement module).
 */
export async function createNotification(tx: DbOrTx, n: NewNotification) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      category: n.category,
      title: n.title,
      message: n.message,
      priority: n.priority ?? "normal",
      actionUrl: n.actionUrl ?? null,
      imageUrl: n.imageUrl ?? null,
      entityType: n.entityType ?? null,
      entityId: n.entityId ?? null,
      senderType: n.senderType ?? "system",
      metadata: n.metadata ?? {},
    })
    .returning();
  await tx.execute(sql`select pg_notify('notifications', ${n.userId})`);
  return row;
}
