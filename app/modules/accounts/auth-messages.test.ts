import { describe, expect, it } from "vitest";
import { resetFailure, signInFailure, signUpFailure, signUpErrorTitle } from "~/modules/accounts/auth-messages";

describe("better-auth codes → spec §8 texts", () => {
  it("maps every sign-up failure", () => {
    expect(signUpErrorTitle("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", 422)).toBe("Konto bereits vorhanden");
    expect(signUpErrorTitle("USER_ALREADY_EXISTS", 422)).toBe("Konto bereits vorhanden");
    expect(signUpErrorTitle("PASSWORD_TOO_SHORT", 400)).toBe("Passwort zu schwach (mindestens 6 Zeichen)");
    expect(signUpErrorTitle("INVALID_EMAIL", 400)).toBe("Ungültige E-Mail");
    expect(signUpErrorTitle("EMAIL_PASSWORD_SIGN_UP_DISABLED", 400)).toBe("Registrierung deaktiviert");
    expect(signUpErrorTitle("FAILED_TO_CREATE_USER", 422)).toBe("Datenbankfehler");
    expect(signUpErrorTitle("SOMETHING_ELSE", 400)).toBe("Registrierung fehlgeschlagen");
    expect(signUpErrorTitle(undefined, 429)).toBe("Zu viele Anmeldeversuche");
    expect(signUpFailure("INVALID_EMAIL", 400)).toMatchObject({ type: "error", description: "Bitte prüfen Sie die E-Mail-Adresse." });
  });
  it("sign-in failures say 'Anmeldung fehlgeschlagen' with the reason and never reveal an account", () => {
    const wrong = signInFailure("INVALID_EMAIL_OR_PASSWORD", 401);
    expect(wrong).toEqual({ type: "error", title: "Anmeldung fehlgeschlagen", description: "E-Mail oder Passwort ist falsch." });
    expect(signInFailure("RATE_LIMITED", 429).description).toMatch(/^Zu viele Anmeldeversuche/);
    expect(signInFailure("EMAIL_NOT_VERIFIED", 403).description).toMatch(/bestätigen Sie zuerst/);
  });
  it("reset failures", () => {
    expect(resetFailure("INVALID_TOKEN", 400).description).toBe("Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.");
    expect(resetFailure(undefined, 429).title).toBe("Zu viele Anmeldeversuche");
  });
});
