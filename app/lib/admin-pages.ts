/** Admin pages (spec §2.4): path → [file, German title]. */
export const adminPages: Array<[string, string]> = [
  ["analytics", "Analytics"],
  ["events", "Events verwalten"],
  ["events/create", "Neues Event"],
  ["events/:id/edit", "Event bearbeiten"],
  ["locations", "Locations"],
  ["locations/create", "Neue Location"],
  ["locations/:id/edit", "Location bearbeiten"],
  ["locations/:id/managers", "Location-Manager:innen"],
  ["media", "Medien"],
  ["usercheck", "Benutzerprüfung"],
  ["dbsetup", "Datenbank"],
  ["users", "Benutzer:innen"],
  ["users/create", "Neue:r Benutzer:in"],
  ["users/audit", "Audit-Log"],
  ["users/:id/edit", "Benutzer:in bearbeiten"],
  ["email-templates", "E-Mail-Vorlagen"],
  ["notifications", "Benachrichtigungen"],
  ["community", "Community"],
  ["reports", "Meldungen"],
  ["storage-import", "Speicher-Import"],
  ["artists", "Artists"],
  ["artists/create", "Neue:r Artist"],
  ["artists/:id/edit", "Artist bearbeiten"],
  ["organizers", "Veranstalter:innen"],
  ["organizers/create", "Neue:r Veranstalter:in"],
  ["organizers/:id/edit", "Veranstalter:in bearbeiten"],
  ["places", "Orte"],
  ["places/create", "Neuer Ort"],
  ["places/:id/edit", "Ort bearbeiten"],
  ["businesses", "Businesses"],
  ["businesses/create", "Neues Business"],
  ["businesses/:id/edit", "Business bearbeiten"],
  ["cities", "Städte"],
  ["reviews", "Bewertungen"],
];

/** Activities and workshops in the admin area have an additional guard (spec §2.4). */
export const adminProgramPages: Array<[string, string]> = [
  ["activities", "Aktivitäten"],
  ["activities/create", "Neue Aktivität"],
  ["activities/:id/edit", "Aktivität bearbeiten"],
  ["workshops", "Workshops"],
  ["workshops/create", "Neuer Workshop"],
  ["workshops/:id/edit", "Workshop bearbeiten"],
];

export const ADMIN_PAGE_TITLES: Record<string, string> = Object.fromEntries([...adminPages, ...adminProgramPages]);
