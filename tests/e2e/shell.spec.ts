import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

test.describe("public shell: redirects and 404 (spec §2.1)", () => {
  test("/ lands on /luebeck with header, hero landmarks and footer", async ({ page }) => {
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/luebeck$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("link", { name: /Stadtpuls Lübeck – Startseite/ })).toBeVisible();
    const hero = page.locator("section[aria-labelledby='city-hero-title']");
    await expect(hero.getByText("Holstentor")).toBeVisible();
    const landmarks = hero.getByRole("heading", { name: "Wahrzeichen" }).locator("xpath=..").getByRole("listitem");
    expect(await landmarks.count()).toBeGreaterThan(0);
    expect(await landmarks.count()).toBeLessThanOrEqual(5);
    const hoods = hero.getByRole("heading", { name: "Stadtteile" }).locator("xpath=..").getByRole("listitem");
    expect(await hoods.count()).toBeLessThanOrEqual(6);
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "Entdecken" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Services" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Kontakt & Info" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Impressum" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Datenschutz" })).toBeVisible();
  });

  test("an unknown city id redirects to /luebeck", async ({ page }) => {
    await page.goto("/muenchen");
    await expect(page).toHaveURL(/\/luebeck$/);
    await page.goto("/muenchen/events");
    await expect(page).toHaveURL(/\/luebeck\/events$/);
  });

  test("a bare page name keeps its page: /events → /luebeck/events", async ({ page }) => {
    await page.goto("/events?category=music");
    await expect(page).toHaveURL(/\/luebeck\/events\?category=music$/);
  });

  test("locations and businesses redirect to places", async ({ page }) => {
    await page.goto("/kiel/locations");
    await expect(page).toHaveURL(/\/kiel\/places$/);
    await page.goto("/kiel/businesses");
    await expect(page).toHaveURL(/\/kiel\/places$/);
  });

  test("create-event redirects to the organizer area (login first)", async ({ page }) => {
    await page.goto("/luebeck/create-event");
    await expect(page).toHaveURL(/\/luebeck\/auth\?redirectTo=%2Forganizer%2Fevents%2Fcreate/);
  });

  test("locations/{slug} shows the place redirect screen and lands on the place page", async ({ page }) => {
    await page.goto("/luebeck/locations/musik-und-kongresshalle-luebeck");
    await expect(page).toHaveURL(/\/luebeck\/places\/musik-und-kongresshalle-luebeck$/);
  });

  test("an unknown location slug gives a 404 page", async ({ page }) => {
    const res = await page.goto("/luebeck/businesses/gibt-es-nicht");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Ort nicht gefunden" })).toBeVisible();
  });

  test("unknown paths show the German 404 page with a link home", async ({ page }) => {
    for (const path of ["/luebeck/gibt-es-nicht", "/foo/bar/baz"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
      await page.getByRole("link", { name: "Zur Startseite" }).first().click();
      await expect(page).toHaveURL(/\/luebeck$/);
    }
  });

  test("protected pages send anonymous visitors to /auth and remember the origin", async ({ page }) => {
    for (const path of ["/luebeck/profile", "/luebeck/requests", "/organizer", "/business-owner", "/admin", "/luebeck/business-dashboard/x"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`/luebeck/auth\\?redirectTo=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    }
  });

  test("the side menu has the sections and badges, login-only items go to /auth", async ({ page }) => {
    await page.goto("/luebeck", { waitUntil: "networkidle" });
    await page.getByTestId("side-menu-button").click();
    const menu = page.getByRole("dialog", { name: "Hauptmenü" });
    await expect(menu.getByRole("heading", { name: "Für Veranstalter:innen" })).toBeVisible();
    await expect(menu.getByRole("heading", { name: "Für Business-Owner" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Verlosungen.*Neu/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Secret Concerts.*Premium/ })).toBeVisible();
    await menu.getByRole("link", { name: /Meine Tickets/ }).click();
    await expect(page).toHaveURL(/\/luebeck\/auth\?redirectTo=/);
  });

  test("each city is themed from its theme_config", async ({ page }) => {
    await page.goto("/luebeck");
    const luebeck = await page.locator("[style*='--color-primary']").first().getAttribute("style");
    expect(luebeck).toContain("#b53c7a");
    await page.goto("/kiel");
    const kiel = await page.locator("[style*='--color-primary']").first().getAttribute("style");
    expect(kiel).not.toContain("#b53c7a");
  });
});

test.describe("location picker (spec §4/§5)", () => {
  test("persists a radius selection across reloads and resets to Lübeck", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/luebeck", { waitUntil: "networkidle" });
    await page.getByTestId("location-picker").first().click();
    const dialog = page.getByRole("dialog", { name: "Standort wählen" });
    await dialog.getByText("Hamburg").click();
    await dialog.getByText("Umkreis", { exact: true }).click();
    const slider = dialog.getByRole("slider");
    await expect(slider).toHaveValue("50");
    await slider.fill("25");
    await dialog.getByRole("button", { name: "Übernehmen" }).click();
    await expect(page).toHaveURL(/\/hamburg$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("stadtpuls-location") ?? "null"));
    expect(stored).toMatchObject({ id: "hamburg", searchType: "radius", radius: 25, displayName: "Hamburg + 25 km" });
    await page.reload();
    await expect(page.getByTestId("location-picker").first()).toContainText("Hamburg + 25 km");

    await page.waitForLoadState("networkidle");
    await page.getByTestId("location-picker").first().click();
    await page.getByRole("dialog", { name: "Standort wählen" }).getByRole("button", { name: "Zurücksetzen" }).click();
    await expect(page).toHaveURL(/\/luebeck$/);
    expect(await page.evaluate(() => localStorage.getItem("stadtpuls-location"))).toBeNull();
    await expect(page.getByTestId("location-picker").first()).toContainText("Lübeck");
  });

  test("'Ganze Stadt / Umkreis' and the city show which one is selected", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/luebeck", { waitUntil: "networkidle" });
    await page.getByTestId("location-picker").first().click();
    const dialog = page.getByRole("dialog", { name: "Standort wählen" });
    const whole = dialog.getByRole("radio", { name: "Ganze Stadt" });
    const radius = dialog.getByRole("radio", { name: "Umkreis" });
    await expect(whole).toBeChecked();
    await dialog.getByText("Umkreis", { exact: true }).click();
    await expect(radius).toBeChecked();
    await expect(whole).not.toBeChecked();
    // the chosen option is filled with the secondary colour, the other is not
    const bg = (name: string) => dialog.locator("label").filter({ hasText: new RegExp(`^${name}$`) }).evaluate((l) => getComputedStyle(l).backgroundColor);
    expect(await bg("Umkreis")).toBe("rgb(85, 76, 154)");
    expect(await bg("Ganze Stadt")).not.toBe("rgb(85, 76, 154)");
    await dialog.getByText("Kiel").click();
    await expect(dialog.getByRole("radio", { name: "Kiel" })).toBeChecked();
    await expect(radius).toBeChecked();
  });

  test("rejects a tampered stored location (unknown city, not radius)", async ({ page }) => {
    await page.goto("/luebeck");
    await page.evaluate(() =>
      localStorage.setItem("stadtpuls-location", JSON.stringify({ id: "paris", name: "Paris", displayName: "Paris", searchType: "city", radius: 50 })),
    );
    await page.reload();
    // the picker validates the stored value once the page is interactive
    await expect.poll(() => page.evaluate(() => localStorage.getItem("stadtpuls-location"))).toBeNull();
    await expect(page.getByTestId("location-picker").first()).toContainText("Lübeck");
  });
});

test.describe("desktop header (1024–1536 px)", () => {
  test("'Anmelden' stays on one line beside the navigation and the search", async ({ page }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/luebeck");
      const button = page.getByRole("banner").getByRole("link", { name: "Anmelden" });
      // the label's line boxes: one, not "Anmelde" and "n"
      const lines = await button.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
      expect(lines, `${width} px`).toBe(1);
    }
  });
});

test.describe("mobile layout (< 768 px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test("the header collapses to the menu button", async ({ page }) => {
    await page.goto("/luebeck");
    await expect(page.getByTestId("side-menu-button")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
  });
});

test.describe("business dashboard (/{city}/business-dashboard/{profileId})", () => {
  test("a profile id that is not the viewer's gets 404 and reveals nothing", async ({ page }) => {
    const { DEMO, signIn } = await import("./fixtures");
    await signIn(page, DEMO.user);
    for (const id of ["00000000-0000-4000-8000-000000000000", "kein-uuid"]) {
      const res = await page.goto(`/luebeck/business-dashboard/${id}`);
      expect(res?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { name: "Business nicht gefunden" })).toBeVisible();
    }
  });
});

test.describe("admin sidebar", () => {
  test("shows 'Buchungen' and 'Erstattungen' without scrolling at 1280 × 800", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.admin);
    await page.goto("/admin", { waitUntil: "networkidle" });
    const sidebar = page.getByRole("navigation", { name: "Administration – Navigation" }).first();
    for (const name of ["Buchungen", "Erstattungen"]) {
      const link = sidebar.getByRole("link", { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });
});
