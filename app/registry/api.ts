import { defineArea, row } from "./kit";

const everyone = row("ok");
const signedIn = row("ok", { anonymous: 401 });
/** Only GET/POST as documented: the other method answers 405. */
const noGet = row(405);

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
    signOut: {
      path: "api/sign-out",
      file: "routes/api/sign-out.tsx",
      title: "Abmelden",
      cache: "private",
      writesKeepPublicPages: true,
      access: { loader: noGet, action: everyone },
    },
    devMailbox: { path: "api/dev/mailbox", file: "routes/api/dev-mailbox.tsx", title: "Entwicklungs-Postfach", cache: "private", access: { loader: everyone } },
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
