import { eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { auditSnapshot } from "~/modules/event-management/event-write.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { assertCan } from "~/modules/event-management/permissions";
import { events } from "~/modules/events/schema";

/** Features or unfeatures an event (admins only); a change that changes nothing writes no audit entry. */
export async function setEventFeatured(input: { actor: EventActor; eventId: string; featured: boolean }) {
  assertCan(input.actor, "event.feature");
  return db.transaction(async (tx) => {
    const before = await findOwnEvent(tx, input.actor, input.eventId, { forUpdate: true });
    if (before.isFeatured === input.featured) return { id: before.id, changed: false };
    const [after] = await tx.update(events).set({ isFeatured: input.featured, updatedAt: new Date() }).where(eq(events.id, before.id)).returning();
    await audit(tx, input.actor, input.featured ? "event.featured" : "event.unfeatured", { type: "event", id: before.id }, auditSnapshot(before), auditSnapshot(after!));
    return { id: before.id, changed: true };
  });
}
