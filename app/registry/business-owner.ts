import { DEFAULT_CITY } from "../lib/cities";
import { defineArea, link, row, type NavGroup } from "./kit";

/** A page about a place the owner runs: POSTs from anyone who runs none (or another owner's place) get 404. */
const ownPlaceWrites = { loader: row("ok", { anonymous: "signin" }), action: row(404, { anonymous: 401, businessOwner: "ok" }) };
import { organizer } from "./organizer";

/** Business-owner area (spec §2.3): every signed-in user; anonymous → sign in. */
export const businessOwner = defineArea({
  base: "/business-owner",
  layout: { file: "routes/business-owner/layout.tsx" },
  title: "Business-Bereich",
  titleSuffix: "Business",
  defaultAccess: { loader: row("ok", { anonymous: "signin" }) },
  pages: {
    dashboard: { path: "", file: "routes/business-owner/dashboard.tsx", title: "Dashboard", cache: "private" },
    register: { path: "register", file: "routes/business-owner/register.tsx", title: "Business registrieren", cache: "private" },
    manage: { path: "manage", file: "routes/business-owner/manage.tsx", title: "Mein Business", cache: "private" },
    edit: { path: "edit", file: "routes/business-owner/edit.tsx", title: "Bearbeiten", cache: "private", access: ownPlaceWrites },
    reviews: { path: "reviews", file: "routes/business-owner/reviews.tsx", title: "Bewertungen", cache: "private" },
    events: { path: "events", file: "routes/business-owner/events.tsx", title: "Events", cache: "private" },
    bookings: { path: "bookings", file: "routes/business-owner/bookings.tsx", title: "Buchungen", cache: "private" },
    venueSettings: {
      path: "venue/:locationId/settings",
      file: "routes/business-owner/venue-settings.tsx",
      title: "Location-Einstellungen",
      cache: "private",
      params: { locationId: "location" },
      access: { ...ownPlaceWrites, action: row(404, { anonymous: 401, businessOwner: "ok", admin: "ok" }) },
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
      link(businessOwner, p.analytics, "Analytics"),
      link(businessOwner, p.settings, "Einstellungen"),
    ],
  },
  {
    title: "Schnellaktionen",
    items: [
      link(businessOwner, p.edit, "Business bearbeiten"),
      link(businessOwner, p.reviews, "Neue Bewertungen"),
      link(organizer, organizer.pages.eventCreate, "Event erstellen"),
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
