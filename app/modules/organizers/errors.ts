import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the organizer account: plans, profile, integrations (status + German text). */
export const organizerErrors = {
  PLAN_EVENT_LIMIT: {
    status: 403,
    message: "Ihr Tarif Starter erlaubt bis zu 3 veröffentlichte Events pro Monat. Mit Professional veröffentlichen Sie unbegrenzt viele Events.",
  },
  PLAN_TICKET_LIMIT: {
    status: 422,
    message: "Ihr Tarif erlaubt höchstens 100 Tickets pro Event. Mit Professional sind bis zu 1.000 Tickets pro Event möglich.",
  },
  PLAN_API_REQUIRED: { status: 403, message: "Der API-Zugang ist Teil des Enterprise-Tarifs. Bitte kontaktieren Sie uns für ein Angebot." },
  PLAN_ALREADY_ACTIVE: { status: 409, message: "Dieser Tarif ist bereits aktiv." },
  PLAN_ORDER_NOT_FOUND: { status: 404, message: "Bestellung nicht gefunden" },
  ORGANIZER_NOT_FOUND: { status: 404, message: "Veranstalterprofil nicht gefunden" },
  ORGANIZER_ACCOUNT_NOT_FOUND: { status: 400, message: "Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte prüfen Sie die Adresse oder lassen Sie das Feld leer." },
  ORGANIZER_ACCOUNT_TAKEN: { status: 409, message: "Dieses Konto führt bereits ein anderes Veranstalterprofil." },
  WEBHOOK_NOT_FOUND: { status: 404, message: "Webhook nicht gefunden" },
  WEBHOOK_TEST_LIMITED: { status: 429, message: "Sie haben in kurzer Zeit viele Testnachrichten gesendet. Bitte warten Sie einige Minuten." },
  API_TOKEN_NOT_FOUND: { status: 404, message: "API-Token nicht gefunden" },
  API_TOKEN_INVALID: { status: 401, message: "API-Token fehlt oder ist ungültig." },
  REVIEW_NOT_FOUND: { status: 404, message: "Bewertung nicht gefunden" },
  REVIEW_NOT_ALLOWED: { status: 403, message: "Bewerten können nur Gäste mit bestätigtem Ticket, nachdem das Event stattgefunden hat." },
  REVIEW_EXISTS: { status: 409, message: "Sie haben dieses Event bereits bewertet." },
  ARTICLE_NOT_FOUND: { status: 404, message: "Artikel nicht gefunden" },
  TEAM_MEMBER_NOT_FOUND: { status: 404, message: "Teammitglied nicht gefunden" },
  TEAM_MEMBER_EXISTS: { status: 409, message: "Diese Person gehört bereits zum Team." },
  TEAM_MEMBER_SELF: { status: 400, message: "Sie führen dieses Profil selbst – sich selbst können Sie nicht einladen." },
  PLAN_TEAM_LIMIT: { status: 403, message: "Ihr Tarif erlaubt keine weiteren Teammitglieder. Mit einem höheren Tarif laden Sie mehr Kolleg:innen ein." },
} as const satisfies Record<string, ErrorEntry>;
