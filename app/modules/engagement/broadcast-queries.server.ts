import { and, count, eq, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import type { ListParams } from "~/lib/list/list-spec";
import { listPage, orderBy } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import type { broadcastList } from "~/modules/engagement/broadcast-validation";
import { assertCan } from "~/modules/engagement/permissions";
import { notificationBroadcasts, notifications } from "~/modules/engagement/schema";

type BroadcastListParams = ListParams<(typeof broadcastList.sortable)[number], NonNullable<typeof broadcastList.filters>>;

/** The history of `/admin/notifications`: audience, reach, read count, state and progress of each broadcast. */
export async function getBroadcastsView(actor: Actor, params: BroadcastListParams, now = new Date()) {
  assertCan(actor, "broadcast.manage");
  const b = notificationBroadcasts;
  const where = params.filters.status ? eq(b.status, params.filters.status) : undefined;
  const read = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.entityType, "broadcast"), eq(notifications.entityId, sql`${b.id}::text`), eq(notifications.isRead, true)));
  const list = await listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: b.id,
          title: b.title,
          message: b.message,
          actionUrl: b.actionUrl,
          priority: b.priority,
          audienceLabel: b.audienceLabel,
          status: b.status,
          sendAt: b.sendAt,
          total: b.total,
          sent: b.sent,
          finishedAt: b.finishedAt,
          createdAt: b.createdAt,
          read: sql<number>`(${read})::int`,
        })
        .from(b)
        .where(where)
        .orderBy(...orderBy(params, { created: b.createdAt, sendAt: b.sendAt }, b.id))
        .limit(limit)
        .offset(offset),
    total: () => db.$count(b, where),
    map: (r) => ({
      ...r,
      /** Waiting for its time (a scheduled broadcast whose time has not come). */
      waiting: r.status === "scheduled" && r.sendAt > now,
      percent: r.total > 0 ? Math.min(100, Math.round((r.sent / r.total) * 100)) : r.status === "done" ? 100 : 0,
    }),
  });
  // the page refreshes itself while something is on its way
  const [running] = await db
    .select({ n: count() })
    .from(b)
    .where(sql`${b.status} = 'sending' or (${b.status} = 'scheduled' and ${b.sendAt} <= ${now})`);
  return { ...list, running: (running?.n ?? 0) > 0 };
}

export type BroadcastRow = Awaited<ReturnType<typeof getBroadcastsView>>["rows"][number];
