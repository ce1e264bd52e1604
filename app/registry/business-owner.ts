import { DEFAULT_CITY } from "../lib/cities";
import { defineArea, link, row, type NavGroup } from "./kit";

/** A page about a place the owner runs: POSTs from anyone who runs none (or another owner's place) get 404. */
const ownPlaceWrites = { loader: row("ok", { anonymous: "signin" }), action: row(404, { anonymous: 401, businessOwner: "ok" }) };

/** Business-owner area (spec §2.3): every signed-in user; anonymous → sign in. */
export const businessOwner = defineArea({
  base: "/business-owner",
  layout: { file: "routes/business-owner/layout.tsx" },
  title: "Business-Bereich",
  titleSuffix: "Business",
  defaultAccess: { loader: row("ok", { anonymous: "signin" }) },
  pages: {
    dashboard: { path: "", file: "routes/business-owner/dashboard.tsx", title: "Dashboard", cache: "private" },
    register: {
      path: "register",
      file: "routes/business-owner/register.tsx",
      title: "Business registrieren",
      cache: "private",
      // every signed-in user may register or claim (decision 0013)
      access: { loader: row("ok", { anonymous: "signin" }), action: row("ok", { anonymous: "signin" }) },
    },
    manage: { path: "manage", file: "routes/business-owner/manage.tsx", title: "Mein Business", cache: "private" },
    edit: { path: "edit", file: "routes/business-owner/edit.tsx", title: "Bearbeiten", cache: "private", access: ownPlaceWrites },
    reviews: {
      path: "reviews",
      file: "routes/business-owner/reviews.tsx",
      title: "Bewertungen",
      cache: "private",
      // the matrix's review is an event review: no business owner (nor anyone) answers it here
      form: { intent: "=answer", id: "review", response: "=Danke für Ihren Besuch!" },
      access: { loader: row("ok", { anonymous: "signin" }), action: row(404, { anonymous: "signin" }) },
    },
    // the events at the owner's venues (decision 0014); its row actions need a place the account runs
    events: {
      path: "events",
      file: "routes/business-owner/events.tsx",
      title: "Events",
      cache: "private",
      access: { loader: row("ok", { anonymous: "signin" }), action: row(403, { anonymous: 401, businessOwner: "ok" }) },
    },
    // the organizer area's editor, for an owner's events at the venues they run (decision 0014): an account
    // that runs no place is sent to register its business (GET) or refused (POST; no matrix actor runs one)
    eventCreate: {
      path: "events/create",
      file: "routes/organizer/events-create.tsx",
      id: "business-owner-event-create",
      title: "Event erstellen",
      cache: "private",
      access: { loader: row("ok", { anonymous: "signin" }), action: row(403, { anonymous: 401, businessOwner: "ok" }) },
    },
    eventPreview: {
      path: "events/:id/preview",
      file: "routes/organizer/events-preview.tsx",
      id: "business-owner-event-preview",
      title: "Vorschau",
      cache: "private",
      params: { id: "event" },
      access: { loader: row("ok", { anonymous: "signin", businessOwner: 404 }) },
    },
    eventEdit: {
      path: "events/:id/edit",
      file: "routes/organizer/events-edit.tsx",
      id: "business-owner-event-edit",
      title: "Event bearbeiten",
      cache: "private",
      params: { id: "event" },
      // the matrix's event is not one the business owner created: told it does not exist
      access: { loader: row("ok", { anonymous: "signin", businessOwner: 404 }), action: row(403, { anonymous: 401, businessOwner: "ok" }) },
    },
    bookings: { path: "bookings", file: "routes/business-owner/bookings.tsx", title: "Buchungen", cache: "private" },
    venueSettings: {
      path: "venue/:locationId/settings",
      file: "routes/business-owner/venue-settings.tsx",
      title: "Location-Einstellungen",
      cache: "private",
      params: { locationId: "location" },
      // the matrix's place is run by the business owner only: everyone else is told it does not exist
      access: { loader: row(404, { anonymous: "signin", businessOwner: "ok", admin: "ok" }), action: row(404, { anonymous: 401, businessOwner: "ok", admin: "ok" }) },
    },
    // the owner's own business profile (name, description, logo, social links); another's id → 404
    profile: {
      path: "profile/:profileId",
      file: "routes/business-owner/profile.tsx",
      title: "Business-Profil bearbeiten",
      cache: "private",
      params: { profileId: "business" },
      access: { loader: row(404, { anonymous: "signin", businessOwner: "ok" }), action: row(404, { anonymous: 401, businessOwner: "ok" }) },
    },
    analytics: { path: "analytics", file: "routes/business-owner/analytics.tsx", title: "Analytics", cache: "private" },
    settings: { path: "settings", file: "routes/business-owner/settings.tsx", title: "Einstellungen", cache: "private", access: { loader: row("ok", { anonymous: "signin" }), action: row("ok", { anonymous: 401 }) } },
  },
});

const p = businessOwner.pages;
/** The business-owner sidebar (spec §2.3): pages, quick actions, help (support, public view in a new tab). */
export const businessOwnerNav: NavGroup[] = [
  {
    title: "Business",
    items: [
      link(businessOwner, p.dashboard, "Dashboard", { end: true }),
      link(businessOwner, p.manage, "Mein Business"),
      link(businessOwner, p.edit, "Bearbeiten"),
      link(businessOwner, p.reviews, "Bewertungen"),
      link(businessOwner, p.events, "Events"),
      link(businessOwner, p.bookings, "Buchungen"),
      link(businessOwner, p.analytics, "Analytics"),
      link(businessOwner, p.settings, "Einstellungen"),
    ],
  },
  {
    title: "Schnellaktionen",
    items: [
      link(businessOwner, p.edit, "Business bearbeiten"),
      link(businessOwner, p.reviews, "Neue Bewertungen"),
      link(businessOwner, p.eventCreate, "Event erstellen"),
    ],
  },
  {
    title: "Hilfe",
    items: [
      { label: "Support kontaktieren", to: `/${DEFAULT_CITY}/contact` },
      { label: "Öffentliche Ansicht", to: `/${DEFAULT_CITY}/businesses`, external: true },
    ],
  },
];
