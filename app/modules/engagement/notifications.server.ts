import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/engagement/permissions";
import { notifications } from "~/modules/engagement/schema";

/** Spec §9: the shown list covers the last 7 days, newest first, at most 50. */
export const NOTIFICATION_WINDOW_DAYS = 7;
export const NOTIFICATION_LIMIT = 50;

export type NotificationItem = {
  id: string;
  title: string;
  message: string;
  type: string;
  priority: string;
  isRead: boolean;
  actionUrl: string | null;
  imageUrl: string | null;
  createdAt: string;
};

const since = () => new Date(Date.now() - NOTIFICATION_WINDOW_DAYS * 86_400_000);

export async function listNotifications(actor: Actor): Promise<{ items: NotificationItem[]; unread: number }> {
  const userId = actor.id;
  const [rows, [u]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), gte(notifications.createdAt, since())))
      .orderBy(desc(notifications.createdAt))
      .limit(NOTIFICATION_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), gte(notifications.createdAt, since()))),
  ]);
  return {
    unread: Number(u?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      message: r.message,
      type: r.type,
      priority: r.priority,
      isRead: r.isRead,
      actionUrl: r.actionUrl,
      imageUrl: r.imageUrl,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Mark one read (spec mark_notification_read(p_notification_id, p_user_id)); another user's id → 404. */
export async function markNotificationRead(actor: Actor, id: string): Promise<void> {
  assertCan(actor, "notification.manage");
  const userId = actor.id;
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new AppError("NOTIFICATION_NOT_FOUND");
}

export async function markAllNotificationsRead(actor: Actor): Promise<number> {
  assertCan(actor, "notification.manage");
  const userId = actor.id;
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(actor: Actor, id: string): Promise<void> {
  assertCan(actor, "notification.manage");
  const userId = actor.id;
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new AppError("NOTIFICATION_NOT_FOUND");
}

export async function deleteAllNotifications(actor: Actor): Promise<number> {
  assertCan(actor, "notification.manage");
  const userId = actor.id;
  const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return rows.length;
}
