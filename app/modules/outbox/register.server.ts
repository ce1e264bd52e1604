import { registerOutboxHandler } from "~/modules/outbox/handlers.server";
import { deliverEmail } from "~/modules/mail/deliver-email.server";
import { registerTicketing } from "~/modules/ticketing/register.server";
import { registerEngagement } from "~/modules/engagement/register.server";
import { registerEvents } from "~/modules/events/register.server";
import { deliverWebhook } from "~/modules/integrations/webhooks.server";

let done = false;

/** Wires each kind of outbox message to the module that delivers it. */
export function registerDefaultHandlers(): void {
  if (done) return;
  done = true;
  registerOutboxHandler("email", deliverEmail);
  registerTicketing(); // ticket PDF attachments, expiry of unpaid holds
  registerEngagement(); // web push, e-mail digests
  registerEvents(); // event-cancellation jobs (refunds, mails), resumed after a restart
  registerOutboxHandler("webhook", deliverWebhook); // organizer webhooks (Standard Webhooks signatures)
}
