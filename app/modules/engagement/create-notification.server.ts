import crypto from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { appUrl } from "~/lib/env.server";
import { user } from "~/modules/accounts/schema";
import { channelAllowed, getNotificationSettings, type NotificationSettingsRow } from "~/modules/engagement/notification-settings.server";
import { quietHoursEnd } from "~/modules/engagement/quiet-hours";
import { notifications, pushSubscriptions, type NotificationCategory } from "~/modules/engagement/schema";
import { enqueue, type OutboxMessage } from "~/modules/outbox/enqueue.server";

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
  const [row] = await tx.insert(notifications).values(notificationValues(crypto.randomUUID(), n)).returning();
  // the live stream hears of it through trigger notifications_notify (migration 0002)

  const wantPush = n.deliver?.push !== false;
  const wantEmail = n.deliver?.email !== false;
  if (!wantPush && !wantEmail) return row;
  const settings = await getNotificationSettings(tx, n.userId);
  const hasPushSubscription =
    wantPush && channelAllowed(settings, "push", n.category)
      ? (await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, n.userId)).limit(1)).length > 0
      : false;
  const recipient =
    wantEmail && settings.emailDigestFrequency === "immediate" && channelAllowed(settings, "email", n.category)
      ? ((await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, n.userId)).limit(1))[0] ?? null)
      : null;
  await enqueue(tx, notificationDeliveries(row!.id, n, { settings, hasPushSubscription, recipient }));
  return row;
}

/** What decides a notification's delivery beyond the in-app list. */
export type DeliveryContext = {
  settings: NotificationSettingsRow;
  /** The user has at least one push subscription. */
  hasPushSubscription: boolean;
  /** Only needed when an e-mail may go out. */
  recipient: { email: string; name: string } | null;
};

/**
 * The outbox messages (push, e-mail) that deliver a notification, honouring the user's settings per
 * category, the e-mail digest frequency and quiet hours (urgent ignores them).
 */
export function notificationDeliveries(notificationId: string, n: NewNotification, ctx: DeliveryContext, now = new Date()): OutboxMessage[] {
  const { settings } = ctx;
  const wantPush = n.deliver?.push !== false;
  const wantEmail = n.deliver?.email !== false;
  const quietUntil =
    (n.priority ?? "normal") === "urgent"
      ? null
      : quietHoursEnd(now, {
          enabled: settings.quietHoursEnabled,
          start: settings.quietHoursStart,
          end: settings.quietHoursEnd,
          timeZone: settings.quietHoursTimezone,
        });
  const out: OutboxMessage[] = [];
  if (wantPush && ctx.hasPushSubscription && channelAllowed(settings, "push", n.category)) {
    out.push({
      kind: "push",
      topic: "notification",
      recipient: n.userId,
      payload: { userId: n.userId, notificationId, title: n.title, body: n.message, url: n.actionUrl ?? "/", image: n.imageUrl ?? null },
      dedupeKey: `push:${notificationId}`,
      notBefore: quietUntil ?? undefined,
    });
  }
  // daily/weekly digests are sent by the digest job; "never" sends none
  if (wantEmail && ctx.recipient && settings.emailDigestFrequency === "immediate" && channelAllowed(settings, "email", n.category)) {
    const u = ctx.recipient;
    out.push({
      kind: "email",
      topic: "notification",
      recipient: u.email,
      payload: {
        to: u.email,
        template: "notification",
        data: { name: u.name, title: n.title, message: n.message, url: absolute(n.actionUrl) },
      },
      dedupeKey: `notification-mail:${notificationId}`,
      notBefore: quietUntil ?? undefined,
    });
  }
  return out;
}

function notificationValues(id: string, n: NewNotification) {
  return {
    id,
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
  };
}

/**
 * The notification row as one INSERT … SELECT for a data-modifying CTE, written only when `when`
 * holds. Its deliveries (notificationDeliveries, with the same id) go into the same statement.
 */
export function notificationInsertSql(id: string, n: NewNotification, when: SQL): SQL {
  const v = notificationValues(id, n);
  return sql`insert into ${notifications} (id, user_id, type, category, title, message, priority, action_url, image_url,
      entity_type, entity_id, sender_type, metadata)
    select ${v.id}::uuid, ${v.userId}, ${v.type}::notification_type, ${v.category}, ${v.title}, ${v.message},
      ${v.priority}::notification_priority, ${v.actionUrl}, ${v.imageUrl}, ${v.entityType}, ${v.entityId}, ${v.senderType},
      ${JSON.stringify(v.metadata)}::jsonb
    where ${when}`;
}
