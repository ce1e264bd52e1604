import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import webpush from "web-push";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/engagement/permissions";
import { logger } from "~/lib/logger.server";
import { checkOutboundUrl, guardedHttpsAgent } from "~/lib/outbound-url.server";
import { pushSubscriptions } from "~/modules/engagement/schema";
import type { OutboxRow } from "~/modules/outbox/handlers.server";

type Vapid = { publicKey: string; privateKey: string; subject: string };
let cached: Vapid | undefined;

/** VAPID keys: VAPID_* from the environment (production), else generated once into ./data/vapid.json. */
export function vapidKeys(): Vapid {
  if (cached) return cached;
  const subject = process.env.VAPID_SUBJECT ?? "mailto:hallo@stadtpuls.de";
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) {
    cached = { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY, subject };
    return cached;
  }
  const file = path.join(process.env.DATA_DIR ?? "./data", "vapid.json");
  try {
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    cached = { ...saved, subject };
  } catch {
    const keys = webpush.generateVAPIDKeys();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    cached = { ...keys, subject };
  }
  return cached;
}

/**
 * The push services browsers subscribe with (Chrome/Android: FCM, Firefox: Mozilla autopush, Edge:
 * WNS, Safari: Apple). The server connects to a subscription's endpoint, so only these hosts are
 * accepted: no internal address, loopback or private range, and no IP literal, port or credentials
 * a subscriber could choose (server-side request forgery, issue 14 finding 10).
 */
export const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com", "push.services.mozilla.com", "web.push.apple.com"];
const PUSH_SERVICE_SUFFIXES = [".notify.windows.com", ".push.apple.com"];

export function isPushServiceEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  // the shared outbound-URL guard first (https, no credentials, no internal names or addresses) …
  try {
    checkOutboundUrl(endpoint);
  } catch {
    return false;
  }
  // … then only the push services' own hosts
  const u = new URL(endpoint);
  if (u.protocol !== "https:" || u.username || u.password || (u.port && u.port !== "443")) return false;
  const host = u.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host));
}

export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2000).refine(isPushServiceEndpoint, "Ungültiger Push-Endpunkt."),
  keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(8).max(100) }),
});

/** Stores the browser's subscription for the actor (an endpoint belongs to one user: re-subscribing moves it). */
export async function savePushSubscription(actor: Actor, input: unknown, userAgent: string | null) {
  assertCan(actor, "pushSubscription.manage");
  const userId = actor.id;
  const parsed = pushSubscriptionSchema.safeParse(input);
  if (!parsed.success) throw new AppError("PUSH_SUBSCRIPTION_INVALID");
  const s = parsed.data;
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, userAgent: userAgent?.slice(0, 300) ?? null })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: s.keys.p256dh, auth: s.keys.auth, userAgent: userAgent?.slice(0, 300) ?? null },
    });
}

export async function removePushSubscription(actor: Actor, endpoint: string) {
  assertCan(actor, "pushSubscription.manage");
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, actor.id), eq(pushSubscriptions.endpoint, endpoint)));
}

let agent: ReturnType<typeof guardedHttpsAgent> | undefined;
/** The https.Agent of the outbound-URL guard (resolve, check every address, connect to a checked one). */
const pushAgent = () => (agent ??= guardedHttpsAgent());

type Sender = (sub: webpush.PushSubscription, payload: string, options: webpush.RequestOptions) => Promise<unknown>;
let sender: Sender = (sub, payload, options) => webpush.sendNotification(sub, payload, options);
/** Tests replace the network call. */
export function setPushSender(fn: Sender) {
  sender = fn;
}

/** Outbox handler for kind "push": sends to every subscription of the user; 404/410 → subscription removed. */
export async function deliverPush(row: OutboxRow): Promise<Record<string, unknown>> {
  const p = row.payload as { userId: string; title: string; body: string; url?: string; image?: string | null; notificationId?: string };
  const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.userId));
  const keys = vapidKeys();
  const payload = JSON.stringify({ title: p.title, body: p.body, url: p.url ?? "/", image: p.image ?? null, tag: p.notificationId });
  let sent = 0;
  let removed = 0;
  let failed = 0;
  for (const s of subs) {
    // a row stored before endpoints were checked: never connect there, drop it
    if (!isPushServiceEndpoint(s.endpoint)) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
      removed++;
      continue;
    }
    try {
      await sender({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 60 * 60 * 24,
        // the connection goes only to the checked public addresses of the push service's name
        agent: pushAgent(),
      });
      sent++;
      await db.update(pushSubscriptions).set({ lastUsedAt: new Date() }).where(eq(pushSubscriptions.id, s.id));
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
        removed++;
      } else {
        failed++;
        logger.warn({ err: (err as Error).message, status }, "Push-Zustellung fehlgeschlagen");
      }
    }
  }
  if (failed > 0 && sent === 0) throw new Error(`Push an ${failed} Abo(s) fehlgeschlagen`);
  return { sent, removed, failed };
}
