import { defineArea, link, row, type NavGroup } from "./kit";

/** Organizers, admins and every team member (the area's layout; pages narrow the team by their `team` capability). */
const organizerOnly = row("home", { anonymous: "signin", organizer: "ok", otherOrganizer: "ok", admin: "ok", teamManager: "ok", teamEditor: "ok", teamFinance: "ok", teamDoor: "ok" });
/** On one organizer's resource: another organizer is told it does not exist. */
const organizerOnlyOwn = row("home", { anonymous: "signin", organizer: "ok", otherOrganizer: 404, admin: "ok" });
const signedIn = row("ok", { anonymous: "signin" });
/** Writes guarded by requireRoleOr403 (the recipe's guard for actions): 401 anonymous, 403 without the role. */
const organizerWrites = row(403, { anonymous: 401, organizer: "ok", otherOrganizer: "ok", admin: "ok" });
/** …on one organizer's resource: another organizer is told it does not exist. */
const organizerWritesOwn = row(403, { anonymous: 401, organizer: "ok", otherOrganizer: 404, admin: "ok" });
/** An event's door: its organizer and admins (check-in staff once invited); others are told it does not exist. */
/** The door's actions validate the (empty) form before they look at the event: 400 for every signed-in caller. */
const doorFormFirst = row("ok", { anonymous: "signin" });
const doorOwn = row(404, { anonymous: "signin", organizer: "ok", admin: "ok", teamManager: "ok", teamDoor: 403 });
/** The scanner: also the organizer's Einlass team (issue 26). */
const doorScan = row(404, { anonymous: "signin", organizer: "ok", admin: "ok", teamManager: "ok", teamDoor: "ok" });

/** Organizer area (spec §2.2): organizers and admins; anonymous → sign in, other signed-in users → /. */
export const organizer = defineArea({
  base: "/organizer",
  layout: { file: "routes/organizer/layout.tsx" },
  title: "Organisator-Bereich",
  titleSuffix: "Organisator",
  defaultAccess: { loader: organizerOnly },
  pages: {
    dashboard: { team: "any", path: "", file: "routes/organizer/dashboard.tsx", title: "Übersicht", cache: "private" },
    stats: { team: "money", path: "stats", file: "routes/organizer/stats.tsx", title: "Meine Statistiken", cache: "private" },
    events: { team: "events", path: "events", file: "routes/organizer/events.tsx", title: "Meine Events", cache: "private", access: { loader: organizerOnly, action: organizerOnly } },
    eventCreate: { team: "events",
      path: "events/create",
      file: "routes/organizer/events-create.tsx",
      title: "Neues Event",
      cache: "private",
      access: { loader: organizerOnly, action: organizerOnly },
    },
    eventEdit: { team: "events",
      path: "events/:id/edit",
      file: "routes/organizer/events-edit.tsx",
      title: "Event bearbeiten",
      cache: "private",
      params: { id: "event" },
      // the action validates the (empty) form before it looks at the event: 400 for both organizers
      access: { loader: organizerOnlyOwn, action: organizerOnly },
    },
    eventMessages: { team: "events",
      path: "events/:id/messages",
      file: "routes/organizer/event-messages.tsx",
      title: "Nachricht an Teilnehmende",
      cache: "private",
      params: { id: "event" },
      // the matrix sends a test message (to the sender's own address only); another organizer is told the event does not exist
      form: { intent: "=test", audience: "=all", subject: "=Hinweis zu {{event}}", body: "=Hallo {{name}}, bis bald!" },
      access: { loader: organizerOnlyOwn, action: organizerOnlyOwn },
    },
    eventWaitlist: {
      team: "money",
      path: "events/:id/waitlist",
      file: "routes/organizer/event-waitlist.tsx",
      title: "Warteliste",
      cache: "private",
      params: { id: "event" },
      // the matrix posts no intent (400 for whoever runs the event); another organizer is told the event does not exist
      access: { loader: organizerOnlyOwn, action: organizerWritesOwn },
    },
    eventPreview: { team: "events", path: "events/:id/preview", file: "routes/organizer/events-preview.tsx", title: "Vorschau", cache: "private", params: { id: "event" }, access: { loader: organizerOnlyOwn } },
    activities: { team: "events", path: "activities", file: "routes/organizer/activities.tsx", title: "Aktivitäten", cache: "private", access: { loader: organizerOnly, action: organizerOnly } },
    blogs: { team: "events", path: "blogs", file: "routes/organizer/blogs.tsx", title: "Meine Blog-Artikel", cache: "private" },
    blogCreate: { team: "events",
      path: "blogs/create",
      file: "routes/organizer/blogs-create.tsx",
      id: "organizer-blog-create",
      title: "Neuer Artikel",
      cache: "private",
      access: { loader: organizerOnly, action: organizerOnly },
    },
    statsExport: { team: "money", path: "stats/export", file: "routes/organizer/stats-export.tsx", title: "Statistik exportieren", cache: "private" },
    bookings: { team: "money", path: "bookings", file: "routes/organizer/bookings.tsx", title: "Event-Buchungen", cache: "private" },
    bookingsExport: { team: "money", path: "bookings/export", file: "routes/organizer/bookings-export.tsx", title: "Buchungen exportieren", cache: "private" },
    bookingDetail: { team: "money",
      path: "bookings/:bookingId",
      file: "routes/organizer/booking-detail.tsx",
      title: "Buchung",
      cache: "private",
      params: { bookingId: "spareBooking" },
      // the matrix's booking is on an event of no organizer: only admins see it, and only admins cancel
      // it for its guest (the organizers are told it does not exist; the admin's cancel refunds it)
      form: { intent: "=cancel", reason: "=Doppelt gebucht" },
      access: { loader: row("home", { anonymous: "signin", organizer: 404, otherOrganizer: 404, admin: "ok" }), action: row("home", { anonymous: "signin", organizer: 404, otherOrganizer: 404, admin: "ok" }) },
    },
    discountCodes: { team: "money",
      path: "discount-codes",
      file: "routes/organizer/discount-codes.tsx",
      title: "Rabattcodes",
      cache: "private",
      // the matrix deactivates the organizer's code: another organizer is told it does not exist
      form: { intent: "=deactivate", id: "discountCode" },
      access: { loader: organizerOnly, action: organizerWritesOwn },
    },
    discountCodeCreate: { team: "money",
      path: "discount-codes/create",
      file: "routes/organizer/discount-code-form.tsx",
      id: "organizer-discount-code-create",
      title: "Neuer Rabattcode",
      cache: "private",
      access: { loader: organizerOnly, action: organizerWrites },
    },
    discountCodeEdit: { team: "money",
      path: "discount-codes/:id/edit",
      file: "routes/organizer/discount-code-form.tsx",
      id: "organizer-discount-code-edit",
      title: "Rabattcode bearbeiten",
      cache: "private",
      params: { id: "discountCode" },
      access: { loader: organizerOnlyOwn, action: organizerWritesOwn },
    },
    reviews: { team: "events",
      path: "reviews",
      file: "routes/organizer/reviews.tsx",
      title: "Bewertungen",
      cache: "private",
      // the matrix answers `user`'s review of the organizer's event: another organizer is told it does not exist
      form: { intent: "=answer", id: "review", response: "=Danke für Ihren Besuch!" },
      access: { loader: organizerOnly, action: organizerOnlyOwn },
    },
    team: { team: "admin",
      path: "team",
      file: "routes/organizer/team.tsx",
      title: "Team",
      cache: "private",
      // the matrix invites a colleague to the organizer's profile; another organizer and an admin have no profile to invite to
      form: { intent: "=invite", email: "=kollegin@example.com", role: "=door" },
      access: { loader: organizerOnly, action: row(403, { anonymous: 401, organizer: "ok", otherOrganizer: 404, admin: 404 }) },
    },
    switchProfile: {
      path: "switch",
      file: "routes/organizer/switch.tsx",
      title: "Profil wechseln",
      cache: "private",
      // the matrix switches to the organizer's profile: its account and its team may, accounts without a profile are refused
      form: { organizerId: "organizerProfile" },
      access: {
        loader: row("ok"),
        action: row(403, { anonymous: 401, organizer: "ok", teamManager: "ok", teamEditor: "ok", teamFinance: "ok", teamDoor: "ok" }),
      },
    },
    integrations: { team: "admin", path: "integrations", file: "routes/organizer/integrations.tsx", title: "Integrationen", cache: "private", access: { loader: organizerOnly, action: organizerOnly } },
    settings: { team: "admin", path: "settings", file: "routes/organizer/settings.tsx", title: "Einstellungen", cache: "private", access: { loader: organizerOnly, action: organizerOnly } },
    planPayment: { team: "admin", path: "settings/plan/:orderId", file: "routes/organizer/settings-plan-pay.tsx", title: "Tarif bezahlen", cache: "private", params: { orderId: "=00000000-0000-4000-8000-000000000000" }, access: { loader: row(404, { anonymous: "signin", user: "home", otherUser: "home", businessOwner: "home", staff: "home" }), action: row(404, { anonymous: "signin", user: "home", otherUser: "home", businessOwner: "home", staff: "home" }) } },
  },
});

const p = organizer.pages;
/** The organizer sidebar (spec §2.2). */
export const organizerNav: NavGroup[] = [
  { title: "Dashboard", items: [link(organizer, p.dashboard, "Übersicht", { end: true }), link(organizer, p.stats, "Meine Statistiken")] },
  {
    title: "Meine Inhalte",
    items: [
      link(organizer, p.events, "Meine Events", { end: true }),
      link(organizer, p.eventCreate, "Neues Event"),
      link(organizer, p.activities, "Aktivitäten"),
      link(organizer, p.blogs, "Meine Blog-Artikel", { end: true }),
      link(organizer, p.blogCreate, "Neuer Artikel"),
    ],
  },
  {
    title: "Verwaltung",
    items: [
      link(organizer, p.bookings, "Event-Buchungen"),
      link(organizer, p.discountCodes, "Rabattcodes"),
      { label: "Check-in", to: "/organizer/check-in" },
      link(organizer, p.reviews, "Bewertungen"),
      link(organizer, p.team, "Team"),
      link(organizer, p.integrations, "Integrationen"),
      link(organizer, p.settings, "Einstellungen"),
    ],
  },
];

/**
 * The door (check-in, decision 0008): organizers, admins and invited check-in staff; full screen with
 * its own guard, outside the organizer layout.
 */
export const door = defineArea({
  base: "/organizer/check-in",
  titleSuffix: "Check-in",
  defaultAccess: { loader: signedIn },
  pages: {
    events: { path: "", file: "routes/organizer/check-in-events.tsx", title: "Check-in", cache: "private" },
    scanner: { path: ":eventId", file: "routes/organizer/check-in.tsx", title: "Check-in", cache: "private", params: { eventId: "event" }, access: { loader: doorScan } },
    log: { path: ":eventId/log", file: "routes/organizer/check-in-log.tsx", title: "Check-in-Protokoll", cache: "private", params: { eventId: "event" }, access: { loader: doorOwn, action: doorFormFirst } },
    boxOffice: {
      path: ":eventId/box-office",
      file: "routes/organizer/check-in-box-office.tsx",
      title: "Abendkasse",
      cache: "private",
      params: { eventId: "event" },
      access: { loader: doorOwn, action: doorFormFirst },
    },
    logCsv: { path: ":eventId/log.csv", file: "routes/organizer/check-in-log-csv.tsx", title: "Check-in-Protokoll (CSV)", cache: "private", params: { eventId: "event" }, access: { loader: doorOwn } },
    settings: {
      path: ":eventId/settings",
      file: "routes/organizer/check-in-settings.tsx",
      title: "Check-in-Listen und Personal",
      cache: "private",
      params: { eventId: "event" },
      access: { loader: doorOwn, action: doorFormFirst },
    },
  },
});
