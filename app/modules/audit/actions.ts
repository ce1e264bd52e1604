import { defineEnum, type EnumValue } from "~/lib/enum";

/**
 * Every action the audit log records, defined once with its German label (client-safe: the admin
 * pages show the label, never the key). `audit()` takes only these keys, so a new action is added
 * here first — with the words an admin reads. `AUDIT_ACTION.options()` feeds an action filter.
 */
export const AUDIT_ACTION = defineEnum({
  "account.data_exported": { label: "Datenexport heruntergeladen" },
  "account.deleted": { label: "Konto gelöscht" },
  "api_token.created": { label: "API-Schlüssel erstellt" },
  "api_token.revoked": { label: "API-Schlüssel widerrufen" },
  "artist.created": { label: "Artist angelegt" },
  "artist.updated": { label: "Artist geändert" },
  "attendee.check_in_revoked": { label: "Check-in zurückgenommen" },
  "blog_post.created": { label: "Blog-Artikel angelegt" },
  "blog_post.deleted": { label: "Blog-Artikel gelöscht" },
  "blog_post.hidden": { label: "Blog-Artikel ausgeblendet" },
  "blog_post.reported": { label: "Blog-Artikel gemeldet" },
  "blog_post.updated": { label: "Blog-Artikel geändert" },
  "booking.cancelled_by_organizer": { label: "Buchung vom Veranstalter storniert" },
  "booking.cancelled_with_event": { label: "Buchung mit dem Event abgesagt" },
  "booking.ticket_email_resent": { label: "Ticket-E-Mail erneut gesendet" },
  "check_in_list.created": { label: "Check-in-Liste angelegt" },
  "check_in_list.updated": { label: "Check-in-Liste geändert" },
  "check_in_staff.invited": { label: "Check-in-Personal eingeladen" },
  "check_in_staff.revoked": { label: "Check-in-Zugang entzogen" },
  "city.created": { label: "Stadt angelegt" },
  "city.updated": { label: "Stadt geändert" },
  "community_page.reset": { label: "Community-Seite zurückgesetzt" },
  "community_page.updated": { label: "Community-Seite geändert" },
  "email_template.reset": { label: "E-Mail-Vorlage zurückgesetzt" },
  "email_template.restored": { label: "E-Mail-Version wiederhergestellt" },
  "email_template.test_sent": { label: "Test-E-Mail gesendet" },
  "email_template.updated": { label: "E-Mail-Vorlage geändert" },
  "event.attendees_exported": { label: "Teilnehmerliste exportiert" },
  "event.cancelled": { label: "Event abgesagt" },
  "event.created": { label: "Event angelegt" },
  "event.deleted": { label: "Event gelöscht" },
  "event.duplicated": { label: "Event dupliziert" },
  "event.published": { label: "Event veröffentlicht" },
  "event.unpublished": { label: "Event zurückgezogen" },
  "event.updated": { label: "Event geändert" },
  "demo_data.loaded": { label: "Demo-Daten geladen" },
  "import.finished": { label: "Import abgeschlossen" },
  "import.started": { label: "Import gestartet" },
  "import.undone": { label: "Import rückgängig gemacht" },
  "notification_broadcast.cancelled": { label: "Rundnachricht abgebrochen" },
  "notification_broadcast.created": { label: "Rundnachricht verschickt" },
  "organizer.created": { label: "Veranstalterprofil angelegt" },
  "organizer.settings_updated": { label: "Veranstalter-Einstellungen gespeichert" },
  "organizer_request.approved": { label: "Veranstalter-Anfrage genehmigt" },
  "organizer_request.created": { label: "Veranstalter-Anfrage gestellt" },
  "organizer_request.rejected": { label: "Veranstalter-Anfrage abgelehnt" },
  "outbox.message_resent": { label: "Nachricht erneut gesendet" },
  "plan.upgrade_started": { label: "Tarifwechsel begonnen" },
  "plan.upgraded": { label: "Tarif gewechselt" },
  "profile.updated": { label: "Profil geändert" },
  "raffle.entered": { label: "An Verlosung teilgenommen" },
  "refund.processed": { label: "Erstattung ausgezahlt" },
  "refund_request.approved": { label: "Stornierungsanfrage genehmigt" },
  "refund_request.created": { label: "Stornierungsanfrage gestellt" },
  "refund_request.rejected": { label: "Stornierungsanfrage abgelehnt" },
  "report.dismissed": { label: "Meldung verworfen" },
  "report.resolved": { label: "Meldung erledigt" },
  "review.answer_updated": { label: "Antwort auf Bewertung geändert" },
  "review.answered": { label: "Bewertung beantwortet" },
  "review.created": { label: "Bewertung geschrieben" },
  "review.deleted": { label: "Bewertung gelöscht" },
  "review.hidden": { label: "Bewertung ausgeblendet" },
  "review.published": { label: "Bewertung veröffentlicht" },
  "review.reported": { label: "Bewertung gemeldet" },
  "review.updated": { label: "Bewertung geändert" },
  "user.banned": { label: "Konto gesperrt" },
  "user.deleted_by_admin": { label: "Konto von Admin gelöscht" },
  "user.impersonation_ended": { label: "Übernahme beendet" },
  "user.impersonation_started": { label: "Konto übernommen (Impersonation)" },
  "user.invited": { label: "Konto angelegt (Einladung)" },
  "user.password_reset_sent": { label: "Passwort-Link gesendet" },
  "user.profile_updated": { label: "Profil von Admin geändert" },
  "user.reauthenticated": { label: "Passwort bestätigt" },
  "user.role_changed": { label: "Rolle geändert" },
  "user.sessions_revoked": { label: "Sitzungen beendet" },
  "user.unbanned": { label: "Sperre aufgehoben" },
  "user.warned": { label: "Verwarnung ausgesprochen" },
  "user_role.granted": { label: "Rolle vergeben" },
  "webhook.created": { label: "Webhook angelegt" },
  "webhook.deleted": { label: "Webhook gelöscht" },
  "webhook.disabled": { label: "Webhook pausiert" },
  "webhook.enabled": { label: "Webhook aktiviert" },
  "webhook.test_sent": { label: "Webhook-Test gesendet" },
});

export type AuditAction = EnumValue<typeof AUDIT_ACTION>;

/** The German label of a stored action; a key this version no longer knows is shown as "Sonstige Änderung (key)". */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION.has(action) ? AUDIT_ACTION.label(action) : `Sonstige Änderung (${action})`;
}

/** German names of the audited things (entity types), for the same lists; an unknown type shows as itself. */
export const AUDIT_ENTITY = defineEnum({
  api_token: { label: "API-Schlüssel" },
  artist: { label: "Artist" },
  blog_post: { label: "Blog-Artikel" },
  booking: { label: "Buchung" },
  city: { label: "Stadt" },
  community_page: { label: "Community-Seite" },
  check_in: { label: "Check-in" },
  check_in_list: { label: "Check-in-Liste" },
  check_in_staff: { label: "Check-in-Personal" },
  data_import: { label: "Import" },
  database: { label: "Datenbank" },
  email_template: { label: "E-Mail-Vorlage" },
  event: { label: "Event" },
  notification_broadcast: { label: "Rundnachricht" },
  organizer: { label: "Veranstalter" },
  organizer_request: { label: "Veranstalter-Anfrage" },
  outbox_message: { label: "Postausgangs-Nachricht" },
  plan_order: { label: "Tarifbestellung" },
  profile: { label: "Profil" },
  raffle: { label: "Verlosung" },
  refund_request: { label: "Stornierungsanfrage" },
  report: { label: "Meldung" },
  review: { label: "Bewertung" },
  user: { label: "Konto" },
  webhook_endpoint: { label: "Webhook" },
});

export type AuditEntity = EnumValue<typeof AUDIT_ENTITY>;

export const auditEntityLabel = (type: string) => AUDIT_ENTITY.label(type);

/**
 * German names of the fields an audit row's before/after holds: common ones for every entity, then
 * per entity type where a word means something else there. A field not named here is shown as its key.
 */
const COMMON_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  title: "Titel",
  slug: "Adresse (Slug)",
  status: "Status",
  email: "E-Mail",
  phone: "Telefon",
  website: "Website",
  description: "Beschreibung",
  reason: "Grund",
  role: "Rolle",
  userId: "Konto",
  url: "Adresse (URL)",
  isActive: "Aktiv",
  isVerified: "Verifiziert",
  isFeatured: "Hervorgehoben",
  createdAt: "Angelegt am",
  updatedAt: "Geändert am",
  adminResponse: "Antwort der Administration",
  refundRequestId: "Stornierungsanfrage",
  refundedCents: "Erstattet (Cent)",
  refundCents: "Erstattung (Cent)",
  refundAmountCents: "Erstattungsbetrag (Cent)",
  amountCents: "Betrag (Cent)",
  version: "Version",
  note: "Notiz",
  to: "Empfänger:in",
  jobId: "Absage-Auftrag",
  imageUrl: "Bild",
  cityId: "Stadt",
};

const ENTITY_FIELD_LABELS: Partial<Record<AuditEntity, Record<string, string>>> = {
  artist: { type: "Art", genre: "Genre", location: "Ort", bio: "Beschreibung", socialMedia: "Soziale Medien", bookingInfo: "Buchungsinfos" },
  blog_post: { excerpt: "Kurztext", blocks: "Inhaltsblöcke", publishedAt: "Veröffentlicht am" },
  booking: { finalRefund: "Erstattung laut Bedingungen", reason: "Stornierungsgrund" },
  city: { slug: "Adresse", tagline: "Leitsatz", logoUrl: "Logo", heroImageUrl: "Titelbild", landmarks: "Wahrzeichen", neighborhoods: "Stadtteile", latitude: "Breitengrad", longitude: "Längengrad", postalCode: "Postleitzahl", active: "Aktiv", featured: "Hervorgehoben", themeConfig: "Farben und Thema" },
  check_in: { checkedInAt: "Eingecheckt am", revokedAt: "Zurückgenommen am", ticketNumber: "Ticketnummer" },
  check_in_list: { categoryIds: "Ticketkategorien", allowExit: "Auschecken erlaubt" },
  check_in_staff: { scope: "Geltungsbereich", eventId: "Event" },
  event: {
    startDate: "Beginn",
    endDate: "Ende",
    venueName: "Veranstaltungsort",
    venueAddress: "Adresse des Orts",
    maxParticipants: "Max. Teilnehmende",
    bookings: "Betroffene Buchungen",
    sourceId: "Vorlage",
  },
  organizer: { salesNotifications: "Verkaufsbenachrichtigungen", plan: "Tarif", validUntil: "Gültig bis", orderId: "Bestellung" },
  organizer_request: { organizationName: "Organisation", eventTypes: "Event-Arten", city: "Stadt" },
  plan_order: { plan: "Tarif" },
  profile: { firstName: "Vorname", lastName: "Nachname", displayName: "Anzeigename", bio: "Über mich", avatarUrl: "Profilbild" },
  review: { rating: "Bewertung (Sterne)", body: "Text", ownerResponse: "Antwort des Betreibers", reportId: "Meldung" },
  report: { resolution: "Entscheidung" },
  user: { role: "Rolle", anonymizedBookings: "Anonymisierte Buchungen", emailVerified: "E-Mail bestätigt" },
  webhook_endpoint: { eventTypes: "Ereignisse", isActive: "Aktiv" },
  api_token: { revokedAt: "Widerrufen am" },
};

/** The German name of a field of an audited entity; an unknown field shows as its key. */
export function auditFieldLabel(entityType: string, field: string): string {
  return (ENTITY_FIELD_LABELS as Record<string, Record<string, string> | undefined>)[entityType]?.[field] ?? COMMON_FIELD_LABELS[field] ?? field;
}
