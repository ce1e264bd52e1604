import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/** The demo business owner's place (db/seed: the business profile 'Kaffeerösterei am Koberg' runs it). */
const PLACE = "/luebeck/places/kaffeeroesterei-am-koberg";

/**
 * Reviews of places: a visitor reviews a demo place on its public page, the demo business owner
 * answers it under /business-owner/reviews, and the answer shows on the public page at once.
 */
test("a visitor reviews a place, its owner answers, the answer is public", async ({ browser }) => {
  const title = `Bester Kaffee ${Date.now().toString(36)}`;

  const anon = await browser.newPage();
  await anon.goto(`${PLACE}#bewertungen`);
  const anonSection = anon.locator("section", { has: anon.getByRole("heading", { name: "Bewertungen", exact: true }) });
  await expect(anonSection.getByText("Anmeldung erforderlich")).toBeVisible();
  await expect(anonSection.getByRole("link", { name: "Melden Sie sich an" })).toHaveAttribute("href", /\/auth\?redirectTo=/);

  const visitor = await browser.newPage();
  await signIn(visitor, DEMO.user);
  await visitor.goto(`${PLACE}#bewertungen`);
  const form = visitor.getByTestId("review-form");
  if (await visitor.getByTestId("own-review").isVisible().catch(() => false)) await visitor.getByRole("button", { name: "Bearbeiten" }).click();
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: /Bewertung veröffentlichen|Änderungen speichern/ }).click();
  await expect(form.getByText("Bitte vergeben Sie 1 bis 5 Sterne.")).toBeVisible();
  await form.getByRole("radio", { name: "4 Sterne" }).check({ force: true });
  await form.getByLabel("Titel").fill(title);
  await form.getByLabel("Ihre Bewertung").fill("Sehr guter Siebträgerkaffee und freundliche Bedienung am Koberg.");
  await form.getByRole("button", { name: /Bewertung veröffentlichen|Änderungen speichern/ }).click();
  await expect(visitor.getByTestId("own-review")).toContainText(title);
  await expect(visitor.getByTestId("review-list")).toContainText(title);

  const owner = await browser.newPage();
  await signIn(owner, DEMO.business);
  await owner.goto(`/business-owner/reviews?q=${encodeURIComponent(title)}`);
  const row = owner.getByRole("row").filter({ hasText: title });
  await row.getByText(/Öffentlich antworten|Antwort bearbeiten/).click();
  await row.getByLabel("Ihre öffentliche Antwort").fill("Vielen Dank! Wir freuen uns auf Ihren nächsten Besuch.");
  await row.getByRole("button", { name: /Antwort veröffentlichen|Antwort speichern/ }).click();
  await expect(owner.getByText("Antwort veröffentlicht").first()).toBeVisible();

  // the anonymous page is micro-cached: the answer shows at once all the same
  await anon.reload();
  const review = anon.getByTestId("review-list").getByRole("article").filter({ hasText: title });
  await expect(review).toContainText("Vielen Dank! Wir freuen uns auf Ihren nächsten Besuch.");
  await expect(review).toContainText("Antwort des Betreibers");
});
