import { resumeEventCancellationJobs } from "~/modules/event-management/event-cancellation-job.server";
import { registerPeriodicJob } from "~/modules/outbox/worker.server";

let done = false;

/** Wires event management into the worker: resuming event-cancellation jobs (also after a restart). */
export function registerEventManagement(): void {
  if (done) return;
  done = true;
  registerPeriodicJob("event-cancellation-jobs", async () => {
    await resumeEventCancellationJobs();
  });
}
