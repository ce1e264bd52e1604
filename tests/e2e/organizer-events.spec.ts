import fs from "node:fs";
import crypto from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, newOrganizer, outboxMails, signIn } from "./fixtures";

/** dd.MM.yyyy in Berlin, `days` from today — as a person types it into the German date field. */
function germanDay(days: number) {
  return new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(Date.now() + days * 86_400_000);
}

/** Types date and time into the German date-time field grouped under `label` (legend; parts "Datum" and "Uhrzeit"). */
async function fillDateTime(scope: Page | Locator, label: string, days: number, time: string) {
  const group = scope.getByRole("group", { name: label, exact: true });
  await group.getByRole("textbox", { name: "Datum" }).fill(germanDay(days));
  await group.getByRole("textbox", { name: "Uhrzeit" }).fill(time);
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

test("organizer creates an event with two categories at an autocompleted address, publishes, sells (booking, stats and attendee CSV follow), duplicates and cancels it; the buyer is refunded and mailed", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Hafenkonzert ${crypto.randomBytes(3).toString("hex")}`;
  await signIn(page, DEMO.organizer);

  // the public shortcut leads to the editor
  await page.goto("/luebeck/create-event");
  await expect(page).toHaveURL(/\/organizer\/events\/create$/);
  await expect(page.getByRole("heading", { level: 1, name: "Neues Event" })).toBeVisible();

  // bad input: German message beside the field, nothing saved
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText("Bitte geben Sie einen Titel ein.").first()).toBeVisible();
  await expect(page.getByText("Bitte prüfen Sie Ihre Eingaben:")).toBeVisible();

  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await page.getByLabel("Kurzbeschreibung").fill("Jazz und Shantys direkt an der Trave.");
  await page.getByLabel("Kategorie").selectOption({ label: "Musik" });
  await fillDateTime(page, "Beginn", 2, "19:30");
  // after the failed submit every change is checked at once: half-filled gets a German message until the time is there
  const end = page.getByRole("group", { name: "Ende", exact: true });
  const halfFilled = end.getByText("Bitte geben Sie auch die Uhrzeit für das Ende an.");
  await end.getByRole("textbox", { name: "Datum" }).fill(germanDay(2));
  await expect(halfFilled).toBeVisible();
  await end.getByRole("textbox", { name: "Uhrzeit" }).fill("22:30");
  await expect(halfFilled).toBeHidden();

  // venue: typed, picked from the autocomplete (coordinates come with it)
  await page.getByRole("combobox", { name: "Ort oder Adresse suchen" }).pressSequentially("Beckergrube 16", { delay: 30 });
  const option = page.getByRole("option", { name: /Theater Lübeck, Beckergrube 16/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.getByText("Gewählt: Theater Lübeck, Beckergrube 16, 23552 Lübeck")).toBeVisible();
  await expect(page.getByLabel("Straße und Hausnummer")).toHaveValue("Beckergrube 16");

  // two ticket categories, the first with early bird
  await page.getByRole("button", { name: "Kategorie hinzufügen" }).click();
  await page.getByRole("button", { name: "Kategorie hinzufügen" }).click();
  const cat1 = page.getByRole("listitem").filter({ hasText: "Kategorie 1" });
  const cat2 = page.getByRole("listitem").filter({ hasText: "Kategorie 2" });
  await cat1.getByRole("textbox", { name: "Name", exact: true }).fill("Normal");
  await cat1.getByRole("textbox", { name: "Preis", exact: true }).fill("25,00");
  await cat1.getByLabel("Frühbucherpreis").fill("30,00");
  await fillDateTime(cat1, "Frühbucher bis", 1, "12:00");
  await cat2.getByRole("textbox", { name: "Name", exact: true }).fill("Ermäßigt");
  await cat2.getByRole("textbox", { name: "Preis", exact: true }).fill("15,00");
  await cat2.getByLabel("Kontingent").fill("20");
  await page.getByLabel("Maximale Teilnehmerzahl").fill("120");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(cat1.getByText("Der Frühbucherpreis darf nicht über dem regulären Preis liegen.")).toBeVisible();
  await cat1.getByLabel("Frühbucherpreis").fill("19,00");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();

  await expect(page).toHaveURL(/\/organizer\/events\/[0-9a-f-]{36}\/edit$/);
  const editUrl = page.url();
  await expect(page.getByText("Entwurf", { exact: true })).toBeVisible();

  // the draft's preview shows what the published page will show: the booking box, disabled, as a preview
  await page.goto(editUrl.replace(/\/edit$/, "/preview"));
  await expect(page.getByRole("button", { name: "Tickets buchen" })).toBeDisabled();
  await expect(page.getByTestId("booking-preview-note")).toHaveText("Vorschau – gebucht werden kann, sobald das Event veröffentlicht ist.");
  await expect(page.getByText(/Abendkasse/)).toHaveCount(0);
  await page.goto(editUrl);

  // publish (with confirmation) — on a 1024 px laptop, where a toast at the top would cover the header's back link
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByRole("dialog", { name: "Event veröffentlichen?" }).getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Veröffentlicht", { exact: true }).first()).toBeVisible();
  // its toast leaves the page header free: the back link stays visible and clickable
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Event veröffentlicht" });
  await expect(toast).toBeVisible();
  const back = page.locator("main").getByRole("link", { name: "Meine Events" });
  const [t, b] = [(await toast.boundingBox())!, (await back.boundingBox())!];
  expect(t.y > b.y + b.height || t.y + t.height < b.y || t.x > b.x + b.width || t.x + t.width < b.x, "the toast covers the 'Meine Events' link").toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  const publicHref = await page.getByRole("link", { name: "Öffentliche Seite" }).getAttribute("href");
  expect(publicHref).toMatch(/^\/luebeck\/events\/hafenkonzert-[0-9a-f]{6}-[0-9a-f]{8}$/);

  // the list shows it
  await page.goto(`/organizer/events?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Veröffentlicht")).toBeVisible();
  await expect(row.getByText("0 / 120")).toBeVisible();

  // the city home and the radius search around the theatre find it; far away does not
  await page.goto("/luebeck");
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  // (the active-filter chip repeats the search text: only event links count)
  const eventLink = page.getByRole("link", { name: new RegExp(`^(?!Filter entfernen).*${title}`) });
  await page.goto(`/luebeck/events?q=${encodeURIComponent(title)}&radius=5&lat=53.8695&lng=10.6836`);
  await expect(eventLink.first()).toBeVisible();
  await page.goto(`/luebeck/events?q=${encodeURIComponent(title)}&radius=5&lat=52.52&lng=13.405`);
  await expect(page.getByRole("heading", { name: "Ergebnisse" })).toBeVisible();
  await expect(eventLink).toHaveCount(0);

  // another user buys a ticket (early bird price)
  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  await signIn(buyer, DEMO.user);
  await buyer.goto(publicHref!);
  await expect(buyer.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await buyer.getByRole("link", { name: "Tickets buchen" }).click();
  await buyer.getByRole("button", { name: "Ein Ticket Normal mehr" }).click();
  await buyer.locator('[name="attendee.0.firstName"]').fill("Lena");
  await buyer.locator('[name="attendee.0.lastName"]').fill("Schulz");
  await expect(buyer.getByTestId("checkout-total")).toContainText("19,00");
  await buyer.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await buyer.getByRole("button", { name: /testweise bezahlen/ }).click();
  await expect(buyer.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  const reference = (await buyer.getByTestId("booking-reference").textContent())!.trim();

  // the organizer is mailed about the sale ('Bei jeder Buchung eine E-Mail', the default)
  const sale = await mailAbout(DEMO.organizer.email, "organizer_sale", reference);
  expect(sale.subject).toContain(`Neue Buchung: 1 Ticket für ${title}`);
  expect(sale.text).toContain("Gast: Lena Schulz");
  expect(sale.text).toMatch(/Betrag: 19,00\s€/);

  await page.goto(`/organizer/events?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("row").filter({ hasText: title }).getByText("1 / 120")).toBeVisible();

  // the organizer sees the booking, the stats change, and exports the attendee list
  const eventId = editUrl.match(/\/organizer\/events\/([0-9a-f-]{36})\/edit/)![1]!;
  await page.goto(`/organizer/bookings?q=${reference}`);
  await expect(page.getByRole("row").filter({ hasText: reference }).getByText(title)).toBeVisible();
  await page.goto(`/organizer/stats?event=${eventId}&period=30d`);
  await expect(page.getByText(/^in 1 Buchung, gebucht im Zeitraum/).first()).toBeVisible();
  await expect(page.getByText("19,00 €").first()).toBeVisible();
  await page.goto(`/organizer/bookings?event=${eventId}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Teilnehmerliste CSV" }).click()]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF"), "UTF-8 with BOM for Excel").toBe(true);
  const [header, ...lines] = csv.slice(1).trim().split(/\r?\n/).map((l) => l.split(";"));
  const lena = lines.find((l) => l.includes("Schulz"));
  expect(lines).toHaveLength(1);
  expect(lena, `attendee row in ${csv}`).toBeDefined();
  expect(header!.length).toBe(lena!.length);
  expect(lena!.join(";")).toContain(reference);

  // duplicate for a series: a new draft
  await page.goto(editUrl);
  await page.getByRole("button", { name: "Duplizieren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${title} (Kopie)` })).toBeVisible();
  expect(page.url()).not.toBe(editUrl);
  await expect(page.getByText("Entwurf", { exact: true })).toBeVisible();

  // cancel the original through the guided dialog
  await page.goto(editUrl);
  await page.getByRole("link", { name: "Absagen" }).click();
  const dialog = page.getByRole("dialog", { name: `„${title}“ absagen` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("1 bestätigte Buchung wird storniert")).toBeVisible();
  await dialog.getByLabel("1. Grund der Absage").selectOption("Zu wenige Anmeldungen");
  await dialog.getByLabel("2. Nachricht an die Ticketkäufer:innen").fill("Es tut uns leid – wir holen das Konzert im Frühjahr nach.");
  await expect(dialog.getByText("Grund: Zu wenige Anmeldungen. Es tut uns leid")).toBeVisible();
  await dialog.getByLabel(/4\. Ich sage dieses Event endgültig ab/).check();
  await dialog.getByRole("button", { name: "Event absagen" }).click();
  await expect(page.getByText("Abgesagt", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Absage abgeschlossen")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("1 von 1 Buchungen erledigt · 19,00 € erstattet")).toBeVisible();

  // the buyer is refunded and mailed
  const mail = await mailAbout(DEMO.user.email, "cancellation_notice", reference);
  expect(mail.text).toContain("Es tut uns leid – wir holen das Konzert im Frühjahr nach.");
  expect(mail.text).toMatch(/Erstattungsbetrag: 19,00\s€/);
  await buyer.goto(publicHref!);
  await expect(buyer.getByText("Dieses Event wurde abgesagt")).toBeVisible();
  await buyerCtx.close();
});

test("a signed-in user without the organizer role does not reach an event's editor", async ({ page, browser }) => {
  await signIn(page, DEMO.organizer);
  await page.goto("/organizer/events/create");
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill("Nur meins");
  // a fresh form checks a field when focus leaves it — not while moving from its date to its time (keyboard only)
  const start = page.getByRole("group", { name: "Beginn", exact: true });
  const halfFilled = start.getByText("Bitte geben Sie auch die Uhrzeit für den Beginn an.");
  await start.getByRole("textbox", { name: "Datum" }).fill(germanDay(5));
  await start.getByRole("textbox", { name: "Datum" }).press("Tab");
  await expect(start.getByRole("button", { name: "Kalender öffnen: Beginn" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(start.getByRole("textbox", { name: "Uhrzeit" })).toBeFocused();
  await expect(halfFilled).toBeHidden();
  await page.getByRole("textbox", { name: "Titel", exact: true }).focus();
  await expect(halfFilled).toBeVisible();
  await start.getByRole("textbox", { name: "Uhrzeit" }).fill("18:00");
  await expect(halfFilled).toBeHidden();
  await page.getByLabel("Name des Ortes").fill("Theater Lübeck");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const id = page.url().split("/").at(-2)!;

  const otherCtx = await browser.newContext();
  const other = await otherCtx.newPage();
  await signIn(other, DEMO.user);
  // a plain user is sent away from the organizer area
  await other.goto(`/organizer/events/${id}/edit`);
  await expect(other).not.toHaveURL(/\/organizer\//);
  await otherCtx.close();
});

test("a new organizer creates and publishes an event at a venue the database does not know (default install, no geocoder); the radius search around Lübeck finds it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = crypto.randomBytes(3).toString("hex");
  await newOrganizer(page, browser, `Galerie Nordlicht ${suffix}`);
  const title = `Vernissage Nordlicht ${suffix}`;

  await page.goto("/organizer/events/create");
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await fillDateTime(page, "Beginn", 3, "19:00");
  await page.getByLabel("Maximale Teilnehmerzahl").fill("60"); // the Starter plan of a new organizer asks for it

  // the venue typed into the fields, as an organizer whose gallery is new does it: postal code, no town
  const map = page.getByTestId("venue-map");
  await page.getByLabel("Name des Ortes").fill("Galerie Nordlicht");
  await page.getByLabel("Straße und Hausnummer").fill("Hüxstraße 101");
  await page.getByLabel("Postleitzahl").fill("23552");
  // the postal code names the town and places the pin approximately
  await expect(page.getByLabel("Ort", { exact: true })).toHaveValue("Lübeck");
  await expect(map.getByTestId("venue-precision")).toContainText("Ungefähre Lage");
  await expect(map.getByTestId("venue-precision")).toContainText("Mitte des Postleitzahlgebiets");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page).toHaveURL(/\/organizer\/events\/[0-9a-f-]{36}\/edit$/);

  // the saved draft shows the approximate pin; the organizer puts it where the gallery is
  await expect(map.getByTestId("venue-precision")).toContainText("Ungefähre Lage");
  const region = page.getByRole("region", { name: "Karte: Lage des Veranstaltungsorts" });
  await expect(region.locator(".leaflet-marker-icon")).toBeVisible();
  const box = (await region.boundingBox())!;
  await region.click({ position: { x: box.width * 0.6, y: box.height * 0.4 } });
  await expect(map.getByTestId("venue-precision")).toHaveText(/^Genaue Lage/);
  // correcting the street keeps the pin the organizer set
  await page.getByLabel("Straße und Hausnummer").fill("Hüxstraße 103");
  await expect(map.getByTestId("venue-precision")).toHaveText(/^Genaue Lage/);
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Änderungen gespeichert" })).toBeVisible();
  await page.reload();
  await expect(map.getByTestId("venue-precision")).toHaveText(/^Genaue Lage/);
  await expect(page.getByLabel("Straße und Hausnummer")).toHaveValue("Hüxstraße 103");

  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByRole("dialog", { name: "Event veröffentlichen?" }).getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Veröffentlicht", { exact: true }).first()).toBeVisible();

  // the radius search around Lübeck's centre finds it; one around Berlin does not
  const eventLink = page.getByRole("link", { name: new RegExp(`^(?!Filter entfernen).*${title}`) });
  await page.goto(`/luebeck/events?q=${encodeURIComponent(title)}&radius=10&lat=53.8655&lng=10.6866`);
  await expect(eventLink.first()).toBeVisible();
  await page.goto(`/luebeck/events?q=${encodeURIComponent(title)}&radius=10&lat=52.52&lng=13.405`);
  await expect(page.getByRole("heading", { name: "Ergebnisse" })).toBeVisible();
  await expect(eventLink).toHaveCount(0);
  // its page names the venue the organizer typed
  await page.goto(`/luebeck/events?q=${encodeURIComponent(title)}&radius=10&lat=53.8655&lng=10.6866`);
  await eventLink.first().click();
  await expect(page.getByText("Hüxstraße 103, 23552 Lübeck")).toBeVisible();
  // the postal codes' licence (CC BY 4.0) names GeoNames in the imprint
  await page.goto("/luebeck/imprint");
  await expect(page.getByRole("heading", { name: "Kartendaten und Postleitzahlen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "GeoNames" })).toBeVisible();
});
