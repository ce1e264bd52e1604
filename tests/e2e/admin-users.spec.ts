import { expect, test } from "@playwright/test";
import { DEMO, signIn, signUpVerified, uniqueEmail } from "./fixtures";

/**
 * /admin/users: the journeys that need a browser (issue 23) — find an account, make it organizer,
 * re-enter the password, act as that person (banner on every page), end it; ban someone who is then
 * signed out. The rules behind them are in app/modules/profile/admin-users.int.test.ts.
 */
test("an admin finds a user by e-mail, makes them organizer, impersonates them after re-entering the password and ends it", async ({ page, browser }) => {
  const personCtx = await browser.newContext();
  const person = await signUpVerified(await personCtx.newPage(), uniqueEmail("rolle"));
  await personCtx.close();

  await signIn(page, DEMO.admin);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Benutzer:innen" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Suche" });
  await search.fill(person.email);
  await search.press("Enter");
  await expect(page).toHaveURL(/q=/);
  await page.getByRole("link", { name: "Test Person" }).first().click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+\/edit$/);
  const detailUrl = page.url();
  await expect(page.getByText(person.email).first()).toBeVisible();

  // role: organizer
  await page.getByRole("combobox", { name: "Rolle" }).selectOption({ label: "Organisator" });
  await page.getByRole("button", { name: "Rolle speichern" }).click();
  await expect(page.getByText("Rolle geändert").first()).toBeVisible();

  // impersonation needs the admin's password first (wrong one refused beside the field)
  await expect(page.getByRole("button", { name: /Als .* handeln/ })).toHaveCount(0);
  await page.getByLabel("Ihr Passwort").fill("falsch");
  await page.getByRole("button", { name: "Passwort bestätigen" }).click();
  await expect(page.getByText("Das Passwort ist falsch.").first()).toBeVisible();
  await page.getByLabel("Ihr Passwort").fill(DEMO.admin.password);
  await page.getByRole("button", { name: "Passwort bestätigen" }).click();
  await page.getByRole("button", { name: "Als Test Person handeln" }).click();

  // the organizer area as the person sees it, with the banner on every page
  await expect(page).toHaveURL(/\/organizer$/);
  const banner = page.getByTestId("impersonation-banner");
  await expect(banner).toContainText("Sie handeln als Test Person");
  await page.goto("/luebeck");
  await expect(banner).toContainText("Sie handeln als Test Person");

  // ending returns to the account's admin page as the admin
  await banner.getByRole("button", { name: "beenden" }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Test Person" })).toBeVisible();
  await expect(page.getByText("Organisator").first()).toBeVisible();
});

test("an admin bans a user who is then signed out: their next page load lands on sign-in", async ({ page, browser }) => {
  const personCtx = await browser.newContext();
  const personPage = await personCtx.newPage();
  const person = await signUpVerified(personPage, uniqueEmail("sperre"));
  await personPage.goto("/luebeck/profile");
  await expect(personPage).toHaveURL(/\/luebeck\/profile/);

  await signIn(page, DEMO.admin);
  await page.goto(`/admin/users?q=${encodeURIComponent(person.email)}`);
  await page.getByRole("link", { name: "Test Person" }).first().click();
  await page.getByLabel("Grund der Sperre").fill("Wiederholt Spam in Bewertungen");
  await page.getByRole("button", { name: "Konto sperren" }).click();
  await expect(page.getByText("Konto gesperrt – alle Sitzungen sind beendet").first()).toBeVisible();
  await expect(page.getByText("Gesperrt: Wiederholt Spam in Bewertungen")).toBeVisible();

  await personPage.reload();
  await expect(personPage).toHaveURL(/\/luebeck\/auth\?redirectTo=/);
  await personCtx.close();

  // the list's filter finds them as banned
  await page.goto("/admin/users?banned=yes");
  await expect(page.getByRole("link", { name: "Test Person" }).first()).toBeVisible();
});
