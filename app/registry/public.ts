import { businessOwner } from "./business-owner";
import { defineArea, row, urlOf, type Page } from "./kit";
import { organizer } from "./organizer";

/** A public city page: the same for every anonymous visitor. */
const open = (path: string, file: string, title: string, extra: Partial<Page> = {}): Page => ({ path, file: `routes/city/${file}`, title, cache: "public", ...extra });
/** A city page that depends on who asks (never shared); its writes may keep the public pages. */
const own = (path: string, file: string, title: string, extra: Partial<Page> = {}): Page => ({ path, file: `routes/city/${file}`, title, cache: "private", ...extra });

/** Public pages per city (spec §2.1), inside the city layout. */
export const city = defineArea({
  base: "/:city",
  layout: { file: "routes/city/layout.tsx" },
  guards: { profile: { file: "routes/city/profile/layout.tsx" } },
  pages: {
    home: open("", "home.tsx", "Start"),
    auth: own("auth", "auth.tsx", "Anmelden oder registrieren", { writesKeepPublicPages: true }),
    resetPassword: own("reset-password", "reset-password.tsx", "Neues Passwort festlegen", { writesKeepPublicPages: true }),
    events: open("events", "events.tsx", "Events"),
    eventDetail: open("events/:slug", "event-detail.tsx", "Event"),
    checkout: own("events/:slug/tickets", "checkout.tsx", "Tickets buchen", { writesKeepPublicPages: true }),
    workshops: open("workshops", "events.tsx", "Workshops", { id: "city-workshops" }),
    workshopDetail: open("workshops/:slug", "workshop-detail.tsx", "Workshop"),
    activities: open("activities", "events.tsx", "Aktivitäten", { id: "city-activities" }),
    activityDetail: open("activities/:slug", "activity-detail.tsx", "Aktivität"),
    places: open("places", "places.tsx", "Orte"),
    placeDetail: open("places/:slug", "place-detail.tsx", "Ort"),
    locations: open("locations", "redirect-places.tsx", "Orte", { id: "locations-redirect" }),
    businesses: open("businesses", "redirect-places.tsx", "Orte", { id: "businesses-redirect" }),
    locationDetail: open("locations/:slug", "place-redirect.tsx", "Ort", { id: "location-detail-redirect" }),
    businessDetail: open("businesses/:slug", "place-redirect.tsx", "Ort", { id: "business-detail-redirect" }),
    artists: open("artists", "artists.tsx", "Artists"),
    artistDetail: open("artists/:slug", "artist-detail.tsx", "Artist"),
    organizers: open("organizers", "organizers.tsx", "Veranstalter:innen"),
    organizerDetail: open("organizers/:slug", "organizer-detail.tsx", "Veranstalter:in"),
    community: open("community", "community.tsx", "Community"),
    blog: open("blog", "blog.tsx", "Blog"),
    blogPost: open("blog/:slug", "blog-post.tsx", "Blog-Artikel"),
    search: open("search", "search.tsx", "Suche"),
    bookingSuccess: own("booking-success", "booking-success.tsx", "Buchung erfolgreich"),
    contests: open("contests", "contests.tsx", "Verlosungen"),
    tickets: own("tickets", "tickets.tsx", "Tickets"),
    team: open("team", "team.tsx", "Team"),
    jobs: open("jobs", "jobs.tsx", "Jobs"),
    contact: open("contact", "contact.tsx", "Kontakt", { writesKeepPublicPages: true }),
    forOrganizers: open("for-organizers", "for-organizers.tsx", "Für Veranstalter:innen"),
    forBrands: open("for-brands", "for-brands.tsx", "Für Marken"),
    privacy: open("privacy", "privacy.tsx", "Datenschutzerklärung"),
    imprint: open("imprint", "imprint.tsx", "Impressum"),
    terms: open("terms", "terms.tsx", "Allgemeine Geschäftsbedingungen"),
    createEvent: own("create-event", "create-event.tsx", "Event erstellen"),
    posterEdition: open("poster-edition", "poster-edition.tsx", "Poster Edition"),
    secretConcerts: open("secret-concerts", "secret-concerts.tsx", "Secret Concerts"),
    settings: own("settings", "settings.tsx", "Einstellungen", { writesKeepPublicPages: true }),
    // login-protected under the city
    requests: own("requests", "requests.tsx", "Meine Anfragen", { writesKeepPublicPages: true }),
    businessDashboard: own("business-dashboard/:profileId", "business-dashboard.tsx", "Business-Dashboard"),
    profile: own("profile", "profile/overview.tsx", "Mein Profil", { guard: "profile" }),
    profileTickets: own("profile/tickets", "profile/tickets.tsx", "Meine Tickets", { guard: "profile", writesKeepPublicPages: true }),
    profileEvents: own("profile/events", "profile/events.tsx", "Meine Events", { guard: "profile" }),
    profileFollows: own("profile/follows", "profile/follows.tsx", "Favoriten", { guard: "profile" }),
    profileNotifications: own("profile/notifications", "profile/notifications.tsx", "Benachrichtigungen", { guard: "profile", writesKeepPublicPages: true }),
    profileSettings: own("profile/settings", "profile/settings.tsx", "Einstellungen", { guard: "profile", writesKeepPublicPages: true }),
    profileEdit: own("profile/edit", "profile/edit.tsx", "Profil bearbeiten", { guard: "profile" }),
    notFound: open("*", "not-found.tsx", "Seite nicht gefunden"),
  },
});

/** Routes at the site's root that belong to no area. */
export const site = defineArea({
  base: "",
  pages: {
    root: { path: "", file: "routes/root-redirect.tsx", title: "Stadtpuls", cache: "private" },
    robots: { path: "robots.txt", file: "routes/seo/robots.tsx", title: "robots.txt", cache: "public" },
    sitemap: { path: "sitemap.xml", file: "routes/seo/sitemap.tsx", title: "Sitemap", cache: "public" },
    testCheckout: {
      path: "payments/test/:sessionId",
      file: "routes/payments/test-checkout.tsx",
      title: "Testzahlung",
      cache: "private",
      writesKeepPublicPages: true,
      access: { loader: row(404, { anonymous: "signin" }), action: row(404, { anonymous: "signin" }) },
    },
    paymentCancelled: {
      path: "payments/cancelled",
      file: "routes/payments/cancelled.tsx",
      title: "Zahlung abgebrochen",
      cache: "private",
      access: { loader: row("ok", { anonymous: "signin" }) },
    },
    notFound: { path: "*", file: "routes/not-found.tsx", title: "Seite nicht gefunden", cache: "private" },
  },
});

/** A link of the public layout (spec §2.5). */
export type NavItem = {
  label: string;
  /** relative to the city ("events") or absolute ("/organizer") */
  to: string;
  badge?: "Neu" | "Premium";
  /** anonymous users are sent to /auth instead */
  requiresLogin?: boolean;
};
export type NavSection = { title: string; items: NavItem[] };

const c = city.pages;
/** A link to a city page of the registry. */
const to = (page: Page, label: string, extra: Omit<NavItem, "label" | "to"> = {}): NavItem => ({ label, to: page.path, ...extra });
/** A link into another area (absolute). */
const area = (url: string, label: string, extra: Omit<NavItem, "label" | "to"> = {}): NavItem => ({ label, to: url, ...extra });

export const primaryNav: NavItem[] = [
  to(c.events, "Events"),
  to(c.places, "Orte"),
  to(c.contests, "Verlosungen", { badge: "Neu" }),
  to(c.artists, "Artists"),
  to(c.blog, "Blog"),
];

export const sideMenu: NavSection[] = [
  {
    title: "Entdecken",
    items: [
      to(c.events, "Events"),
      to(c.workshops, "Workshops"),
      to(c.activities, "Aktivitäten"),
      to(c.places, "Orte"),
      to(c.artists, "Artists"),
      to(c.organizers, "Veranstalter:innen"),
      to(c.community, "Community"),
      to(c.blog, "Blog"),
      to(c.tickets, "Tickets"),
      to(c.contests, "Verlosungen", { badge: "Neu" }),
      to(c.posterEdition, "Poster Edition"),
      to(c.secretConcerts, "Secret Concerts", { badge: "Premium" }),
    ],
  },
  {
    title: "Mein Stadtpuls",
    items: [
      to(c.profile, "Mein Profil", { requiresLogin: true }),
      to(c.profileTickets, "Meine Tickets", { requiresLogin: true }),
      to(c.profileFollows, "Favoriten", { requiresLogin: true }),
      to(c.profileNotifications, "Benachrichtigungen", { requiresLogin: true }),
      to(c.requests, "Meine Anfragen", { requiresLogin: true }),
      to(c.settings, "Einstellungen"),
    ],
  },
  {
    title: "Für Veranstalter:innen",
    items: [
      to(c.forOrganizers, "Angebot für Veranstalter:innen"),
      to(c.createEvent, "Event erstellen", { requiresLogin: true }),
      area(urlOf(organizer, organizer.pages.dashboard), "Organisator Dashboard", { requiresLogin: true }),
    ],
  },
  {
    title: "Für Business-Owner",
    items: [
      area(urlOf(businessOwner, businessOwner.pages.register), "Business registrieren", { requiresLogin: true }),
      area(urlOf(businessOwner, businessOwner.pages.dashboard), "Business-Dashboard", { requiresLogin: true }),
      to(c.forBrands, "Für Marken"),
    ],
  },
  {
    title: "Stadtpuls",
    items: [to(c.team, "Team"), to(c.jobs, "Jobs"), to(c.contact, "Kontakt")],
  },
];

export const footerColumns: NavSection[] = [
  {
    title: "Entdecken",
    items: [
      to(c.events, "Events"),
      to(c.workshops, "Workshops"),
      to(c.activities, "Aktivitäten"),
      to(c.places, "Orte"),
      to(c.artists, "Artists"),
      to(c.blog, "Blog"),
    ],
  },
  {
    title: "Services",
    items: [
      to(c.tickets, "Tickets"),
      to(c.contests, "Verlosungen"),
      to(c.forOrganizers, "Für Veranstalter:innen"),
      to(c.forBrands, "Für Marken"),
      to(c.posterEdition, "Poster Edition"),
      to(c.secretConcerts, "Secret Concerts"),
    ],
  },
  {
    title: "Kontakt & Info",
    items: [to(c.contact, "Kontakt"), to(c.team, "Team"), to(c.jobs, "Jobs"), to(c.community, "Community")],
  },
];

export const legalLinks: NavItem[] = [to(c.privacy, "Datenschutz"), to(c.imprint, "Impressum"), to(c.terms, "AGB")];
