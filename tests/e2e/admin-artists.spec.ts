import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/**
 * /admin/artists as the model page of the back-office kit: create → edit → bulk 'Verifizieren' →
 * CSV of the filtered list, and what the DataTable does in a browser (URL state, sort, filter,
 * selection, keyboard, cards on a phone).
 */
test("an admin creates an artist, edits it, verifies two artists at once and exports the filtered list", async ({ page }) => {
  const tag = crypto.randomBytes(3).toString("hex");
  const name = `Kapelle ${tag}`;
  await signIn(page, DEMO.admin);

  await page.goto("/admin/artists/create");
  await expect(page.getByRole("heading", { level: 1, name: "Neue:r Artist" })).toBeVisible();
  // bad input: German messages beside the fields, nothing saved
  await page.getByRole("button", { name: "Artist anlegen" }).click();
  await expect(page.getByText("Bitte geben Sie einen Namen ein.").first()).toBeVisible();
  await expect(page.getByText("Bitte prüfen Sie Ihre Eingaben:")).toBeVisible();
  await page.getByLabel("Instagram").fill("https://example.com/kapelle");
  await page.getByLabel("Instagram").blur();
  await expect(page.getByText("Instagram: Bitte geben Sie @name oder https://instagram.com/name an.").first()).toBeVisible();

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("combobox", { name: "Art", exact: true }).selectOption({ label: "Band" });
  await page.getByLabel("Genre").fill("Shanty-Punk");
  await page.getByLabel("Instagram").fill(`@kapelle_${tag}`);
  await page.getByRole("button", { name: "Artist anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/artists\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByLabel("Adresse der Seite")).toHaveValue(`kapelle-${tag}`);

  // edit: booking info
  await page.getByLabel("Für Buchungen verfügbar").check();
  await page.getByLabel("Preisspanne").fill("400–800 €");
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(page.getByText("Änderungen gespeichert").first()).toBeVisible();
  await expect(page.getByLabel("Preisspanne")).toHaveValue("400–800 €");

  // a second artist of the same run, then both verified at once from the list
  await page.goto("/admin/artists/create");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} Zwei`);
  await page.getByRole("button", { name: "Artist anlegen" }).click();
  await expect(page).toHaveURL(/\/edit$/);

  await page.goto("/admin/artists");
  const search = page.getByRole("searchbox", { name: "Suche" });
  await search.fill(name);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=Kapelle`));
  const table = page.getByRole("table", { name: /Artists/ });
  await expect(table.getByRole("row")).toHaveCount(3); // header + 2
  // sort by name descending through the header link (URL state)
  await table.getByRole("link", { name: /^Artist/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=desc|dir=desc/);
  await expect(table.getByRole("row").nth(1)).toContainText(`${name} Zwei`);

  // select both with the keyboard: the header checkbox, space
  await table.getByRole("checkbox", { name: "Alle Zeilen dieser Seite auswählen" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("2 Einträge ausgewählt")).toBeVisible();
  await page.getByRole("button", { name: "Verifizieren", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Verifizieren: 2 Einträge?");
  await dialog.getByRole("button", { name: "Verifizieren", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 von 2 erledigt" })).toBeVisible();
  await expect(table.getByText("Verifiziert")).toHaveCount(2);

  // filter by the verified flag: the select submits by itself once hydrated
  await page.getByLabel("Verifiziert", { exact: true }).selectOption({ label: "Nicht verifiziert" });
  await expect(page).toHaveURL(/verified=no/);
  await expect(page.getByText("Keine Treffer")).toBeVisible();
  await page.getByLabel("Verifiziert", { exact: true }).selectOption({ label: "Verifiziert" });
  await expect(page).toHaveURL(/verified=yes/);

  // the CSV holds exactly the filtered list
  const href = await page.getByRole("link", { name: "CSV" }).getAttribute("href");
  expect(href).toMatch(/verified=yes/);
  expect(href).toMatch(/format=csv/);
  const res = await page.request.get(href!);
  expect(res.headers()["content-type"]).toContain("text/csv");
  expect(res.headers()["content-disposition"]).toContain("attachment");
  const csv = (await res.body()).toString("utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toContain("Name;Adresse (Slug);Art");
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`${name};kapelle-${tag};Band`);
  expect(csv).toContain(`${name} Zwei`);
});

test("on a phone the artist list shows cards with labelled values", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: "de-DE" });
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  await page.goto("/admin/artists");
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toBeVisible();
  const box = await firstRow.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
