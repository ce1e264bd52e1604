import { defineEnum, type EnumValue } from "~/lib/enum";

/** The event types an organizer can subscribe to, with their German labels. */
export const WEBHOOK_EVENT = defineEnum({
  "booking.confirmed": { label: "Buchung bestätigt" },
  "booking.cancelled": { label: "Buchung storniert" },
  "attendee.checked_in": { label: "Gast eingecheckt" },
  "event.updated": { label: "Event geändert" },
});
export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENT.values;
export type WebhookEventType = EnumValue<typeof WEBHOOK_EVENT>;

/** The German name of a delivered topic: a subscribable event or the test message. */
export const webhookTopicLabel = (topic: string) => (topic === "webhook.test" ? "Testnachricht" : WEBHOOK_EVENT.label(topic));
