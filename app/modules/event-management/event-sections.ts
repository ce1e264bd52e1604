import { admin, businessOwner, linkTo, organizer, pageTitle } from "~/registry";

/**
 * The pages that show and edit events, in both back-office areas (one route file per kind of page,
 * several registry entries): the organizer's own events and activities, the admin's events,
 * workshops and activities of every organizer. A request's path names its section; the section says
 * who may open it, which kinds it lists, and where its list, create and edit pages are.
 */
export type EventKind = "event" | "workshop" | "activity";
/** `business-owner`: an owner as the organizer of their own venues' events (decision 0014). */
export type EventArea = "organizer" | "admin" | "business-owner";

export type EventSection = {
  key: "organizer-events" | "organizer-activities" | "admin-events" | "admin-workshops" | "admin-activities" | "owner-events";
  area: EventArea;
  /** The kinds its list shows; the first is the kind a new entry starts with. */
  kinds: EventKind[];
  /** The document title (the registry's). */
  title: string;
  eyebrow: string;
  heading: string;
  intro: string;
  caption: string;
  createLabel: string;
  createTitle: string;
  empty: { title: string; body: string };
  listHref: string;
  createHref: string;
};

export const EVENT_SECTIONS: Record<EventSection["key"], EventSection> = {
  "organizer-events": {
    key: "organizer-events",
    area: "organizer",
    title: pageTitle(organizer, organizer.pages.events),
    kinds: ["event"],
    eyebrow: "Meine Inhalte",
    heading: "Meine Events",
    intro: "Entwürfe, veröffentlichte und vergangene Events mit Verkauf und Umsatz.",
    caption: "Meine Events",
    createLabel: "Neues Event",
    createTitle: "Neues Event",
    empty: { title: "Noch keine Events", body: "Legen Sie Ihr erstes Event an – mit Ticketkategorien, Frühbucherpreis und Ort. Veröffentlicht wird erst, wenn Sie es sagen." },
    listHref: linkTo(organizer, "events"),
    createHref: linkTo(organizer, "eventCreate"),
  },
  "organizer-activities": {
    key: "organizer-activities",
    area: "organizer",
    title: pageTitle(organizer, organizer.pages.activities),
    kinds: ["activity", "workshop"],
    eyebrow: "Meine Inhalte",
    heading: "Aktivitäten & Workshops",
    intro: "Ihre Aktivitäten und Workshops – derselbe Editor wie für Events.",
    caption: "Meine Aktivitäten und Workshops",
    createLabel: "Neue Aktivität",
    createTitle: "Neue Aktivität",
    empty: { title: "Noch keine Aktivitäten oder Workshops", body: "Führungen, Kurse, Workshops: legen Sie sie wie ein Event an und wählen Sie die passende Art." },
    listHref: linkTo(organizer, "activities"),
    createHref: `${linkTo(organizer, "eventCreate")}?kind=activity`,
  },
  "owner-events": {
    key: "owner-events",
    area: "business-owner",
    title: pageTitle(businessOwner, businessOwner.pages.events),
    kinds: ["event", "workshop", "activity"],
    eyebrow: "Business",
    heading: "Events an Ihren Orten",
    intro: "Alle Events, die an Ihren Orten stattfinden – Ihre eigenen bearbeiten Sie hier, die anderer Veranstalter:innen sehen Sie, sobald sie veröffentlicht sind.",
    caption: "Events an Ihren Orten",
    createLabel: "Event erstellen",
    createTitle: "Event erstellen",
    empty: { title: "Noch keine Events an Ihren Orten", body: "Legen Sie ein Event an Ihrem Ort an – mit Ticketkategorien und Preisen. Veröffentlicht wird erst, wenn Sie es sagen." },
    listHref: linkTo(businessOwner, "events"),
    createHref: linkTo(businessOwner, "eventCreate"),
  },
  "admin-events": {
    key: "admin-events",
    area: "admin",
    title: pageTitle(admin, admin.pages.events),
    kinds: ["event"],
    eyebrow: "Inhalte verwalten",
    heading: "Events verwalten",
    intro: "Alle Events aller Veranstalter:innen und Städte – hervorheben, bearbeiten, absagen.",
    caption: "Alle Events",
    createLabel: "Neues Event",
    createTitle: "Neues Event",
    empty: { title: "Noch keine Events", body: "Legen Sie ein Event für eine:n Veranstalter:in an." },
    listHref: linkTo(admin, "events"),
    createHref: linkTo(admin, "eventCreate"),
  },
  "admin-workshops": {
    key: "admin-workshops",
    area: "admin",
    title: pageTitle(admin, admin.pages.workshops),
    kinds: ["workshop"],
    eyebrow: "Inhalte verwalten",
    heading: "Workshops",
    intro: "Alle Workshops aller Veranstalter:innen – derselbe Editor wie für Events.",
    caption: "Alle Workshops",
    createLabel: "Neuer Workshop",
    createTitle: "Neuer Workshop",
    empty: { title: "Noch keine Workshops", body: "Legen Sie einen Workshop für eine:n Veranstalter:in an." },
    listHref: linkTo(admin, "workshops"),
    createHref: linkTo(admin, "workshopCreate"),
  },
  "admin-activities": {
    key: "admin-activities",
    area: "admin",
    title: pageTitle(admin, admin.pages.activities),
    kinds: ["activity"],
    eyebrow: "Inhalte verwalten",
    heading: "Aktivitäten",
    intro: "Alle Aktivitäten aller Veranstalter:innen – Führungen, Kurse, Touren.",
    caption: "Alle Aktivitäten",
    createLabel: "Neue Aktivität",
    createTitle: "Neue Aktivität",
    empty: { title: "Noch keine Aktivitäten", body: "Legen Sie eine Aktivität für eine:n Veranstalter:in an." },
    listHref: linkTo(admin, "activities"),
    createHref: linkTo(admin, "activityCreate"),
  },
};

/** The middle part of an editor's document title, by area. */
export const AREA_TITLE: Record<EventArea, string> = { organizer: "Organisator", admin: "Admin", "business-owner": "Business" };

/** The section a path belongs to: the admin's by their list URL, the organizer's activities, else the organizer's events. */
export function eventSectionOf(pathname: string): EventSection {
  const found = Object.values(EVENT_SECTIONS).find((s) => pathname === s.listHref || pathname.startsWith(`${s.listHref}/`));
  return found ?? EVENT_SECTIONS["organizer-events"];
}

/** Where one event is edited: the organizer's (or owner's) editor, or the admin section of its kind. */
export function eventEditHref(area: EventArea, event: { id: string; kind: EventKind }): string {
  if (area === "organizer") return linkTo(organizer, "eventEdit", { id: event.id });
  if (area === "business-owner") return linkTo(businessOwner, "eventEdit", { id: event.id });
  const key = event.kind === "workshop" ? "workshopEdit" : event.kind === "activity" ? "activityEdit" : "eventEdit";
  return linkTo(admin, key, { id: event.id });
}

/** The section of an admin event by its kind (an edit page's back link). */
export function adminSectionOfKind(kind: EventKind): EventSection {
  return EVENT_SECTIONS[kind === "workshop" ? "admin-workshops" : kind === "activity" ? "admin-activities" : "admin-events"];
}
