import { registerOutboxHandler } from "~/modules/outbox/handlers.server";
import { deliverEmail } from "~/modules/mail/deliver-email.server";
import { registerTicketing } from "~/modules/ticketing/register.server";
import { registerEngagement } from "~/modules/engagement/register.server";
import { registerPlaces } from "~/modules/places/register.server";
import { registerEventManagement } from "~/modules/event-management/register.server";
import { registerDataImport } from "~/modules/data-import/register.server";
import { registerReporting } from "~/modules/reporting/register.server";
import { registerBlogReports } from "~/modules/content/blog-report.server";
import { deliverWebhook } from "~/modules/integrations/webhooks.server";

let done = false;

/**
 * The composition root of the outbox: wires each kind of outbox message and each periodic job to the
 * module that handles it. Called once at start (app/lib/startup.server.ts) and by tests that run the
 * worker; no module imports this file, so the outbox knows none of the modules that use it.
 */
export function registerDefaultHandlers(): void {
  if (done) return;
  done = true;
  registerOutboxHandler("email", deliverEmail);
  registerPlaces(); // the session's business-owner flag (before the first request)
  registerTicketing(); // ticket PDF attachments, expiry of unpaid holds, event reminders
  registerEngagement(); // web push, e-mail digests
  registerEventManagement(); // event-cancellation jobs (refunds, mails), resumed after a restart
  registerDataImport(); // bulk imports (admin), continued from their cursor after a restart
  registerReporting(); // folds the organizer stats roll-up, sends the organizers' daily sales digests
  registerBlogReports(); // blog articles in the admins' report queue (hide, delete, warn)
  registerOutboxHandler("webhook", deliverWebhook); // organizer webhooks (Standard Webhooks signatures)
}
