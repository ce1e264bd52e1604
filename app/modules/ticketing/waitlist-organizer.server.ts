import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { DEFAULT_CITY } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { formatDate, formatDateTime, formatTime } from "~/lib/format";
import { isUuid } from "~/lib/input";
import { offsetBatches, type ExportSpec } from "~/lib/list/export-spec";
import { listPage } from "~/lib/list/list.server";
import { audit } from "~/modules/audit/audit.server";
import { user } from "~/modules/accounts/schema";
import { eventHref } from "~/modules/events/card-data";
import { events } from "~/modules/events/schema";
import { ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { assertCan } from "~/modules/ticketing/permissions";
import { waitlistEntries } from "~/modules/ticketing/schema";
import { isFullForPublic, keepsWaitlist, WAITLIST_STATUS, type WaitlistListParams, type WaitlistStatus } from "~/modules/ticketing/waitlist";
import { countWaitlist, passOnHeldSeats, waitlistForEvent } from "~/modules/ticketing/waitlist.server";
import { linkTo, organizer } from "~/registry";

/**
 * The organizer's side of an event's waiting list (issue 26): the list, its export and taking an
 * entry off it. Only whoever runs the event and admins (the bookings' rule, `ownedEventsSql`):
 * another organizer's event — and any entry of it — does not exist for them.
 */

/** "24.12.2026 19:30" (Berlin), the list's 'since when'. */
const dayTime = (d: Date) => `${formatDate(d)} ${formatTime(d)}`;

/** The event if the actor runs it (admins: any), else EVENT_NOT_FOUND. */
async function findWaitlistEvent(q: DbOrTx, actor: OrganizerActor, eventId: string) {
  assertCan(actor, "eventBooking.view");
  if (!isUuid(eventId)) throw new AppError("EVENT_NOT_FOUND");
  const [event] = await q
    .select({
      id: events.id,
      title: events.title,
      slug: events.slug,
      cityId: events.cityId,
      status: events.status,
      startDate: events.startDate,
      maxParticipants: events.maxParticipants,
      currentParticipants: events.currentParticipants,
      externalTicketUrl: events.externalTicketUrl,
      bookingDeadline: events.bookingDeadline,
      waitlistEnabled: events.waitlistEnabled,
      waitlistHoldHours: events.waitlistHoldHours,
    })
    .from(events)
    .where(and(eq(events.id, eventId), ownedEventsSql(actor, { createdBy: events.createdBy, organizerId: events.organizerId }, "money")))
    .limit(1);
  if (!event) throw new AppError("EVENT_NOT_FOUND");
  return event;
}

/** Throws EVENT_NOT_FOUND unless the actor may see and change this event's waiting list. */
export async function assertCanManageWaitlist(actor: OrganizerActor, eventId: string): Promise<void> {
  await findWaitlistEvent(db, actor, eventId);
}

/**
 * What the event's page does with the list now (the rule in waitlist.server.ts): `open` (full:
 * visitors join, freed seats are offered), `marked_sold_out` (status 'Ausverkauft' set by hand: the
 * same, and seats go only to the list), `seats_left` (seats on public sale: the list opens once full),
 * `disabled` (switched off by the organizer), `draft`, `closed` (no own seat limit, cancelled,
 * started or past the booking deadline).
 */
export type WaitlistListState = "open" | "seats_left" | "marked_sold_out" | "disabled" | "draft" | "closed";

type Entry = Awaited<ReturnType<typeof waitlistForEvent>>[number];

/** One entry as the page shows it. */
function entryRow(e: Entry) {
  return {
    id: e.id,
    position: e.position,
    name: e.name || e.email,
    email: e.email,
    status: e.status,
    since: dayTime(e.createdAt),
    offerUntil: e.status === "offered" && e.offerExpiresAt ? dayTime(e.offerExpiresAt) : null,
    offeredAt: e.offeredAt ? dayTime(e.offeredAt) : null,
    bookingHref: e.bookingId ? linkTo(organizer, "bookingDetail", { bookingId: e.bookingId }) : null,
    removable: e.status === "waiting" || e.status === "offered",
  };
}
export type WaitlistRow = ReturnType<typeof entryRow>;

/** The state as one German phrase: 'Angebot offen bis 24.12.2026 19:30'. */
export function waitlistStateText(e: Pick<Entry, "status" | "offerExpiresAt">): string {
  return e.status === "offered" && e.offerExpiresAt ? `Angebot offen bis ${dayTime(e.offerExpiresAt)}` : WAITLIST_STATUS.label(e.status);
}

/**
 * The waiting list of one event for its organizer: the page of entries (filtered by state), how
 * many are in each state, and whether the event keeps a list right now.
 */
export async function getEventWaitlistView(actor: OrganizerActor, eventId: string, params: WaitlistListParams, now = new Date()) {
  const event = await findWaitlistEvent(db, actor, eventId);
  const status = params.filters.status;
  const [list, counts] = await Promise.all([
    listPage(params, {
      rows: ({ limit, offset }) => waitlistForEvent(event.id, { status, limit, offset }),
      total: () => countWaitlist(event.id, status),
      map: entryRow,
    }),
    Promise.all(WAITLIST_STATUS.values.map(async (s) => [s, await countWaitlist(event.id, s)] as const)),
  ]);
  const byStatus = Object.fromEntries(counts) as Record<WaitlistStatus, number>;
  // a draft is asked as if published: what its page will do once it is
  const asPublic = { ...event, status: event.status === "draft" ? "published" : event.status, waitlistEnabled: true };
  const listState: WaitlistListState = !keepsWaitlist(asPublic, now)
    ? "closed"
    : !event.waitlistEnabled
      ? "disabled"
      : event.status === "draft"
        ? "draft"
        : event.status === "sold_out"
          ? "marked_sold_out"
          : isFullForPublic(event)
            ? "open"
            : "seats_left";
  return {
    ...list,
    event: {
      id: event.id,
      title: event.title,
      date: formatDateTime(event.startDate),
      publicHref: event.status === "published" || event.status === "sold_out" ? eventHref(event.cityId ?? DEFAULT_CITY, event) : null,
      editHref: linkTo(organizer, "eventEdit", { id: event.id }),
      seatsLabel: event.maxParticipants != null ? `${event.currentParticipants} von ${event.maxParticipants} Plätzen vergeben` : "Ohne Platzgrenze",
      listState,
    },
    counts: byStatus,
    offerHours: event.waitlistHoldHours,
  };
}

/** The list as the page filters it, for CSV/Excel; the download of these names and addresses is audited. */
export async function exportEventWaitlist(actor: OrganizerActor, eventId: string, params: WaitlistListParams): Promise<ExportSpec<Entry>> {
  const event = await findWaitlistEvent(db, actor, eventId);
  const status = params.filters.status;
  await audit(db, actor, "waitlist.exported", { type: "event", id: event.id }, null, status ? { status } : null);
  return {
    filename: `warteliste-${event.slug}.csv`,
    batches: offsetBatches(({ limit, offset }) => waitlistForEvent(event.id, { status, limit, offset })),
    columns: [
      { header: "Position", value: (e) => e.position, kind: "number" },
      { header: "Name", value: (e) => e.name },
      { header: "E-Mail", value: (e) => e.email },
      { header: "Auf der Liste seit", value: (e) => e.createdAt, kind: "datetime" },
      { header: "Status", value: (e) => waitlistStateText(e) },
      { header: "Angebot am", value: (e) => e.offeredAt, kind: "datetime" },
      { header: "Angebot bis", value: (e) => e.offerExpiresAt, kind: "datetime" },
    ],
  };
}

/**
 * Takes a waiting person or an open offer off an event's list (the organizer's 'Entfernen'), in one
 * transaction, audited. An open offer's held seat goes back and on to the next in line, as when an
 * offer expires or is declined. Another event's entry, or one of an event the actor does not run,
 * does not exist; a closed entry (booked, expired, left) stays as it is.
 */
export async function removeWaitlistEntry(input: { actor: OrganizerActor; eventId: string; entryId: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const event = await findWaitlistEvent(tx, input.actor, input.eventId);
    if (!isUuid(input.entryId)) throw new AppError("WAITLIST_ENTRY_UNKNOWN");
    // the entry's row lock first (like leaving and the expiry job), then the event's in passOnHeldSeats
    const [entry] = await tx
      .select({
        id: waitlistEntries.id,
        status: waitlistEntries.status,
        createdAt: waitlistEntries.createdAt,
        offerExpiresAt: waitlistEntries.offerExpiresAt,
        email: user.email,
      })
      .from(waitlistEntries)
      .innerJoin(user, eq(user.id, waitlistEntries.userId))
      .where(and(eq(waitlistEntries.id, input.entryId), eq(waitlistEntries.eventId, event.id)))
      .for("update", { of: waitlistEntries });
    if (!entry) throw new AppError("WAITLIST_ENTRY_UNKNOWN");
    if (entry.status !== "waiting" && entry.status !== "offered") throw new AppError("WAITLIST_ENTRY_CLOSED");
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    if (entry.status === "offered") await passOnHeldSeats(tx, event.id, 1, now);
    await audit(
      tx,
      input.actor,
      "waitlist_entry.removed",
      { type: "waitlist_entry", id: entry.id },
      { event: event.title, email: entry.email, status: entry.status, since: entry.createdAt.toISOString(), offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null },
      null,
    );
  });
}
