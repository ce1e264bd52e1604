/**
 * Every action the audit log records, defined once with its German label (client-safe: the admin
 * pages show the label, never the key). `audit()` takes only these keys, so a new action is added
 * here first — with the words an admin reads.
 */
export const AUDIT_ACTIONS = {
  "account.data_exported": "Datenexport heruntergeladen",
  "account.deleted": "Konto gelöscht",
  "api_token.created": "API-Schlüssel erstellt",
  "api_token.revoked": "API-Schlüssel widerrufen",
  "artist.created": "Artist angelegt",
  "artist.updated": "Artist geändert",
  "attendee.check_in_revoked": "Check-in zurückgenommen",
  "blog_post.created": "Blog-Artikel angelegt",
  "blog_post.updated": "Blog-Artikel geändert",
  "booking.cancelled_by_organizer": "Buchung vom Veranstalter storniert",
  "booking.cancelled_with_event": "Buchung mit dem Event abgesagt",
  "booking.ticket_email_resent": "Ticket-E-Mail erneut gesendet",
  "check_in_list.created": "Check-in-Liste angelegt",
  "check_in_list.updated": "Check-in-Liste geändert",
  "check_in_staff.invited": "Check-in-Personal eingeladen",
  "check_in_staff.revoked": "Check-in-Zugang entzogen",
  "event.attendees_exported": "Teilnehmerliste exportiert",
  "event.cancelled": "Event abgesagt",
  "event.created": "Event angelegt",
  "event.deleted": "Event gelöscht",
  "event.duplicated": "Event dupliziert",
  "event.published": "Event veröffentlicht",
  "event.unpublished": "Event zurückgezogen",
  "event.updated": "Event geändert",
  "organizer.created": "Veranstalterprofil angelegt",
  "organizer.settings_updated": "Veranstalter-Einstellungen gespeichert",
  "organizer_request.approved": "Veranstalter-Anfrage genehmigt",
  "organizer_request.created": "Veranstalter-Anfrage gestellt",
  "organizer_request.rejected": "Veranstalter-Anfrage abgelehnt",
  "plan.upgrade_started": "Tarifwechsel begonnen",
  "plan.upgraded": "Tarif gewechselt",
  "profile.updated": "Profil geändert",
  "raffle.entered": "An Verlosung teilgenommen",
  "refund.processed": "Erstattung ausgezahlt",
  "refund_request.approved": "Stornierungsanfrage genehmigt",
  "refund_request.created": "Stornierungsanfrage gestellt",
  "refund_request.rejected": "Stornierungsanfrage abgelehnt",
  "report.dismissed": "Meldung verworfen",
  "report.resolved": "Meldung erledigt",
  "review.answer_updated": "Antwort auf Bewertung geändert",
  "review.answered": "Bewertung beantwortet",
  "review.created": "Bewertung geschrieben",
  "review.deleted": "Bewertung gelöscht",
  "review.hidden": "Bewertung ausgeblendet",
  "review.reported": "Bewertung gemeldet",
  "review.updated": "Bewertung geändert",
  "user_role.granted": "Rolle vergeben",
  "webhook.created": "Webhook angelegt",
  "webhook.deleted": "Webhook gelöscht",
  "webhook.disabled": "Webhook pausiert",
  "webhook.enabled": "Webhook aktiviert",
  "webhook.test_sent": "Webhook-Test gesendet",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The German label of a stored action; a key this version no longer knows is shown as "Sonstige Änderung (key)". */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? `Sonstige Änderung (${action})`;
}

/** German names of the audited things (entity types), for the same lists. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  api_token: "API-Schlüssel",
  blog_post: "Blog-Artikel",
  booking: "Buchung",
  check_in: "Check-in",
  check_in_list: "Check-in-Liste",
  check_in_staff: "Check-in-Personal",
  event: "Event",
  organizer: "Veranstalter",
  organizer_request: "Veranstalter-Anfrage",
  plan_order: "Tarifbestellung",
  profile: "Profil",
  raffle: "Verlosung",
  refund_request: "Stornierungsanfrage",
  report: "Meldung",
  review: "Bewertung",
  user: "Konto",
  webhook_endpoint: "Webhook",
};

export const auditEntityLabel = (type: string) => AUDIT_ENTITY_LABELS[type] ?? type;
