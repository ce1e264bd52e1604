import { defineArea, link, row, type NavGroup } from "./kit";

const organizerOnly = row("home", { anonymous: "signin", organizer: "ok", otherOrganizer: "ok", admin: "ok" });

/** Organizer area (spec §2.2): organizers and admins; anonymous → sign in, other signed-in users → /. */
export const organizer = defineArea({
  base: "/organizer",
  layout: { file: "routes/organizer/layout.tsx" },
  title: "Organisator-Bereich",
  titleSuffix: "Organisator",
  defaultAccess: { loader: organizerOnly },
  pages: {
    dashboard: { path: "", file: "routes/organizer/dashboard.tsx", title: "Übersicht", cache: "private" },
    stats: { path: "stats", file: "routes/organizer/stats.tsx", title: "Meine Statistiken", cache: "private" },
    events: { path: "events", file: "routes/organizer/events.tsx", title: "Meine Events", cache: "private" },
    eventCreate: { path: "events/create", file: "routes/organizer/events-create.tsx", title: "Neues Event", cache: "private" },
    activities: { path: "activities", file: "routes/organizer/activities.tsx", title: "Aktivitäten", cache: "private" },
    blogs: { path: "blogs", file: "routes/organizer/blogs.tsx", title: "Meine Blog-Artikel", cache: "private" },
    blogCreate: {
      path: "blogs/create",
      file: "routes/organizer/blogs-create.tsx",
      title: "Neuer Artikel",
      cache: "private",
      access: { loader: organizerOnly, action: organizerOnly },
    },
    bookings: { path: "bookings", file: "routes/organizer/bookings.tsx", title: "Event-Buchungen", cache: "private" },
    reviews: { path: "reviews", file: "routes/organizer/reviews.tsx", title: "Bewertungen", cache: "private" },
    integrations: { path: "integrations", file: "routes/organizer/integrations.tsx", title: "Integrationen", cache: "private" },
    settings: { path: "settings", file: "routes/organizer/settings.tsx", title: "Einstellungen", cache: "private" },
    checkIn: { path: "check-in/:eventId", file: "routes/organizer/check-in.tsx", title: "Check-in", cache: "private", params: { eventId: "event" } },
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
      link(organizer, p.reviews, "Bewertungen"),
      link(organizer, p.integrations, "Integrationen"),
      link(organizer, p.settings, "Einstellungen"),
    ],
  },
];
