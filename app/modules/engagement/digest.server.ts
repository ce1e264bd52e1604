import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { appUrl } from "~/lib/env.server";
import { formatDateTime, toIsoDay } from "~/lib/format";
import { user } from "~/modules/accounts/schema";
import { channelAllowed } from "~/modules/engagement/notification-settings.server";
import { localMinutes } from "~/modules/engagement/quiet-hours";
import { notifications, notificationSettings } from "~/modules/engagement/schema";
import { enqueue } from "~/modules/outbox/enqueue.server";

/** Digests go out from 08:00 Berlin time: daily every day, weekly on Mondays. */
const SEND_FROM_MINUTES = 8 * 60;
let lastRun = 0;

const berlinWeekday = (d: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", weekday: "short" }).format(d);

/**
 * E-mail digests for users who chose daily or weekly: one mail per user and period (the outbox
 * dedupe key makes it exactly once, also with several instances), listing the notifications of the
 * period in the categories they allow by e-mail. Nothing new → no mail.
 */
export async function sendDueDigests(now = new Date(), opts: { force?: boolean } = {}): Promise<number> {
  if (!opts.force && now.getTime() - lastRun < 10 * 60_000) return 0;
  lastRun = now.getTime();
  if (localMinutes(now, "Europe/Berlin") < SEND_FROM_MINUTES) return 0;
  const isMonday = berlinWeekday(now) === "Mon";
  const frequencies: Array<"daily" | "weekly"> = isMonday ? ["daily", "weekly"] : ["daily"];
  const rows = await db
    .select({ s: notificationSettings, email: user.email, name: user.name })
    .from(notificationSettings)
    .innerJoin(user, eq(user.id, notificationSettings.userId))
    .where(and(eq(notificationSettings.emailEnabled, true), inArray(notificationSettings.emailDigestFrequency, frequencies)));
  const day = toIsoDay(now);
  let sent = 0;
  for (const { s, email, name } of rows) {
    const weekly = s.emailDigestFrequency === "weekly";
    const since = new Date(now.getTime() - (weekly ? 7 : 1) * 86_400_000);
    const items = (
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, s.userId), gte(notifications.createdAt, since)))
        .orderBy(desc(notifications.createdAt))
        .limit(50)
    ).filter((n) => channelAllowed(s, "email", n.category));
    if (items.length === 0) continue;
    const list = items.map((n) => `• ${n.title} (${formatDateTime(n.createdAt)})\n  ${n.message}`).join("\n\n");
    await enqueue(db, {
      kind: "email",
      topic: "notification_digest",
      recipient: email,
      payload: {
        to: email,
        template: "notification_digest",
        data: { name, count: items.length, list, url: `${appUrl()}/luebeck/profile/notifications` },
      },
      dedupeKey: `digest:${s.emailDigestFrequency}:${s.userId}:${day}`,
    });
    sent++;
  }
  return sent;
}
