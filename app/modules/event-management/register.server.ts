import { registerAttendeeMessages } from "~/modules/event-management/attendee-messages.server";
import { resumeEventCancellationJobs } from "~/modules/event-management/event-cancellation-job.server";
import { registerPeriodicJob } from "~/modules/outbox/worker.server";

let done = false;

/** Wires event management into the worker: resuming event-cancellation jobs (also after a restart) and the attendee messages' batches. */
export function registerEventManagement(): void {
  if (done) return;
  done = true;
  registerAttendeeMessages();
  registerPeriodicJob("event-cancellation-jobs", async () => {
    await resumeEventCancellationJobs();
  });
}
