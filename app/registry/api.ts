import { defineArea, row } from "./kit";

const everyone = row("ok");
const signedIn = row("ok", { anonymous: 401 });
/** Only GET/POST as documented: the other method answers 405. */
const noGet = row(405);
/** An event's door API: its organizer and admins (check-in staff once invited); others 404. */
/**
 * JSON-only endpoints (415 for a form, decision of issue 14): the matrix posts a form, so a signed-in
 * caller is refused for its content type before the event is looked at; the per-event refusals are
 * asserted by the check-in tests.
 */
const jsonOnly = row("ok", { anonymous: 401 });
/** What the door's scan level reads (counters, live feed, name search): also the organizer's Einlass and Verwaltung team (issue 26). */
const checkInScan = row(404, { anonymous: 401, organizer: "ok", admin: "ok", teamManager: "ok", teamDoor: "ok" });

// tickets: a missing query is answered 400 before the event is looked at (covered by the check-in tests)

/**
 * Resource routes (JSON, files, webhooks): their answers carry their own Cache-Control, the
 * micro-cache passes them through. `private` unless the answer is the same for everyone.
 */
export const api = defineArea({
  base: "",
  resource: true,
  pages: {
    auth: {
      path: "api/auth/*",
      file: "routes/api/auth.tsx",
      title: "Anmeldung (better-auth)",
      cache: "private",
      writesKeepPublicPages: true,
      params: { "*": "=get-session" },
      // POST to a GET endpoint: better-auth's own 405
      access: { loader: everyone, action: row(405) },
    },
    health: { path: "api/health", file: "routes/api/health.tsx", title: "Health", cache: "private", access: { loader: everyone } },
    // a back-office list's CSV/Excel: the page's own loader decides (sign-in redirect, home, 403 …)
    download: {
      path: "api/download/*",
      file: "routes/api/download.tsx",
      title: "Download",
      cache: "private",
      params: { "*": "=admin/artists" },
      access: { loader: row("home", { anonymous: "signin", admin: "ok" }) },
    },
    signOut: {
      path: "api/sign-out",
      file: "routes/api/sign-out.tsx",
      title: "Abmelden",
      cache: "private",
      writesKeepPublicPages: true,
      access: { loader: noGet, action: everyone },
    },
    adminOutbox: {
      path: "api/admin/outbox",
      file: "routes/api/admin-outbox.tsx",
      title: "Postausgang",
      cache: "private",
      access: { loader: row(404, { anonymous: 401, admin: "ok" }) },
    },
    geocode: {
      path: "api/geocode",
      file: "routes/api/geocode.tsx",
      title: "Adresssuche",
      cache: "private",
      access: { loader: row(403, { anonymous: 401, organizer: "ok", otherOrganizer: "ok", admin: "ok" }) },
    },
    checkInScan: { path: "api/check-in/:eventId/scan", file: "routes/api/check-in/scan.tsx", title: "Check-in: Scan", cache: "private", params: { eventId: "event" } , access: { action: jsonOnly } },
    checkInSync: { path: "api/check-in/:eventId/sync", file: "routes/api/check-in/sync.tsx", title: "Check-in: Abgleich", cache: "private", params: { eventId: "event" } , access: { action: jsonOnly } },
    checkInCounters: { path: "api/check-in/:eventId/counters", file: "routes/api/check-in/counters.tsx", title: "Check-in: Zähler", cache: "private", params: { eventId: "event" } , access: { loader: checkInScan } },
    checkInStream: { path: "api/check-in/:eventId/stream", file: "routes/api/check-in/stream.tsx", title: "Check-in: live", cache: "private", params: { eventId: "event" } , access: { loader: checkInScan } },
    checkInSearch: { path: "api/check-in/:eventId/search", file: "routes/api/check-in/search.tsx", title: "Check-in: Suche", cache: "private", params: { eventId: "event" } , access: { loader: checkInScan } },
    checkInTickets: { path: "api/check-in/:eventId/tickets", file: "routes/api/check-in/tickets.tsx", title: "Check-in: Tickets", cache: "private", params: { eventId: "event" } , access: { loader: signedIn } },
    checkInRevoke: { path: "api/check-ins/:checkInId/revoke", file: "routes/api/check-in/revoke.tsx", title: "Check-in widerrufen", cache: "private", access: { action: jsonOnly } },
    eventTraffic: {
      path: "api/events/:eventId/traffic",
      file: "routes/api/event-traffic.tsx",
      title: "Seitenaufruf zählen",
      cache: "private",
      writesKeepPublicPages: true,
      params: { eventId: "event" },
      access: { loader: noGet, action: everyone },
    },
    placeTraffic: {
      path: "api/places/:placeId/traffic",
      file: "routes/api/place-traffic.tsx",
      title: "Ortsaufruf zählen",
      cache: "private",
      writesKeepPublicPages: true,
      params: { placeId: "location" },
      access: { loader: noGet, action: everyone },
    },
    eventReview: {
      path: "api/events/:eventId/review",
      file: "routes/api/event-review.tsx",
      title: "Eigene Bewertung",
      cache: "private",
      params: { eventId: "event" },
      // GET: anonymous learn they are not signed in; POST: signed-in callers are refused for the empty form (400)
      access: { loader: everyone, action: signedIn },
    },
    eventWaitlist: {
      path: "api/events/:eventId/waitlist",
      file: "routes/api/event-waitlist.tsx",
      title: "Warteliste",
      cache: "private",
      params: { eventId: "event" },
      // GET: anonymous learn they are not signed in; POST: signed-in callers are refused for the empty form (400)
      access: { loader: everyone, action: signedIn },
    },
    placeReview: {
      path: "api/places/:placeId/review",
      file: "routes/api/place-review.tsx",
      title: "Eigene Bewertung eines Orts",
      cache: "private",
      params: { placeId: "location" },
      // GET: anonymous learn they are not signed in; POST: signed-in callers are refused for the empty form (400)
      access: { loader: everyone, action: signedIn },
    },
    organizerIcal: { path: "api/organizers/:slug/events.ics", file: "routes/api/organizer-ical.tsx", title: "iCal-Feed", cache: "private", params: { slug: "=unbekannt" }, access: { loader: row(404) } },
    v1Events: { path: "api/v1/events", file: "routes/api/v1-events.tsx", title: "API: Events", cache: "private", access: { loader: row(401) } },
    v1Bookings: { path: "api/v1/bookings", file: "routes/api/v1-bookings.tsx", title: "API: Buchungen", cache: "private", access: { loader: row(401) } },
    media: { path: "media/*", file: "routes/api/media.tsx", title: "Medien", cache: "public", access: { loader: everyone } },
    art: { path: "art/:kind/:category/:file", file: "routes/art.tsx", title: "Artwork", cache: "public", access: { loader: everyone } },
    search: { path: "api/search", file: "routes/api/search.tsx", title: "Suche", cache: "private", access: { loader: everyone } },
    devSeedSummary: { path: "api/dev/seed-summary", file: "routes/api/dev-seed-summary.tsx", title: "Demo-Daten", cache: "private", access: { loader: everyone } },
    blogView: {
      path: "api/blog/view",
      file: "routes/api/blog-view.tsx",
      title: "Blog-Aufruf zählen",
      cache: "private",
      writesKeepPublicPages: true,
      access: { loader: noGet, action: everyone },
    },
    adminPlaces: {
      path: "api/admin/places",
      file: "routes/api/admin-places.tsx",
      title: "Ortssuche",
      cache: "private",
      access: { loader: row(403, { anonymous: 401, admin: "ok" }) },
    },
    adminMedia: {
      path: "api/admin/media",
      file: "routes/api/admin-media.tsx",
      title: "Mediathek",
      cache: "private",
      writesKeepPublicPages: true,
      access: { loader: row(403, { anonymous: 401, admin: "ok" }), action: row(403, { anonymous: 401, admin: "ok" }) },
    },
    blogImage: {
      path: "api/blog/image",
      file: "routes/api/blog-image.tsx",
      title: "Blog-Bild hochladen",
      cache: "private",
      form: { postId: "blogPost" },
      access: { loader: noGet, action: row(403, { anonymous: 401, organizer: "ok", admin: "ok" }) },
    },
    blogEvents: {
      path: "api/blog/events",
      file: "routes/api/blog-events.tsx",
      title: "Events für Blog-Karten",
      cache: "private",
      access: { loader: row(403, { anonymous: 401, organizer: "ok", otherOrganizer: "ok", admin: "ok" }) },
    },
    favorites: {
      path: "api/favorites",
      file: "routes/api/favorites.tsx",
      title: "Favoriten",
      cache: "private",
      writesKeepPublicPages: true,
      access: { loader: everyone, action: signedIn },
    },
    notifications: {
      path: "api/notifications",
      file: "routes/api/notifications.tsx",
      title: "Benachrichtigungen",
      cache: "private",
      writesKeepPublicPages: true,
      access: { loader: signedIn, action: signedIn },
    },
    notificationsStream: {
      path: "api/notifications/stream",
      file: "routes/api/notifications-stream.tsx",
      title: "Benachrichtigungen (live)",
      cache: "private",
      access: { loader: signedIn },
    },
    pushSubscription: {
      path: "api/push/subscription",
      file: "routes/api/push-subscription.tsx",
      title: "Push-Abonnement",
      cache: "private",
      writesKeepPublicPages: true,
      access: { loader: signedIn, action: signedIn },
    },
    accountExport: { path: "api/account/export", file: "routes/api/account-export.tsx", title: "Datenexport", cache: "private", access: { loader: signedIn } },
    ticketPdf: {
      path: "api/tickets/:bookingId/pdf",
      file: "routes/api/ticket-pdf.tsx",
      title: "Ticket (PDF)",
      cache: "private",
      params: { bookingId: "booking" },
      access: { loader: row(404, { anonymous: 401, user: "ok", admin: "ok" }) },
    },
    ticketIcs: {
      path: "api/tickets/:bookingId/ics",
      file: "routes/api/ticket-ics.tsx",
      title: "Kalendereintrag",
      cache: "private",
      params: { bookingId: "booking" },
      access: { loader: row(404, { anonymous: 401, user: "ok", admin: "ok" }) },
    },
    stripeWebhook: {
      path: "api/payments/stripe/webhook",
      file: "routes/api/stripe-webhook.tsx",
      title: "Stripe-Webhook",
      cache: "private",
      writesKeepPublicPages: true,
      access: { loader: noGet, action: everyone },
    },
  },
});
