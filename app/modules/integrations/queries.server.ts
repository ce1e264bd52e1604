import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { appUrl } from "~/lib/env.server";
import { WEBHOOK_DELIVERY_STATUS } from "~/modules/integrations/labels";
import { WEBHOOK_EVENT, webhookTopicLabel } from "~/modules/integrations/event-types";
import { apiTokens, webhookEndpoints } from "~/modules/integrations/schema";
import { outbox } from "~/modules/outbox/schema";
import { planUsage } from "~/modules/organizers/assert-within-plan.server";
import { assertCan } from "~/modules/integrations/permissions";
import { findOwnOrganizer, type OrganizerActor } from "~/modules/organizers/scope.server";

/**
 * What the organizer learns of a delivery: the HTTP status code and the duration — never the
 * receiver's answer or a network error's details (an endpoint that pointed into an internal network
 * must not make this page a port scanner). A failure is read only from the fixed forms the delivery
 * writes (webhooks.server.ts, WEBHOOK_FAILURE); anything else shows as "Zustellung fehlgeschlagen".
 */
export function deliveryOutcome(
  status: string,
  result: Record<string, unknown> | null,
  lastError: string | null,
): { httpStatus: number | null; durationMs: number | null; failure: string | null } {
  if (status === "sent" && result && typeof result.status === "number") {
    return { httpStatus: result.status, durationMs: typeof result.durationMs === "number" ? result.durationMs : null, failure: null };
  }
  if (status !== "failed" && status !== "dead") return { httpStatus: null, durationMs: null, failure: null };
  const http = /^HTTP (\d{3}) nach (\d{1,7}) ms/.exec(lastError ?? "");
  if (http) return { httpStatus: Number(http[1]), durationMs: Number(http[2]), failure: null };
  const silent = /^Keine Antwort nach (\d{1,7}) ms$/.exec(lastError ?? "");
  if (silent) return { httpStatus: null, durationMs: Number(silent[1]), failure: "Keine Antwort" };
  if (lastError === "Adresse nicht erlaubt") return { httpStatus: null, durationMs: null, failure: "Adresse nicht erlaubt" };
  return { httpStatus: null, durationMs: null, failure: "Zustellung fehlgeschlagen" };
}

/** Failed webhook deliveries of the last 7 days still waiting or given up (the dashboard's to-do). */
export async function failedWebhookDeliveries(organizerId: string): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${outbox} o
    where o.kind = 'webhook' and o.status in ('failed', 'dead') and o.created_at >= now() - interval '7 days'
      and o.recipient in (select w.id::text from ${webhookEndpoints} w where w.organizer_id = ${organizerId}::uuid)`);
  return Number(res.rows[0]?.n ?? 0);
}

/** Everything the integrations page shows: iCal feed, webhook endpoints with their delivery log, API tokens. */
export async function getIntegrationsView(actor: OrganizerActor, baseUrl = appUrl()) {
  assertCan(actor, "integration.manage");
  const organizer = await findOwnOrganizer(db, actor);
  const { plan } = await planUsage(db, actor);
  if (!organizer) {
    return { organizer: null, icalUrl: null, endpoints: [], deliveries: [], tokens: [], apiAccess: plan.apiAccess || actor.role === "admin", planLabel: plan.label, todoFailedDeliveries: 0, eventTypes: eventTypeOptions() };
  }
  const endpoints = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizerId, organizer.id)).orderBy(desc(webhookEndpoints.createdAt));
  const ids = endpoints.map((e) => e.id);
  const deliveries = ids.length
    ? await db
        .select({
          id: outbox.id,
          recipient: outbox.recipient,
          topic: outbox.topic,
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          result: outbox.result,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
          nextAttemptAt: outbox.nextAttemptAt,
        })
        .from(outbox)
        .where(and(eq(outbox.kind, "webhook"), inArray(outbox.recipient, ids)))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(50)
    : [];
  const urlOf = new Map(endpoints.map((e) => [e.id, e.url]));
  const tokens = await db
    .select({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.organizerId, organizer.id))
    .orderBy(desc(apiTokens.createdAt));
  return {
    organizer: { id: organizer.id, name: organizer.name, slug: organizer.slug },
    icalUrl: `${baseUrl}/api/organizers/${organizer.slug}/events.ics`,
    endpoints: endpoints.map((e) => ({
      id: e.id,
      url: e.url,
      description: e.description,
      secret: e.secret,
      isActive: e.isActive,
      eventTypes: e.eventTypes,
      eventTypeLabels: e.eventTypes.map((t) => WEBHOOK_EVENT.label(t)),
      createdAt: e.createdAt.toISOString(),
    })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      endpointUrl: urlOf.get(d.recipient ?? "") ?? "",
      topic: d.topic,
      topicLabel: webhookTopicLabel(d.topic),
      status: d.status,
      statusLabel: WEBHOOK_DELIVERY_STATUS.label(d.status),
      attempts: d.attempts,
      ...deliveryOutcome(d.status, d.result, d.lastError),
      createdAt: d.createdAt.toISOString(),
      sentAt: d.sentAt?.toISOString() ?? null,
      nextAttemptAt: d.status === "failed" ? d.nextAttemptAt.toISOString() : null,
    })),
    tokens: tokens.map((t) => ({ ...t, createdAt: t.createdAt.toISOString(), lastUsedAt: t.lastUsedAt?.toISOString() ?? null, revokedAt: t.revokedAt?.toISOString() ?? null })),
    apiAccess: plan.apiAccess || actor.role === "admin",
    planLabel: plan.label,
    todoFailedDeliveries: await failedWebhookDeliveries(organizer.id),
    eventTypes: eventTypeOptions(),
  };
}

const eventTypeOptions = () => WEBHOOK_EVENT.options();
