/** When an event is over — the one rule for reviews, the detail page and the organizer's lists. */

/** An event without an end time counts as ended this long after its start. */
export const DEFAULT_EVENT_DURATION_MS = 4 * 3_600_000;

/** When an event has ended (its end, else its start plus four hours). */
export function eventEndsAt(e: { startDate: Date | string; endDate: Date | string | null }): Date {
  if (e.endDate) return new Date(e.endDate);
  return new Date(new Date(e.startDate).getTime() + DEFAULT_EVENT_DURATION_MS);
}

export const hasEnded = (e: { startDate: Date | string; endDate: Date | string | null }, now = new Date()) => eventEndsAt(e).getTime() <= now.getTime();
