import { defineEnum, type EnumValue } from "~/lib/enum";

/** How an organizer hears of sales (schema `sales_notification`), as the settings page offers it. */
export const SALES_NOTIFICATIONS = defineEnum({
  each: { label: "Bei jeder Buchung eine E-Mail" },
  daily: { label: "Einmal täglich eine Zusammenfassung" },
  off: { label: "Keine E-Mails zu Verkäufen" },
});
export type SalesNotifications = EnumValue<typeof SALES_NOTIFICATIONS>;
