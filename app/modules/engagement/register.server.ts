import { registerOutboxHandler } from "~/modules/outbox/handlers.server";
import { registerPeriodicJob } from "~/modules/outbox/worker.server";
import { sendDueDigests } from "~/modules/engagement/digest.server";
import { deliverPush } from "~/modules/engagement/push.server";
import { deliverNotificationJob } from "~/modules/engagement/broadcast-job.server";

let done = false;

/** Wires engagement into the worker: web push delivery, admin broadcasts and the daily/weekly e-mail digests. */
export function registerEngagement(): void {
  if (done) return;
  done = true;
  registerOutboxHandler("push", deliverPush);
  registerOutboxHandler("notification", deliverNotificationJob); // admin broadcasts, batch by batch
  registerPeriodicJob("notification-digests", async () => {
    await sendDueDigests();
  });
}
