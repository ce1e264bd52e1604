import { defineEnum, type EnumValue } from "~/lib/enum";
import { defineList, type ListParams } from "~/lib/list/list-spec";

/** How long an offered seat is held for the first in line of a waiting list (issue 26: default 24 h). Client-safe. */
export const WAITLIST_OFFER_HOURS = 24;

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
