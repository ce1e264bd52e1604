import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/**
 * The box office (decision 0015): the organizer sells two tickets to a walk-in guest at the door;
 * the receipt shows both tickets checked in, the check-in log has them at gate 'Abendkasse'; then a
 * Freikarte (0,00 €). The bookings list shows both under the channel 'Abendkasse', and the stats count
 * three tickets under 'Abendkasse' with the revenue of the paid sale only.
 */
test("the organizer sells two tickets and a Freikarte at the box office: checked in, in the bookings and the stats as 'Abendkasse'", async ({ page }) => {
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
  const paidTotal = (await page.getByRole("row", { name: /Gesamt/ }).getByRole("cell").textContent())!.trim();

  // a free ticket for a guest on the list: 0,00 €, checked in at once
  await page.getByRole("link", { name: "Nächster Verkauf" }).click();
  await page.getByRole("radio").first().check();
  await page.getByLabel("Anzahl").fill("1");
  await page.getByRole("radio", { name: /Freikarte/ }).check();
  await page.getByRole("button", { name: "Verkaufen und einchecken" }).click();
  await expect(page.getByRole("status")).toHaveText("Verkauft – 1 von 1 Tickets eingecheckt.");
  await expect(page.getByRole("row", { name: /Gesamt/ }).getByRole("cell")).toHaveText("0,00 €");
  const freeRef = (await page.getByRole("heading", { name: /^Beleg SP-/ }).textContent())!.replace("Beleg ", "").trim();

  // the organizer's bookings: filtered to the box office, the Freikarte says so
  await page.goto(`/organizer/bookings?event=${eventId}&channel=box_office`);
  const table = page.getByRole("table", { name: /Buchungen Ihrer Events/ });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row", { name: new RegExp(freeRef) })).toContainText("Freikarte");
  await expect(table.getByText("Abendkasse", { exact: true })).toHaveCount(2);
  await expect(table.getByText("Online", { exact: true })).toHaveCount(0);

  // the check-in log shows both tickets, admitted at the box office
  await page.goto(`/organizer/check-in/${eventId}/log`);
  await expect(page.getByText("Abendkasse").first()).toBeVisible();

  await page.goto(`/organizer/stats?event=${eventId}&period=7d`);
  const row = page.getByRole("table", { name: "Buchungen, Tickets und Umsatz nach Verkaufsweg" }).getByRole("row", { name: /Abendkasse/ });
  await expect(row.getByRole("cell").nth(0)).toHaveText("2");
  await expect(row.getByRole("cell").nth(1)).toHaveText("3");
  await expect(row.getByRole("cell").nth(2)).toHaveText(paidTotal);
});
