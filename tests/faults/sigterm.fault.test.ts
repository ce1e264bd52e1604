/**
 * SIGTERM while buyers check out (issue 14, faults; server.js graceful shutdown): every checkout
 * the server acknowledged is committed, and every committed checkout was acknowledged — the
 * requests in flight finish and get their answers (even when the database holds them for seconds),
 * the rest are refused before they start.
 * The production build runs as a child process on a private PostgreSQL cluster.
 */
import http from "node:http";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { checkoutForm, newKey, query, redirectOf, send, skipWithoutPostgres, sleep, shopOnPrivatePostgres } from "./support";

const BUYERS = 16;
/** How long the database holds the checkouts in flight at the signal: longer than a few seconds, within the server's 10 s deadline. */
const HOLD_MS = 4_000;

const f = shopOnPrivatePostgres("fault_sigterm", { seats: 100_000, buyers: BUYERS });

type Sent = { key: string; start: number; end: number; outcome: "acknowledged" | "refused" | "network"; status?: number };

describe.skipIf(skipWithoutPostgres)("SIGTERM under load", () => {
  it("every acknowledged checkout is committed, every committed checkout was acknowledged", async () => {
    // keep-alive connections, as a load balancer holds them: the shutdown must not cut one mid-answer
    const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS });
    const sent: Sent[] = [];
    let running = true;
    const buyer = async (cookie: string, via: http.Agent | false = agent) => {
      while (running) {
        const key = newKey();
        const start = Date.now();
        const r = await send(f.app.url, "POST", f.shop.checkoutPath, { cookie, agent: via, form: checkoutForm(f.shop.eventId, f.shop.categoryId, key) }).catch(() => null);
        const acknowledged = r !== null && (redirectOf(r.body) ?? "").startsWith("/payments/test/");
        sent.push({ key, start, end: Date.now(), outcome: acknowledged ? "acknowledged" : r ? "refused" : "network", status: r?.status });
        if (!r) await sleep(20);
      }
    };
    const load = f.shop.cookies.map((c) => buyer(c));

    await sleep(1_500);
    // a slow moment of the database: a lock on the event row holds every checkout that has started
    // for HOLD_MS; the signal comes in that moment, so those checkouts commit while the server stops
    const lock = new pg.Client({ connectionString: f.shop.serverEnv.DATABASE_URL });
    await lock.connect();
    await lock.query("begin");
    await lock.query("select 1 from events where id = $1 for update", [f.shop.eventId]);
    await sleep(300);
    const signalAt = Date.now();
    f.app.child.kill("SIGTERM");
    const exitedAt = f.app.exited.then(() => Date.now());
    // buyers arriving after the signal, on new connections: refused, or answered and committed
    const late = sleep(200).then(() => buyer(f.shop.cookies[0]!, false));
    await sleep(HOLD_MS);
    await lock.query("commit");
    await lock.end();
    running = false;
    await Promise.all([...load, late]);
    agent.destroy();
    const exit = await Promise.race([f.app.exited, sleep(15_000).then(() => null)]);

    // the server stopped cleanly, before its own 10 s deadline
    expect(exit).toEqual({ code: 0, signal: null });
    const exitMs = (await exitedAt) - signalAt;

    const committed = new Set(
      (await query<{ key: string }>(f.shop.serverEnv.DATABASE_URL!, "select idempotency_key as key from bookings where event_id = $1", [f.shop.eventId])).map((r) => r.key),
    );
    const acknowledged = new Set(sent.filter((s) => s.outcome === "acknowledged").map((s) => s.key));
    const inFlight = sent.filter((s) => s.start < signalAt && s.end > signalAt);

    // the signal came while requests were being answered, and they were answered
    expect(inFlight.length).toBeGreaterThan(0);
    expect(inFlight.filter((s) => s.outcome !== "acknowledged")).toEqual([]);
    // no answer was an error
    expect(sent.filter((s) => s.status !== undefined && s.status >= 500)).toEqual([]);
    // acknowledged ⇔ committed
    expect([...acknowledged].filter((k) => !committed.has(k))).toEqual([]);
    expect([...committed].filter((k) => !acknowledged.has(k))).toEqual([]);
    console.log(
      `SIGTERM: ${sent.length} Anfragen, ${acknowledged.size} bestätigt und gespeichert, ${inFlight.length} beim Signal in Arbeit, danach ${sent.filter((s) => s.start > signalAt).length} abgewiesen; Prozess nach ${exitMs} ms beendet`,
    );
  });
});
