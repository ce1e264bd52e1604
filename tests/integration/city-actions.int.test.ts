/**
 * The city pages' forms answer in the one action shape (`ActionResult`): the German refusal as
 * `message` (and `fields`), the intent that ran, and what the page shows once in `data` — with the
 * statuses they always had.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as auth from "~/routes/city/auth";
import * as profileSettings from "~/routes/city/profile/settings";
import * as profileTickets from "~/routes/city/profile/tickets";
import * as resetPassword from "~/routes/city/reset-password";
import { setupTestDb } from "../setup/db";
import { makeCity } from "../factories";
import { makeSignedInUser, outcome, req } from "../factories/accounts";

type Action = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const call = (action: unknown, path: string, form: Record<string, string>, cookie?: string) =>
  outcome(() => (action as Action)({ request: req(path, { cookie, form }), params: { city: "luebeck" }, context: {} }));

let cookie: string;
beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  cookie = (await makeSignedInUser("user")).cookie;
});

describe("sign-in page", () => {
  it("a sign-up with passwords that differ: 400, the message, the field, the entered values (never the password)", async () => {
    const o = await call(auth.action, "/luebeck/auth", { intent: "signup", firstName: "Lena", lastName: "Schulz", email: "lena@example.test", password: "geheim1", passwordRepeat: "geheim2" });
    expect(o.status).toBe(400);
    expect(o.body).toMatchObject({
      ok: false,
      intent: "signup",
      message: "Die Passwörter stimmen nicht überein.",
      fields: { passwordRepeat: "Die Passwörter stimmen nicht überein." },
      data: { values: { email: "lena@example.test", firstName: "Lena", lastName: "Schulz" }, toast: { title: "Registrierung fehlgeschlagen" } },
    });
    expect(JSON.stringify(o.body)).not.toContain("geheim");
  });

  it("a sign-in without fields and a form that names no known intent are refused with 400", async () => {
    const signIn = await call(auth.action, "/luebeck/auth", { intent: "signin", email: "" });
    expect(signIn.status).toBe(400);
    expect(signIn.body).toMatchObject({ ok: false, intent: "signin", data: { toast: { title: "Anmeldung fehlgeschlagen" } } });
    expect((signIn.body as { message: string }).message).toBeTruthy();
    expect((await call(auth.action, "/luebeck/auth", { intent: "x" })).status).toBe(400);
  });

  it("new password: passwords that differ → 400 with the message beside the field", async () => {
    const o = await call(resetPassword.action, "/luebeck/reset-password", { token: "t", password: "geheim1", passwordRepeat: "geheim2" });
    expect(o.status).toBe(400);
    expect(o.body).toMatchObject({ ok: false, message: "Die Passwörter stimmen nicht überein.", fields: { passwordRepeat: "Die Passwörter stimmen nicht überein." } });
  });
});

describe("profile pages", () => {
  it("settings: a wrong time keeps its German message beside the field; the account is only deleted with LÖSCHEN", async () => {
    const bad = await call(profileSettings.action, "/luebeck/profile/settings", { intent: "save", emailDigestFrequency: "daily", quietHoursStart: "", quietHoursEnd: "07:00", quietHoursTimezone: "Europe/Berlin" }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, intent: "save", fields: { quietHoursStart: "Bitte geben Sie eine Uhrzeit im Format HH:MM an." } });
    const ok = await call(profileSettings.action, "/luebeck/profile/settings", { intent: "save", emailDigestFrequency: "daily", quietHoursStart: "22:00", quietHoursEnd: "07:00", quietHoursTimezone: "Europe/Berlin" }, cookie);
    expect(ok).toMatchObject({ status: 200, body: { ok: true, intent: "save", message: "Einstellungen gespeichert" } });
    const keep = await call(profileSettings.action, "/luebeck/profile/settings", { intent: "delete-account", confirmation: "nein" }, cookie);
    expect(keep.status).toBe(400);
    expect(keep.body).toMatchObject({ ok: false, intent: "delete-account" });
  });

  it("my tickets: resending someone else's booking is NOT_FOUND; a cancellation without reason names the field", async () => {
    const resend = await call(profileTickets.action, "/luebeck/profile/tickets", { intent: "resend", id: "00000000-0000-4000-8000-000000000000" }, cookie);
    expect(resend.status).toBe(404);
    expect(resend.body).toMatchObject({ ok: false, intent: "resend" });
    const cancel = await call(profileTickets.action, "/luebeck/profile/tickets", { intent: "cancel", bookingId: "00000000-0000-4000-8000-000000000000" }, cookie);
    expect(cancel.status).toBe(400);
    expect(cancel.body).toMatchObject({ ok: false, intent: "cancel", fields: { reason: "Bitte wählen Sie einen Grund aus." } });
  });
});
