import { resumeEventCancellationJobs } from "~/modules/events/event-cancellation-job.server";
import { registerPeriodicJob } from "~/modules/outbox/worker.server";

let done = false;

/** Wires the events module into the worker: resuming event-cancellation jobs (also after a restart). */
export function registerEvents(): void {
  if (done) return;
  done = true;
  registerPeriodicJob("event-cancellation-jobs", async () => {
    await resumeEventCancellationJobs();
  });
}
