import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { createWebhookEndpoint, deleteWebhookEndpoint, sendTestWebhook } from "~/modules/integrations/manage-webhooks.server";
import { getIntegrationsView } from "~/modules/integrations/queries.server";
import { webhookEndpoints } from "~/modules/integrations/schema";
import { outbox } from "~/modules/outbox/schema";
import { processOutboxOnce } from "~/modules/outbox/worker.server";
import { registerDefaultHandlers } from "~/modules/register-handlers.server";
import { cancelConfirmedBookingTx } from "~/modules/ticketing/release-booking.server";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";
import { setupTestDb } from "../../../tests/setup/db";

type Received = { headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let failNext = 0;
let server: http.Server;
let url = "";

beforeAll(async () => {
  await setupTestDb();
  registerDefaultHandlers();
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end("kaputt");
        return;
      }
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const headersOf = (h: http.IncomingHttpHeaders) => ({
  "webhook-id": String(h["webhook-id"]),
  "webhook-timestamp": String(h["webhook-timestamp"]),
  "webhook-signature": String(h["webhook-signature"]),
});

describe("organizer webhooks", () => {
  it("delivers booking.confirmed and booking.cancelled signed so that the library's own Webhook.verify accepts them", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const endpoint = await createWebhookEndpoint({ actor: org.actor, fields: { url, eventTypes: ["booking.confirmed", "booking.cancelled"] } });
    const event = await makeOrganizerEvent(org);
    received.length = 0;
    const booking = await bookEvent(event, 2);
    while ((await processOutboxOnce()) > 0) {
      /* drain */
    }
    const confirmed = received.find((r) => JSON.parse(r.body).type === "booking.confirmed");
    expect(confirmed).toBeDefined();
    const verified = new Webhook(endpoint.secret).verify(confirmed!.body, headersOf(confirmed!.headers)) as { type: string; data: Record<string, unknown> };
    expect(verified.data).toMatchObject({ bookingId: booking.bookingId, bookingReference: booking.bookingReference, quantity: 2, status: "confirmed" });

    // a tampered body or another secret is refused by the verifier
    expect(() => new Webhook(endpoint.secret).verify(confirmed!.body.replace('"quantity":2', '"quantity":3'), headersOf(confirmed!.headers))).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.from("x".repeat(24)).toString("base64")}`).verify(confirmed!.body, headersOf(confirmed!.headers))).toThrow();

    await db.transaction((tx) => cancelConfirmedBookingTx(tx, booking.bookingId, { reason: "Test", refundedCents: 0 }));
    while ((await processOutboxOnce()) > 0) {
      /* drain */
    }
    const cancelled = received.find((r) => JSON.parse(r.body).type === "booking.cancelled");
    expect(cancelled).toBeDefined();
    expect((new Webhook(endpoint.secret).verify(cancelled!.body, headersOf(cancelled!.headers)) as { data: { status: string } }).data.status).toBe("cancelled");

    // another organizer's events do not reach this endpoint
    const other = await makeOrganizer();
    received.length = 0;
    await bookEvent(await makeOrganizerEvent(other), 1);
    while ((await processOutboxOnce()) > 0) {
      /* drain */
    }
    expect(received).toHaveLength(0);
  });

  it("retries a failed delivery and shows it in the delivery log", async () => {
    const org = await makeOrganizer();
    const endpoint = await createWebhookEndpoint({ actor: org.actor, fields: { url, eventTypes: "booking.confirmed" } });
    failNext = 1;
    await sendTestWebhook({ actor: org.actor, endpointId: endpoint.id });
    await processOutboxOnce();
    const [row] = await db.select().from(outbox).where(and(eq(outbox.kind, "webhook"), eq(outbox.recipient, endpoint.id)));
    expect(row!.status).toBe("failed");
    expect(row!.lastError).toContain("HTTP 500");
    let view = await getIntegrationsView(org.actor);
    expect(view.deliveries[0]).toMatchObject({ status: "failed", statusLabel: "Fehlgeschlagen – neuer Versuch geplant", topicLabel: "Testnachricht" });
    await db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, row!.id));
    await processOutboxOnce();
    view = await getIntegrationsView(org.actor);
    expect(view.deliveries[0]).toMatchObject({ status: "sent", statusLabel: "Zugestellt", attempts: 2 });
    expect(view.todoFailedDeliveries).toBe(0);
  });

  it("refuses another organizer's endpoint for every action and changes nothing", async () => {
    const owner = await makeOrganizer();
    const intruder = await makeOrganizer();
    const endpoint = await createWebhookEndpoint({ actor: owner.actor, fields: { url, eventTypes: ["event.updated"] } });
    await expect(sendTestWebhook({ actor: intruder.actor, endpointId: endpoint.id })).rejects.toMatchObject({ code: "WEBHOOK_NOT_FOUND", status: 404 });
    await expect(deleteWebhookEndpoint({ actor: intruder.actor, endpointId: endpoint.id })).rejects.toMatchObject({ code: "WEBHOOK_NOT_FOUND" });
    expect(await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))).toHaveLength(1);
    expect((await getIntegrationsView(intruder.actor)).endpoints).toHaveLength(0);
  });

  it("answers a bad URL with a German message beside the field", async () => {
    const org = await makeOrganizer();
    await expect(createWebhookEndpoint({ actor: org.actor, fields: { url: "keine-url", eventTypes: ["booking.confirmed"] } })).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { url: "Bitte geben Sie eine gültige URL ein (https://…)." },
    });
    await expect(createWebhookEndpoint({ actor: org.actor, fields: { url } })).rejects.toMatchObject({ fields: { eventTypes: "Bitte wählen Sie mindestens ein Ereignis." } });
  });
});
