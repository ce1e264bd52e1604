import crypto from "node:crypto";
import { DEFAULT_CITY } from "~/lib/cities";
import type { DbOrTx } from "~/lib/db.server";
import { appUrl } from "~/lib/env.server";
import { verification } from "~/modules/accounts/schema";

/**
 * A link that lets the account's owner set a password: better-auth's own reset token (a
 * `reset-password:<token>` verification row, redeemed by its /reset-password endpoints and our
 * reset page), written in the caller's transaction with the expiry the caller needs — an hour for
 * a reset, days for an invitation.
 */
export async function passwordLink(tx: DbOrTx, userId: string, expiresInSeconds: number): Promise<string> {
  const token = crypto.randomBytes(18).toString("base64url");
  await tx.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
  });
  const base = appUrl();
  const callbackURL = encodeURIComponent(`${base}/${DEFAULT_CITY}/reset-password`);
  return `${base}/api/auth/reset-password/${token}?callbackURL=${callbackURL}`;
}
