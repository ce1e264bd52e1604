import { resumeImportJobs } from "~/modules/data-import/import-job.server";
import { registerPeriodicJob } from "~/modules/outbox/worker.server";

let done = false;

/** Wires the bulk import into the worker: queued imports run, interrupted ones continue from their cursor (also after a restart). */
export function registerDataImport(): void {
  if (done) return;
  done = true;
  registerPeriodicJob("data-import-jobs", async () => {
    await resumeImportJobs();
  });
}
