import { defineEnum, type EnumValue } from "~/lib/enum";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { plural } from "~/lib/plural";

/** "1 Stunde", "24 Stunden": how long an offer is held, in the sentences that name it. */
export const holdHoursText = (hours: number) => plural(hours, { one: "Stunde", other: "Stunden" });

/** The event fields the waiting-list rule reads. */
export type WaitlistEvent = {
  status: string;
  maxParticipants: number | null;
  currentParticipants: number;
  startDate: Date;
  bookingDeadline: Date | null;
  externalTicketUrl: string | null;
  waitlistEnabled: boolean;
};

/**
 * Whether an event keeps a waiting list now — the one rule for joining, offering, the public page
 * and the organizer's page (the full text is in waitlist.server.ts): switched on by the organizer,
 * public ('published', or 'sold_out' set by hand), own tickets with a seat limit, and still bookable
 * in time (not started, booking deadline not passed).
 */
export function keepsWaitlist(e: WaitlistEvent, now: Date): boolean {
  return (
    e.waitlistEnabled &&
    (e.status === "published" || e.status === "sold_out") &&
    e.maxParticipants != null &&
    !e.externalTicketUrl &&
    e.startDate.getTime() > now.getTime() &&
    (e.bookingDeadline == null || e.bookingDeadline.getTime() >= now.getTime())
  );
}

/** Full for the public: every seat taken (or held for an offer), or marked 'Ausverkauft' by hand whatever the counter says. */
export function isFullForPublic(e: Pick<WaitlistEvent, "status" | "maxParticipants" | "currentParticipants">): boolean {
  return e.status === "sold_out" || (e.maxParticipants != null && e.currentParticipants >= e.maxParticipants);
}

/** Whether a visitor can join now: the event keeps a list and is full for the public. */
export function acceptsWaitlistJoins(e: WaitlistEvent, now: Date): boolean {
  return keepsWaitlist(e, now) && isFullForPublic(e);
}

/**
 * The states of a waiting-list entry (the `waitlist_status` column), as the organizer's list shows
 * them: waiting in line, holding an offer, booked with it, the offer ran out, left the list.
 */
export const WAITLIST_STATUS = defineEnum({
  waiting: { label: "Wartet", tone: "neutral" },
  offered: { label: "Angebot offen", tone: "warning", hint: "Ein Platz ist für diese Person reserviert, bis das Angebot abläuft." },
  booked: { label: "Gebucht", tone: "success" },
  expired: { label: "Abgelaufen", tone: "neutral", hint: "Das Angebot lief ab, ohne dass gebucht wurde; der Platz ging an die nächste Person." },
  left: { label: "Verlassen", tone: "neutral", hint: "Die Person hat sich selbst von der Warteliste genommen." },
});
export type WaitlistStatus = EnumValue<typeof WAITLIST_STATUS>;

/** An organizer's waiting list of one event: in line order (open entries first), filtered by state. */
export const waitlistList = defineList({
  sortable: ["line"],
  defaultSort: "line",
  filters: { status: WAITLIST_STATUS.schema },
  pageSize: 50,
});
export type WaitlistListParams = ListParams<(typeof waitlistList.sortable)[number], NonNullable<typeof waitlistList.filters>>;
