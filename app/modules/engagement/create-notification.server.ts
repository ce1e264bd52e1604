import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { appUrl } from "~/lib/env.server";
import { user } from "~/modules/accounts/schema";
import { channelAllowed, getNotificationSettings } from "~/modules/engagement/notification-settings.server";
import { quietHoursEnd } from "~/modules/engagement/quiet-hours";
import { notifications, pushSubscriptions, type NotificationCategory } from "~/modules/engagement/schema";
import { enqueue } from "~/modules/outbox/enqueue.server";

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
  /**
   * Extra channels besides the in-app list (default: both, as the user's settings allow).
   * Pass { email: false } when the calling module already sends its own e-mail for this event.
   */
  deliver?: { push?: boolean; email?: boolean };
};

const absolute = (url: string | null | undefined) => (url ? (url.startsWith("/") ? `${appUrl()}${url}` : url) : `${appUrl()}/`);

/**
 * Creates an in-app notification in the caller's transaction (spec §7 create_notification)
 * and wakes live listeners. Push and e-mail go through the outbox, honouring the user's
 * settings per category, the e-mail digest frequency and quiet hours (urgent ignores them).
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
  // the live stream hears of it through trigger notifications_notify (migration 0002)

  const wantPush = n.deliver?.push !== false;
  const wantEmail = n.deliver?.email !== false;
  if (!wantPush && !wantEmail) return row;
  const settings = await getNotificationSettings(tx, n.userId);
  const quietUntil =
    (n.priority ?? "normal") === "urgent"
      ? null
      : quietHoursEnd(new Date(), {
          enabled: settings.quietHoursEnabled,
          start: settings.quietHoursStart,
          end: settings.quietHoursEnd,
          timeZone: settings.quietHoursTimezone,
        });

  if (wantPush && channelAllowed(settings, "push", n.category)) {
    const [sub] = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, n.userId)).limit(1);
    if (sub) {
      await enqueue(tx, {
        kind: "push",
        topic: "notification",
        recipient: n.userId,
        payload: { userId: n.userId, notificationId: row.id, title: n.title, body: n.message, url: n.actionUrl ?? "/", image: n.imageUrl ?? null },
        dedupeKey: `push:${row.id}`,
        notBefore: quietUntil ?? undefined,
      });
    }
  }

  // daily/weekly digests are sent by the digest job; "never" sends none
  if (wantEmail && settings.emailDigestFrequency === "immediate" && channelAllowed(settings, "email", n.category)) {
    const [u] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, n.userId)).limit(1);
    if (u) {
      await enqueue(tx, {
        kind: "email",
        topic: "notification",
        recipient: u.email,
        payload: {
          to: u.email,
          template: "notification",
          data: { name: u.name, title: n.title, message: n.message, url: absolute(n.actionUrl) },
        },
        dedupeKey: `notification-mail:${row.id}`,
        notBefore: quietUntil ?? undefined,
      });
    }
  }
  return row;
}
