import crypto from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn, signUpVerified, uniqueEmail } from "./fixtures";

/** A demo place nobody runs yet (db/seed: no manager, no business profile, no claim). */
const PLACE = "Figurentheater Lübeck";

/** dd.MM.yyyy in Berlin, `days` from today — as a person types it into the German date field. */
function germanDay(days: number) {
  return new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(Date.now() + days * 86_400_000);
}

/** A page in a context of its own, signed in as `account`. */
async function pageAs(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/**
 * Spec §1/§2.3 and decision 0013: a new user claims a demo place with a document as proof, the admin
 * approves it, and the user — now a business owner — edits the opening hours (public at once), answers
 * a review another user wrote, creates an event at the venue and finds it under Events; another owner's
 * venue settings are a 404.
 */
test("a new user claims a demo place, the admin approves, the owner edits hours, answers a review, creates an event; another owner's venue is 404", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = crypto.randomBytes(3).toString("hex");
  const account = await signUpVerified(page, uniqueEmail("inhaberin"));

  // not an owner yet: the user menu says nothing of a business
  await page.getByTestId("user-menu").click();
  await expect(page.locator("#user-menu-panel")).not.toContainText("Business Owner");

  // claim the place: search, choose, role, proof document, confirm
  await page.goto("/business-owner/register?art=anspruch");
  await page.getByRole("searchbox", { name: "Name oder Straße" }).fill("Figurentheater");
  await page.getByRole("button", { name: "Suchen" }).click();
  await page.getByRole("link", { name: /^Diesen Ort beanspruchen ?: Figurentheater Lübeck$/ }).click();
  await expect(page.getByText(/Sie beanspruchen/)).toContainText(PLACE);
  await page.getByLabel("Ihre Rolle im Business").fill("Inhaberin");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByLabel("Dokument (Gewerbeanmeldung, Handelsregisterauszug o. Ä.)").setInputFiles({
    name: "gewerbeanmeldung.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByLabel("Ich bestätige, dass ich das Business vertreten darf und meine Angaben stimmen.").check();
  await page.getByRole("button", { name: "Registrierung absenden" }).click();
  await expect(page.getByText("Registrierung eingereicht").first()).toBeVisible();

  // the admin approves it in the registrations of /admin/businesses
  const admin = await pageAs(browser, DEMO.admin);
  await admin.goto("/admin/businesses");
  const card = admin.locator("#registrierungen li").filter({ hasText: account.email });
  await expect(card).toContainText(`Beansprucht „${PLACE}“`);
  await card.getByRole("button", { name: "Freigeben" }).click();
  await expect(admin.getByText("Registrierung bearbeitet").first()).toBeVisible();
  await expect(admin.locator("#registrierungen li").filter({ hasText: account.email }).first()).toContainText("Freigegeben");
  await admin.context().close();

  // now a business owner: the user menu says so and leads to the business area
  await page.goto("/luebeck");
  await page.getByTestId("user-menu").click();
  await expect(page.locator("#user-menu-panel")).toContainText("Business Owner");
  await page.locator("#user-menu-panel").getByRole("link", { name: "Business Dashboard" }).click();
  await expect(page).toHaveURL(/\/business-owner$/);

  // opening hours: Monday 11:00 – 17:30, public at once
  await page.goto("/business-owner/edit");
  await expect(page.getByRole("heading", { level: 1, name: PLACE })).toBeVisible();
  await page.getByRole("textbox", { name: "Montag, Zeitraum 1: von" }).fill("11:00");
  await page.getByRole("textbox", { name: "Montag, Zeitraum 1: bis" }).fill("17:30");
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(page.getByText("Änderungen gespeichert").first()).toBeVisible();
  const publicHref = await page.getByRole("link", { name: "Öffentliche Seite" }).getAttribute("href");
  expect(publicHref).toMatch(/^\/luebeck\/places\//);
  const anon = await (await browser.newContext()).newPage();
  await anon.goto(publicHref!);
  const hours = anon.locator("section", { has: anon.getByRole("heading", { name: "Öffnungszeiten" }) });
  await expect(hours.locator("div", { hasText: "Montag" })).toContainText("11:00 – 17:30");

  // another user reviews the place on its public page
  const title = `Zauberhafte Marionetten ${suffix}`;
  const reviewer = await pageAs(browser, DEMO.user);
  await reviewer.goto(`${publicHref}#bewertungen`);
  if (await reviewer.getByTestId("own-review").isVisible().catch(() => false)) await reviewer.getByRole("button", { name: "Bearbeiten" }).click();
  const form = reviewer.getByTestId("review-form");
  await form.getByRole("radio", { name: "5 Sterne" }).check({ force: true });
  await form.getByLabel("Titel").fill(title);
  await form.getByLabel("Ihre Bewertung").fill("Die Schattenfiguren am Sonntag haben Groß und Klein begeistert.");
  await form.getByRole("button", { name: /Bewertung veröffentlichen|Änderungen speichern/ }).click();
  await expect(reviewer.getByTestId("review-list")).toContainText(title);
  await reviewer.context().close();

  // the owner answers it
  const answer = `Danke für Ihren Besuch im Kolk! (${suffix})`;
  await page.goto(`/business-owner/reviews?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByText(/Öffentlich antworten|Antwort bearbeiten/).click();
  await row.getByLabel("Ihre öffentliche Antwort").fill(answer);
  await row.getByRole("button", { name: /Antwort veröffentlichen|Antwort speichern/ }).click();
  await expect(page.getByText("Antwort veröffentlicht").first()).toBeVisible();
  await anon.reload();
  await expect(anon.getByTestId("review-list").getByRole("article").filter({ hasText: title })).toContainText(answer);
  await anon.context().close();

  // an event at the venue, through the organizer's editor with the venue preset
  const eventTitle = `Marionettenabend ${suffix}`;
  await page.goto("/business-owner/events/create");
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(eventTitle);
  await page.getByLabel("Kurzbeschreibung").fill("Ein Abend mit Marionetten für Erwachsene im kleinen Saal.");
  await page.getByLabel("Kategorie").selectOption({ label: "Theater" });
  const start = page.getByRole("group", { name: "Beginn", exact: true });
  await start.getByRole("textbox", { name: "Datum" }).fill(germanDay(5));
  await start.getByRole("textbox", { name: "Uhrzeit" }).fill("19:30");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page).toHaveURL(/\/business-owner\/events\/[^/]+\/edit$/);
  await page.goto(`/business-owner/events?q=${encodeURIComponent(eventTitle)}`);
  await expect(page.getByRole("row").filter({ hasText: eventTitle })).toContainText(PLACE);

  // another owner's venue: the demo business account's place is not found
  const demoOwner = await pageAs(browser, DEMO.business);
  await demoOwner.goto("/business-owner/edit");
  const settingsHref = await demoOwner.getByRole("link", { name: "Location-Einstellungen" }).getAttribute("href");
  expect(settingsHref).toMatch(/^\/business-owner\/venue\/[^/]+\/settings$/);
  await demoOwner.context().close();
  const res = await page.goto(settingsHref!);
  expect(res?.status()).toBe(404);
  // and their own venue's settings open
  await page.goto("/business-owner/edit");
  const own = await page.getByRole("link", { name: "Location-Einstellungen" }).getAttribute("href");
  expect((await page.goto(own!))?.status()).toBe(200);
});
