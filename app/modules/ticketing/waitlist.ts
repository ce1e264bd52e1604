/** How long an offered seat is held for the first in line of a waiting list (issue 26: default 24 h). Client-safe. */
export const WAITLIST_OFFER_HOURS = 24;
