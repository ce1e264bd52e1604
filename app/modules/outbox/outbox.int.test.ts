import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import { registerOutboxHandler } from "~/modules/outbox/handlers.server";
import { outbox } from "~/modules/outbox/schema";
import { backoffMs, processOutboxOnce } from "~/modules/outbox/worker.server";
import { registerDefaultHandlers } from "~/modules/register-handlers.server";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(async () => {
  await setupTestDb();
  registerDefaultHandlers(); // the composition root wires the handlers, as at start
});

describe("outbox", () => {
  it("delivers a committed e-mail through nodemailer and keeps the rendered mail", async () => {
    await db.transaction(async (tx) => {
      await enqueue(tx, {
        kind: "email",
        topic: "contact_message",
        recipient: "team@stadtpuls.de",
        payload: { to: "team@stadtpuls.de", template: "contact_message", data: { name: "Jan", email: "jan@example.org", subject: "Hallo <Team>", message: "Grüße aus Lübeck" } },
      });
    });
    expect(await processOutboxOnce()).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(outbox).where(eq(outbox.topic, "contact_message"));
    expect(row.status).toBe("sent");
    const result = row.result as { subject: string; html: string; text: string };
    expect(result.subject).toBe("Kontaktanfrage: Hallo <Team>");
    expect(result.html).toContain("Hallo &lt;Team&gt;"); // escaped in HTML
    expect(result.text).toContain("Grüße aus Lübeck");
  });

  it("writes nothing when the surrounding transaction rolls back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, { kind: "email", topic: "rolled_back", payload: { to: "x@example.org", template: "contact_message", data: {} } });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db.select().from(outbox).where(eq(outbox.topic, "rolled_back"))).toHaveLength(0);
  });

  it("retries a failed delivery with backoff and loses nothing", async () => {
    let calls = 0;
    registerOutboxHandler("push", async () => {
      calls++;
      if (calls === 1) throw new Error("Push-Dienst nicht erreichbar");
      return { delivered: true };
    });
    await enqueue(db, { kind: "push", topic: "flaky", payload: { n: 1 } });
    await processOutboxOnce();
    let [row] = await db.select().from(outbox).where(eq(outbox.topic, "flaky"));
    expect(row.status).toBe("failed");
    expect(row.lastError).toContain("nicht erreichbar");
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // due now → delivered on the next pass
    await db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, row.id));
    await processOutboxOnce();
    [row] = await db.select().from(outbox).where(eq(outbox.topic, "flaky"));
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(2);
  });

  it("collapses messages with the same dedupe key", async () => {
    for (let i = 0; i < 3; i++) {
      await enqueue(db, { kind: "email", topic: "dedupe", dedupeKey: "booking-confirmation:1", payload: { to: "a@example.org", template: "contact_message", data: {} } });
    }
    expect(await db.select().from(outbox).where(eq(outbox.topic, "dedupe"))).toHaveLength(1);
  });

  it("backs off exponentially up to an hour", () => {
    expect(backoffMs(1)).toBe(10_000);
    expect(backoffMs(2)).toBe(20_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
