import { registerPeriodicJob } from "~/modules/outbox/worker.server";
import { compactEventStats } from "~/modules/reporting/compact-event-stats.server";
import { sendDueSalesDigests } from "~/modules/reporting/sales-digest.server";

let done = false;

/** Wires reporting into the worker: compacting the stats roll-up on every tick, the organizers' daily sales digests. */
export function registerReporting(): void {
  if (done) return;
  done = true;
  registerPeriodicJob("compact-event-stats", async () => {
    await compactEventStats();
  });
  registerPeriodicJob("organizer-sales-digests", async () => {
    await sendDueSalesDigests();
  });
}
