/**
 * Issue 21, finding 1: one ~100-byte organizer request with an indexed field name
 * (`eventTypes[10000000]`, `tickets[100000000].name`) blocked the event loop for 50 s and killed the
 * process at ~4 GB. Every form now refuses an index (or a repeat) beyond its list's limit before
 * anything is built: 400 with a German message, in milliseconds, nothing stored.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { setOutboundResolverForTests } from "~/lib/outbound-url.server";
import { events } from "~/modules/events/schema";
import { webhookEndpoints } from "~/modules/integrations/schema";
import * as eventsCreate from "~/routes/organizer/events-create";
import * as integrations from "~/routes/organizer/integrations";
import { setupTestDb } from "../../setup/db";
import { makeCity } from "../../factories";
import { makeSignedInUser, outcome, req } from "../../factories/accounts";
import { startTestServer, type TestServer } from "../../support/test-app";

let server: TestServer;
let organizer: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  organizer = await makeSignedInUser("organizer");
  server = await startTestServer();
  // webhook targets of these forms are public names; this machine has no DNS, so they resolve to a public address here
  setOutboundResolverForTests(async () => [{ address: "93.184.215.14", family: 4 }]);
});
afterAll(() => {
  setOutboundResolverForTests(null);
  return server?.close();
});

const rows = async () => ({
  webhooks: (await db.select({ n: count() }).from(webhookEndpoints))[0]!.n,
  events: (await db.select({ n: count() }).from(events))[0]!.n,
});

/** POSTs an urlencoded body as the organizer over HTTP; the status and how long the answer took. */
async function post(path: string, body: string) {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { origin: server.url, cookie: organizer.cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

type Reply = { ok: false; message: string; submission: { status: string; error: Record<string, string[]> } };

describe("indexed form fields are bounded by their list's limit (finding 1)", () => {
  it("the webhook form: eventTypes[10000000] → 400 in milliseconds, nothing stored", async () => {
    const before = await rows();
    const answer = await post("/organizer/integrations", "intent=create-webhook&url=https://x.example/&eventTypes[10000000]=booking.confirmed");
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(1000);
    expect(await rows()).toEqual(before);

    // beyond the hard cap of every form: refused while the form is read
    const huge = { intent: "create-webhook", url: "https://x.example/", "eventTypes[0]": "booking.confirmed", "eventTypes.10000000": "booking.confirmed" };
    await expect(integrations.action({ request: req("/organizer/integrations", { cookie: organizer.cookie, form: huge }), params: {}, context: {} } as never)).rejects.toMatchObject({
      status: 400,
      userMessage: "Das Formular enthält mehr Einträge, als eine Liste haben darf. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    });
    // beyond the list's business limit (4 event types): the kit answers beside the field
    const form = { intent: "create-webhook", url: "https://x.example/", "eventTypes[0]": "booking.confirmed", "eventTypes.10": "booking.confirmed" };
    const res = await outcome(() => integrations.action({ request: req("/organizer/integrations", { cookie: organizer.cookie, form }), params: {}, context: {} } as never));
    expect(res.status).toBe(400);
    expect((res.body as Reply).submission.error).toMatchObject({ eventTypes: ["Höchstens 4 Ereignisse."] });
  });

  it("the event editor: tickets[100000000].name → 400 in milliseconds with 'Höchstens 20 Ticketkategorien.'", async () => {
    const before = await rows();
    const answer = await post("/organizer/events/create", "kind=event&title=Jazz&tickets[100000000].name=x");
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(1000);
    const nested = await post("/organizer/events/create", "kind=event&title=Jazz&tickets[0].name=a&tickets.100000000.name=x");
    expect(nested.status).toBe(400);
    expect(nested.ms).toBeLessThan(1000);
    expect(await rows()).toEqual(before);

    const res = await outcome(() => eventsCreate.action({ request: req("/organizer/events/create", { cookie: organizer.cookie, form: { kind: "event", title: "Jazz", "tickets[20].name": "x" } }), params: {}, context: {} } as never));
    expect(res.status).toBe(400);
    expect((res.body as Reply).submission.error).toMatchObject({ "": ["Höchstens 20 Ticketkategorien."], tickets: ["Höchstens 20 Ticketkategorien."] });
  });

  it("a field repeated 50,000 times (quadratic to collect) and a broken conform intent are refused at once", async () => {
    const repeated = await post("/organizer/integrations", `intent=create-webhook&url=https://x.example/&${"eventTypes=booking.confirmed&".repeat(30_000)}`);
    expect(repeated.status).toBe(400);
    expect(repeated.ms).toBeLessThan(1000);
    const short = await post("/organizer/events/create", "a=1&".repeat(50_000));
    expect(short.status).toBe(400);
    expect(short.ms).toBeLessThan(1000);
    const intent = await post("/organizer/events/create", `__intent__=${encodeURIComponent(JSON.stringify({ type: "update", payload: { name: "tickets", index: 100000000, value: { name: "x" } } }))}`);
    expect(intent.status).toBe(400);
    expect(intent.ms).toBeLessThan(1000);
    expect((await post("/organizer/events/create", "__intent__=kaputt")).status).toBe(400);
  });

  it("a form within its limits still works (two event types)", async () => {
    const res = await outcome(() =>
      integrations.action({
        request: req("/organizer/integrations", { cookie: organizer.cookie, form: { intent: "create-webhook", url: "https://x.example/hook", eventTypes: ["booking.confirmed", "event.updated"] } }),
        params: {},
        context: {},
      } as never),
    );
    expect(res.status).not.toBe(400);
  });
});
