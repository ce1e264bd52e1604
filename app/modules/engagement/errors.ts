import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the engagement module (status + German text, spec §8). */
export const engagementErrors = {
  FAVORITE_LOGIN_REQUIRED: { status: 401, message: "Melden Sie sich an, um Favoriten zu verwalten." },
  FAVORITE_TARGET_NOT_FOUND: { status: 404, message: "Favorit konnte nicht aktualisiert werden." },
  NOTIFICATION_NOT_FOUND: { status: 404, message: "Benachrichtigung nicht gefunden" },
  PUSH_SUBSCRIPTION_INVALID: { status: 400, message: "Push-Benachrichtigungen konnten nicht aktiviert werden." },
} as const satisfies Record<string, ErrorEntry>;
