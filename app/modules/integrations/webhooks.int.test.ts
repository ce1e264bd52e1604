import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, inArray } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { allowOutboundAddressesForTests, setOutboundResolverForTests } from "~/lib/outbound-url.server";
import { createWebhookEndpoint, deleteWebhookEndpoint, sendTestWebhook, WEBHOOK_TEST_LIMIT } from "~/modules/integrations/manage-webhooks.server";
import { getIntegrationsView } from "~/modules/integrations/queries.server";
import { webhookEndpoints } from "~/modules/integrations/schema";
import { outbox } from "~/modules/outbox/schema";
import { processOutboxOnce } from "~/modules/outbox/worker.server";
import { registerDefaultHandlers } from "~/modules/register-handlers.server";
import { cancelConfirmedBookingTx } from "~/modules/ticketing/release-booking.server";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";
import { setupTestDb } from "../../../tests/setup/db";

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let failNext = 0;
let server: http.Server;
let url = "";

beforeAll(async () => {
  await setupTestDb();
  registerDefaultHandlers();
  // the receiver of these tests runs on 127.0.0.1: the outbound-URL guard lets exactly it through
  allowOutboundAddressesForTests(["127.0.0.1"]);
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end("kaputt");
        return;
      }
      received.push({ path: req.url ?? "", headers: req.headers, body });
      if (req.url === "/intern") {
        res.writeHead(403, { "content-type": "text/plain" }).end("Zugriff verweigert: interner Admin-Dienst v2.3 auf db-01");
        return;
      }
      if (req.url === "/weiter") {
        res.writeHead(302, { location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/nach-umleitung` }).end();
        return;
      }
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => {
  allowOutboundAddressesForTests(null);
  setOutboundResolverForTests(null);
  return new Promise<void>((r) => server.close(() => r()));
});

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

describe("webhooks and the internal network (issue 21 finding 2)", () => {
  const drain = async () => {
    while ((await processOutboxOnce()) > 0) {
      /* drain */
    }
  };
  const port = () => (server.address() as AddressInfo).port;
  const NOT_PUBLIC = "Diese Adresse ist nicht erlaubt: Stadtpuls sendet nur an öffentlich erreichbare Server (keine lokalen, internen oder privaten Adressen).";

  it("refuses every internal target when it is saved, beside the field, and saves nothing", async () => {
    allowOutboundAddressesForTests(null);
    setOutboundResolverForTests(async (host) => (host === "intern.example.com" ? [{ address: "10.0.0.7", family: 4 }] : [{ address: "93.184.215.14", family: 4 }]));
    try {
      const org = await makeOrganizer();
      for (const target of [
        `http://127.0.0.1:${port()}/hook`,
        "http://localhost:8080/",
        "http://[::1]/",
        "http://169.254.169.254/latest/meta-data/",
        "http://10.1.2.3/",
        "http://172.16.0.1/",
        "http://192.168.178.1/",
        "http://0.0.0.0/",
        "http://2130706433/",
        "http://127.1/",
        "http://[::ffff:127.0.0.1]/",
        "http://metadata.google.internal/computeMetadata/v1/",
        "http://100.64.0.1/",
        "https://intern.example.com/hook",
      ]) {
        await expect(createWebhookEndpoint({ actor: org.actor, fields: { url: target, eventTypes: ["booking.confirmed"] } }), target).rejects.toMatchObject({
          code: "VALIDATION",
          fields: { url: NOT_PUBLIC },
        });
      }
      await expect(createWebhookEndpoint({ actor: org.actor, fields: { url: "https://nutzer:pw@hooks.example.com/", eventTypes: ["booking.confirmed"] } })).rejects.toMatchObject({
        fields: { url: "Die Adresse darf keinen Benutzernamen und kein Passwort enthalten." },
      });
      process.env.APP_ENV = "production";
      try {
        await expect(createWebhookEndpoint({ actor: org.actor, fields: { url: "http://hooks.example.com/", eventTypes: ["booking.confirmed"] } })).rejects.toMatchObject({
          fields: { url: "Bitte geben Sie eine https-Adresse ein." },
        });
      } finally {
        delete process.env.APP_ENV;
      }
      expect(await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizerId, org.organizerId))).toHaveLength(0);
      expect((await createWebhookEndpoint({ actor: org.actor, fields: { url: "https://hooks.example.com/stadtpuls", eventTypes: ["booking.confirmed"] } })).url).toBe(
        "https://hooks.example.com/stadtpuls",
      );
    } finally {
      allowOutboundAddressesForTests(["127.0.0.1"]);
      setOutboundResolverForTests(null);
    }
  });

  it("checks again at delivery against the resolved address: a name rebound to 127.0.0.1 and an old internal row reach nothing", async () => {
    const org = await makeOrganizer();
    allowOutboundAddressesForTests(null);
    setOutboundResolverForTests(async () => [{ address: "93.184.215.14", family: 4 }]);
    const endpoint = await createWebhookEndpoint({ actor: org.actor, fields: { url: `http://rebind.example.com:${port()}/hook`, eventTypes: ["booking.confirmed"] } });
    // the attacker's DNS now answers with the loopback address
    setOutboundResolverForTests(async () => [{ address: "127.0.0.1", family: 4 }]);
    // and a row stored before the guard existed
    const [old] = await db
      .insert(webhookEndpoints)
      .values({ organizerId: org.organizerId, url: `http://127.0.0.1:${port()}/hook`, secret: "whsec_dGVzdA==", eventTypes: ["booking.confirmed"], createdBy: org.actor.id })
      .returning();
    try {
      received.length = 0;
      await sendTestWebhook({ actor: org.actor, endpointId: endpoint.id });
      await sendTestWebhook({ actor: org.actor, endpointId: old!.id });
      await drain();
      expect(received).toHaveLength(0);
      const rows = await db.select().from(outbox).where(and(eq(outbox.kind, "webhook"), inArray(outbox.recipient, [endpoint.id, old!.id])));
      expect(rows.map((r) => [r.status, r.lastError])).toEqual([
        ["failed", "Adresse nicht erlaubt"],
        ["failed", "Adresse nicht erlaubt"],
      ]);
      const view = await getIntegrationsView(org.actor);
      expect(view.deliveries.map((d) => d.failure)).toEqual(["Adresse nicht erlaubt", "Adresse nicht erlaubt"]);
    } finally {
      allowOutboundAddressesForTests(["127.0.0.1"]);
      setOutboundResolverForTests(null);
    }
  });

  it("shows the organizer status code and duration of a delivery, never the receiver's answer; redirects are not followed", async () => {
    const org = await makeOrganizer();
    const intern = await createWebhookEndpoint({ actor: org.actor, fields: { url: `http://127.0.0.1:${port()}/intern`, eventTypes: ["booking.confirmed"] } });
    const moved = await createWebhookEndpoint({ actor: org.actor, fields: { url: `http://127.0.0.1:${port()}/weiter`, eventTypes: ["booking.confirmed"] } });
    received.length = 0;
    await sendTestWebhook({ actor: org.actor, endpointId: intern.id });
    await sendTestWebhook({ actor: org.actor, endpointId: moved.id });
    await drain();
    expect(received.map((r) => r.path).sort()).toEqual(["/intern", "/weiter"]);
    const view = await getIntegrationsView(org.actor);
    const byUrl = new Map(view.deliveries.map((d) => [d.endpointUrl, d]));
    expect(byUrl.get(intern.url)).toMatchObject({ status: "failed", httpStatus: 403, durationMs: expect.any(Number), failure: null });
    expect(byUrl.get(moved.url)).toMatchObject({ status: "failed", httpStatus: 302, failure: null });
    const shown = JSON.stringify(view);
    expect(shown).not.toContain("Zugriff verweigert");
    expect(shown).not.toContain("db-01");
    const rows = await db.select().from(outbox).where(eq(outbox.recipient, intern.id));
    expect(rows[0]!.lastError).toMatch(/^HTTP 403 nach \d+ ms$/);
  });

  it("limits 'Test senden' per organizer (rate_limit table): then 429 in German and nothing queued", async () => {
    const org = await makeOrganizer();
    const endpoint = await createWebhookEndpoint({ actor: org.actor, fields: { url, eventTypes: ["booking.confirmed"] } });
    for (let i = 0; i < WEBHOOK_TEST_LIMIT.max; i++) await sendTestWebhook({ actor: org.actor, endpointId: endpoint.id });
    await expect(sendTestWebhook({ actor: org.actor, endpointId: endpoint.id })).rejects.toMatchObject({
      code: "WEBHOOK_TEST_LIMITED",
      status: 429,
      userMessage: "Sie haben in kurzer Zeit viele Testnachrichten gesendet. Bitte warten Sie einige Minuten.",
    });
    expect(await db.select().from(outbox).where(eq(outbox.recipient, endpoint.id))).toHaveLength(WEBHOOK_TEST_LIMIT.max);
    // another organizer is not affected
    const other = await makeOrganizer();
    const theirs = await createWebhookEndpoint({ actor: other.actor, fields: { url, eventTypes: ["booking.confirmed"] } });
    await expect(sendTestWebhook({ actor: other.actor, endpointId: theirs.id })).resolves.toMatchObject({ messageId: expect.any(String) });
  });
});

