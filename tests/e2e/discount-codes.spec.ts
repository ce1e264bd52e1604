import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/** "1.234,50 €" → cents */
/** cents → a pattern for "1.234,50 €" whatever space precedes the sign */
const euro = (c: number) => new RegExp(`${(c / 100).toFixed(2).replace(".", ",").replace(/\B(?=(\d{3})+(?!\d))/g, ".")}\\s€`);
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);

test("the organizer creates a 20 % code for one event; the user books with it and pays the reduced total", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.organizer);

  // one of the organizer's bookable events: the one the demo code WERFT15 is for
  await page.goto("/organizer/discount-codes?q=WERFT15");
  await page.getByRole("link", { name: "WERFT15", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "WERFT15" })).toBeVisible();
  const checked = page.locator('input[name="eventIds"]:checked');
  await expect(checked).toHaveCount(1);
  const eventId = (await checked.getAttribute("value"))!;

  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.goto("/organizer/discount-codes/create");
  await page.getByLabel("Code (oder Präfix)").fill(code.toLowerCase());
  await page.getByLabel("Art des Rabatts").selectOption("percent");
  await page.getByLabel("Rabatt in Prozent").fill("20");
  await page.locator(`input[name="eventIds"][value="${eventId}"]`).check();
  await page.getByRole("button", { name: "Rabattcode anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: code })).toBeVisible();

  // the list shows it, unused
  await page.goto(`/organizer/discount-codes?q=${code}`);
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row.getByText("20 %")).toBeVisible();
  await expect(row.getByText("Aktiv", { exact: true })).toBeVisible();

  await page.goto(`/organizer/events/${eventId}/edit`);
  const publicHref = (await page.getByRole("link", { name: "Öffentliche Seite" }).getAttribute("href"))!;

  // the plain user books one ticket with the code (typed in lower case)
  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  await signIn(buyer, DEMO.user);
  await buyer.goto(publicHref);
  await buyer.getByRole("link", { name: "Tickets buchen" }).click();
  await buyer.getByRole("button", { name: /^Ein Ticket .+ mehr$/ }).first().click();
  await buyer.locator('[name="attendee.0.firstName"]').fill("Lena");
  await buyer.locator('[name="attendee.0.lastName"]').fill("Schulz");
  const total = buyer.getByTestId("checkout-total");
  await expect(total).toContainText("€");
  const full = cents((await total.textContent())!);
  await buyer.getByRole("textbox", { name: "Rabattcode (optional)" }).fill(code.toLowerCase());
  await buyer.getByRole("button", { name: "Einlösen" }).click();
  await expect(buyer.getByText(`Rabattcode ${code} angewendet: 20 % Rabatt`)).toBeVisible();
  await expect.poll(async () => cents((await total.textContent())!)).toBeLessThan(full);
  const reduced = cents((await total.textContent())!);
  // 20 % off the tickets (no service fee in the test setup)
  expect(reduced).toBe(full - Math.round(full * 0.2));
  await buyer.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();

  await expect(buyer.getByRole("heading", { name: "Testzahlung" })).toBeVisible();
  await expect(buyer.getByText(euro(reduced)).first()).toBeVisible();
  await buyer.getByRole("button", { name: /testweise bezahlen/ }).click();
  await expect(buyer.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  await buyerCtx.close();

  // the organizer sees one use and the revenue it brought
  await page.goto(`/organizer/discount-codes?q=${code}`);
  const used = page.getByRole("row").filter({ hasText: code });
  await expect(used.getByRole("cell", { name: "1", exact: true })).toBeVisible();
  await expect(used.getByText(euro(reduced))).toBeVisible();
});
