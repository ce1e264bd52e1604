import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { BASE_URL, DEMO, firstUrl, outboxMails, signIn, signUpVerified, uniqueEmail, waitForMail } from "./fixtures";

const unique = uniqueEmail;
const PASSWORD = "Sicher123";

/** The flash/action toast (sonner) with a title and optional description. */
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function openSignUp(page: Page) {
  await page.goto("/luebeck/auth?tab=registrieren");
  await expect(page.getByRole("tab", { name: "Registrieren" })).toHaveAttribute("aria-selected", "true");
}

async function fillSignUp(page: Page, v: { first?: string; last?: string; email?: string; password?: string; repeat?: string }) {
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Vorname").fill(v.first ?? "");
  await panel.getByLabel("Nachname").fill(v.last ?? "");
  await panel.getByLabel("E-Mail").fill(v.email ?? "");
  await panel.locator('input[name="password"]').fill(v.password ?? "");
  await panel.locator('input[name="passwordRepeat"]').fill(v.repeat ?? "");
  await panel.getByRole("button", { name: "Konto erstellen" }).click();
}

async function mailCount(to: string, topic: string) {
  return (await outboxMails(to, topic)).length;
}

test.describe("Registrierung", () => {
  test("zeigt jede Validierungsmeldung aus §5", async ({ page }) => {
    await openSignUp(page);
    await fillSignUp(page, { first: "Mia", email: unique("leer"), password: "abcdef", repeat: "abcdef" });
    await expect(page.getByTestId("auth-error")).toHaveText("Bitte füllen Sie alle Pflichtfelder aus.");
    await fillSignUp(page, { first: "Mia", last: "Meer", email: unique("diff"), password: "abcdef", repeat: "abcdeg" });
    await expect(page.getByTestId("auth-error")).toHaveText("Die Passwörter stimmen nicht überein.");
    await fillSignUp(page, { first: "Mia", last: "Meer", email: unique("kurz"), password: "abc", repeat: "abc" });
    await expect(page.getByTestId("auth-error")).toHaveText("Das Passwort muss mindestens 6 Zeichen lang sein.");
  });

  test("eine bekannte E-Mail ergibt 'Konto bereits vorhanden'", async ({ page }) => {
    await openSignUp(page);
    await fillSignUp(page, { first: "Nora", last: "Nutzer", email: DEMO.user.email.toUpperCase(), password: PASSWORD, repeat: PASSWORD });
    await expect(page.getByTestId("auth-error")).toHaveText("Konto bereits vorhanden");
    await expect(toast(page, "Konto bereits vorhanden")).toBeVisible();
  });

  test("der Bestätigungslink aus der E-Mail meldet an", async ({ page }) => {
    const email = unique("neu");
    await openSignUp(page);
    await fillSignUp(page, { first: "Lena", last: "Lübeck", email, password: PASSWORD, repeat: PASSWORD });
    await expect(page.getByTestId("signup-done")).toContainText("E-Mail-Bestätigung erforderlich");
    await expect(toast(page, "E-Mail-Bestätigung erforderlich")).toBeVisible();
    const mail = await waitForMail(email, "verify_email");
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    await page.goto(firstUrl(mail.text));
    await expect(page).toHaveURL(/\/luebeck$/);
    await expect(toast(page, "E-Mail bestätigt")).toBeVisible();
    await page.getByTestId("user-menu").click();
    await expect(page.locator("#user-menu-panel")).toContainText("Lena Lübeck");
  });
});

test.describe("Anmeldung", () => {
  test("Fehlschlag und Erfolg zeigen die Toasts; Abmelden sagt 'Abgemeldet'", async ({ page }) => {
    await page.goto("/luebeck/auth");
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("E-Mail").fill(DEMO.user.email);
    await panel.getByLabel("Passwort").fill("falsches-passwort");
    await panel.getByRole("button", { name: "Anmelden" }).click();
    await expect(toast(page, "Anmeldung fehlgeschlagen")).toContainText("E-Mail oder Passwort ist falsch.");
    await panel.getByLabel("Passwort").fill(DEMO.user.password);
    await panel.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/luebeck$/);
    await expect(toast(page, "Erfolgreich angemeldet")).toContainText("Willkommen zurück!");
    await page.getByTestId("user-menu").click();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(toast(page, "Abgemeldet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
  });

  test("nach zu vielen Fehlversuchen für eine E-Mail: 'Zu viele Anmeldeversuche'", async ({ page }) => {
    const email = unique("gesperrt");
    for (let i = 0; i < 5; i++) {
      const r = await page.request.post("/api/auth/sign-in/email", { data: { email, password: `falsch-${i}` }, headers: { Origin: BASE_URL } });
      expect(r.status()).toBe(401);
    }
    await page.goto("/luebeck/auth");
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("E-Mail").fill(email);
    await panel.getByLabel("Passwort").fill("noch-einmal");
    await panel.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByTestId("auth-error")).toHaveText(/^Zu viele Anmeldeversuche für dieses Konto\. Melden Sie sich auf einem Gerät an, auf dem Sie bereits angemeldet waren/);
  });

  test("geschützte Seiten schicken zur Anmeldung und danach zurück", async ({ page }) => {
    await page.goto("/luebeck/profile/follows");
    await expect(page).toHaveURL(/\/luebeck\/auth\?redirectTo=%2Fluebeck%2Fprofile%2Ffollows/);
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("E-Mail").fill(DEMO.user.email);
    await panel.getByLabel("Passwort").fill(DEMO.user.password);
    await panel.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/luebeck\/profile\/follows$/);
    await expect(page.getByRole("heading", { name: "Favoriten" })).toBeVisible();
    // signed in: the auth page sends home
    await page.goto("/luebeck/auth");
    await expect(page).toHaveURL(/\/luebeck$/);
    // non-admins are sent away from the admin area
    await page.goto("/admin/requests");
    await expect(page).toHaveURL(/\/luebeck$/);
  });

  test("Passwort zurücksetzen über den Link aus der E-Mail", async ({ page, browser }) => {
    const { email } = await signUpVerified(page);
    const ctx = await browser.newContext();
    const anon = await ctx.newPage();
    await anon.goto("/luebeck/auth");
    await anon.getByRole("tab", { name: "Passwort" }).click();
    await anon.getByRole("tabpanel").getByLabel("E-Mail").fill(email);
    await anon.getByRole("button", { name: "Link anfordern" }).click();
    await expect(anon.getByTestId("reset-done")).toContainText("E-Mail gesendet");
    const mail = await waitForMail(email, "reset_password");
    await anon.goto(firstUrl(mail.text));
    await expect(anon).toHaveURL(/\/luebeck\/reset-password\?token=/);
    await anon.getByLabel("Neues Passwort").fill("NeuesPasswort1");
    await anon.getByLabel("Passwort wiederholen").fill("NeuesPasswort1");
    await anon.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(toast(anon, "Passwort geändert")).toBeVisible();
    const panel = anon.getByRole("tabpanel");
    await panel.getByLabel("E-Mail").fill(email);
    await panel.getByLabel("Passwort").fill("NeuesPasswort1");
    await panel.getByRole("button", { name: "Anmelden" }).click();
    await expect(toast(anon, "Erfolgreich angemeldet")).toBeVisible();
    // the link works once
    await anon.goto(firstUrl(mail.text));
    await expect(anon.getByText("Der Link ist ungültig oder abgelaufen.")).toBeVisible();
    await ctx.close();
  });
});

test.describe("Veranstalter:in werden", () => {
  test("Organizer-Intent führt nach der Anmeldung zu /requests", async ({ page }) => {
    const { email } = await signUpVerified(page);
    await page.context().clearCookies();
    await page.goto("/luebeck/auth?intent=organizer");
    await expect(page.getByRole("tab", { name: "Registrieren" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Ich möchte Veranstalter:in werden")).toBeChecked();
    await page.getByRole("tab", { name: "Anmelden" }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("E-Mail").fill(email);
    await panel.getByLabel("Passwort").fill(PASSWORD);
    await panel.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/luebeck\/requests\?from=auth&intent=organizer$/);
    await expect(page.getByTestId("organizer-intent")).toBeVisible();
    // signed in + intent → straight to /requests
    await page.goto("/luebeck/auth?intent=organizer");
    await expect(page).toHaveURL(/\/luebeck\/requests\?from=auth&intent=organizer$/);
  });

  test("Anfrage, Freigabe durch Admin: Rolle, Live-Benachrichtigung, E-Mail; gelesen und löschen", async ({ page, browser }) => {
    const { email } = await signUpVerified(page);
    await page.goto("/luebeck/requests");
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(page.getByText("Bitte geben Sie den Namen Ihrer Organisation an.").first()).toBeVisible();
    const org = `Kulturkontor ${Date.now().toString(36)}`;
    await page.getByLabel("Name der Organisation").fill(org);
    await page.getByLabel("Was veranstalten Sie?").fill("Lesungen und kleine Konzerte im Hinterhof, etwa zweimal im Monat.");
    await page.getByLabel("Website").fill("kulturkontor.example");
    await page.getByLabel("Konzerte").check();
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(toast(page, "Anfrage gesendet")).toBeVisible();
    await expect(page.getByTestId("request-list")).toContainText("In Prüfung");

    // the user watches the notifications page while an admin decides
    await page.goto("/luebeck/profile/notifications");
    await expect(page.getByText("Keine Benachrichtigungen")).toBeVisible();

    const adminCtx = await browser.newContext();
    const admin = await adminCtx.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto(`/admin/requests?q=${encodeURIComponent(email)}`);
    const card = admin.getByRole("row").filter({ hasText: email });
    await expect(card).toContainText(org);
    await card.getByLabel("Antwort an die Antragsteller:in").fill("Herzlich willkommen!");
    await card.getByRole("button", { name: "Freigeben" }).click();
    await expect(toast(admin, "Anfrage aktualisiert")).toContainText("genehmigt");
    await adminCtx.close();

    // live, without reload
    const item = page.getByTestId("notification-list").locator("li").filter({ hasText: "Ihre Veranstalter-Anfrage wurde freigegeben" });
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("notification-count")).toHaveText("1");

    // the role is granted
    await page.getByTestId("user-menu").click();
    await expect(page.locator("#user-menu-panel")).toContainText("Organisator Dashboard");
    await page.keyboard.press("Escape");
    const mail = await waitForMail(email, "notification");
    expect(mail.subject).toBe("Ihre Veranstalter-Anfrage wurde freigegeben");
    expect(mail.text).toContain("Herzlich willkommen!");

    // mark read, then delete with confirmation
    await item.getByRole("button", { name: /als gelesen markieren/ }).click();
    await expect(item).toHaveAttribute("data-read", "true");
    await expect(page.getByTestId("notification-count")).toHaveCount(0);
    let asked = "";
    page.once("dialog", (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await item.getByRole("button", { name: /löschen/ }).click();
    expect(asked).toBe("Benachrichtigung wirklich löschen?");
    await expect(item).toBeVisible();
    page.once("dialog", (d) => void d.accept());
    await item.getByRole("button", { name: /löschen/ }).click();
    await expect(item).toHaveCount(0);

    await page.goto("/luebeck/requests");
    await expect(page.getByTestId("request-list")).toContainText("Freigegeben");
    await expect(page.getByTestId("request-list")).toContainText("Herzlich willkommen!");
  });
});

test.describe("Favoriten", () => {
  test("anonym: Hinweis zur Anmeldung", async ({ page }) => {
    await page.goto("/luebeck/events");
    await page.getByTestId("favorite-button").first().click();
    await expect(toast(page, "Anmeldung erforderlich")).toContainText("Melden Sie sich an, um Favoriten zu verwalten.");
  });

  test("merken, bleibt nach dem Neuladen, erscheint im Profil, wieder entfernen", async ({ page }) => {
    await signUpVerified(page);
    await page.goto("/luebeck/artists");
    const heart = page.getByTestId("favorite-button").first();
    const id = await heart.getAttribute("data-favorite-id");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    const same = page.locator(`[data-testid="favorite-button"][data-favorite-id="${id}"]`).first();
    await expect(same).toHaveAttribute("aria-pressed", "true");
    await page.goto("/luebeck/profile/follows?type=artist");
    await expect(page.getByRole("link", { name: /Artists\s*1/ })).toBeVisible();
    const inList = page.getByTestId("favorite-list").locator(`[data-favorite-id="${id}"]`);
    await expect(inList).toHaveAttribute("aria-pressed", "true");
    await inList.click();
    await expect(inList).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await expect(page.getByText("Noch keine Artists gemerkt")).toBeVisible();
  });
});

test.describe("Ihre Daten", () => {
  test("Export lädt eine JSON-Datei herunter; Löschen meldet ab", async ({ page }) => {
    const { email, password } = await signUpVerified(page);
    await page.goto("/luebeck/profile/settings");
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Meine Daten herunterladen" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^stadtpuls-daten-\d{4}-\d{2}-\d{2}\.json$/);
    const json = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as { konto: { email: string } };
    expect(json.konto.email).toBe(email);

    await page.getByLabel("Zur Bestätigung LÖSCHEN eingeben").fill("LÖSCHEN");
    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL(/\/luebeck$/);
    await expect(toast(page, "Konto gelöscht")).toBeVisible();
    await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
    const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { Origin: BASE_URL } });
    expect(res.status()).toBe(401);
    expect(await mailCount(email, "verify_email")).toBe(0);
  });
});
