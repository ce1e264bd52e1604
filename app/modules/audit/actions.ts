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
  "blog_post.updated": { label: "Blog-Artikel geändert" },
  "booking.cancelled_by_organizer": { label: "Buchung vom Veranstalter storniert" },
  "booking.cancelled_with_event": { label: "Buchung mit dem Event abgesagt" },
  "booking.ticket_email_resent": { label: "Ticket-E-Mail erneut gesendet" },
  "check_in_list.created": { label: "Check-in-Liste angelegt" },
  "check_in_list.updated": { label: "Check-in-Liste geändert" },
  "check_in_staff.invited": { label: "Check-in-Personal eingeladen" },
  "check_in_staff.revoked": { label: "Check-in-Zugang entzogen" },
  "event.attendees_exported": { label: "Teilnehmerliste exportiert" },
  "event.cancelled": { label: "Event abgesagt" },
  "event.created": { label: "Event angelegt" },
  "event.deleted": { label: "Event gelöscht" },
  "event.duplicated": { label: "Event dupliziert" },
  "event.published": { label: "Event veröffentlicht" },
  "event.unpublished": { label: "Event zurückgezogen" },
  "event.updated": { label: "Event geändert" },
  "organizer.created": { label: "Veranstalterprofil angelegt" },
  "organizer.settings_updated": { label: "Veranstalter-Einstellungen gespeichert" },
  "organizer_request.approved": { label: "Veranstalter-Anfrage genehmigt" },
  "organizer_request.created": { label: "Veranstalter-Anfrage gestellt" },
  "organizer_request.rejected": { label: "Veranstalter-Anfrage abgelehnt" },
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
  check_in: { label: "Check-in" },
  check_in_list: { label: "Check-in-Liste" },
  check_in_staff: { label: "Check-in-Personal" },
  event: { label: "Event" },
  organizer: { label: "Veranstalter" },
  organizer_request: { label: "Veranstalter-Anfrage" },
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
