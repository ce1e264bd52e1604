import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { BASE_URL, DEMO, signIn } from "./fixtures";

/** dd.MM.yyyy in Berlin, `days` from today — as a person types it into the German date field. */
function germanDay(days: number) {
  return new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(Date.now() + days * 86_400_000);
}

/**
 * /admin/events with the organizer's editor: an admin files a featured event under another
 * organizer's profile, unfeatures and features it again from the list (confirm dialog), and the
 * organizer finds it among their own events — in an editor without the admin's fields.
 */
test("an admin creates a featured event for an organizer, toggles featuring in the list; the organizer runs it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Hafenabend ${crypto.randomBytes(3).toString("hex")}`;
  await signIn(page, DEMO.admin);

  await page.goto("/admin/events/create");
  await expect(page.getByRole("heading", { level: 1, name: "Neues Event" })).toBeVisible();
  await page.getByLabel("Veranstalter:in").selectOption({ label: "Kulturwerft Lübeck" });
  await page.getByLabel("Hervorgehoben (Startseite und Stadtseiten)").check();
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  const start = page.getByRole("group", { name: "Beginn", exact: true });
  await start.getByRole("textbox", { name: "Datum" }).fill(germanDay(20));
  await start.getByRole("textbox", { name: "Uhrzeit" }).fill("19:30");
  await page.getByLabel("Name des Ortes").fill("Kulturwerft Gollan");
  await page.getByLabel("Straße und Hausnummer").fill("Einsiedelstraße 6");
  await page.getByLabel("Postleitzahl").fill("23554");
  await page.getByRole("textbox", { name: "Ort", exact: true }).fill("Lübeck");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();

  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel("Veranstalter:in").locator("option:checked")).toHaveText("Kulturwerft Lübeck");
  await expect(page.getByLabel("Hervorgehoben (Startseite und Stadtseiten)")).toBeChecked();
  const editUrl = new URL(page.url()).pathname;

  // the list: featured, then unfeatured (no confirm), then featured again (confirm dialog)
  await page.goto(`/admin/events?q=${encodeURIComponent(title)}`);
  const table = page.getByRole("table", { name: "Alle Events" });
  const row = table.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Hervorgehoben");
  await expect(row).toContainText("Kulturwerft Lübeck");
  await row.getByRole("button", { name: new RegExp(`^Nicht mehr hervorheben\\s*: ${title}$`) }).click();
  await expect(row).not.toContainText("Hervorgehoben");
  await row.getByRole("button", { name: new RegExp(`^Hervorheben\\s*: ${title}$`) }).click();
  const dialog = page.getByRole("dialog", { name: `„${title}“ hervorheben?` });
  await dialog.getByRole("button", { name: "Hervorheben" }).click();
  await expect(row).toContainText("Hervorgehoben");
  await page.goto(`/admin/events?q=${encodeURIComponent(title)}&featured=no`);
  await expect(page.getByRole("table", { name: "Alle Events" }).getByRole("row").filter({ hasText: title })).toHaveCount(0);

  // the organizer of that profile runs it: in their list, their editor — without the admin's fields
  const ctx = await browser.newContext();
  const organizerPage = await ctx.newPage();
  await signIn(organizerPage, DEMO.organizer);
  await organizerPage.goto(`/organizer/events?q=${encodeURIComponent(title)}`);
  await organizerPage.getByRole("link", { name: title, exact: true }).click();
  await expect(organizerPage).toHaveURL(`${BASE_URL}${editUrl.replace("/admin/", "/organizer/")}`);
  await expect(organizerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(organizerPage.getByLabel("Veranstalter:in")).toHaveCount(0);
  // and the admin's pages stay closed to them
  await organizerPage.goto(editUrl);
  await expect(organizerPage).toHaveURL(`${BASE_URL}/luebeck`); // sent home (the home page is the default city)
  await ctx.close();
});

test("an admin edits an organizer's existing event and features it", async ({ page }) => {
  const tag = crypto.randomBytes(3).toString("hex");
  await signIn(page, DEMO.admin);
  await page.goto("/admin/events?city=luebeck&featured=no&status=published&when=upcoming");
  const table = page.getByRole("table", { name: "Alle Events" });
  const first = table.getByRole("row").nth(1);
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole("button", { name: "Änderungen speichern" })).toBeVisible();
  const organizerName = (await page.getByLabel("Veranstalter:in").locator("option:checked").innerText()).trim();
  const titleBox = page.getByRole("textbox", { name: "Titel", exact: true });
  const title = `${(await titleBox.inputValue()).slice(0, 60)} ${tag}`;
  await titleBox.fill(title);
  await page.getByLabel("Hervorgehoben (Startseite und Stadtseiten)").check();
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // still filed under its organizer, now featured
  await expect(page.getByLabel("Veranstalter:in").locator("option:checked")).toHaveText(organizerName);
  await page.goto(`/admin/events?q=${encodeURIComponent(tag)}&featured=yes`);
  await expect(page.getByRole("table", { name: "Alle Events" }).getByRole("row").filter({ hasText: title })).toContainText("Hervorgehoben");
});
