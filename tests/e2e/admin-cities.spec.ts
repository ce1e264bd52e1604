import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/**
 * /admin/cities (issue 24): a new city goes live without a deploy — an admin creates 'Rostock' with its
 * colours (an unreadable primary colour is refused first), and /rostock then shows the city in those colours
 * and the location picker offers it.
 */
test("an admin creates the city Rostock with its colours and it is live under /rostock and in the location picker", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto("/admin/cities");
  // a retry finds the city of the first attempt: it is edited instead of created again
  const existing = page.getByRole("link", { name: "Rostock", exact: true });
  if (await existing.count()) await existing.first().click();
  else {
    await page.goto("/admin/cities/create");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Rostock");
    await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("rostock");
  }
  await page.getByLabel("Leitsatz").fill("Was heute an der Warnow los ist");
  await page.getByLabel("Wahrzeichen").fill("Rathaus – Backsteingotik am Neuen Markt\nWarnemünder Leuchtturm – seit 1898");
  await page.getByLabel("Stadtteile").fill("Kröpeliner-Tor-Vorstadt\nWarnemünde");
  await page.getByLabel("Breitengrad").fill("54.0887");
  await page.getByLabel("Längengrad").fill("12.1405");
  await page.getByLabel("Postleitzahl").fill("18055");
  await page.getByLabel("Primärfarbe").fill("#ffdd00");
  await page.getByLabel("Sekundärfarbe").fill("#0f766e");
  await page.getByLabel("Akzentfarbe").fill("#facc15");
  await page.getByLabel("Aktiv").check();
  const save = page.getByRole("button", { name: /Stadt anlegen|Änderungen speichern/ });
  await save.click();
  // white text on yellow is unreadable: refused beside the field, nothing saved
  await expect(page.getByText(/Die Primärfarbe #ffdd00 ist mit Weiß schlecht lesbar/).first()).toBeVisible();
  await page.getByLabel("Primärfarbe").fill("#1d4ed8");
  await save.click();
  await expect(page).toHaveURL(/\/admin\/cities\/rostock\/edit$/);

  await page.goto("/rostock");
  await expect(page).toHaveURL(/\/rostock$/);
  const themed = await page.locator("[style*='--color-primary']").first().getAttribute("style");
  expect(themed).toContain("#1d4ed8");
  await expect(page.getByText("Warnemünde").first()).toBeVisible();

  await page.waitForLoadState("networkidle");
  await page.getByTestId("location-picker").first().click();
  const dialog = page.getByRole("dialog", { name: "Standort wählen" });
  await expect(dialog.getByRole("radio", { name: "Rostock" })).toBeChecked();
  await dialog.getByText("Kiel").click();
  await dialog.getByRole("button", { name: "Übernehmen" }).click();
  await expect(page).toHaveURL(/\/kiel$/);
});
