import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { BASE_URL, DEMO, signIn, waitForMail } from "./fixtures";
import { pdfText } from "../pdf-text";

/** The seed's bookable early-bird festival in Lübeck (title depends on the season). */
async function openFestival(page: Page) {
  await page.goto("/luebeck/events?q=Hanse");
  const link = page.getByRole("link", { name: /Hanse (Winterfestival|Open Air)/ }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: /Hanse (Winterfestival|Open Air)/ })).toBeVisible();
}

test("buy two tickets, get the PDF, cancel via request, admin refunds, mail arrives", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.user);
  await openFestival(page);
  await page.getByRole("link", { name: "Tickets buchen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Testmodus", { exact: true })).toBeVisible();
  await expect(page.getByText(/§ 312g Abs\. 2 Nr\. 9 BGB/)).toBeVisible();

  const more = page.getByRole("button", { name: "Ein Ticket Stehplatz mehr" });
  await more.click();
  await more.click();
  await page.locator('[name="attendee.0.firstName"]').fill("Lena");
  await page.locator('[name="attendee.0.lastName"]').fill("Schulz");
  await page.locator('[name="attendee.1.firstName"]').fill("Tom");
  await page.locator('[name="attendee.1.lastName"]').fill("Schulz");
  await expect(page.getByTestId("checkout-total")).toContainText("€");
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();

  // the built-in test provider's payment page
  await expect(page.getByRole("heading", { name: "Testzahlung" })).toBeVisible();
  await page.getByRole("button", { name: /testweise bezahlen/ }).click();

  await expect(page.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  const numbers = (await page.getByTestId("ticket-number").allTextContents()).map((t) => t.trim());
  expect(numbers).toHaveLength(2);
  await expect(page.getByRole("img", { name: new RegExp(`QR-Code für das Ticket ${numbers[0]}`) })).toBeVisible();

  // the PDF download carries the ticket numbers
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Alle Tickets als PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await pdfText(pdf);
  for (const n of numbers) expect(text).toContain(n);
  expect(text).toContain(reference);
  expect(text).toContain("TESTMODUS");

  // the calendar file
  const ics = await page.request.get(`/api/tickets/${bookingId}/ics`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain("BEGIN:VEVENT");

  // nobody else reaches the booking
  const anon = await browser.newContext();
  expect((await anon.request.get(`${new URL(page.url()).origin}/api/tickets/${bookingId}/pdf`)).status()).toBe(401);
  await anon.close();
  const otherCtx = await browser.newContext();
  const other = await otherCtx.newPage();
  await signIn(other, DEMO.organizer);
  expect((await other.request.get(`/api/tickets/${bookingId}/pdf`)).status()).toBe(404);
  const otherSuccess = await other.goto(`/luebeck/booking-success?booking=${bookingId}`);
  expect(otherSuccess?.status()).toBe(404);
  await otherCtx.close();

  // my tickets
  await page.goto("/luebeck/profile/tickets");
  const card = page.locator(`#confirmed [data-reference="${reference}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText(numbers[0]!)).toBeVisible();

  // the confirmation can be sent again
  await card.getByRole("button", { name: "Bestätigung erneut senden" }).click();
  await expect(page.getByText("E-Mail gesendet", { exact: true })).toBeVisible();

  // cancellation request: Sonstiges needs a text
  await card.getByRole("button", { name: "Stornierung anfragen" }).click();
  const dialog = page.getByRole("dialog", { name: "Stornierung anfragen" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Grund der Stornierung").selectOption("Sonstiges");
  await dialog.getByRole("button", { name: "Stornierung anfragen" }).click();
  await expect(dialog.getByText("Bitte beschreiben Sie den Grund.")).toBeVisible();
  await dialog.getByLabel("Bitte beschreiben Sie den Grund").fill("Ich ziehe um.");
  await dialog.getByRole("button", { name: "Stornierung anfragen" }).click();
  await expect(page.getByText("Stornierungsanfrage eingereicht", { exact: true })).toBeVisible();
  await expect(card.getByTestId("refund-request-status")).toContainText("wird geprüft");

  // an admin approves and processes it
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto("/admin/refunds");
  const item = admin.getByRole("row").filter({ hasText: reference });
  await expect(item).toContainText("Sonstiges: Ich ziehe um.");
  await item.getByRole("button", { name: "Genehmigen" }).click();
  await expect(admin.getByText("Anfrage aktualisiert")).toBeVisible();
  await admin.goto("/admin/refunds?status=approved");
  await admin.getByRole("row").filter({ hasText: reference }).getByRole("button", { name: /Rückerstattung verarbeiten/ }).click();
  await expect(admin.getByText("Rückerstattung verarbeitet")).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: reference })).toContainText("erstattet");
  // the booking in the admin's booking list and detail
  await admin.goto(`/admin/bookings?q=${reference}`);
  await admin.getByRole("link", { name: reference }).click();
  await expect(admin.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await expect(admin.getByText(numbers[0]!)).toBeVisible();
  await expect(admin.getByText("Erstattung ·")).toBeVisible();
  await adminCtx.close();

  // the user sees it cancelled, and the cancellation e-mail went out
  await page.goto("/luebeck/profile/tickets");
  await expect(page.locator(`#cancelled [data-reference="${reference}"]`)).toBeVisible();
  const mail = await waitForMail(DEMO.user.email, "cancellation_notice", 30_000);
  expect(mail.text).toContain(reference);
  expect(mail.text).toContain("Sonstiges: Ich ziehe um.");
  expect(mail.subject).toContain("Testmodus");
  const confirmation = await waitForMail(DEMO.user.email, "booking_confirmation", 30_000);
  expect(confirmation.text).toContain(reference);
});

test("my tickets without signing in: a sign-in prompt on the page that returns here afterwards", async ({ page }) => {
  const res = await page.goto("/luebeck/profile/tickets");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Meine Tickets" })).toBeVisible();
  await expect(page.getByText("Bitte melden Sie sich an")).toBeVisible();
  await expect(page.getByRole("link", { name: "Hilfe & Kontakt" })).toHaveAttribute("href", "/luebeck/contact");
  // the other profile pages still send anonymous visitors straight to /auth
  await page.getByRole("main").getByRole("link", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/luebeck\/auth\?redirectTo=%2Fluebeck%2Fprofile%2Ftickets/);
  await page.goto("/luebeck/profile/settings");
  await expect(page).toHaveURL(/\/luebeck\/auth\?redirectTo=%2Fluebeck%2Fprofile%2Fsettings/);
});

test("late buyers of a sold-out event all get the same German refusal, also in the page", async ({ page, playwright }) => {
  const fx = (await (await page.request.get("/api/dev/seed-summary")).json()) as { soldOutSlug: string; soldOutEventId: string };
  await signIn(page, DEMO.user);
  const path = `/luebeck/events/${fx.soldOutSlug}/tickets.data`;
  const form = (over: Record<string, string> = {}) => ({
    eventId: fx.soldOutEventId,
    "qty.standard": "1",
    "attendee.0.category": "standard",
    "attendee.0.firstName": "Lena",
    "attendee.0.lastName": "Schulz",
    idempotencyKey: crypto.randomUUID(),
    ...over,
  });
  const order = (over: Record<string, string> = {}, origin: string = BASE_URL) =>
    page.request.post(path, { form: form(over), headers: { Origin: origin } });

  // the first refusal comes from the checkout action, the next ones from the sold-out gate
  // (decision 0007), which replays it: all answers alike, byte for byte
  const answers = [];
  for (let i = 0; i < 4; i++) {
    const r = await order();
    answers.push({ status: r.status(), type: r.headers()["content-type"], body: await r.text() });
  }
  expect(answers[0]!.status).toBe(409);
  expect(answers[0]!.type).toMatch(/^text\/x-script/);
  expect(answers[0]!.body).toContain("Leider sind nicht mehr genügend Plätze frei.");
  for (const a of answers) expect(a).toEqual(answers[0]);

  // what is not a plain late buyer keeps its own answer
  const bad = await order({ "attendee.0.firstName": "" });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Vorname ist erforderlich.");
  // a foreign origin is refused by the one CSRF check of every write (403)
  expect((await order({}, "https://boese.example")).status()).toBe(403);
  const anonymous = await playwright.request.newContext({ baseURL: BASE_URL });
  const anon = await anonymous.post(path, { form: form(), headers: { Origin: BASE_URL }, maxRedirects: 0 });
  expect(await anon.text()).toContain(`/luebeck/auth?redirectTo=${encodeURIComponent(`/luebeck/events/${fx.soldOutSlug}/tickets`)}`);
  await anonymous.dispose();

  // in the page: a checkout form that was loaded while seats were left, sent for the sold-out event
  await openFestival(page);
  await page.getByRole("link", { name: "Tickets buchen" }).click();
  await page.getByRole("button", { name: "Ein Ticket Stehplatz mehr" }).click();
  await page.locator('[name="attendee.0.firstName"]').fill("Lena");
  await page.locator('[name="attendee.0.lastName"]').fill("Schulz");
  // the order goes out for the sold-out event instead (as if its last seats went while the form was open)
  await page.route(/\/tickets\.data$/, (route) =>
    route.continue({ postData: (route.request().postData() ?? "").replace(/eventId=[0-9a-f-]+/, `eventId=${fx.soldOutEventId}`) }),
  );
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Leider sind nicht mehr genügend Plätze frei." });
  for (let i = 0; i < 2; i++) {
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await expect(toast).toBeVisible();
    // shown once per answer (it used to come again with every re-render of the page)
    await expect(toast).toHaveCount(1);
    await toast.getByRole("button", { name: /close/i }).click();
    await expect(toast).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/tickets$/);
});
