import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { channelReady, subscribeChannel } from "~/lib/pg-listen.server";
import { logger } from "~/lib/logger.server";
import { outboxHandler, type OutboxRow } from "~/modules/outbox/handlers.server";

const POLL_MS = Number(process.env.OUTBOX_POLL_MS ?? 2000);
const BATCH = 20;

/** Exponential backoff: 10 s, 20 s, 40 s … capped at 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

type Job = () => Promise<void>;
/** Periodic jobs of other modules (e.g. expire pending bookings), run on every tick. */
const periodic = new Map<string, Job>();
export function registerPeriodicJob(name: string, job: Job): void {
  periodic.set(name, job);
}

/**
 * Claims due messages with FOR UPDATE SKIP LOCKED (safe with several instances),
 * delivers them and records the outcome. Returns the number processed.
 */
export async function processOutboxOnce(): Promise<number> {
  const claimed = await db.execute<Pick<OutboxRow, "id" | "kind" | "topic" | "recipient" | "payload" | "attempts" | "maxAttempts">>(sql`
    update outbox set status = 'processing', attempts = attempts + 1, locked_until = now() + interval '2 minutes'
    where id in (
      select id from outbox
      where (status in ('pending', 'failed') and next_attempt_at <= now())
         or (status = 'processing' and locked_until < now())
      order by next_attempt_at
      limit ${BATCH}
      for update skip locked
    )
    returning id, kind, topic, recipient, payload, attempts, max_attempts as "maxAttempts"
  `);

  for (const row of claimed.rows) {
    const handler = outboxHandler(row.kind);
    try {
      if (!handler) throw new Error(`Kein Zustellweg für ${row.kind}`);
      const result = await handler(row as OutboxRow);
      await db.execute(sql`
        update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
          result = ${result ? JSON.stringify(result) : null}::jsonb
        where id = ${row.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dead = row.attempts >= row.maxAttempts;
      const next = new Date(Date.now() + backoffMs(row.attempts));
      await db.execute(sql`
        update outbox set status = ${dead ? "dead" : "failed"}, last_error = ${message.slice(0, 2000)},
          next_attempt_at = ${next}, locked_until = null
        where id = ${row.id}`);
      logger.warn({ id: row.id, kind: row.kind, topic: row.topic, attempts: row.attempts, err: message }, "Zustellung fehlgeschlagen");
    }
  }
  return claimed.rows.length;
}

const g = globalThis as typeof globalThis & {
  __stadtpulsWorker?: { timer: NodeJS.Timeout; running: boolean; again: boolean; stop: () => Promise<void> };
};

async function tick(): Promise<void> {
  const w = g.__stadtpulsWorker;
  if (!w) return;
  if (w.running) {
    // a notification during a pass: run once more after it, the new row may have missed its claim
    w.again = true;
    return;
  }
  w.running = true;
  w.again = false;
  try {
    for (const [name, job] of periodic) {
      await job().catch((err) => logger.error({ err, job: name }, "Hintergrundaufgabe fehlgeschlagen"));
    }
    while ((await processOutboxOnce()) === BATCH) {
      /* drain */
    }
  } catch (err) {
    logger.error({ err }, "Outbox-Worker fehlgeschlagen");
  } finally {
    w.running = false;
  }
  if (w.again && g.__stadtpulsWorker === w) void tick();
}

export function startWorker(): void {
  if (g.__stadtpulsWorker) return;
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  // an insert into the outbox wakes the worker at once (trigger outbox_notify: NOTIFY after COMMIT,
  // on a dedicated LISTEN connection); the poll only covers a lost connection and due retries
  const unlisten = subscribeChannel("outbox", () => void tick());
  g.__stadtpulsWorker = {
    timer,
    running: false,
    again: false,
    stop: async () => {
      clearInterval(timer);
      unlisten();
    },
  };
  void tick();
}

/** Resolves once the worker listens for new outbox rows (or after `timeoutMs`; polling covers the gap). */
export function workerListening(timeoutMs = 3000): Promise<void> {
  return channelReady("outbox", timeoutMs);
}

export async function stopWorker(): Promise<void> {
  const w = g.__stadtpulsWorker;
  g.__stadtpulsWorker = undefined;
  if (!w) return;
  await w.stop();
  // let a running tick finish
  for (let i = 0; i < 50 && w.running; i++) await new Promise((r) => setTimeout(r, 100));
}
