import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { adminPages, adminProgramPages } from "./lib/admin-pages";


const adminId = (p: string) => `admin-${p.replace(/[/:]+/g, "-")}`;

export default [
  index("routes/root-redirect.tsx"),

  // ── resource routes ──
  route("api/auth/*", "routes/api/auth.tsx"),
  route("api/health", "routes/api/health.tsx"),
  route("api/sign-out", "routes/api/sign-out.tsx"),
  route("api/dev/mailbox", "routes/api/dev-mailbox.tsx"),
  route("media/*", "routes/api/media.tsx"),
  route("art/:kind/:category/:file", "routes/art.tsx"),
  route("robots.txt", "routes/seo/robots.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.tsx"),
  // [issue 3 api routes]
  route("api/search", "routes/api/search.tsx"),
  route("api/dev/seed-summary", "routes/api/dev-seed-summary.tsx"),
  // [issue 4 api routes]
  route("api/blog/view", "routes/api/blog-view.tsx"),
  route("api/blog/image", "routes/api/blog-image.tsx"),
  route("api/blog/events", "routes/api/blog-events.tsx"),
  // admin blog pages (taken over from the generic admin page list), inside the admin layout
  route("admin", "routes/admin/layout.tsx", { id: "admin-blog-area" }, [
    route("blogs", "routes/admin/blog-list.tsx"),
    route("blog/create", "routes/admin/blog-create.tsx"),
    route("blog/edit/:id", "routes/admin/blog-edit.tsx", { id: "admin-blog-edit" }),
    route("blog/editor/:id", "routes/admin/blog-edit.tsx", { id: "admin-blog-editor" }),
    route("blog/demo", "routes/admin/blog-demo.tsx"),
  ]),
  // [issue 5 api routes]
  route("api/favorites", "routes/api/favorites.tsx"),
  route("api/notifications", "routes/api/notifications.tsx"),
  route("api/notifications/stream", "routes/api/notifications-stream.tsx"),
  route("api/push/subscription", "routes/api/push-subscription.tsx"),
  route("api/account/export", "routes/api/account-export.tsx"),
  // [issue 6 api routes]
  route("api/tickets/:bookingId/pdf", "routes/api/ticket-pdf.tsx"),
  route("api/tickets/:bookingId/ics", "routes/api/ticket-ics.tsx"),
  route("api/payments/stripe/webhook", "routes/api/stripe-webhook.tsx"),
  route("payments/test/:sessionId", "routes/payments/test-checkout.tsx"),
  route("payments/cancelled", "routes/payments/cancelled.tsx"),

  // ── organizer area (login required, spec §2.2) ──
  route("organizer", "routes/organizer/layout.tsx", [
    index("routes/organizer/dashboard.tsx"),
    route("stats", "routes/organizer/stats.tsx"),
    route("events", "routes/organizer/events.tsx"),
    route("events/create", "routes/organizer/events-create.tsx"),
    route("activities", "routes/organizer/activities.tsx"),
    route("blogs", "routes/organizer/blogs.tsx"),
    route("blogs/create", "routes/organizer/blogs-create.tsx"),
    route("bookings", "routes/organizer/bookings.tsx"),
    route("bookings/export", "routes/organizer/bookings-export.tsx"),
    route("bookings/:bookingId", "routes/organizer/booking-detail.tsx"),
    route("reviews", "routes/organizer/reviews.tsx"),
    route("integrations", "routes/organizer/integrations.tsx"),
    route("settings", "routes/organizer/settings.tsx"),
  ]),
  // ── door (check-in): organizers, admins and invited check-in staff (decision 0008); full screen, own guard ──
  route("organizer/check-in", "routes/organizer/check-in-events.tsx"),
  route("organizer/check-in/:eventId", "routes/organizer/check-in.tsx"),
  route("organizer/check-in/:eventId/log", "routes/organizer/check-in-log.tsx"),
  route("organizer/check-in/:eventId/log.csv", "routes/organizer/check-in-log-csv.tsx"),
  route("organizer/check-in/:eventId/settings", "routes/organizer/check-in-settings.tsx"),
  route("api/check-in/:eventId/scan", "routes/api/check-in/scan.tsx"),
  route("api/check-in/:eventId/sync", "routes/api/check-in/sync.tsx"),
  route("api/check-in/:eventId/counters", "routes/api/check-in/counters.tsx"),
  route("api/check-in/:eventId/stream", "routes/api/check-in/stream.tsx"),
  route("api/check-in/:eventId/search", "routes/api/check-in/search.tsx"),
  route("api/check-in/:eventId/tickets", "routes/api/check-in/tickets.tsx"),
  route("api/check-ins/:checkInId/revoke", "routes/api/check-in/revoke.tsx"),

  // ── business-owner area (login required, spec §2.3) ──
  route("business-owner", "routes/business-owner/layout.tsx", [
    index("routes/business-owner/dashboard.tsx"),
    route("register", "routes/business-owner/register.tsx"),
    route("manage", "routes/business-owner/manage.tsx"),
    route("edit", "routes/business-owner/edit.tsx"),
    route("reviews", "routes/business-owner/reviews.tsx"),
    route("events", "routes/business-owner/events.tsx"),
    route("bookings", "routes/business-owner/bookings.tsx"),
    route("venue/:locationId/settings", "routes/business-owner/venue-settings.tsx"),
    route("analytics", "routes/business-owner/analytics.tsx"),
    route("settings", "routes/business-owner/settings.tsx"),
  ]),

  // ── admin area (admin guard, spec §2.4) ──
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("requests", "routes/admin/requests.tsx"),
    route("refunds", "routes/admin/refunds.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/:id", "routes/admin/booking-detail.tsx"),
    route("ticket-validation", "routes/admin/ticket-validation.tsx"),
    ...adminPages.map(([p]) => route(p, "routes/admin/page.tsx", { id: adminId(p) })),
    layout("routes/admin/program-guard.tsx", [
      ...adminProgramPages.map(([p]) => route(p, "routes/admin/page.tsx", { id: adminId(p) })),
    ]),
  ]),

  // ── public pages per city (spec §2.1) ──
  route(":city", "routes/city/layout.tsx", [
    index("routes/city/home.tsx"),
    route("auth", "routes/city/auth.tsx"),
    route("reset-password", "routes/city/reset-password.tsx"),
    route("events", "routes/city/events.tsx"),
    route("events/:slug", "routes/city/event-detail.tsx"),
    route("events/:slug/tickets", "routes/city/checkout.tsx"),
    route("workshops", "routes/city/workshops.tsx"),
    route("workshops/:slug", "routes/city/workshop-detail.tsx"),
    route("activities", "routes/city/activities.tsx"),
    route("activities/:slug", "routes/city/activity-detail.tsx"),
    route("places", "routes/city/places.tsx"),
    route("places/:slug", "routes/city/place-detail.tsx"),
    route("locations", "routes/city/redirect-places.tsx", { id: "locations-redirect" }),
    route("businesses", "routes/city/redirect-places.tsx", { id: "businesses-redirect" }),
    route("locations/:slug", "routes/city/place-redirect.tsx", { id: "location-detail-redirect" }),
    route("businesses/:slug", "routes/city/place-redirect.tsx", { id: "business-detail-redirect" }),
    route("artists", "routes/city/artists.tsx"),
    route("artists/:slug", "routes/city/artist-detail.tsx"),
    route("organizers", "routes/city/organizers.tsx"),
    route("organizers/:slug", "routes/city/organizer-detail.tsx"),
    route("community", "routes/city/community.tsx"),
    route("blog", "routes/city/blog.tsx"),
    route("blog/:slug", "routes/city/blog-post.tsx"),
    route("search", "routes/city/search.tsx"),
    route("booking-success", "routes/city/booking-success.tsx"),
    route("contests", "routes/city/contests.tsx"),
    route("tickets", "routes/city/tickets.tsx"),
    route("team", "routes/city/team.tsx"),
    route("jobs", "routes/city/jobs.tsx"),
    route("contact", "routes/city/contact.tsx"),
    route("for-organizers", "routes/city/for-organizers.tsx"),
    route("for-brands", "routes/city/for-brands.tsx"),
    route("privacy", "routes/city/privacy.tsx"),
    route("imprint", "routes/city/imprint.tsx"),
    route("terms", "routes/city/terms.tsx"),
    route("create-event", "routes/city/create-event.tsx"),
    route("poster-edition", "routes/city/poster-edition.tsx"),
    route("secret-concerts", "routes/city/secret-concerts.tsx"),
    route("settings", "routes/city/settings.tsx"),
    // login-protected under the city
    route("requests", "routes/city/requests.tsx"),
    route("business-dashboard/:profileId", "routes/city/business-dashboard.tsx"),
    ...prefix("profile", [
      layout("routes/city/profile/layout.tsx", [
        index("routes/city/profile/overview.tsx"),
        route("tickets", "routes/city/profile/tickets.tsx"),
        route("events", "routes/city/profile/events.tsx"),
        route("follows", "routes/city/profile/follows.tsx"),
        route("notifications", "routes/city/profile/notifications.tsx"),
        route("settings", "routes/city/profile/settings.tsx"),
        route("edit", "routes/city/profile/edit.tsx"),
      ]),
    ]),
    route("*", "routes/city/not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
