import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/**
 * Moderation across the public site and the back office: a reader reports a blog article
 * ('Melden'), an admin hides it from /admin/reports, the article is gone and the reader is told.
 */
test("a reader reports a blog article, an admin hides it and the reader hears of it", async ({ browser }) => {
  const reader = await browser.newPage();
  await signIn(reader, DEMO.user);
  await reader.goto("/luebeck/blog");
  const href = await reader.locator('a[href^="/luebeck/blog/"]').last().getAttribute("href");
  expect(href).toBeTruthy();
  await reader.goto(href!);
  const title = (await reader.getByTestId("post-title").textContent())!.trim();

  await reader.getByText("Artikel melden").click();
  await reader.getByRole("button", { name: "Meldung senden" }).click();
  await expect(reader.getByText("Bitte geben Sie einen Grund für die Meldung an.")).toBeVisible();
  await reader.getByLabel("Was ist an diesem Artikel problematisch?").fill("Reine Werbung für ein einzelnes Lokal, kein Artikel.");
  await reader.getByRole("button", { name: "Meldung senden" }).click();
  await expect(reader.getByTestId("report-confirmation")).toContainText("Vielen Dank für Ihre Meldung.");

  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/admin/reports?target=blog_post&q=${encodeURIComponent(title.slice(0, 30).toLowerCase())}`);
  const row = admin.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Reine Werbung für ein einzelnes Lokal");
  await row.getByRole("button", { name: "Ausblenden" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Ausblenden" }).click();
  await expect(admin.getByText("Inhalt ausgeblendet").first()).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: title })).toContainText("Ausgeblendet");

  const gone = await reader.goto(href!);
  expect(gone?.status()).toBe(404);
  await reader.goto("/luebeck/profile/notifications");
  await expect(reader.getByText("Ihre Meldung (Blog-Artikel) wurde bearbeitet").first()).toBeVisible();
});
