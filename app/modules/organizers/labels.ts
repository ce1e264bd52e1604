import { defineEnum, type EnumValue } from "~/lib/enum";

/** How an organizer hears of sales (schema `sales_notification`), as the settings page offers it. */
export const SALES_NOTIFICATIONS = defineEnum({
  each: { label: "Bei jeder Buchung eine E-Mail" },
  daily: { label: "Einmal täglich eine Zusammenfassung" },
  off: { label: "Keine E-Mails zu Verkäufen" },
});
export type SalesNotifications = EnumValue<typeof SALES_NOTIFICATIONS>;

/** Team roles of an organizer profile (schema `team_role`, issue 26); what each may do: team-roles.ts. */
export const TEAM_ROLE = defineEnum({
  manager: { label: "Verwaltung", tone: "primary", hint: "Alles, auch Team, Tarif und Einstellungen" },
  editor: { label: "Redaktion", tone: "success", hint: "Events und Artikel, keine Buchungen oder Umsätze" },
  finance: { label: "Finanzen", tone: "warning", hint: "Buchungen, Exporte, Erstattungen und Statistiken, keine Bearbeitung" },
  door: { label: "Einlass", tone: "neutral", hint: "Nur der Einlass: Tickets scannen, Abendkasse wenn erlaubt" },
});

export { rolesWith, TEAM_CAPABILITIES, teamRoleGrants, type TeamCapability, type TeamRole } from "~/modules/organizers/team-roles";
