import crypto from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn, waitForMail } from "./fixtures";

/** dd.MM.yyyy in Berlin, `days` from today — as a person types it into the German date field. */
function germanDay(days: number) {
  return new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(Date.now() + days * 86_400_000);
}

async function fillDateTime(scope: Page | Locator, label: string, days: number, time: string) {
  const group = scope.getByRole("group", { name: label, exact: true });
  await group.getByRole("textbox", { name: "Datum" }).fill(germanDay(days));
  await group.getByRole("textbox", { name: "Uhrzeit" }).fill(time);
}

/** With SHOTS_DIR set: the page at 1280 and 375 px, scrolled to `focus` (for looking at the result). */
async function shot(page: Page, name: string, focus: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * 'Warteliste' (issue 26): an event with one seat sells out; the demo user joins its waiting list;
 * the organizer cancels the booking; the seat is held for the user, who gets the offer under the
 * bell (and by e-mail) and books it through the checkout.
 */
test("a user joins the waiting list of a sold-out event, a booking is cancelled, the user gets the offer and books", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Wohnzimmerkonzert ${crypto.randomBytes(3).toString("hex")}`;

  // the organizer publishes an event with a single free seat
  await signIn(page, DEMO.organizer);
  await page.goto("/organizer/events/create");
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await fillDateTime(page, "Beginn", 5, "20:00");
  await page.getByLabel("Name des Ortes").fill("Wohnzimmer");
  await page.getByLabel("Straße und Hausnummer").fill("Hüxstraße 10");
  await page.getByLabel("Postleitzahl").fill("23552");
  await expect(page.getByLabel("Ort", { exact: true })).toHaveValue("Lübeck");
  await page.getByRole("button", { name: "Kategorie hinzufügen" }).click();
  const cat = page.getByRole("listitem").filter({ hasText: "Kategorie 1" });
  await cat.getByRole("textbox", { name: "Name", exact: true }).fill("Platz");
  await cat.getByRole("textbox", { name: "Preis", exact: true }).fill("0,00");
  await page.getByLabel("Maximale Teilnehmerzahl").fill("1");
  // the waiting list is on by default; the organizer holds offers for 12 hours instead of 24
  await expect(page.getByRole("checkbox", { name: "Warteliste, wenn ausverkauft" })).toBeChecked();
  const hold = page.getByRole("spinbutton", { name: "Angebot reservieren für (Stunden)" });
  await expect(hold).toHaveValue("24");
  await hold.fill("12");
  await shot(page, "waitlist-editor", hold);
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page).toHaveURL(/\/organizer\/events\/[0-9a-f-]{36}\/edit$/);
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByRole("dialog", { name: "Event veröffentlichen?" }).getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Veröffentlicht", { exact: true }).first()).toBeVisible();
  const publicHref = (await page.getByRole("link", { name: "Öffentliche Seite" }).getAttribute("href"))!;
  const editUrl = page.url();

  // another guest takes the only seat
  const firstCtx = await browser.newContext();
  const first = await firstCtx.newPage();
  await signIn(first, DEMO.business);
  await first.goto(`${publicHref}/tickets`);
  await first.locator('[name="attendee.0.firstName"]').fill("Bea");
  await first.locator('[name="attendee.0.lastName"]').fill("Berger");
  await first.getByRole("button", { name: "Kostenlos buchen" }).click();
  await expect(first.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  const reference = (await first.getByTestId("booking-reference").textContent())!.trim();
  await firstCtx.close();

  // the demo user finds it sold out and joins the waiting list
  const userCtx = await browser.newContext();
  const user = await userCtx.newPage();
  await signIn(user, DEMO.user);
  await user.goto(publicHref);
  await shot(user, "waitlist-join", user.getByRole("complementary", { name: "Tickets" }));
  const box = user.getByRole("complementary", { name: "Tickets" });
  await expect(box.getByText("Ausverkauft", { exact: true })).toBeVisible();
  await expect(box.getByText("Wird ein Platz frei, reservieren wir ihn 12 Stunden lang für die erste Person auf der Warteliste.")).toBeVisible();
  await box.getByRole("button", { name: "Auf die Warteliste" }).click();
  await expect(box.getByText("Sie stehen auf der Warteliste. Sie sind Nr. 1.")).toBeVisible();
  await shot(user, "waitlist-waiting", box.getByTestId("waitlist"));

  // the organizer sees the user on the event's waiting list
  await page.goto(editUrl);
  await page.getByRole("link", { name: /^Warteliste/ }).click();
  await expect(page).toHaveURL(/\/organizer\/events\/[0-9a-f-]{36}\/waitlist$/);
  const row = page.getByRole("row").filter({ hasText: DEMO.user.email });
  await expect(row).toContainText("Wartet");
  await expect(row.getByRole("cell").nth(1)).toHaveText("1");

  // the organizer cancels the guest's booking
  await page.goto(`/organizer/bookings?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await page.getByText("Buchung für den Gast stornieren …").click();
  await page.getByLabel("Grund (steht in der E-Mail an den Gast)").fill("Doppelt gebucht.");
  await page.getByRole("button", { name: "Stornieren", exact: true }).click();
  await expect(page.getByText("Buchung storniert. Der Gast wurde per E-Mail informiert.").first()).toBeVisible();

  // the seat is held for the user: nobody else can book it meanwhile
  const otherCtx = await browser.newContext();
  const other = await otherCtx.newPage();
  await other.goto(publicHref);
  await expect(other.getByRole("complementary", { name: "Tickets" }).getByText("Ausverkauft", { exact: true })).toBeVisible();
  await otherCtx.close();

  // the event page shows the offer with the link to book it
  await user.goto(publicHref);
  await expect(box.getByText(/Ein Platz ist für Sie frei! Er ist bis \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(box.getByRole("link", { name: "Reservierten Platz buchen" })).toBeVisible();
  await shot(user, "waitlist-offer", box.getByTestId("waitlist"));

  // the offer arrives under the bell and by e-mail
  const mail = await waitForMail(DEMO.user.email, "waitlist_offer", 30_000);
  expect(mail.subject).toContain(title);
  await user.goto("/luebeck");
  await user.getByTestId("notification-bell").click();
  const offer = user.getByRole("dialog", { name: "Benachrichtigungen" }).getByText("Ein Platz ist für Sie frei").first();
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(user).toHaveURL(/\/tickets\?offer=[0-9a-f-]{36}$/);
  await expect(user.getByText(/Von der Warteliste: Ein Platz ist bis \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await shot(user, "waitlist-checkout", user.getByText(/Von der Warteliste/));
  await user.locator('[name="attendee.0.firstName"]').fill("Lena");
  await user.locator('[name="attendee.0.lastName"]').fill("Schulz");
  await user.getByRole("button", { name: "Kostenlos buchen" }).click();
  await expect(user.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();

  // the list is done for the user: the page shows the event sold out again, without an entry
  await user.goto(publicHref);
  await expect(box.getByRole("button", { name: "Auf die Warteliste" })).toBeVisible();
  await userCtx.close();

  // the organizer's list shows the entry as booked, with nothing left to remove
  await page.goto(editUrl.replace(/\/edit$/, "/waitlist"));
  const booked = page.getByRole("row").filter({ hasText: DEMO.user.email });
  await expect(booked).toContainText("Gebucht");
  await expect(booked.getByRole("button", { name: /Entfernen/ })).toHaveCount(0);
});

/**
 * The organizer's side (issue 26): from the events list to the sold-out demo event's waiting list
 * (seeded: five waiting), one person removed after a confirmation — the others move up.
 */
test("the organizer removes a person from the waiting list of the sold-out demo event", async ({ page }) => {
  await signIn(page, DEMO.organizer);
  await page.goto("/organizer/events?status=sold_out");
  await page.getByRole("link", { name: /auf der Warteliste$/ }).first().click();
  await expect(page).toHaveURL(/\/organizer\/events\/[0-9a-f-]{36}\/waitlist$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const rowOf = (email: string) => page.getByRole("row").filter({ hasText: email });
  await expect(rowOf("jannik.holst@example.org").getByRole("cell").nth(1)).toHaveText("1");
  await expect(rowOf("levke.matthiesen@example.org").getByRole("cell").nth(1)).toHaveText("2");
  // marked 'Ausverkauft' by hand: the list still takes entries and gets every freed seat
  const state = page.getByText(/^Das Event ist von Hand als „Ausverkauft“ markiert: Angemeldete Besucher:innen können sich eintragen/);
  await expect(state).toBeVisible();
  await shot(page, "waitlist-organizer-marked", state);

  await rowOf("jannik.holst@example.org").getByRole("button", { name: /Entfernen/ }).click();
  const dialog = page.getByRole("dialog", { name: "„Jannik Holst“ von der Warteliste entfernen?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Entfernen" }).click();
  await expect(page.getByText("Von der Warteliste entfernt").first()).toBeVisible();
  await expect(rowOf("jannik.holst@example.org")).toHaveCount(0);
  await expect(rowOf("levke.matthiesen@example.org").getByRole("cell").nth(1)).toHaveText("1");

  // the filter by state
  await page.getByLabel("Status", { exact: true }).selectOption("expired");
  await page.getByRole("button", { name: "Anwenden" }).click();
  await expect(page).toHaveURL(/status=expired/);
  await expect(rowOf("merle.carstens@example.org")).toContainText("Abgelaufen");
  await expect(rowOf("levke.matthiesen@example.org")).toHaveCount(0);
});

/**
 * An event marked 'Ausverkauft' by hand (the demo's 'Die Backsteinboys – Heimspiel') keeps its waiting
 * list: a signed-in visitor joins and sees the place in line, and leaves again in one click.
 */
test("a visitor joins the waiting list of the event marked sold out by hand, and leaves it", async ({ page }) => {
  const fx = (await (await page.request.get("/api/dev/seed-summary")).json()) as { soldOutSlug: string };
  await signIn(page, DEMO.user);
  await page.goto(`/luebeck/events/${fx.soldOutSlug}`);
  const box = page.getByRole("complementary", { name: "Tickets" });
  await expect(box.getByText("Ausverkauft", { exact: true })).toBeVisible();
  await box.getByRole("button", { name: "Auf die Warteliste" }).click();
  await expect(box.getByText(/^Sie stehen auf der Warteliste\. Sie sind Nr\. \d+\.$/)).toBeVisible();
  await expect(box.getByRole("alert")).toHaveCount(0);
  await shot(page, "waitlist-marked-sold-out", box.getByTestId("waitlist"));
  await box.getByRole("button", { name: "Warteliste verlassen" }).click();
  await expect(box.getByRole("button", { name: "Auf die Warteliste" })).toBeVisible();
});
