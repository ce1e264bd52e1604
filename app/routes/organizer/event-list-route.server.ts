import { redirect } from "react-router";
import { loadList } from "~/lib/list/load-list.server";
import { pageUrl } from "~/lib/page-url.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403, requireUser } from "~/auth-edge/guards.server";
import type { EventActor } from "~/modules/event-management/organizer-scope.server";
import { managedPlaceIds } from "~/modules/places/owner-scope.server";
import { businessOwner, linkTo, organizer } from "~/registry";
import { deleteEvent } from "~/modules/event-management/delete-event.server";
import { duplicateEvent } from "~/modules/event-management/duplicate-event.server";
import { eventEditHref, eventSectionOf, type EventSection } from "~/modules/event-management/event-sections";
import { setEventFeatured } from "~/modules/event-management/feature-event.server";
import { adminEventsList, getAdminEventFilterOptions, getOrganizerEventsView, organizerEventsList } from "~/modules/event-management/organizer-events.server";
import { publishEvent } from "~/modules/event-management/publish-event.server";
import { adminEventListIntents, eventListIntents, type OrganizerEventRow } from "~/modules/events/components/organizer-event-list";
import { waitlistLengths } from "~/modules/ticketing/waitlist.server";
import { runIntents } from "~/ui/back-office/intents.server";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

/** The admin's workshops and activities sit behind the program guard (decision 0002): a confirmed e-mail address. */
const PROGRAM_SECTIONS: ReadonlyArray<EventSection["key"]> = ["admin-workshops", "admin-activities"];

/**
 * The section of the request's path and its actor: an organizer (or admin) on the organizer's pages,
 * an admin on the admin's, on the business owner's an account acting for the places it runs (decision
 * 0014: `ownedVenues` limits it to them). Pages send others away (sign in, home; the program guard back
 * to /admin; an account without a place to registering its business), actions refuse them (401/403)
 * and change nothing.
 */
export async function requireEventSection(request: Request, mode: "page" | "action"): Promise<{ section: EventSection; actor: EventActor }> {
  const section = eventSectionOf(pageUrl(request).pathname);
  if (section.area === "organizer") return { section, actor: await requireOrganizerArea(request, "events") };
  if (section.area === "business-owner") return { section, actor: await requireVenueOwner(request, mode) };
  const actor = mode === "page" ? await requireRole(request, "admin") : await requireRoleOr403(request, "admin");
  if (PROGRAM_SECTIONS.includes(section.key) && !actor.emailVerified) {
    if (mode === "page") throw redirect("/admin");
    throw new Response("Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.", { status: 403 });
  }
  return { section, actor };
}

/** The signed-in account with the places it runs; without one, pages go to registering a business and actions get 403. */
async function requireVenueOwner(request: Request, mode: "page" | "action"): Promise<EventActor> {
  const viewer = mode === "page" ? await requireUser(request) : await requireRoleOr403(request, "user");
  const ownedVenues = await managedPlaceIds(viewer);
  if (ownedVenues.length === 0) {
    if (mode === "page") throw redirect(linkTo(businessOwner, "register"));
    throw new Response("Sie betreiben noch keinen Ort.", { status: 403 });
  }
  return { ...viewer, ownedVenues };
}

/** Loader of an event list (organizer: own events or activities; admin: every organizer's events, workshops or activities). */
export async function loadEventList(request: Request) {
  const { section, actor } = await requireEventSection(request, "page");
  if (section.area === "admin") {
    return loadList(request, adminEventsList, async (params) => {
      const [list, adminOptions] = await Promise.all([getOrganizerEventsView(actor, params, section.kinds, "admin"), getAdminEventFilterOptions(actor, params.filters.artist)]);
      return { ...(await withWaitlists(list)), section: section.key, adminOptions };
    });
  }
  return loadList(request, organizerEventsList, async (params) => {
    const list = await getOrganizerEventsView(actor, params, section.kinds, section.area);
    // the owner's list shows other organizers' events at their venues: their waiting lists are not the owner's
    return { ...(section.area === "organizer" && list.showRevenue ? await withWaitlists(list) : list), section: section.key, adminOptions: null };
  });
}

/** Each listed event the actor runs with the length of its waiting list (waiting and offered) and a link to it. */
async function withWaitlists<L extends { rows: OrganizerEventRow[] }>(list: L): Promise<L> {
  const lengths = await waitlistLengths(list.rows.filter((r) => r.editable).map((r) => r.id));
  const rows = list.rows.map((r) => {
    const count = lengths.get(r.id);
    return count ? { ...r, waitlist: { count, href: linkTo(organizer, "eventWaitlist", { id: r.id }) } } : r;
  });
  return { ...list, rows };
}

/** Action of an event list: publish, duplicate or delete one or several events; an admin also features and unfeatures. */
export async function eventListAction(request: Request) {
  const { section, actor } = await requireEventSection(request, "action");
  const handlers = {
    publish: ({ id }: { id?: string }) => publishEvent({ actor, eventId: id! }).then(() => undefined),
    // a copy is a draft to adjust: the user lands in its editor
    duplicate: async ({ id }: { id?: string }) => {
      const copy = await duplicateEvent({ actor, eventId: id! });
      return redirectWithToast(eventEditHref(section.area, { id: copy.id, kind: section.kinds[0]! }), { type: "success", title: "Event dupliziert", description: "Die Kopie ist ein Entwurf – passen Sie Datum und Details an." });
    },
    delete: ({ id }: { id?: string }) => deleteEvent({ actor, eventId: id! }).then(() => undefined),
  };
  if (section.area !== "admin") return runIntents(request, eventListIntents, handlers);
  return runIntents(request, adminEventListIntents, {
    ...handlers,
    feature: ({ id }) => setEventFeatured({ actor, eventId: id!, featured: true }).then(() => undefined),
    unfeature: ({ id }) => setEventFeatured({ actor, eventId: id!, featured: false }).then(() => undefined),
  });
}
