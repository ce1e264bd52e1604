import { registerPeriodicJob } from "~/modules/outbox/worker.server";
import { compactEventStats } from "~/modules/reporting/compact-event-stats.server";

let done = false;

/** Wires reporting into the worker: compacting the stats roll-up on every tick. */
export function registerReporting(): void {
  if (done) return;
  done = true;
  registerPeriodicJob("compact-event-stats", async () => {
    await compactEventStats();
  });
}
