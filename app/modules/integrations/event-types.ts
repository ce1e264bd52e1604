/** The event types an organizer can subscribe to, with their German labels. */
export const WEBHOOK_EVENT_TYPES = ["booking.confirmed", "booking.cancelled", "attendee.checked_in", "event.updated"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType | "webhook.test", string> = {
  "booking.confirmed": "Buchung bestätigt",
  "booking.cancelled": "Buchung storniert",
  "attendee.checked_in": "Gast eingecheckt",
  "event.updated": "Event geändert",
  "webhook.test": "Testnachricht",
};
