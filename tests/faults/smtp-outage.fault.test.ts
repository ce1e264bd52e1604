/**
 * SMTP down for a minute (issue 14, faults): the outbox worker keeps the mails, retries with its
 * backoff (10 s, 20 s, 40 s …) and delivers every one after the server is back — none twice.
 *
 * A real SMTP server (smtp-server) that first refuses every connection with 421, then is gone
 * (connection refused), then comes back on the same port. The worker runs in this process on
 * a private PostgreSQL cluster, sending through SMTP_URL as in production.
 *
 * FAULT_SMTP_DOWN_MS sets the outage (default 60 s, the figure). Mails are queued just
 * before and during its first seconds (they go through four attempts, the last one 70 s after they
 * were queued) and in its last seconds (delivered on the first retry after it), so the test waits
 * at most ~15 s beyond the outage.
 */
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as Worker from "~/modules/outbox/worker.server";
import { type PrivatePostgres, freePort, query, skipWithoutPostgres, sleep, startPrivatePostgres } from "./support";

const DOWN_MS = Number(process.env.FAULT_SMTP_DOWN_MS ?? 60_000);

let pgc: PrivatePostgres;
let smtpPort: number;
const received = new Map<string, number>();
const accepting = { on: true };
let smtp: SMTPServer | null = null;

/** The SMTP server on `smtpPort`: accepts (and counts each recipient), or refuses every session with 421. */
async function startSmtp(): Promise<void> {
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onConnect(_session, cb) {
      if (accepting.on) return cb();
      const err = new Error("Dienst vorübergehend nicht verfügbar") as Error & { responseCode: number };
      err.responseCode = 421;
      cb(err);
    },
    onData(stream, session, cb) {
      stream.resume();
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort, "127.0.0.1", resolve));
  smtp = server;
}
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

let worker: typeof Worker;
let sendMail: (to: string) => Promise<void>;

beforeAll(async () => {
  if (skipWithoutPostgres) return;
  pgc = await startPrivatePostgres();
  await query(pgc.url, "create database fault_smtp");
  smtpPort = await freePort();
  Object.assign(process.env, { DATABASE_URL: pgc.urlOf("fault_smtp"), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_POLL_MS: "1000" });
  await startSmtp();
  const { runMigrations } = await import("~/lib/migrate.server");
  await runMigrations();
  const { db } = await import("~/lib/db.server");
  const { enqueue } = await import("~/modules/outbox/enqueue.server");
  worker = await import("~/modules/outbox/worker.server");
  (await import("~/modules/register-handlers.server")).registerDefaultHandlers();
  sendMail = (to) =>
    db.transaction(async (tx) => {
      await enqueue(tx, { kind: "email", topic: "contact_message", recipient: to, payload: { to, template: "contact_message", data: { name: "Jan", email: "jan@example.org", subject: to, message: "Grüße aus Lübeck" } } });
    });
  worker.startWorker();
  await worker.workerListening(10_000);
}, 120_000);

afterAll(async () => {
  await worker?.stopWorker();
  const { closeDb } = await import("~/lib/db.server");
  await closeDb();
  await stopSmtp();
  pgc?.destroy();
});

const outboxRows = () => query<{ recipient: string; status: string; attempts: number }>(pgc.urlOf("fault_smtp"), "select recipient, status, attempts from outbox");

describe.skipIf(skipWithoutPostgres)("SMTP down for a minute", () => {
  it("every mail is delivered after the outage, none twice", async () => {
    const t0 = Date.now();
    // the way works
    await sendMail("vorher@example.org");
    while (!received.has("vorher@example.org") && Date.now() - t0 < 10_000) await sleep(100);
    expect(received.get("vorher@example.org")).toBe(1);

    // down: first every session refused with 421, then no server at all
    accepting.on = false;
    const downAt = Date.now();
    const queued: string[] = [];
    for (let i = 0; i < 6; i++) {
      queued.push(`frueh-${i}@example.org`);
      await sendMail(queued.at(-1)!);
      await sleep(500);
    }
    await sleep(DOWN_MS / 2 - (Date.now() - downAt));
    await stopSmtp();
    await sleep(DOWN_MS - 5_000 - (Date.now() - downAt));
    for (let i = 0; i < 4; i++) {
      queued.push(`spaet-${i}@example.org`);
      await sendMail(queued.at(-1)!);
      await sleep(1_000);
    }
    await sleep(DOWN_MS - (Date.now() - downAt));
    // nothing got through while it was down, and the worker kept trying
    expect(queued.filter((q) => received.has(q))).toEqual([]);
    const during = await outboxRows();
    expect(during.filter((r) => queued.includes(r.recipient) && r.status === "sent")).toEqual([]);
    expect(during.filter((r) => r.status === "dead")).toEqual([]);

    // back
    accepting.on = true;
    await startSmtp();
    const upAt = Date.now();
    while (queued.some((q) => !received.has(q)) && Date.now() - upAt < 90_000) await sleep(200);
    const deliveredAfter = Date.now() - upAt;
    // a little longer: a second delivery of anything would show now
    await sleep(3_000);

    expect(queued.filter((q) => received.get(q) !== 1)).toEqual([]);
    expect([...received.values()].filter((n) => n !== 1)).toEqual([]);
    const rows = await outboxRows();
    expect(rows.filter((r) => r.status !== "sent")).toEqual([]);
    // the early mails were tried again and again during the outage
    expect(rows.filter((r) => r.recipient.startsWith("frueh-")).every((r) => r.attempts >= 3)).toBe(true);
    console.log(`SMTP ${DOWN_MS / 1000} s weg: ${queued.length} Mails danach in ${Math.round(deliveredAfter / 1000)} s zugestellt, jede genau einmal (Versuche: ${rows.map((r) => r.attempts).join(", ")})`);
  });
});
