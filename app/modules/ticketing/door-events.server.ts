import { and, asc, desc, gt, ilike, inArray, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { likePattern, listPage } from "~/lib/list/list.server";
import { roleSatisfies } from "~/modules/accounts/roles";
import { events } from "~/modules/events/schema";
import { doorEventIds, type CheckInActor } from "~/modules/ticketing/check-in-access.server";
import { door, linkTo } from "~/registry";

/** URL state of the door's start page: events by start (upcoming first) or title, with a title search. */
export const doorEventsList = defineList({ sortable: ["start", "title"], defaultSort: "start", pageSize: 25 });
export type DoorEventsParams = ListParams<(typeof doorEventsList.sortable)[number]>;

/**
 * The start page of a helper (and organizer): the events whose door they may work (admins: those
 * from two days ago on), upcoming first — one page of them.
 */
export async function getDoorEventsView(actor: CheckInActor, params: DoorEventsParams) {
  const ids = roleSatisfies(actor.role, "admin") ? null : await doorEventIds(actor);
  if (ids && ids.length === 0) return listPage(params, { rows: async () => [] as Array<ReturnType<typeof toRow>>, total: async () => 0 });
  const where = and(
    ids ? inArray(events.id, ids) : gt(events.startDate, sql`now() - interval '2 days'`),
    params.q ? ilike(events.title, likePattern(params.q)) : undefined,
  );
  const by = params.dir === "desc" ? desc : asc;
  // by start: events more than a day past go last, the rest in date order
  const order = params.sort === "title" ? [by(events.title)] : [by(sql`(${events.startDate} < now() - interval '1 day')`), by(events.startDate)];
  return listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select({ id: events.id, title: events.title, startDate: events.startDate, venue: events.venueName })
        .from(events)
        .where(where)
        .orderBy(...order, by(events.id))
        .limit(limit)
        .offset(offset),
    total: () => db.$count(events, where),
    map: toRow,
  });
}

const toRow = (e: { id: string; title: string; startDate: Date; venue: string | null }) => ({
  id: e.id,
  title: e.title,
  startDate: e.startDate.toISOString(),
  venue: e.venue,
  scannerHref: linkTo(door, "scanner", { eventId: e.id }),
});
