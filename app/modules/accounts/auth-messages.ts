/**
 * better-auth error codes → the German texts of spec §8 (one place).
 * Sign-in never says whether an e-mail has an account.
 */
export type AuthToast = { type: "success" | "error" | "info"; title: string; description?: string; duration?: number };

export const SIGN_UP_REQUIRED = "Bitte füllen Sie alle Pflichtfelder aus.";
export const PASSWORDS_DIFFER = "Die Passwörter stimmen nicht überein.";
export const PASSWORD_TOO_SHORT = "Das Passwort muss mindestens 6 Zeichen lang sein.";
export const UNEXPECTED: AuthToast = { type: "error", title: "Fehler", description: "Ein unerwarteter Fehler ist aufgetreten." };
export const TOO_MANY_ATTEMPTS_TITLE = "Zu viele Anmeldeversuche";
/** A banned account's sign-in (the admin plugin refuses it with code BANNED_USER). */
export const BANNED_MESSAGE =
  "Ihr Konto ist gesperrt. Wenn Sie glauben, dass es sich um einen Irrtum handelt, wenden Sie sich bitte an den Support.";

export function signUpErrorTitle(code: string | undefined, status: number): string {
  switch (code) {
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "Konto bereits vorhanden";
    case "PASSWORD_TOO_SHORT":
    case "INVALID_PASSWORD":
      return "Passwort zu schwach (mindestens 6 Zeichen)";
    case "INVALID_EMAIL":
      return "Ungültige E-Mail";
    case "EMAIL_PASSWORD_SIGN_UP_DISABLED":
      return "Registrierung deaktiviert";
    case "FAILED_TO_CREATE_USER":
      return "Datenbankfehler";
    case "RATE_LIMITED":
      return TOO_MANY_ATTEMPTS_TITLE;
    default:
      return status === 429 ? TOO_MANY_ATTEMPTS_TITLE : "Registrierung fehlgeschlagen";
  }
}

const SIGN_UP_DESCRIPTIONS: Record<string, string> = {
  "Konto bereits vorhanden": "Mit dieser E-Mail-Adresse gibt es schon ein Konto. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.",
  "Passwort zu schwach (mindestens 6 Zeichen)": "Bitte wählen Sie ein Passwort mit mindestens 6 Zeichen.",
  "Ungültige E-Mail": "Bitte prüfen Sie die E-Mail-Adresse.",
  "Registrierung deaktiviert": "Neue Registrierungen sind derzeit nicht möglich.",
  Datenbankfehler: "Ihr Konto konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  [TOO_MANY_ATTEMPTS_TITLE]: "Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
  "Registrierung fehlgeschlagen": "Bitte versuchen Sie es erneut.",
};

export function signUpFailure(code: string | undefined, status: number): AuthToast {
  const title = signUpErrorTitle(code, status);
  return { type: "error", title, description: SIGN_UP_DESCRIPTIONS[title] };
}

/** 'Anmeldung fehlgeschlagen' with the reason (spec §8). */
export function signInFailure(code: string | undefined, status: number): AuthToast {
  let reason: string;
  if (code === "ACCOUNT_LIMITED") {
    reason =
      "Zu viele Anmeldeversuche für dieses Konto. Melden Sie sich auf einem Gerät an, auf dem Sie bereits angemeldet waren, oder setzen Sie Ihr Passwort über „Passwort vergessen?“ per E-Mail zurück.";
  } else if (status === 429 || code === "RATE_LIMITED") {
    reason = "Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";
  } else if (code === "BANNED_USER") {
    reason = BANNED_MESSAGE;
  } else if (code === "EMAIL_NOT_VERIFIED") {
    reason = "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Bestätigungslink erneut gesendet.";
  } else if (code === "INVALID_EMAIL") {
    reason = "Bitte geben Sie eine gültige E-Mail-Adresse ein.";
  } else if (code === "INVALID_EMAIL_OR_PASSWORD" || status === 401) {
    reason = "E-Mail oder Passwort ist falsch.";
  } else {
    reason = "Bitte versuchen Sie es erneut.";
  }
  return { type: "error", title: "Anmeldung fehlgeschlagen", description: reason };
}

export function resetFailure(code: string | undefined, status: number): AuthToast {
  if (status === 429 || code === "RATE_LIMITED") {
    return { type: "error", title: TOO_MANY_ATTEMPTS_TITLE, description: "Bitte warten Sie einige Minuten und versuchen Sie es dann erneut." };
  }
  if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED") {
    return { type: "error", title: "Link ungültig", description: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an." };
  }
  if (code === "PASSWORD_TOO_SHORT") {
    return { type: "error", title: "Passwort zu schwach", description: "Das Passwort muss mindestens 6 Zeichen lang sein." };
  }
  return { type: "error", title: "Fehler", description: "Die E-Mail konnte nicht angefordert werden. Bitte versuchen Sie es erneut." };
}
