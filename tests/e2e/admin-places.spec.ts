import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO, signIn, uniqueEmail, waitForMail } from "./fixtures";

/**
 * /admin/places: an admin creates a place with opening hours and an address that is geocoded on
 * save (the pin map shows it), sees 'Jetzt geöffnet' or 'Öffnet …' on the public page, and adds a
 * manager by e-mail who has no account yet (an invitation e-mail).
 */
test("an admin creates a place with opening hours and a geocoded address, then invites a manager", async ({ page }) => {
  const tag = crypto.randomBytes(3).toString("hex");
  const name = `Café Hafenblick ${tag}`;
  await signIn(page, DEMO.admin);

  await page.goto("/admin/places/create");
  await expect(page.getByRole("heading", { level: 1, name: "Neuer Ort" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Straße und Hausnummer").fill("An der Untertrave 1");
  await page.getByLabel("Postleitzahl").fill("23552");
  await page.getByLabel("WLAN").check();
  // every day open around the clock: the public page says it is open now, whatever the time of the run
  for (const day of ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]) {
    await page.getByLabel(`${day}, Zeitraum 1: von`).fill("00:00");
    await page.getByLabel(`${day}, Zeitraum 1: bis`).fill("24:00");
  }
  await page.getByRole("button", { name: "Ort anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/places\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // geocoded from the postal code: coordinates filled, the pin map instead of the placeholder
  await expect(page.getByLabel("Breitengrad")).toHaveValue(/^53\.8/);
  await expect(page.getByRole("region", { name: /Lage von/ })).toBeVisible();
  await expect(page.getByLabel("Montag, Zeitraum 1: von")).toHaveValue("00:00");

  const slug = await page.getByLabel("Adresse der Seite").inputValue();
  await page.goto(`/luebeck/places/${slug}`);
  await expect(page.getByText(/Jetzt geöffnet · bis 24:00/)).toBeVisible();

  // managers: an address without an account gets an invitation
  await page.goBack();
  await page.getByRole("link", { name: "Manager:innen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manager:innen" })).toBeVisible();
  const email = uniqueEmail("inhaber");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(page.getByText(/Für die Einladung geben Sie bitte den Namen an/).first()).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill("Hanna Hafen");
  await page.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(page.getByText("Einladung verschickt").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Hanna Hafen" })).toBeVisible();
  await waitForMail(email, "invitation");
});

test("the places list is refused to an organizer", async ({ page }) => {
  await signIn(page, DEMO.organizer);
  await page.goto("/admin/places");
  await expect(page).not.toHaveURL(/\/admin\/places/);
});
