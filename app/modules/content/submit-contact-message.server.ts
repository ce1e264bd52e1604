import { db } from "~/lib/db.server";
import { CONTACT_REASON_LABELS } from "~/modules/content/labels";
import { contactMessages } from "~/modules/content/schema";
import type { ContactInput } from "~/modules/content/validation";
import { enqueue } from "~/modules/outbox/enqueue.server";

/** Where contact messages go (env TEAM_EMAIL). */
export function teamEmail(): string {
  return process.env.TEAM_EMAIL?.trim() || "team@stadtpuls.de";
}

/**
 * Stores a contact message and queues the e-mail to the team in the same transaction,
 * so nothing a visitor writes is lost even when mail delivery fails for a while.
 */
export async function submitContactMessage(input: ContactInput & { userId: string | null }): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        reason: input.reason ?? null,
        subject: input.subject,
        message: input.message,
        userId: input.userId,
      })
      .returning({ id: contactMessages.id });
    const to = teamEmail();
    await enqueue(tx, {
      kind: "email",
      topic: "contact_message",
      recipient: to,
      dedupeKey: `contact-message:${row.id}`,
      payload: {
        to,
        template: "contact_message",
        replyTo: input.email,
        data: {
          name: input.name,
          email: input.email,
          phone: input.phone ?? "–",
          reason: input.reason ? CONTACT_REASON_LABELS[input.reason] : "–",
          subject: input.subject,
          message: input.message,
        },
      },
    });
    return row;
  });
}
