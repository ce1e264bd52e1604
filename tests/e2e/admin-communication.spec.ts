import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO, signIn, waitForMail } from "./fixtures";

/**
 * The admin's communication pages: an e-mail template edited, previewed and test-sent to the admin's
 * own address (found in the outbox), and a notification broadcast to Lübeck's users that a Lübeck
 * user sees under the bell.
 */
test("an admin edits the booking confirmation, previews it, sends a test and finds it in the outbox", async ({ page }) => {
  const tag = crypto.randomBytes(3).toString("hex");
  await signIn(page, DEMO.admin);
  await page.goto("/admin/email-templates");
  await expect(page.getByRole("heading", { level: 1, name: "E-Mail-Vorlagen" })).toBeVisible();
  await page.getByRole("link", { name: "Buchungsbestätigung", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Buchungsbestätigung" })).toBeVisible();
  await expect(page.getByText("{{bookingReference}}").first()).toBeVisible();

  // an unknown placeholder is refused beside the field
  const subject = page.getByRole("textbox", { name: "Betreff" });
  await subject.fill("Hallo {{vorname}}");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Den Platzhalter {{vorname}} gibt es in dieser Vorlage nicht.", { exact: false }).first()).toBeVisible();

  // the preview follows the typing, and "Vorschau" asks the server
  await subject.fill(`Ihre Karten für {{eventTitle}} (${tag})`);
  await expect(page.getByTestId("preview-subject")).toHaveText(`Ihre Karten für Jazz & Wein im Hafen (${tag})`);
  await page.getByRole("button", { name: "Vorschau" }).click();
  await expect(page.getByText("Vorschau aktualisiert")).toBeVisible();
  await expect(page.getByTestId("preview-subject")).toHaveText(`Ihre Karten für Jazz & Wein im Hafen (${tag})`);

  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Vorlage gespeichert").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Versionen" }).getByText("Aktuell")).toBeVisible();

  await page.getByRole("button", { name: "Test an mich senden" }).click();
  await expect(page.getByText(`Test-E-Mail an ${DEMO.admin.email} in den Postausgang gelegt.`)).toBeVisible();
  const mail = await waitForMail(DEMO.admin.email, "template_test");
  expect(mail.subject).toBe(`Ihre Karten für Jazz & Wein im Hafen (${tag})`);
  expect(mail.html).toContain("Jazz &amp; Wein im Hafen");
  await page.goto("/admin/outbox?q=template_test");
  await expect(page.getByText(`Ihre Karten für Jazz & Wein im Hafen (${tag})`).first()).toBeVisible();

  // back to the built-in wording
  await page.goto("/admin/email-templates");
  await expect(page.getByRole("row", { name: /Buchungsbestätigung/ }).getByText("Angepasst")).toBeVisible();
  await page.getByRole("link", { name: "Buchungsbestätigung", exact: true }).click();
  await page.getByRole("button", { name: "Auf Standard zurücksetzen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Zurücksetzen" }).click();
  await expect(page.getByText("Vorlage auf den Standard zurückgesetzt").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Betreff" })).toHaveValue("Ihre Tickets für {{eventTitle}} ({{bookingReference}})");
});

test("an admin broadcasts a notification to Lübeck's users and a Lübeck user sees it under the bell", async ({ page, browser }) => {
  const title = `Altstadtfest ${crypto.randomBytes(3).toString("hex")}`;
  await signIn(page, DEMO.admin);
  await page.goto("/admin/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Benachrichtigungen" })).toBeVisible();

  // no title: a German message, nothing sent
  await page.getByRole("button", { name: "Benachrichtigung senden" }).click();
  await expect(page.getByText("Bitte geben Sie einen Titel ein.").first()).toBeVisible();

  await page.getByRole("textbox", { name: "Titel" }).fill(title);
  await page.getByRole("textbox", { name: "Nachricht" }).fill("Samstag ab 10 Uhr ist die Innenstadt gesperrt.");
  await page.getByRole("textbox", { name: "Link" }).fill("/luebeck/events");
  await page.getByRole("combobox", { name: "Zielgruppe" }).selectOption({ label: "Nutzer:innen einer Stadt" });
  await page.getByRole("combobox", { name: "Stadt" }).selectOption({ label: "Lübeck" });
  await page.getByRole("button", { name: "Benachrichtigung senden" }).click();
  await expect(page.getByText("Versand gestartet").first()).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Nutzer:innen in Lübeck")).toBeVisible();
  await expect(row.getByText("Verschickt")).toBeVisible({ timeout: 20_000 });

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, DEMO.user);
  await userPage.goto("/luebeck");
  await userPage.getByTestId("notification-bell").click();
  await expect(userPage.getByRole("dialog", { name: "Benachrichtigungen" }).getByText(title, { exact: true })).toBeVisible();
  await userContext.close();
});
