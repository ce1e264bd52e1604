import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { AppError } from "~/lib/app-error";
import type { DbOrTx } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { outboundFetch } from "~/lib/outbound-url.server";
import { db } from "~/lib/db.server";
import { outbox } from "~/modules/outbox/schema";
import type { OutboxRow } from "~/modules/outbox/handlers.server";
import { eventOrganizerIdSql } from "~/modules/organizers/scope.server";
import type { WebhookEventType } from "~/modules/integrations/event-types";
import { webhookEndpoints } from "~/modules/integrations/schema";

export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "~/modules/integrations/event-types";

/** Payload of an outbox row of kind "webhook" (recipient = endpoint id). */
export type WebhookMessage = { messageId: string; type: WebhookEventType | "webhook.test"; timestamp: string; data: Record<string, unknown> };

export const newWebhookSecret = () => `whsec_${crypto.randomBytes(24).toString("base64")}`;
const newMessageId = () => `msg_${crypto.randomUUID().replace(/-/g, "")}`;

/**
 * Queues `type` for every active endpoint of `organizerId` that subscribed to it — in the caller's
 * transaction, so the webhook goes out only if the change commits. One outbox row per endpoint:
 * delivery with retries and backoff, and the row is the delivery log. `dedupeKey` makes a repeat
 * (e.g. a replayed payment webhook) queue nothing.
 */
export async function enqueueWebhookEvent(
  tx: DbOrTx,
  organizerId: string | null | undefined,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: { dedupeKey?: string } = {},
): Promise<void> {
  if (!organizerId) return;
  await tx.execute(webhookInsertSql(sql`${organizerId}::uuid`, type, data, sql`true`, options.dedupeKey));
}

/** enqueueWebhookEvent for the organizer who runs event `eventId`. */
export async function enqueueWebhookEventForEvent(
  tx: DbOrTx,
  eventId: string | null | undefined,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: { dedupeKey?: string } = {},
): Promise<void> {
  if (!eventId) return;
  const organizer = sql`(select ${eventOrganizerIdSql("e")} from events e where e.id = ${eventId}::uuid)`;
  await tx.execute(webhookInsertSql(organizer, type, data, sql`true`, options.dedupeKey));
}

/**
 * The same as one INSERT … SELECT for a data-modifying CTE: written only when `when` holds.
 * `organizerId` is an SQL expression (uuid).
 */
export function webhookInsertSql(
  organizerId: SQL,
  type: WebhookEventType,
  data: Record<string, unknown>,
  when: SQL,
  dedupeKey?: string,
  /** extra joins that `organizerId` refers to, e.g. `join events e on e.id = …` */
  join: SQL = sql``,
): SQL {
  const message = { messageId: newMessageId(), type, timestamp: new Date().toISOString(), data };
  const dedupe = dedupeKey ? sql`'webhook:' || w.id || ':' || ${dedupeKey}` : sql`null`;
  return sql`insert into ${outbox} (kind, topic, recipient, payload, dedupe_key, max_attempts)
    select 'webhook'::outbox_kind, ${type}, w.id::text, ${JSON.stringify(message)}::jsonb, ${dedupe}, 10
    from ${webhookEndpoints} w ${join}
    where w.organizer_id = ${organizerId} and w.is_active and ${type} = any(w.event_types) and ${when}
    on conflict (dedupe_key) where dedupe_key is not null do nothing`;
}

/** What a booking webhook carries (no attendee names: the organizer fetches those through the API). */
export function bookingWebhookData(
  b: { id: string; bookingReference: string; eventId: string | null; status: string; paymentStatus: string; quantity: number; totalAmountCents: number; refundedCents: number; userEmail: string | null; confirmedAt?: Date | null; cancelledAt?: Date | null; cancellationReason?: string | null },
  event?: { title: string; startDate: Date } | null,
): Record<string, unknown> {
  return {
    bookingId: b.id,
    bookingReference: b.bookingReference,
    eventId: b.eventId,
    eventTitle: event?.title ?? null,
    eventStartDate: event?.startDate?.toISOString() ?? null,
    status: b.status,
    paymentStatus: b.paymentStatus,
    quantity: b.quantity,
    totalAmountCents: b.totalAmountCents,
    refundedCents: b.refundedCents,
    buyerEmail: b.userEmail,
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancellationReason: b.cancellationReason ?? null,
  };
}

/** The Standard Webhooks headers for one message. */
export function signWebhook(secret: string, messageId: string, timestamp: Date, body: string): Record<string, string> {
  const signature = new Webhook(secret).sign(messageId, timestamp, body);
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": signature,
  };
}

const TIMEOUT_MS = Number(process.env.WEBHOOK_TIMEOUT_MS ?? 10_000);

/** What a failed delivery records (and the organizer sees): status code and duration, never the answer or the network's error. */
export const WEBHOOK_FAILURE = {
  http: (status: number, ms: number) => `HTTP ${status} nach ${ms} ms`,
  noAnswer: (ms: number) => `Keine Antwort nach ${ms} ms`,
  refused: "Adresse nicht erlaubt",
} as const;

/**
 * Outbox handler for kind "webhook": POSTs the signed JSON to the endpoint through the outbound-URL
 * guard (public addresses only, checked at connect time; no redirects). A non-2xx answer, a network
 * error or a refused address throws, so the outbox retries with backoff. Kept: status and duration —
 * not the answer's body, which could be an internal service's reply.
 */
export async function deliverWebhook(row: OutboxRow): Promise<Record<string, unknown>> {
  const endpointId = row.recipient ?? "";
  const res = await db.execute<{ url: string; secret: string; is_active: boolean }>(sql`select url, secret, is_active from ${webhookEndpoints} where id::text = ${endpointId}`);
  const endpoint = res.rows[0];
  if (!endpoint || !endpoint.is_active) return { skipped: "Endpunkt gelöscht oder deaktiviert" };
  const message = row.payload as WebhookMessage; // what enqueueWebhook wrote
  const body = JSON.stringify({ type: message.type, timestamp: message.timestamp, data: message.data });
  const headers = signWebhook(endpoint.secret, message.messageId, new Date(), body);
  const started = Date.now();
  let response: Response;
  try {
    response = await outboundFetch(endpoint.url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Stadtpuls-Webhooks/1.0", ...headers },
      body,
      timeoutMs: TIMEOUT_MS,
      maxResponseBytes: 1024,
    });
  } catch (err) {
    const durationMs = Date.now() - started;
    if (err instanceof AppError) {
      logger.warn({ endpointId, code: err.code }, "Webhook-Adresse vom Outbound-Schutz abgelehnt");
      throw new Error(WEBHOOK_FAILURE.refused, { cause: err });
    }
    logger.info({ endpointId, code: (err as NodeJS.ErrnoException).code, durationMs }, "Webhook-Empfänger nicht erreicht");
    throw new Error(WEBHOOK_FAILURE.noAnswer(durationMs), { cause: err });
  }
  const durationMs = Date.now() - started;
  if (!response.ok) throw new Error(WEBHOOK_FAILURE.http(response.status, durationMs));
  return { status: response.status, durationMs };
}
