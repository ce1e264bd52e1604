import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/**
 * 'Nachricht an Teilnehmende': the demo organizer writes to the ticket holders of the Werftsommer
 * concert (the demo user holds a checked-in ticket for it), previews it for a real attendee, sends a
 * test to themself, sends it — and the demo user finds it under the bell.
 */
test("the organizer messages an event's attendees and a ticket holder sees it under the bell", async ({ page, browser }) => {
  const tag = crypto.randomBytes(3).toString("hex");
  await signIn(page, DEMO.organizer);
  await page.goto("/organizer/events?q=Werftsommer&when=past");
  await page.getByRole("link", { name: /Werftsommer: Hafenkonzert mit Ankerherz/ }).first().click();
  // the editor links to the page (followed by its address: the editor's map may still be loading)
  const href = await page.getByRole("link", { name: "Nachricht an Teilnehmende" }).getAttribute("href");
  await page.goto(href!);
  await expect(page).toHaveURL(/\/organizer\/events\/[\w-]+\/messages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Werftsommer: Hafenkonzert mit Ankerherz" })).toBeVisible();
  await expect(page.getByText("Noch keine Nachricht verschickt.")).toBeVisible();

  // an empty subject and an unknown placeholder: German messages beside the fields, nothing sent
  const subject = page.getByRole("textbox", { name: "Betreff" });
  const body = page.getByRole("textbox", { name: "Text" });
  await subject.fill("");
  await body.fill("Hallo {{vorname}}");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText("Bitte geben Sie einen Betreff ein.").first()).toBeVisible();
  await expect(page.getByText(/Den Platzhalter \{\{vorname\}\} gibt es/).first()).toBeVisible();

  await subject.fill(`Fotos vom {{event}} ${tag}`);
  await body.fill("Hallo {{name}},\ndanke für Ihren Besuch am {{date}} (Ticket {{ticket_number}}).");
  await page.getByRole("combobox", { name: "Empfänger:innen" }).selectOption("checked_in");
  await page.getByRole("button", { name: "Vorschau" }).click();
  const preview = page.getByRole("region", { name: "Vorschau" });
  await expect(preview.getByText(`Fotos vom Werftsommer: Hafenkonzert mit Ankerherz ${tag}`)).toBeVisible();
  await expect(preview.getByText(/danke für Ihren Besuch am \d{2}\.\d{2}\.\d{4} \(Ticket SP-/)).toBeVisible();

  await page.getByRole("button", { name: "Test an mich senden" }).click();
  await expect(page.getByText(`Die Test-Nachricht geht an ${DEMO.organizer.email}.`)).toBeVisible();

  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText("Nachricht wird verschickt").first()).toBeVisible();
  const history = page.getByRole("region", { name: "Verlauf" });
  await expect(history.getByText(`Fotos vom {{event}} ${tag}`)).toBeVisible();
  await expect(history.getByText("Verschickt", { exact: true })).toBeVisible({ timeout: 30_000 });

  // a second message right away is refused in German
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText(/mindestens 10 Minuten/).first()).toBeVisible();

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, DEMO.user);
  await userPage.goto("/luebeck");
  await userPage.getByTestId("notification-bell").click();
  await expect(userPage.getByRole("dialog", { name: "Benachrichtigungen" }).getByText(`Fotos vom Werftsommer: Hafenkonzert mit Ankerherz ${tag}`, { exact: true })).toBeVisible();
  await userContext.close();
});
