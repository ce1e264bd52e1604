import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { builtInTemplate, contentOf } from "~/modules/mail/email-templates.server";
import { assertCan } from "~/modules/mail/permissions";
import { sampleData } from "~/modules/mail/sample-data";
import type { EmailTemplateFormValues } from "~/modules/mail/template-validation";
import { enqueue } from "~/modules/outbox/enqueue.server";

/**
 * Sends the wording in the editor (saved or not) with sample data to the admin's own address, through
 * the outbox (topic `template_test`); audited. Nobody else can be the recipient.
 */
export async function sendTestEmail(input: { actor: Actor; key: string; values: EmailTemplateFormValues }) {
  const { actor, key, values } = input;
  assertCan(actor, "emailTemplate.manage");
  const builtIn = builtInTemplate(key);
  await db.transaction(async (tx) => {
    await enqueue(tx, {
      kind: "email",
      topic: "template_test",
      recipient: actor.email,
      payload: { to: actor.email, template: key, data: sampleData(builtIn), content: contentOf(values) },
    });
    await audit(tx, actor, "email_template.test_sent", { type: "email_template", id: key }, null, { to: actor.email });
  });
  return { to: actor.email };
}
