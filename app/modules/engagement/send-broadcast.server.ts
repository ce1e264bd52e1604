import { eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { CITY_NAMES } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { berlinLocalToDate } from "~/lib/format";
import type { Actor } from "~/modules/accounts/actor";
import { ROLE_LABELS } from "~/modules/accounts/roles";
import { user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { countAudience } from "~/modules/engagement/broadcast-audience.server";
import type { BroadcastFormValues } from "~/modules/engagement/broadcast-validation";
import { assertCan } from "~/modules/engagement/permissions";
import { notificationBroadcasts } from "~/modules/engagement/schema";
import { saveUploadedImage } from "~/modules/media/upload-image.server";
import { enqueue } from "~/modules/outbox/enqueue.server";

/** The outbox job that delivers (the next batch of) a broadcast. */
export const broadcastJob = (broadcastId: string, step: string, notBefore?: Date) =>
  ({ kind: "notification", topic: "broadcast", payload: { broadcastId }, dedupeKey: `broadcast:${broadcastId}:${step}`, notBefore }) as const;

async function resolveAudience(tx: DbOrTx, v: BroadcastFormValues) {
  switch (v.audience) {
    case "all":
      return { audience: "all" as const, audienceValue: null, audienceLabel: "Alle Nutzer:innen" };
    case "city":
      return { audience: "city" as const, audienceValue: v.city!, audienceLabel: `Nutzer:innen in ${CITY_NAMES[v.city!]}` };
    case "role":
      return { audience: "role" as const, audienceValue: v.role!, audienceLabel: `Rolle ${ROLE_LABELS[v.role!]}` };
    case "user": {
      const [u] = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(sql`lower(${user.email})`, v.email!.toLowerCase())).limit(1);
      if (!u) throw new AppError("BROADCAST_RECIPIENT_NOT_FOUND", { field: "email" });
      return { audience: "user" as const, audienceValue: u.id, audienceLabel: u.email };
    }
  }
}

/**
 * Sends a notification to many users (admins only): stores the broadcast and hands it to the outbox,
 * which delivers it at `sendAt` (Europe/Berlin; now when empty) in batches with create_notification
 * semantics. The form's token makes a double submit answer the first broadcast instead of a second.
 */
export async function sendBroadcast(input: { actor: Actor; values: BroadcastFormValues; now?: Date }) {
  const { actor, values } = input;
  assertCan(actor, "broadcast.manage");
  const now = input.now ?? new Date();
  const sendAt = values.sendAt ? berlinLocalToDate(values.sendAt) : now;
  if (!sendAt) throw new AppError("BROADCAST_SEND_AT_INVALID", { field: "sendAt" });
  if (values.sendAt && sendAt.getTime() < now.getTime() - 60_000) throw new AppError("BROADCAST_SEND_AT_PAST", { field: "sendAt" });

  const same = async (tx: DbOrTx) =>
    (await tx.select({ id: notificationBroadcasts.id }).from(notificationBroadcasts).where(eq(notificationBroadcasts.requestToken, values.requestToken)))[0];
  // a double submit answers the first broadcast before anything is stored (not even the image)
  const sentBefore = await same(db);
  if (sentBefore) return { id: sentBefore.id, created: false };
  const image = values.image
    ? await saveUploadedImage({ actor, file: values.image, altText: values.imageAlt || values.title, purpose: "notification", fieldName: "image" })
    : null;

  return db.transaction(async (tx) => {
    const earlier = await same(tx);
    if (earlier) return { id: earlier.id, created: false };
    const audience = await resolveAudience(tx, values);
    const total = await countAudience(tx, audience);
    if (total === 0) throw new AppError("BROADCAST_NO_RECIPIENTS", { field: values.audience === "city" ? "city" : "audience" });
    const [row] = await tx
      .insert(notificationBroadcasts)
      .values({
        requestToken: values.requestToken,
        title: values.title,
        message: values.message ?? "",
        actionUrl: values.link ?? null,
        imageUrl: image?.url ?? values.imageUrl ?? null,
        priority: values.priority,
        ...audience,
        sendAt,
        total,
        createdBy: actor.id,
      })
      .onConflictDoNothing({ target: notificationBroadcasts.requestToken })
      .returning();
    if (!row) return { id: (await same(tx))!.id, created: false };
    await enqueue(tx, broadcastJob(row.id, "start", sendAt));
    await audit(tx, actor, "notification_broadcast.created", { type: "notification_broadcast", id: row.id }, null, {
      title: row.title,
      audience: row.audienceLabel,
      sendAt: row.sendAt.toISOString(),
      recipients: total,
    });
    return { id: row.id, created: true };
  });
}

/** Stops a broadcast that has not started yet (a scheduled one); audited. One that runs or ran cannot be stopped. */
export async function cancelBroadcast(input: { actor: Actor; id: string }) {
  const { actor, id } = input;
  assertCan(actor, "broadcast.manage");
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id)).for("update");
    if (!b) throw new AppError("BROADCAST_NOT_FOUND");
    if (b.status !== "scheduled") throw new AppError("BROADCAST_ALREADY_STARTED");
    await tx.update(notificationBroadcasts).set({ status: "cancelled", finishedAt: new Date() }).where(eq(notificationBroadcasts.id, id));
    await audit(tx, actor, "notification_broadcast.cancelled", { type: "notification_broadcast", id }, { status: b.status }, { status: "cancelled" });
  });
}
