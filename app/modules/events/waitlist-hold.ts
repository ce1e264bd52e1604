/**
 * How long a seat offered from an event's waiting list stays reserved, in hours (issue 26): the range
 * the organizer may set (the `events.waitlist_hold_hours` check) and the default (its default).
 * Client-safe; the list's rule itself is the ticketing module's (waitlist.server.ts).
 */
export const WAITLIST_HOLD_HOURS = { min: 1, max: 168, default: 24 } as const;
