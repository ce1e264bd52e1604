import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { lockAccount } from "~/modules/profile/admin-users.server";
import { passwordLink } from "~/modules/profile/password-link.server";
import { assertCan } from "~/modules/profile/permissions";
import { audit } from "~/modules/audit/audit.server";
import { enqueue } from "~/modules/outbox/enqueue.server";

/** Sends the owner a password-reset link (valid one hour) — it goes only to the account's address. */
export async function sendPasswordReset({ actor, id }: { actor: Actor; id: string }) {
  assertCan(actor, "user.sendPasswordReset");
  return db.transaction(async (tx) => {
    const target = await lockAccount(tx, id);
    const url = await passwordLink(tx, id, 60 * 60);
    await enqueue(tx, {
      kind: "email",
      topic: "reset_password",
      recipient: target.email,
      payload: {
        to: target.email,
        template: "reset_password",
        data: { name: target.name, url },
      },
    });
    await audit(tx, actor, "user.password_reset_sent", { type: "user", id }, null, { to: target.email });
    return { id };
  });
}
