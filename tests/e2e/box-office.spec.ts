import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/**
 * The box office (decision 0015): the organizer sells two tickets to a walk-in guest at the door;
 * the receipt shows both tickets checked in, the check-in log has them at gate 'Abendkasse', and the
 * stats count them under 'Abendkasse'.
 */
test("the organizer sells two tickets at the box office: checked in and in the stats as 'Abendkasse'", async ({ page }) => {
  await signIn(page, DEMO.organizer);
  await page.goto("/organizer/check-in");
  const scannerHref = await page.getByRole("link", { name: /^Scannen/ }).first().getAttribute("href");
  const eventId = scannerHref!.split("/").pop()!;
  await page.goto(`/organizer/check-in/${eventId}/box-office`);
  await expect(page.getByRole("heading", { name: "Tickets verkaufen" })).toBeVisible();
  await page.getByRole("radio").first().check();
  await page.getByLabel("Anzahl").fill("2");
  await page.getByRole("radio", { name: "Bar" }).check();
  await page.getByText("Käufer:in (optional)").click();
  await page.getByLabel("Name").fill("Walter Spontan");
  await page.getByRole("button", { name: "Verkaufen und einchecken" }).click();

  await expect(page.getByRole("heading", { name: /^Beleg SP-/ })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Verkauft – 2 von 2 Tickets eingecheckt.");
  await expect(page.getByRole("list", { name: "Tickets" }).getByText("eingecheckt", { exact: true })).toHaveCount(2);

  // the check-in log shows both tickets, admitted at the box office
  await page.goto(`/organizer/check-in/${eventId}/log`);
  await expect(page.getByText("Abendkasse").first()).toBeVisible();

  await page.goto(`/organizer/stats?event=${eventId}&period=7d`);
  const row = page.getByRole("table", { name: "Buchungen, Tickets und Umsatz nach Verkaufsweg" }).getByRole("row", { name: /Abendkasse/ });
  await expect(row.getByRole("cell").nth(1)).toHaveText("2");
});
