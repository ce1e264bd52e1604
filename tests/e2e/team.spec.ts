import { expect, test } from "@playwright/test";
import { DEMO, signIn, uniqueEmail } from "./fixtures";

/**
 * Team members with roles (issue 26): the organizer invites a colleague as Einlass and sees them in
 * the team; the seeded Einlass member opens the scanner of one of the organizer's events, while the
 * bookings page does not exist for them (404).
 */
test("the organizer invites an Einlass member; Einlass can scan but gets 404 for the bookings", async ({ page, browser }) => {
  await signIn(page, DEMO.organizer);
  await page.goto("/organizer/team");
  await expect(page.getByRole("heading", { name: "Team", exact: true })).toBeVisible();
  const email = uniqueEmail("einlass");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("radio", { name: /^Einlass/ }).check();
  await page.getByRole("button", { name: "Einladung senden" }).click();
  await expect(page.getByRole("status")).toHaveText("Einladung verschickt");
  const row = page.getByRole("listitem").filter({ hasText: email });
  // the role badge beside the address (the role select below lists every role)
  await expect(row.locator("p").first().getByText("Einlass", { exact: true })).toBeVisible();
  await expect(row).toContainText("Eingeladen – noch nicht angemeldet");

  // one of the organizer's events, from their door page
  await page.goto("/organizer/check-in");
  const href = await page.getByRole("link", { name: /^Scannen/ }).first().getAttribute("href");
  const eventId = href!.split("/").pop()!;

  const doorContext = await browser.newContext();
  const door = await doorContext.newPage();
  await signIn(door, DEMO.door);
  await door.goto(`/organizer/check-in/${eventId}`);
  await expect(door.getByRole("heading", { name: "Ihr Platz am Eingang" })).toBeVisible();
  const bookings = await door.goto("/organizer/bookings");
  expect(bookings?.status()).toBe(404);
  await doorContext.close();
});
