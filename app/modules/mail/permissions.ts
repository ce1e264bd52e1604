import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Who may read the platform's mail. */
export const { assertCan, can } = definePolicy({
  /** The outbox's e-mails (local mode's mailbox, `/admin/outbox`): admins only; anyone else is told the page does not exist. */
  "outboxMail.list": { allow: (actor) => isAdmin(actor) },
  /** The e-mail templates (`/admin/email-templates`): read, edit, test send, reset and restore — admins only. */
  "emailTemplate.manage": { allow: (actor) => isAdmin(actor) },
});
