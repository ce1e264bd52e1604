/** Navigation of the public layout (spec §2.5). Paths are relative to /{city}. */
export type NavItem = {
  label: string;
  /** relative to the city ("events") or absolute ("/organizer") */
  to: string;
  badge?: "Neu" | "Premium";
  /** anonymous users are sent to /auth instead */
  requiresLogin?: boolean;
};
export type NavSection = { title: string; items: NavItem[] };

export const primaryNav: NavItem[] = [
  { label: "Events", to: "events" },
  { label: "Orte", to: "places" },
  { label: "Verlosungen", to: "contests", badge: "Neu" },
  { label: "Artists", to: "artists" },
  { label: "Blog", to: "blog" },
];

export const sideMenu: NavSection[] = [
  {
    title: "Entdecken",
    items: [
      { label: "Events", to: "events" },
      { label: "Workshops", to: "workshops" },
      { label: "Aktivitäten", to: "activities" },
      { label: "Orte", to: "places" },
      { label: "Artists", to: "artists" },
      { label: "Veranstalter:innen", to: "organizers" },
      { label: "Community", to: "community" },
      { label: "Blog", to: "blog" },
      { label: "Tickets", to: "tickets" },
      { label: "Verlosungen", to: "contests", badge: "Neu" },
      { label: "Poster Edition", to: "poster-edition" },
      { label: "Secret Concerts", to: "secret-concerts", badge: "Premium" },
    ],
  },
  {
    title: "Mein Stadtpuls",
    items: [
      { label: "Mein Profil", to: "profile", requiresLogin: true },
      { label: "Meine Tickets", to: "profile/tickets", requiresLogin: true },
      { label: "Favoriten", to: "profile/follows", requiresLogin: true },
      { label: "Benachrichtigungen", to: "profile/notifications", requiresLogin: true },
      { label: "Meine Anfragen", to: "requests", requiresLogin: true },
      { label: "Einstellungen", to: "settings" },
    ],
  },
  {
    title: "Für Veranstalter:innen",
    items: [
      { label: "Angebot für Veranstalter:innen", to: "for-organizers" },
      { label: "Event erstellen", to: "create-event", requiresLogin: true },
      { label: "Organisator Dashboard", to: "/organizer", requiresLogin: true },
    ],
  },
  {
    title: "Für Business-Owner",
    items: [
      { label: "Business registrieren", to: "/business-owner/register", requiresLogin: true },
      { label: "Business-Dashboard", to: "/business-owner", requiresLogin: true },
      { label: "Für Marken", to: "for-brands" },
    ],
  },
  {
    title: "Stadtpuls",
    items: [
      { label: "Team", to: "team" },
      { label: "Jobs", to: "jobs" },
      { label: "Kontakt", to: "contact" },
    ],
  },
];

export const footerColumns: NavSection[] = [
  {
    title: "Entdecken",
    items: [
      { label: "Events", to: "events" },
      { label: "Workshops", to: "workshops" },
      { label: "Aktivitäten", to: "activities" },
      { label: "Orte", to: "places" },
      { label: "Artists", to: "artists" },
      { label: "Blog", to: "blog" },
    ],
  },
  {
    title: "Services",
    items: [
      { label: "Tickets", to: "tickets" },
      { label: "Verlosungen", to: "contests" },
      { label: "Für Veranstalter:innen", to: "for-organizers" },
      { label: "Für Marken", to: "for-brands" },
      { label: "Poster Edition", to: "poster-edition" },
      { label: "Secret Concerts", to: "secret-concerts" },
    ],
  },
  {
    title: "Kontakt & Info",
    items: [
      { label: "Kontakt", to: "contact" },
      { label: "Team", to: "team" },
      { label: "Jobs", to: "jobs" },
      { label: "Community", to: "community" },
    ],
  },
];

export const legalLinks: NavItem[] = [
  { label: "Datenschutz", to: "privacy" },
  { label: "Impressum", to: "imprint" },
  { label: "AGB", to: "terms" },
];

/** Resolves a nav item to a URL for the given city, sending anonymous users to /auth when needed. */
export function navHref(item: NavItem, city: string, signedIn: boolean): string {
  const target = item.to.startsWith("/") ? item.to : `/${city}/${item.to}`;
  if (item.requiresLogin && !signedIn) return `/${city}/auth?redirectTo=${encodeURIComponent(target)}`;
  return target;
}
