import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// the worker polls only every minute here: a message delivered sooner was delivered because the
// insert's NOTIFY woke it (PGlite: its own listen; PostgreSQL: a dedicated LISTEN connection)
process.env.OUTBOX_POLL_MS = "60000";

const { db } = await import("~/lib/db.server");
const { enqueue } = await import("~/modules/outbox/enqueue.server");
const { outbox } = await import("~/modules/outbox/schema");
const { startWorker, stopWorker, workerListening } = await import("~/modules/outbox/worker.server");
const { registerDefaultHandlers } = await import("~/modules/register-handlers.server");
const { setupTestDb } = await import("../../../tests/setup/db");

beforeAll(async () => {
  await setupTestDb();
  registerDefaultHandlers(); // the composition root wires the handlers, as at start
  startWorker();
  await workerListening(10_000);
  // let the start-up pass finish, so only the notification can deliver what comes next
  await new Promise((r) => setTimeout(r, 300));
});
afterAll(stopWorker);

async function statusOf(topic: string) {
  const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.topic, topic));
  return row?.status;
}

describe("outbox worker", () => {
  it("is woken by the insert's notification: a committed mail is sent long before the next poll", async () => {
    for (const n of [1, 2, 3]) {
      const topic = `wake-${n}`;
      const t0 = Date.now();
      await db.transaction(async (tx) => {
        await enqueue(tx, {
          kind: "email",
          topic,
          recipient: "team@stadtpuls.de",
          payload: { to: "team@stadtpuls.de", template: "contact_message", data: { name: "Jan", email: "jan@example.org", subject: `Nr. ${n}`, message: "Hallo" } },
        });
      });
      while ((await statusOf(topic)) !== "sent" && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 25));
      expect(await statusOf(topic)).toBe("sent");
      expect(Date.now() - t0).toBeLessThan(5_000);
    }
  });
});
