import { defineArea, link, row, type NavGroup } from "./kit";

/** An admin page with an action: pages send others home (GET), actions refuse them (401/403) and change nothing. */
const adminWrites = { loader: row("home", { anonymous: "signin", admin: "ok" }), action: row(403, { anonymous: 401, admin: "ok" }) };

/** A page support may read too (decision 0011); everyone else but admins is sent home. */
const supportReads = row("home", { anonymous: "signin", support: "ok", admin: "ok" });

/** Admin area (spec §2.4): admin guard — anonymous → sign in, signed in without the role → /. */
export const admin = defineArea({
  base: "/admin",
  // support passes the layout to the pages open to it (decision 0011); each page guards itself
  layout: { file: "routes/admin/layout.tsx", access: { loader: supportReads } },
  title: "Administration",
  titleSuffix: "Admin",
  guards: { program: { file: "routes/admin/program-guard.tsx" } },
  defaultAccess: {
    loader: row("home", { anonymous: "signin", admin: "ok" }),
  },
  pages: {
    dashboard: { path: "", file: "routes/admin/dashboard.tsx", title: "Admin Dashboard", cache: "private" },
    analytics: { path: "analytics", file: "routes/admin/analytics.tsx", title: "Analytics", cache: "private" },
    // one page per kind for both areas: the organizer's event list and editor serve the admin's events,
    // workshops and activities of every organizer (the path chooses the section, the actor what it may do)
    events: { path: "events", file: "routes/organizer/events.tsx", id: "admin-events", title: "Events verwalten", cache: "private", access: adminWrites },
    eventCreate: { path: "events/create", file: "routes/organizer/events-create.tsx", id: "admin-event-create", title: "Neues Event", cache: "private", access: adminWrites },
    eventEdit: { path: "events/:id/edit", file: "routes/organizer/events-edit.tsx", id: "admin-event-edit", title: "Event bearbeiten", cache: "private", access: adminWrites, params: { id: "event" } },
    workshops: { path: "workshops", file: "routes/organizer/events.tsx", id: "admin-workshops", title: "Workshops", cache: "private", access: adminWrites, guard: "program" },
    workshopCreate: {
      path: "workshops/create",
      file: "routes/organizer/events-create.tsx",
      id: "admin-workshop-create",
      title: "Neuer Workshop",
      cache: "private",
      access: adminWrites,
      guard: "program",
    },
    workshopEdit: {
      path: "workshops/:id/edit",
      file: "routes/organizer/events-edit.tsx",
      id: "admin-workshop-edit",
      title: "Workshop bearbeiten",
      cache: "private",
      access: adminWrites,
      guard: "program",
      params: { id: "event" },
    },
    activities: { path: "activities", file: "routes/organizer/events.tsx", id: "admin-activities", title: "Aktivitäten", cache: "private", access: adminWrites, guard: "program" },
    activityCreate: {
      path: "activities/create",
      file: "routes/organizer/events-create.tsx",
      id: "admin-activity-create",
      title: "Neue Aktivität",
      cache: "private",
      access: adminWrites,
      guard: "program",
    },
    activityEdit: {
      path: "activities/:id/edit",
      file: "routes/organizer/events-edit.tsx",
      id: "admin-activity-edit",
      title: "Aktivität bearbeiten",
      cache: "private",
      access: adminWrites,
      guard: "program",
      params: { id: "event" },
    },
    blogs: { path: "blogs", file: "routes/admin/blog-list.tsx", title: "Blog-Artikel", cache: "private" },
    blogCreate: {
      path: "blog/create",
      file: "routes/organizer/blogs-create.tsx",
      id: "admin-blog-create",
      title: "Neuer Blog-Artikel",
      cache: "private",
      access: { loader: row("home", { anonymous: "signin", admin: "ok" }), action: row("home", { anonymous: "signin", admin: "ok" }) },
    },
    blogEdit: { path: "blog/edit/:id", file: "routes/admin/blog-edit.tsx", id: "admin-blog-edit", title: "Blog-Editor", cache: "private", params: { id: "blogPost" } },
    blogEditor: { path: "blog/editor/:id", file: "routes/admin/blog-edit.tsx", id: "admin-blog-editor", title: "Blog-Editor", cache: "private", params: { id: "blogPost" } },
    blogDemo: { path: "blog/demo", file: "routes/admin/blog-demo.tsx", title: "Blog-Editor (Demo)", cache: "private" },
    // one list and one form for both sets (spec §2.4 "places … using the location forms"): the URL says which
    locations: { path: "locations", file: "routes/admin/places.tsx", id: "admin-locations", title: "Locations", cache: "private", access: adminWrites },
    locationCreate: { path: "locations/create", file: "routes/admin/place-form.tsx", id: "admin-location-create", title: "Neue Location", cache: "private", access: adminWrites },
    locationEdit: {
      path: "locations/:id/edit",
      file: "routes/admin/place-form.tsx",
      id: "admin-location-edit",
      title: "Location bearbeiten",
      cache: "private",
      access: adminWrites,
      params: { id: "location" },
    },
    locationManagers: {
      path: "locations/:id/managers",
      file: "routes/admin/place-managers.tsx",
      title: "Location-Manager:innen",
      cache: "private",
      access: adminWrites,
      params: { id: "location" },
    },
    places: { path: "places", file: "routes/admin/places.tsx", id: "admin-places", title: "Orte", cache: "private", access: adminWrites },
    placeCreate: { path: "places/create", file: "routes/admin/place-form.tsx", id: "admin-place-create", title: "Neuer Ort", cache: "private", access: adminWrites },
    placeEdit: {
      path: "places/:id/edit",
      file: "routes/admin/place-form.tsx",
      id: "admin-place-edit",
      title: "Ort bearbeiten",
      cache: "private",
      access: adminWrites,
      params: { id: "location" },
    },
    businesses: { path: "businesses", file: "routes/admin/businesses.tsx", title: "Businesses", cache: "private", access: adminWrites },
    businessCreate: { path: "businesses/create", file: "routes/admin/business-form.tsx", id: "admin-business-create", title: "Neues Business", cache: "private", access: adminWrites },
    businessEdit: {
      path: "businesses/:id/edit",
      file: "routes/admin/business-form.tsx",
      id: "admin-business-edit",
      title: "Business bearbeiten",
      cache: "private",
      access: adminWrites,
      params: { id: "business" },
    },
    artists: { path: "artists", file: "routes/admin/artists.tsx", title: "Artists", cache: "private", access: adminWrites },
    artistCreate: { path: "artists/create", file: "routes/admin/artist-form.tsx", id: "admin-artist-create", title: "Neue:r Artist", cache: "private", access: adminWrites },
    artistEdit: {
      path: "artists/:id/edit",
      file: "routes/admin/artist-form.tsx",
      id: "admin-artist-edit",
      title: "Artist bearbeiten",
      cache: "private",
      access: adminWrites,
      params: { id: "artist" },
    },
    organizers: { path: "organizers", file: "routes/admin/organizers.tsx", title: "Veranstalter:innen", cache: "private", access: adminWrites },
    organizerCreate: {
      path: "organizers/create",
      file: "routes/admin/organizer-form.tsx",
      id: "admin-organizer-create",
      title: "Neue:r Veranstalter:in",
      cache: "private",
      access: adminWrites,
    },
    organizerEdit: {
      path: "organizers/:id/edit",
      file: "routes/admin/organizer-form.tsx",
      id: "admin-organizer-edit",
      title: "Veranstalter:in bearbeiten",
      cache: "private",
      access: adminWrites,
      params: { id: "organizerProfile" },
    },
    reviews: { path: "reviews", file: "routes/admin/reviews.tsx", title: "Bewertungen", cache: "private", access: adminWrites },
    community: { path: "community", file: "routes/admin/community.tsx", title: "Community-Seite", cache: "private", access: adminWrites },
    media: { path: "media", file: "routes/admin/media.tsx", title: "Medien", cache: "private", writesKeepPublicPages: true, access: adminWrites },
    // support reads the list and an account's page and helps its owner (decision 0011)
    users: { path: "users", file: "routes/admin/users.tsx", title: "Benutzer:innen", cache: "private", access: { loader: supportReads } },
    userCreate: { path: "users/create", file: "routes/admin/user-create.tsx", title: "Neue:r Benutzer:in", cache: "private", access: adminWrites },
    userAudit: { path: "users/audit", file: "routes/admin/audit-log.tsx", title: "Audit-Log", cache: "private", access: { loader: supportReads } },
    userEdit: {
      path: "users/:id/edit",
      file: "routes/admin/user-detail.tsx",
      title: "Benutzer:in",
      cache: "private",
      params: { id: "user" },
      // support opens it and posts its two owner-directed actions; everything else is refused by the policy (403)
      access: { loader: supportReads, action: row(403, { anonymous: 401, support: "ok", admin: "ok" }) },
    },
    requests: {
      path: "requests",
      file: "routes/admin/requests.tsx",
      title: "Organisator-Anfragen",
      cache: "private",
      access: { loader: row("home", { anonymous: "signin", admin: "ok" }), action: row(403, { anonymous: 401, admin: "ok" }) },
    },
    usercheck: { path: "usercheck", file: "routes/admin/usercheck.tsx", title: "Benutzerprüfung", cache: "private", access: { loader: supportReads } },
    // one page for both areas (the organizer's route file serves /admin/bookings too)
    bookings: { path: "bookings", file: "routes/organizer/bookings.tsx", id: "admin-bookings", title: "Buchungen", cache: "private" },
    bookingDetail: {
      path: "bookings/:id",
      // one page for both areas (the organizer's route file serves /admin/bookings/:id too)
      file: "routes/organizer/booking-detail.tsx",
      id: "admin-booking-detail",
      title: "Buchungsdetails",
      cache: "private",
      params: { id: "booking" },
      access: { loader: row("home", { anonymous: "signin", admin: "ok" }), action: row(403, { anonymous: 401, admin: "ok" }) },
    },
    refunds: {
      path: "refunds",
      file: "routes/admin/refunds.tsx",
      title: "Erstattungen",
      cache: "private",
      access: { loader: row("home", { anonymous: "signin", admin: "ok" }), action: row(403, { anonymous: 401, admin: "ok" }) },
    },
    ticketValidation: {
      path: "ticket-validation",
      file: "routes/admin/ticket-validation.tsx",
      title: "Ticket-Validierung",
      cache: "private",
      access: { loader: row("home", { anonymous: "signin", admin: "ok" }), action: row("home", { anonymous: "signin", admin: "ok" }) },
    },
    outbox: { path: "outbox", file: "routes/admin/outbox.tsx", title: "Postausgang", cache: "private" },
    reports: {
      path: "reports",
      file: "routes/admin/reports.tsx",
      title: "Meldungen",
      cache: "private",
      // admins only; check-in staff and every other role are sent home (GET) or refused (POST)
      access: { loader: row("home", { anonymous: "signin", admin: "ok" }), action: row(403, { anonymous: 401, admin: "ok" }) },
    },
    emailTemplates: { path: "email-templates", file: "routes/admin/email-templates.tsx", title: "E-Mail-Vorlagen", cache: "private" },
    emailTemplateEdit: {
      path: "email-templates/:key",
      file: "routes/admin/email-template-edit.tsx",
      title: "E-Mail-Vorlage bearbeiten",
      cache: "private",
      access: adminWrites,
      params: { key: "=verify_email" },
      writesKeepPublicPages: true,
    },
    notifications: { path: "notifications", file: "routes/admin/notifications.tsx", title: "Benachrichtigungen", cache: "private", access: adminWrites, writesKeepPublicPages: true },
    // the list only reads (a city is changed in its form)
    cities: { path: "cities", file: "routes/admin/cities.tsx", title: "Städte", cache: "private", access: { loader: row("home", { anonymous: "signin", admin: "ok" }) } },
    cityCreate: { path: "cities/create", file: "routes/admin/city-form.tsx", id: "admin-city-create", title: "Neue Stadt", cache: "private", access: adminWrites },
    cityEdit: {
      path: "cities/:id/edit",
      file: "routes/admin/city-form.tsx",
      id: "admin-city-edit",
      title: "Stadt bearbeiten",
      cache: "private",
      access: adminWrites,
      params: { id: "city" },
    },
    dbsetup: { path: "dbsetup", file: "routes/admin/dbsetup.tsx", title: "Datenbank", cache: "private", access: adminWrites },
    storageImport: { path: "storage-import", file: "routes/admin/storage-import.tsx", title: "Speicher-Import", cache: "private", access: adminWrites },
    // an import nobody has: admins are told it does not exist, everyone else is sent home or refused first
    storageImportDetail: {
      path: "storage-import/:id",
      file: "routes/admin/storage-import-detail.tsx",
      title: "Import",
      cache: "private",
      access: { loader: row("home", { anonymous: "signin", admin: 404 }), action: row(403, { anonymous: 401, admin: 404 }) },
    },
  },
});

const p = admin.pages;
/** The admin sidebar (spec §2.4): Dashboard, Inhalte verwalten, User-Verwaltung, Administration. */
export const adminNav: NavGroup[] = [
  { title: "Dashboard", items: [link(admin, p.dashboard, "Übersicht", { end: true }), link(admin, p.analytics, "Analytics")] },
  // money first: bookings and refunds are the daily work and stay above the fold at 800 px height
  { title: "Verkauf", items: [link(admin, p.bookings, "Buchungen"), link(admin, p.refunds, "Erstattungen")] },
  {
    title: "Inhalte verwalten",
    items: [
      link(admin, p.events, "Events"),
      link(admin, p.workshops, "Workshops"),
      link(admin, p.activities, "Aktivitäten"),
      link(admin, p.blogs, "Blog"),
      link(admin, p.locations, "Locations"),
      link(admin, p.places, "Orte"),
      link(admin, p.businesses, "Businesses"),
      link(admin, p.artists, "Artists"),
      link(admin, p.organizers, "Veranstalter:innen"),
      link(admin, p.reviews, "Bewertungen"),
      link(admin, p.community, "Community"),
      link(admin, p.media, "Medien"),
    ],
  },
  {
    title: "User-Verwaltung",
    items: [
      link(admin, p.users, "Benutzer:innen", { end: true }),
      link(admin, p.requests, "Anfragen"),
      link(admin, p.userAudit, "Audit-Log"),
      link(admin, p.usercheck, "Benutzerprüfung"),
    ],
  },
  {
    title: "Administration",
    items: [
      link(admin, p.ticketValidation, "Ticket-Validierung"),
      link(admin, p.reports, "Meldungen"),
      link(admin, p.emailTemplates, "E-Mail-Vorlagen"),
      link(admin, p.notifications, "Benachrichtigungen"),
      link(admin, p.cities, "Städte"),
      link(admin, p.dbsetup, "Datenbank"),
      link(admin, p.storageImport, "Speicher-Import"),
    ],
  },
];

/** What support sees of the sidebar (decision 0011): only the pages open to it. */
export const supportNav: NavGroup[] = [
  {
    title: "User-Verwaltung",
    items: [
      link(admin, p.usercheck, "Benutzerprüfung"),
      link(admin, p.users, "Benutzer:innen", { end: true }),
      link(admin, p.userAudit, "Audit-Log"),
    ],
  },
];

/** Local mode keeps e-mails in the outbox: its page is listed in the sidebar there only. */
export const adminNavWithOutbox: NavGroup[] = adminNav.map((g) =>
  g.title === "Administration" ? { ...g, items: [...g.items, link(admin, p.outbox, "Postausgang")] } : g,
);
