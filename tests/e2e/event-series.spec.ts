import crypto from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, outboxMails, signIn } from "./fixtures";

/** dd.MM.yyyy in Berlin, `days` from today — as a person types it into the German date field. */
function germanDay(days: number) {
  return new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(Date.now() + days * 86_400_000);
}

/** The delivered e-mail of a topic to an address that mentions `needle` (other tests mail the same demo user). */
async function mailAbout(to: string, topic: string, needle: string, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const mails = await outboxMails(to, topic);
    const hit = mails.find((m) => m.status === "sent" && m.result && (m.result.text + m.result.subject).includes(needle));
    if (hit?.result) return hit.result;
    if (Date.now() - started > timeoutMs) throw new Error(`Keine E-Mail „${topic}“ zu ${needle} an ${to}`);
    await new Promise((r) => setTimeout(r, 400));
  }
}

/** The buyer books one ticket of the date at `href` (test payment) and returns the booking reference. */
async function bookOne(buyer: Page, href: string) {
  await buyer.goto(href);
  await buyer.getByRole("link", { name: "Tickets buchen" }).click();
  // the event's only category starts at one ticket
  await expect(buyer.getByTestId("checkout-total")).toContainText("12,00");
  await buyer.locator('[name="attendee.0.firstName"]').fill("Jonas");
  await buyer.locator('[name="attendee.0.lastName"]').fill("Petersen");
  await buyer.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await buyer.getByRole("button", { name: /testweise bezahlen/ }).click();
  await expect(buyer.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  return (await buyer.getByTestId("booking-reference").textContent())!.trim();
}

async function newBuyer(browser: Browser) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signIn(page, DEMO.user);
  return { ctx, page };
}

test("organizer turns an event into a weekly series of 4 dates, cancels the third: its buyer is refunded, the buyer of another date keeps the ticket", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Kneipenquiz ${crypto.randomBytes(3).toString("hex")}`;
  // the four dates as typed and shown (computed once: the test may run across midnight)
  const day = [3, 10, 17, 24].map(germanDay);
  await signIn(page, DEMO.organizer);

  // a published event with one category
  await page.goto("/organizer/events/create");
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await page.getByLabel("Kurzbeschreibung").fill("Jeden Donnerstag: sechs Runden, ein Sieger-Team.");
  await page.getByLabel("Kategorie").selectOption({ label: "Musik" });
  const begin = page.getByRole("group", { name: "Beginn", exact: true });
  await begin.getByRole("textbox", { name: "Datum" }).fill(day[0]!);
  await begin.getByRole("textbox", { name: "Uhrzeit" }).fill("19:30");
  await page.getByLabel("Name des Ortes").fill("Kneipe Zum Anker");
  await page.getByLabel("Straße und Hausnummer").fill("Engelsgrube 1");
  await page.getByLabel("Postleitzahl").fill("23552");
  await expect(page.getByLabel("Ort", { exact: true })).toHaveValue("Lübeck");
  await page.getByRole("button", { name: "Kategorie hinzufügen" }).click();
  const cat = page.getByRole("listitem").filter({ hasText: "Kategorie 1" });
  await cat.getByRole("textbox", { name: "Name", exact: true }).fill("Normal");
  await cat.getByRole("textbox", { name: "Preis", exact: true }).fill("12,00");
  await page.getByLabel("Maximale Teilnehmerzahl").fill("40");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page).toHaveURL(/\/organizer\/events\/[0-9a-f-]{36}\/edit$/);
  const editUrl = page.url();
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByRole("dialog", { name: "Event veröffentlichen?" }).getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Veröffentlicht", { exact: true }).first()).toBeVisible();
  const publicHref = (await page.getByRole("link", { name: "Öffentliche Seite" }).getAttribute("href"))!;

  // bad input: a German message beside the field, nothing created
  const series = page.getByRole("group", { name: "Terminserie" });
  await series.getByLabel("Wiederholung").selectOption({ label: "Wöchentlich" });
  await series.getByLabel("Anzahl der Termine").fill("500");
  await series.getByRole("button", { name: "Terminserie anlegen" }).click();
  await expect(series.getByText("Eine Terminserie hat höchstens 52 Termine.")).toBeVisible();

  // a weekly series of 4 dates (this event the first)
  await series.getByLabel("Anzahl der Termine").fill("4");
  await series.getByRole("button", { name: "Terminserie anlegen" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Terminserie angelegt" })).toBeVisible();
  const dates = page.getByRole("region", { name: "Terminserie" }).getByRole("listitem");
  await expect(dates).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(dates.nth(i)).toContainText(`${day[i]}, 19:30 Uhr`);
  await expect(dates.nth(0)).toContainText("(dieser Termin)");

  // the public page lists the other dates with their free seats; the buyer books the second and the third
  const buyer = await newBuyer(browser);
  await buyer.page.goto(publicHref);
  const more = buyer.page.getByRole("region", { name: "Weitere Termine" }).getByRole("link");
  await expect(more).toHaveCount(3);
  await expect(more.nth(0)).toContainText(`${day[1]}, 19:30 Uhr`);
  await expect(more.nth(0)).toContainText("Noch 40 Plätze frei");
  const second = (await more.nth(0).getAttribute("href"))!;
  const third = (await more.nth(1).getAttribute("href"))!;
  const keptRef = await bookOne(buyer.page, second);
  const cancelledRef = await bookOne(buyer.page, third);

  // the organizer cancels the third date only, through the event cancellation dialog
  await page.goto(editUrl);
  await page.getByRole("link", { name: new RegExp(`Termin 3 am .*${day[2]!.replace(/\./g, "\\.")} absagen`) }).click();
  // (the event editor above may ask before leaving it — nothing was changed here)
  const leave = page.getByRole("dialog", { name: "Ungespeicherte Änderungen verwerfen?" });
  const dialog = page.getByRole("dialog", { name: `„${title}“ absagen` });
  await expect(leave.or(dialog)).toBeVisible();
  if (await leave.isVisible()) await leave.getByRole("button", { name: "Verwerfen und verlassen" }).click();
  await expect(dialog.getByText("1 bestätigte Buchung wird storniert")).toBeVisible();
  await dialog.getByLabel("1. Grund der Absage").selectOption("Zu wenige Anmeldungen");
  await dialog.getByLabel("2. Nachricht an die Ticketkäufer:innen").fill("Dieser Termin entfällt – alle anderen Quizabende finden statt.");
  await dialog.getByLabel(/4\. Ich sage dieses Event endgültig ab/).check();
  await dialog.getByRole("button", { name: "Event absagen" }).click();
  await expect(page.getByText("Absage abgeschlossen")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("1 von 1 Buchungen erledigt · 12,00 € erstattet")).toBeVisible();
  await expect(page.getByRole("region", { name: "Terminserie" }).getByRole("listitem").nth(2)).toContainText("Abgesagt");

  // the third date's buyer is refunded and mailed; the second date's booking stands
  const mail = await mailAbout(DEMO.user.email, "cancellation_notice", cancelledRef);
  expect(mail.text).toContain("Dieser Termin entfällt");
  expect(mail.text).toMatch(/Erstattungsbetrag: 12,00\s€/);
  await page.goto(`/organizer/bookings?q=${cancelledRef}`);
  await expect(page.getByRole("row").filter({ hasText: cancelledRef }).getByText("Storniert")).toBeVisible();
  await page.goto(`/organizer/bookings?q=${keptRef}`);
  await expect(page.getByRole("row").filter({ hasText: keptRef }).getByText("Bestätigt")).toBeVisible();
  expect((await outboxMails(DEMO.user.email, "cancellation_notice")).some((m) => (m.result?.text ?? "").includes(keptRef))).toBe(false);

  // the public page no longer offers the cancelled date
  await buyer.page.goto(publicHref);
  await expect(buyer.page.getByRole("region", { name: "Weitere Termine" }).getByRole("link")).toHaveCount(2);
  await buyer.ctx.close();
});
