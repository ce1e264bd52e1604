import { AppError } from "~/lib/app-error";
import { eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { adminColumns, assertKnownCategory, assertVenueInScope, auditSnapshot, chosenOrganizer, eventColumns, resolveImage, waitlistColumns, resolveVenue, syncTicketCategories } from "~/modules/event-management/event-write.server";
import type { EventActor } from "~/modules/event-management/organizer-scope.server";
import { assertCan } from "~/modules/event-management/permissions";
import { events } from "~/modules/events/schema";
import { eventSlug } from "~/modules/events/slug";
import type { EventFormInput } from "~/modules/events/validation";
import { assertWithinPlan, planCapacity } from "~/modules/organizers/assert-within-plan.server";
import { ensureOwnOrganizer, findOwnOrganizer, type OrganizerActor } from "~/modules/organizers/scope.server";

/**
 * Creates an event as a draft with its ticket categories. The id comes from the form (`formId`,
 * fixed when the form was opened), so a repeated submit answers with the event created the first time.
 * Plan limits (events per month, tickets per event) are checked here before the insert.
 */
export async function createEvent(input: { actor: EventActor; values: EventFormInput }) {
  const { actor, values } = input;
  assertCan(actor, "event.create");
  let id = values.formId ?? crypto.randomUUID();
  const [already] = await db.select({ id: events.id, createdBy: events.createdBy }).from(events).where(eq(events.id, id)).limit(1);
  if (already?.createdBy === actor.id) return { id: already.id, created: false };
  if (already) id = crypto.randomUUID();
  assertVenueInScope(actor, values);
  await assertKnownCategory(db, values);
  const image = await resolveImage(actor, values);
  const venue = await resolveVenue(db, values);
  return db.transaction(async (tx) => {
    // an admin files the event under the organizer chosen in the form; everyone else under their own profile —
    // an owner's first event at their venue creates that profile, named after the venue (decision 0014)
    const chosen = await chosenOrganizer(tx, actor, values);
    const organizer = chosen ?? (actor.ownedVenues ? await ensureOwnOrganizer(tx, { ...actor, displayName: venue.venueName ?? undefined }) : await findOwnOrganizer(tx, actor, "events"));
    // working for a team whose role there has no events right: nothing is filed under no profile instead (decision 0016)
    if (!organizer && (actor as OrganizerActor).activeOrganizerId) throw new AppError("EVENT_NOT_FOUND");
    const capacity = planCapacity(values);
    if (capacity !== null) await assertWithinPlan(tx, { actor, capacity });
    const [row] = await tx
      .insert(events)
      .values({
        ...eventColumns(values, venue, image),
        ...waitlistColumns(values),
        id,
        // fixed now: title slug + the id's first segment (spec §3), unchanged by later renames
        slug: eventSlug(values.title, id),
        status: "draft",
        createdBy: actor.id,
        organizerId: organizer?.id ?? null,
        organizerName: organizer?.name ?? null,
        organizerAvatar: organizer?.logoUrl ?? null,
        ...adminColumns(actor, values, chosen),
      })
      .onConflictDoNothing({ target: events.id })
      .returning();
    // a second submit that raced the first: the first one created it
    if (!row) return { id, created: false };
    await syncTicketCategories(tx, row.id, values.tickets);
    await audit(tx, actor, "event.created", { type: "event", id: row.id }, null, auditSnapshot(row));
    return { id: row.id, created: true };
  });
}
