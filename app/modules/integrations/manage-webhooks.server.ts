import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { webhookEndpoints } from "~/modules/integrations/schema";
import { webhookEndpointSchema, type WebhookEndpointInput } from "~/modules/integrations/validation";
import { newWebhookSecret } from "~/modules/integrations/webhooks.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import { assertCan } from "~/modules/integrations/permissions";
import { ensureOwnOrganizer, type OrganizerActor } from "~/modules/organizers/scope.server";
import { organizers } from "~/modules/people/schema";
import { parseInput } from "~/lib/route-helpers.server";
import { assertOutboundUrl } from "~/lib/outbound-url.server";
import { consumeLimit, type LimitRule } from "~/modules/accounts/rate-limit.server";
import { UUID_RE } from "~/lib/input";
import { teamRoleSql } from "~/modules/organizers/ownership";

/** The endpoint if it belongs to a profile the actor runs (policy `webhook.manage`; admins: any), else WEBHOOK_NOT_FOUND. */
async function ownEndpoint(tx: DbOrTx, actor: OrganizerActor, endpointId: string) {
  assertCan(actor, "integration.manage");
  if (!UUID_RE.test(endpointId)) throw new AppError("WEBHOOK_NOT_FOUND");
  const [found] = await tx
    .select({ endpoint: webhookEndpoints, organizerUserId: organizers.userId, teamRole: teamRoleSql(actor.id, webhookEndpoints.organizerId) })
    .from(webhookEndpoints)
    .leftJoin(organizers, eq(organizers.id, webhookEndpoints.organizerId))
    .where(eq(webhookEndpoints.id, endpointId))
    .limit(1);
  assertCan(actor, "webhook.manage", { organizerUserId: found?.organizerUserId ?? null, teamRole: found?.teamRole ?? null });
  if (!found) throw new AppError("WEBHOOK_NOT_FOUND");
  return found.endpoint;
}

/**
 * The outbound-URL guard when an endpoint is saved (and again at every delivery): a URL that points
 * into an internal network, at a local name or, in production, not at https is refused beside the field.
 */
async function assertWebhookUrl(url: string): Promise<void> {
  try {
    await assertOutboundUrl(url);
  } catch (err) {
    if (err instanceof AppError) throw new AppError("VALIDATION", { message: err.userMessage, fields: { url: err.userMessage } });
    throw err;
  }
}

/** "Test senden" per organizer profile: 10 within 10 minutes (rate_limit table, across instances). */
export const WEBHOOK_TEST_LIMIT: LimitRule = { window: 600, max: 10 };

/** Adds a webhook endpoint with a fresh signing secret. */
export async function createWebhookEndpoint(input: { actor: OrganizerActor; fields: unknown }) {
  assertCan(input.actor, "integration.manage");
  const f: WebhookEndpointInput = parseInput(input.fields, webhookEndpointSchema);
  await assertWebhookUrl(f.url);
  return db.transaction(async (tx) => {
    const organizer = await ensureOwnOrganizer(tx, input.actor);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ organizerId: organizer.id, url: f.url, description: f.description, eventTypes: f.eventTypes, secret: newWebhookSecret(), createdBy: input.actor.id })
      .returning();
    await audit(tx, input.actor, "webhook.created", { type: "webhook_endpoint", id: row!.id }, null, { url: f.url, eventTypes: f.eventTypes });
    return row!;
  });
}

/** Switches an endpoint on or off (off: queued deliveries are skipped). */
export async function setWebhookEndpointActive(input: { actor: OrganizerActor; endpointId: string; active: boolean }) {
  return db.transaction(async (tx) => {
    const row = await ownEndpoint(tx, input.actor, input.endpointId);
    await tx.update(webhookEndpoints).set({ isActive: input.active }).where(eq(webhookEndpoints.id, row.id));
    await audit(tx, input.actor, input.active ? "webhook.enabled" : "webhook.disabled", { type: "webhook_endpoint", id: row.id }, { isActive: row.isActive }, { isActive: input.active });
  });
}

/** Deletes an endpoint (its delivery log stays in the outbox). */
export async function deleteWebhookEndpoint(input: { actor: OrganizerActor; endpointId: string }) {
  return db.transaction(async (tx) => {
    const row = await ownEndpoint(tx, input.actor, input.endpointId);
    await tx.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, row.id)));
    await audit(tx, input.actor, "webhook.deleted", { type: "webhook_endpoint", id: row.id }, { url: row.url }, null);
  });
}

/**
 * Queues a signed test message for one endpoint ('webhook.test'), delivered like any other. Limited
 * per organizer profile (WEBHOOK_TEST_LIMIT): no way to make the server knock on a door in a loop.
 */
export async function sendTestWebhook(input: { actor: OrganizerActor; endpointId: string }) {
  const endpoint = await ownEndpoint(db, input.actor, input.endpointId);
  if (!(await consumeLimit(`sp:webhook-test:${endpoint.organizerId}`, WEBHOOK_TEST_LIMIT))) throw new AppError("WEBHOOK_TEST_LIMITED");
  return db.transaction(async (tx) => {
    const row = await ownEndpoint(tx, input.actor, input.endpointId);
    const messageId = `msg_${crypto.randomUUID().replace(/-/g, "")}`;
    await enqueue(tx, {
      kind: "webhook",
      topic: "webhook.test",
      recipient: row.id,
      payload: { messageId, type: "webhook.test", timestamp: new Date().toISOString(), data: { message: "Testnachricht von Stadtpuls", endpointId: row.id } },
    });
    await audit(tx, input.actor, "webhook.test_sent", { type: "webhook_endpoint", id: row.id });
    return { messageId };
  });
}
