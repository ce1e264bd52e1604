import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

/** Slugs of the demo fixtures (radius near/far, sold out, cancelled …), from the local dev endpoint. */
type Fixtures = { radiusNearSlug: string; radiusFarSlug: string; soldOutSlug: string; cancelledSlug: string; freeEventSlug: string };
let fx: Fixtures;

test.beforeAll(async ({ request }) => {
  const res = await request.get("/api/dev/seed-summary");
  expect(res.ok()).toBeTruthy();
  fx = (await res.json()) as Fixtures;
});

const firstWord = (slug: string) => slug.split("-")[0];

async function hydrated(page: Page) {
  // React attaches handlers after hydration; the combobox's "/" shortcut needs it
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
}

test.describe("city home (spec §2.6)", () => {
  test("home search shows hits under 'Suchergebnisse für' and 'Keine Events gefunden' without", async ({ page }) => {
    const term = firstWord(fx.radiusNearSlug);
    await page.goto("/luebeck");
    const box = page.getByLabel("Events nach Titel oder Beschreibung durchsuchen");
    await box.fill(term);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/luebeck\\?q=${term}$`));
    await expect(page.getByRole("heading", { name: `Suchergebnisse für „${term}“` })).toBeVisible();
    const results = page.locator("section[aria-labelledby='search-results']");
    await expect(results.locator(`a[href$="/${fx.radiusNearSlug}"]`)).toBeVisible();
    const titles = await results.getByTestId("event-card").getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(0);

    await box.fill("Zzxqy Nichtvorhanden");
    await box.press("Enter");
    await expect(page.getByRole("heading", { name: "Suchergebnisse für „Zzxqy Nichtvorhanden“" })).toBeVisible();
    await expect(page.getByText("Keine Events gefunden")).toBeVisible();
    await expect(results.getByTestId("event-card")).toHaveCount(0);
  });

  test("category rows hold at most 10 events and 'Alle anzeigen' opens the filtered list", async ({ page }) => {
    await page.goto("/luebeck");
    for (const id of ["featured", "music", "party", "theater", "art", "spoken", "food", "sport", "film", "family"]) {
      const row = page.getByTestId(`row-${id}`);
      await expect(row).toBeVisible();
      expect(await row.getByTestId("event-card").count()).toBeLessThanOrEqual(10);
    }
    await expect(page.getByRole("heading", { name: "Aus dem Magazin" })).toBeVisible();
    await page.getByTestId("row-music").getByRole("link", { name: /Alle anzeigen/ }).click();
    await expect(page).toHaveURL(/\/luebeck\/events\?category=music$/);
    await expect(page.getByRole("link", { name: "Filter entfernen: Musik" })).toBeVisible();
    const cards = page.getByTestId("event-card");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const badge of await cards.locator("span", { hasText: /^Musik$/ }).allTextContents()) expect(badge).toBe("Musik");
    expect(await cards.locator("span", { hasText: /^Musik$/ }).count()).toBe(await cards.count());
  });
});

test.describe("event detail (spec §7/§8)", () => {
  test("opens by slug and by id with JSON-LD, canonical URL and booking entry", async ({ page }) => {
    await page.goto("/luebeck/events");
    const card = page.getByTestId("event-card").first();
    const title = (await card.getByRole("heading").textContent())!.trim();
    const id = await card.locator("[data-favorite-id]").getAttribute("data-favorite-id");
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/luebeck\/(events|workshops|activities)\/[a-z0-9-]+-[0-9a-f]{8}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const slug = page.url().split("/").pop()!;
    expect(slug.endsWith(id!.slice(0, 8))).toBe(true);

    const res = await page.goto(`/luebeck/events/${id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const ld = JSON.parse((await page.locator("script[type='application/ld+json']").first().textContent())!);
    expect(ld["@type"]).toBe("Event");
    expect(ld.name).toBe(title);
    expect(ld.location.address.postalCode).toMatch(/^\d{5}$/);
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", new RegExp(`/${slug}$`));
    await expect(page.locator("meta[property='og:title']")).toHaveAttribute("content", title);
  });

  test("a bookable event links to its checkout", async ({ page }) => {
    await page.goto("/luebeck/events?min=5");
    await page.getByTestId("event-card").first().getByRole("heading").getByRole("link").click();
    const book = page.getByRole("link", { name: "Tickets buchen" });
    const external = page.getByRole("link", { name: /Tickets beim Veranstalter/ });
    await expect(book.or(external)).toBeVisible();
    if (await book.isVisible()) await expect(book).toHaveAttribute("href", /\/luebeck\/events\/[a-z0-9-]+\/tickets$/);
  });

  test("a cancelled event shows 'Dieses Event wurde abgesagt' (410)", async ({ page }) => {
    const res = await page.goto(`/luebeck/events/${fx.cancelledSlug}`);
    expect(res?.status()).toBe(410);
    await expect(page.getByRole("heading", { name: "Dieses Event wurde abgesagt" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tickets buchen" })).toHaveCount(0);
  });

  test("a sold-out event shows 'Ausverkauft' and no booking", async ({ page }) => {
    const res = await page.goto(`/luebeck/events/${fx.soldOutSlug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "Ausverkauft" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tickets buchen" })).toHaveCount(0);
  });

  test("a slug with a short id suffix is 'Ungültiger Event-Slug' (400), an unknown one 'Event nicht gefunden' (404)", async ({ page }) => {
    let res = await page.goto("/luebeck/events/jazz-im-hafen-1a2b");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Ungültiger Event-Slug" })).toBeVisible();
    res = await page.goto("/luebeck/events/jazz-im-hafen-00000000");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Event nicht gefunden" })).toBeVisible();
  });
});

test.describe("events list radius filter (real venue coordinates)", () => {
  test("an event 3 km from the centre shows at 5 km, one 40 km away does not", async ({ page }) => {
    const near = page.locator(`a[href$="/${fx.radiusNearSlug}"]`);
    const far = page.locator(`a[href$="/${fx.radiusFarSlug}"]`);

    // choose the radius in the filter form: it lands in the URL (shareable)
    await page.goto(`/luebeck/events?q=${firstWord(fx.radiusNearSlug)}`);
    await expect(near.first()).toBeVisible();
    await page.getByLabel(/Umkreis um Lübeck/).selectOption("5");
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect(page).toHaveURL(/radius=5(&|$)/);
    await expect(near.first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Filter entfernen: 5 km um Lübeck" })).toBeVisible();

    await page.goto(`/luebeck/events?q=${firstWord(fx.radiusFarSlug)}&radius=5`);
    await expect(page.getByTestId("event-list").or(page.getByText("Keine Events gefunden"))).toBeVisible();
    await expect(far).toHaveCount(0);

    await page.goto(`/luebeck/events?q=${firstWord(fx.radiusFarSlug)}&radius=50`);
    await expect(far.first()).toBeVisible();
    await page.goto(`/luebeck/events?q=${firstWord(fx.radiusFarSlug)}`);
    await expect(far.first()).toBeVisible();
  });
});

test.describe("global search (spec §5/§9)", () => {
  test("keyboard: '/', 2-character minimum, arrows, Enter, Escape", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/search")) calls.push(r.url());
    });
    await page.goto("/luebeck");
    await hydrated(page);
    await page.keyboard.press("/");
    const box = page.getByRole("combobox", { name: /Suche nach Events/ });
    await expect(box).toBeFocused();

    await page.keyboard.type("k");
    await expect(page.getByText("Bitte mindestens 2 Zeichen eingeben.")).toBeVisible();
    await page.waitForTimeout(600);
    expect(calls).toHaveLength(0);

    await page.keyboard.type("onzert");
    const listbox = page.getByRole("listbox", { name: "Suchvorschläge" });
    await expect(listbox.getByRole("option").first()).toBeVisible();
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls.length).toBeLessThanOrEqual(2); // debounced: not one request per key
    await expect(listbox.getByRole("group", { name: "Events" })).toBeVisible();

    await page.keyboard.press("ArrowDown");
    const first = listbox.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await page.keyboard.press("ArrowDown");
    const second = listbox.getByRole("option").nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(first).toHaveAttribute("aria-selected", "true");
    const target = (await first.locator("span").first().textContent())!.trim();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target);

    // Escape clears
    await page.keyboard.press("/");
    await expect(box).toBeFocused();
    await page.keyboard.type("hafen");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue("");
    await expect(box).toHaveAttribute("aria-expanded", "false");

    // Enter without a chosen option opens the full results
    await page.keyboard.type("konzert");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Enter");
    // (the chosen event may live in another city: the header then searches there)
    await expect(page).toHaveURL(/\/(luebeck|hamburg|kiel|berlin)\/search\?q=konzert$/);
    await expect(page.getByRole("heading", { name: "Suchergebnisse für „konzert“" })).toBeVisible();
  });

  test("search is accent-insensitive and tolerates typos", async ({ request }) => {
    const a = await (await request.get("/api/search?q=lubeck&city=luebeck")).json();
    const b = await (await request.get("/api/search?q=Lübeck&city=luebeck")).json();
    expect(a.events.length + a.places.length + a.posts.length).toBeGreaterThan(0);
    expect(a.events.map((e: { id: string }) => e.id)).toEqual(b.events.map((e: { id: string }) => e.id));
    const typo = await (await request.get("/api/search?q=Lote%20Brant&city=luebeck")).json();
    expect(typo.artists.map((x: { title: string }) => x.title)).toContain("Lotte Brandt");
    const short = await (await request.get("/api/search?q=k")).json();
    expect(short.events).toEqual([]);
  });
});

test.describe("artists, places and redirects", () => {
  test("'Artist nicht gefunden' for an unknown artist; look-up by name works", async ({ page }) => {
    const res = await page.goto("/luebeck/artists/gibt-es-wirklich-nicht");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Artist nicht gefunden" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Zurück zu allen Artists/ })).toHaveAttribute("href", "/luebeck/artists");

    await page.goto("/luebeck/artists");
    const card = page.getByTestId("artist-card").first();
    const name = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("link", { name: "Alle Artists" })).toBeVisible();
    // by name with hyphens as spaces (partial match on the first name)
    await page.goto(`/luebeck/artists/${encodeURIComponent(name.split(" ")[0].toLowerCase())}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("locations/{slug} and businesses/{slug} go through the redirect screen to the place", async ({ page }) => {
    await page.goto("/luebeck/places");
    const href = await page.getByTestId("place-card").first().getByRole("heading").getByRole("link").getAttribute("href");
    const slug = href!.split("/").pop()!;
    await page.goto(`/luebeck/locations/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/luebeck/places/${slug}$`));
    await expect(page.getByRole("heading", { name: "Öffnungszeiten" }).or(page.getByRole("heading", { name: "Kontakt" })).first()).toBeVisible();
    await page.goto(`/luebeck/businesses/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/luebeck/places/${slug}$`));
    await page.goto("/luebeck/locations");
    await expect(page).toHaveURL(/\/luebeck\/places$/);
  });
});

test.describe("caching", () => {
  test("anonymous pages are micro-cached, each answer with its own CSP nonce; signed-in pages are private", async ({ page, request }) => {
    // the page's HTML carries a CSP nonce new for every answer: only the browser may keep it
    const a = await request.get("/luebeck/artists");
    expect(a.headers()["cache-control"]).toBe("private, max-age=0");
    const nonceOf = (r: typeof a) => /'nonce-([^']+)'/.exec(r.headers()["content-security-policy"] ?? "")?.[1];
    const sameApartFromNonce = async (r: typeof a) => {
      const text = await r.text();
      expect(text).toContain(`nonce="${nonceOf(r)}"`);
      expect(text.replaceAll(nonceOf(r)!, "N")).toBe((await a.text()).replaceAll(nonceOf(a)!, "N"));
    };
    const b = await request.get("/luebeck/artists");
    expect(b.headers()["x-micro-cache"]).toBe("HIT");
    expect(nonceOf(b)).not.toBe(nonceOf(a));
    await sameApartFromNonce(b);
    // a hit is served gzip to clients that accept it, plain to those that do not; each with its own nonce
    const gz = await request.get("/luebeck/artists", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers()["content-encoding"]).toBe("gzip");
    expect(gz.headers()["vary"]).toMatch(/Accept-Encoding/i);
    await sameApartFromNonce(gz);
    const plain = await request.get("/luebeck/artists", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["x-micro-cache"]).toBe("HIT");
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    await sameApartFromNonce(plain);
    expect(new Set([a, b, gz, plain].map(nonceOf)).size).toBe(4);
    // data requests carry no nonce and stay shareable
    expect((await request.get("/luebeck/artists.data")).headers()["cache-control"]).toMatch(/public.*s-maxage=\d+/);

    await signIn(page, DEMO.user);
    const res = await page.goto("/luebeck/artists");
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
    expect(res?.headers()["x-micro-cache"]).toBeUndefined();
  });
});
