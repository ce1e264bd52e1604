import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO, signIn } from "./fixtures";

const png = (colour: string) => sharp({ create: { width: 1000, height: 600, channels: 3, background: colour } }).png().toBuffer();

/**
 * /admin/media: the admin drops three images at once into the library (each with its progress),
 * then uses one of them as a published event's image through "Aus Mediathek wählen"; the event page shows it.
 */
test("an admin uploads three images at once and uses one as an event image", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = crypto.randomBytes(3).toString("hex");
  const names = [`hafen-${tag}.png`, `dom-${tag}.png`, `trave-${tag}.png`];
  await signIn(page, DEMO.admin);

  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Medien" })).toBeVisible();
  const files = await Promise.all(["#b53c7a", "#2d6a8f", "#e0a030"].map(async (c, i) => ({ name: names[i], mimeType: "image/png", buffer: await png(c) })));
  await page.getByTestId("media-upload-input").setInputFiles(files);
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByText("Hochgeladen")).toHaveCount(3);
  await page.getByLabel("Suche").fill(tag);
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page.getByTestId("media-item")).toHaveCount(3);
  await expect(page.getByTestId("media-item").filter({ hasText: names[1] })).toContainText("Nicht verwendet");

  // a published event of the demo data: its public page first, then its editor
  await page.goto("/luebeck/events");
  const first = page.locator('main a[href*="/events/"]').first();
  const eventPath = await first.getAttribute("href");
  expect(eventPath).toBeTruthy();
  await page.goto(eventPath!);
  const title = (await page.getByRole("heading", { level: 1 }).first().innerText()).trim();
  await page.goto(`/admin/events?q=${encodeURIComponent(title)}`);
  // several dates may share a title: the slug ends in the event id's first 8 characters
  const shortId = /-([0-9a-f]{8})$/.exec(eventPath!)?.[1];
  expect(shortId, `event path ${eventPath}`).toBeTruthy();
  await page.getByRole("table", { name: "Alle Events" }).locator(`a[href^="/admin/events/${shortId}"]`).first().click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]+\/edit$/);

  await page.getByRole("button", { name: "Aus Mediathek wählen" }).click();
  const dialog = page.getByRole("dialog", { name: "Bild aus der Mediathek wählen" });
  await dialog.getByLabel("Suche in der Mediathek").fill(`dom-${tag}`);
  await dialog.getByRole("button", { name: "Suchen" }).click();
  await dialog.getByRole("button", { name: names[1] }).click();
  await expect(dialog).toBeHidden();
  const alt = page.getByLabel("Alternativtext");
  if (!(await alt.inputValue()).trim()) await alt.fill("Der Dom im Abendlicht");
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(page.getByText(/gespeichert/i).first()).toBeVisible();

  await page.goto(eventPath!);
  await expect(page.locator('main img[src*="/media/library/"]').first()).toBeVisible();

  // the library now names the use
  await page.goto(`/admin/media?q=dom-${tag}`);
  await expect(page.getByTestId("media-item")).toContainText("1 Verwendung");
});
