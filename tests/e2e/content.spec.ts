import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { BASE_URL, DEMO, firstUrl, outboxMails, signIn, waitForMail } from "./fixtures";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const today = () => new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());

const AUTHOR_POST = "/luebeck/blog/backstein-und-beats-wie-die-kulturwerft-gollan-zum-treffpunkt-wurde";
const AUTHOR_POST_2 = "/luebeck/blog/luebeck-ist-eine-buehne-interview-mit-lotte-brandt";
const COUNTED_POST = "/luebeck/blog/jazz-in-kiel-ein-abend-mit-dem-jonas-feddersen-trio";
const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function signUpVerified(page: Page) {
  const email = `verlosung-${uid()}@example.test`;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "Sicher123", name: "Vera Losung", callbackURL: "/luebeck" },
    headers: { Origin: BASE_URL },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const mail = await waitForMail(email, "verify_email");
  await page.goto(firstUrl(mail.text));
  await expect(page.getByTestId("user-menu")).toBeVisible();
  return email;
}

/** A Puck field by its label (Puck renders a hidden copy of the panel for small screens). */
const field = (scope: Locator, label: string) => scope.getByRole("textbox", { name: label, exact: true }).filter({ visible: true });

async function viewCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("view-count").innerText()).replace(/\D/g, "");
  return Number(text);
}

/** The count a fresh reader sees on arrival (read before its own 5 s pass). */
async function serverCount(browser: Browser, path: string): Promise<number> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(path);
  const n = await viewCount(page);
  await ctx.close();
  return n;
}

async function teamMails() {
  return outboxMails("team@stadtpuls.de", "contact_message");
}

test.describe("Blog", () => {
  test("list filters by category and search; detail renders the Puck content without the editor", async ({ page }) => {
    await page.goto("/luebeck/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    // Lübeck's own articles and those for all cities (articles of other cities live under their city)
    expect(await page.getByTestId("blog-card").count()).toBeGreaterThanOrEqual(8);

    await page.getByRole("navigation", { name: "Kategorien" }).getByRole("link", { name: "Musik" }).click();
    await expect(page).toHaveURL(/kategorie=musik/);
    // the URL changes before the filtered list renders: wait for the filtered list's count first
    await expect(page.getByTestId("blog-result-count")).toContainText("in Musik");
    const cards = page.getByTestId("blog-card");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText("Musik");

    await page.goto("/luebeck/blog");
    await page.getByRole("searchbox", { name: "Artikel durchsuchen" }).fill("Fischbrötchen");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/q=Fischbr/);
    await expect(page.getByTestId("blog-result-count")).toHaveText(/^1 Artikel für „Fischbrötchen“/);
    await expect(page.getByTestId("blog-card")).toHaveCount(1);

    await page.goto("/luebeck/blog?q=gibtesnichtxyz");
    await expect(page.getByText("Keine Artikel gefunden")).toBeVisible();

    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto("/luebeck/blog");
    await page.getByRole("link", { name: "Zehn Dinge, die man in Lübeck erleben muss" }).click();
    await expect(page).toHaveURL(/\/luebeck\/blog\/zehn-dinge-die-man-in-luebeck-erleben-muss$/);
    await expect(page.getByTestId("post-title")).toHaveText("Zehn Dinge, die man in Lübeck erleben muss");
    const content = page.getByTestId("blog-content");
    await expect(content.getByRole("heading", { level: 2, name: "Wasser, Wind und Backstein" })).toBeVisible();
    await expect(content.locator("blockquote").first()).toBeVisible();
    await expect(content.locator("figure img").first()).toHaveAttribute("alt", /.+/);
    const eventCard = page.getByTestId("blog-event-card").first();
    await expect(eventCard).toBeVisible();
    await expect(eventCard.getByRole("link").first()).toHaveAttribute("href", /^\/luebeck\/(events|workshops|activities)\//);
    await expect(page.getByTestId("view-count")).toContainText("Aufrufe");
    // no edit button for visitors, and the editor bundle is never loaded
    await expect(page.getByRole("button", { name: "Bearbeiten" })).toHaveCount(0);
    expect(requests.filter((u) => u.includes("blog-editor"))).toEqual([]);
  });

  test("drafts are hidden from visitors but open for admins", async ({ page }) => {
    const res = await page.goto("/luebeck/blog/vorschau-der-grosse-adventsmarkt-guide");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Artikel nicht gefunden")).toBeVisible();
    await signIn(page, DEMO.admin);
    await page.goto("/luebeck/blog/vorschau-der-grosse-adventsmarkt-guide");
    await expect(page.getByText("Entwurf – nicht öffentlich")).toBeVisible();
  });

  test("admins list all posts and open a draft in the editor; organizers write new articles", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto("/admin/blogs?status=draft");
    const draft = page.getByRole("row").filter({ hasText: "Vorschau: Der große Adventsmarkt-Guide" });
    await expect(draft).toContainText("Entwurf");
    await draft.getByRole("link", { name: "Bearbeiten" }).click();
    await expect(page).toHaveURL(/\/luebeck\/blog\/vorschau-der-grosse-adventsmarkt-guide/);
    await expect(page.getByTestId("blog-editor")).toBeVisible();
    await expect(field(page.getByTestId("blog-editor"), "Titel")).toHaveValue("Vorschau: Der große Adventsmarkt-Guide");

    await page.context().clearCookies();
    await signIn(page, DEMO.organizer);
    await page.goto("/organizer/blogs/create");
    await page.getByRole("button", { name: "Artikel anlegen" }).click();
    await expect(page.getByText("Titel ist erforderlich.").first()).toBeVisible();
    const title = `Mein Abend im Hafen ${uid()}`;
    await page.getByLabel("Titel").fill(title);
    await page.getByLabel("Kurzbeschreibung").fill("Ein Abend voller Musik.");
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("## Der Auftakt\nEs begann mit einem Lied.\n\nUnd endete spät.");
    await page.getByLabel("Sofort veröffentlichen").check();
    await page.getByRole("button", { name: "Artikel anlegen" }).click();
    await expect(page.getByTestId("post-title")).toHaveText(title);
    await expect(page.getByTestId("blog-content").getByRole("heading", { level: 2, name: "Der Auftakt" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Bearbeiten" })).toBeVisible();
    await page.goto("/organizer/blogs");
    await expect(page.getByTestId("my-posts")).toContainText(title);

    await page.context().clearCookies();
    await signIn(page, DEMO.user);
    await page.goto("/admin/blogs");
    await expect(page).not.toHaveURL(/\/admin\/blogs/);
  });

  test("the author edits a post in place with Puck and it is saved", async ({ page }) => {
    await signIn(page, DEMO.organizer);
    await page.goto(AUTHOR_POST);
    const newTitle = `Backstein und Beats – neu ${uid()}`;
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    const editor = page.getByTestId("blog-editor");
    await expect(editor.getByText("Artikel bearbeiten")).toBeVisible();
    await field(editor, "Titel").fill(newTitle);
    // select the first paragraph on the canvas and change its text in the fields panel
    await editor.getByText("Die Hallen der ehemaligen Gollan-Werft").click();
    const textField = field(editor, "Text");
    await expect(textField).toBeVisible();
    await textField.fill("Ein neuer erster Absatz über die Kulturwerft.");
    await editor.getByRole("button", { name: "Speichern" }).click();

    await expect(page.getByTestId("blog-editor")).toHaveCount(0);
    await expect(page.getByTestId("post-title")).toHaveText(newTitle);
    await expect(toast(page, "Artikel gespeichert")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("post-title")).toHaveText(newTitle);
    await expect(page.getByTestId("blog-content")).toContainText("Ein neuer erster Absatz über die Kulturwerft.");
  });

  test("a failed save rolls back, bad input gets a German message, others may not edit", async ({ page, browser }) => {
    await signIn(page, DEMO.organizer);
    const second = await page.context().newPage();
    await page.goto(AUTHOR_POST_2);
    await second.goto(AUTHOR_POST_2);
    const original = await page.getByTestId("post-title").innerText();

    // bad input: an empty title is refused and nothing changes
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    await field(page.getByTestId("blog-editor"), "Titel").fill("");
    await page.getByTestId("blog-editor").getByRole("button", { name: "Speichern" }).click();
    await expect(toast(page, "Titel ist erforderlich.")).toBeVisible();
    await expect(page.getByTestId("post-title")).toHaveText(original);

    // the first tab saves …
    await page.getByRole("button", { name: "Entwurf wieder öffnen" }).click();
    const winner = `Interview – Fassung A ${uid()}`;
    await field(page.getByTestId("blog-editor"), "Titel").fill(winner);
    await page.getByTestId("blog-editor").getByRole("button", { name: "Speichern" }).click();
    await expect(toast(page, "Artikel gespeichert")).toBeVisible();

    // … the second tab still holds the old version: its optimistic title is rolled back
    await second.getByRole("button", { name: "Bearbeiten" }).click();
    await field(second.getByTestId("blog-editor"), "Titel").fill("Fassung B, die verloren geht");
    await second.getByTestId("blog-editor").getByRole("button", { name: "Speichern" }).click();
    await expect(toast(second, "Speichern fehlgeschlagen")).toBeVisible();
    await expect(toast(second, /inzwischen von jemand anderem geändert/)).toBeVisible();
    await expect(second.getByTestId("post-title")).toHaveText(original);
    await expect(second.getByRole("alert").filter({ hasText: "Ihre Änderungen wurden nicht gespeichert." })).toBeVisible();
    await second.reload();
    await expect(second.getByTestId("post-title")).toHaveText(winner);

    // a plain user sees no edit button and the server refuses a direct save
    const ctx = await browser.newContext();
    const userPage = await ctx.newPage();
    await signIn(userPage, DEMO.user);
    await userPage.goto(AUTHOR_POST_2);
    await expect(userPage.getByRole("button", { name: "Bearbeiten" })).toHaveCount(0);
    const postId = await userPage.locator("article[data-post-id]").getAttribute("data-post-id");
    const res = await userPage.request.post(AUTHOR_POST_2, {
      data: { intent: "save", postId, version: 2, title: "Gekapert", excerpt: "", content: { content: [{ type: "Text", props: { id: "t", text: "Gekapert" } }], root: {} } },
      headers: { "content-type": "application/json" },
    });
    expect(res.status()).toBe(403);
    await userPage.reload();
    await expect(userPage.getByTestId("post-title")).toHaveText(winner);
    await ctx.close();
  });

  test("editor images go through the media store; only editors may upload, only images are accepted", async ({ page, browser }) => {
    // an 8×8 PNG
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPYalOFFTEMLQkAhJVawV5LahoAAAAASUVORK5CYII=",
      "base64",
    );
    await signIn(page, DEMO.organizer);
    await page.goto(AUTHOR_POST);
    const postId = await page.locator("article[data-post-id]").getAttribute("data-post-id");
    const ok = await page.request.post("/api/blog/image", { multipart: { postId: postId!, file: { name: "bild.png", mimeType: "image/png", buffer: png } } });
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as { ok: boolean; url: string };
    expect(body.url).toMatch(/^\/media\/blog\/.+\.webp$/);
    expect((await page.request.get(body.url)).headers()["content-type"]).toContain("image/webp");

    const text = await page.request.post("/api/blog/image", { multipart: { postId: postId!, file: { name: "notiz.txt", mimeType: "text/plain", buffer: Buffer.from("kein Bild") } } });
    expect(text.status()).toBe(400);
    expect(((await text.json()) as { message: string }).message).toBe("Bitte laden Sie ein JPG-, PNG-, WebP- oder AVIF-Bild hoch.");

    const broken = await page.request.post("/api/blog/image", {
      multipart: { postId: postId!, file: { name: "kaputt.png", mimeType: "image/png", buffer: Buffer.concat([png.subarray(0, 40), Buffer.alloc(20)]) } },
    });
    expect(broken.status()).toBe(400);

    const ctx = await browser.newContext();
    const other = await ctx.newPage();
    await signIn(other, DEMO.user);
    const refused = await other.request.post("/api/blog/image", { multipart: { postId: postId!, file: { name: "bild.png", mimeType: "image/png", buffer: png } } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe("Sie dürfen diesen Artikel nicht bearbeiten.");
    await ctx.close();
  });

  test("a view counts after 5 s of focused reading, once per session, never for bots or hidden tabs", async ({ browser }) => {
    test.setTimeout(90_000);
    const before = await serverCount(browser, COUNTED_POST);

    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(COUNTED_POST);
    expect(await viewCount(page)).toBe(before);
    await page.waitForTimeout(3_000);
    expect(await viewCount(page)).toBe(before);
    await expect.poll(() => viewCount(page), { timeout: 8_000 }).toBe(before + 1);

    // same browser session again: not counted a second time
    await page.reload();
    expect(await viewCount(page)).toBe(before + 1);

    // a bot and a hidden tab read at the same time: neither counts
    const bot = await browser.newContext({ userAgent: BOT_UA });
    const botPage = await bot.newPage();
    const hidden = await browser.newContext();
    await hidden.addInitScript(() => {
      Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
      Object.defineProperty(document, "hidden", { get: () => true });
    });
    const hiddenPage = await hidden.newPage();
    await Promise.all([botPage.goto(COUNTED_POST), hiddenPage.goto(COUNTED_POST)]);
    await Promise.all([page.waitForTimeout(7_000), botPage.waitForTimeout(7_000), hiddenPage.waitForTimeout(7_000)]);
    expect(await viewCount(page)).toBe(before + 1);

    expect(await serverCount(browser, COUNTED_POST)).toBe(before + 1);
    await Promise.all([ctx.close(), bot.close(), hidden.close()]);
  });
});

test.describe("Verlosungen", () => {
  test("a signed-in user enters a raffle once; bad input gets a German message", async ({ page }) => {
    await page.goto("/luebeck/contests");
    await expect(page.getByRole("heading", { level: 1, name: "Verlosungen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Anmelden und teilnehmen" }).first()).toBeVisible();
    await expect(page.getByText("Diese Verlosung ist beendet.").first()).toBeVisible();
    await expect(page.getByTestId("raffle-card").first()).toContainText(/Schwierigkeit: (Einfach|Mittel|Schwer)/);

    await signUpVerified(page);
    await page.goto("/luebeck/contests");
    const card = page.getByTestId("raffle-card").filter({ has: page.getByRole("button", { name: "Jetzt teilnehmen" }) }).first();
    const title = await card.getByRole("heading", { level: 2 }).innerText();
    const raffleId = await card.locator('input[name="raffleId"]').inputValue();
    const count = async () => Number((await card.getByTestId("raffle-participants").innerText()).replace(/\D/g, ""));
    const before = await count();

    await card.getByRole("button", { name: "Jetzt teilnehmen" }).click();
    await expect(card.getByText("Bitte beantworten Sie die Aufgabe, um teilzunehmen.")).toBeVisible();
    expect(await count()).toBe(before);

    await card.getByLabel("Ihre Antwort").fill("Mit meiner Schwester – sie liebt Konzerte.");
    await card.getByRole("button", { name: "Jetzt teilnehmen" }).click();
    const entered = page.getByTestId("raffle-card").filter({ hasText: title });
    await expect(entered.getByText("Sie nehmen teil – viel Glück!")).toBeVisible();
    await expect(entered.getByTestId("raffle-participants")).toHaveText(new RegExp(`^${before + 1} `));

    await page.reload();
    await expect(entered.getByText("Sie nehmen teil – viel Glück!")).toBeVisible();
    await expect(entered.getByRole("button", { name: "Jetzt teilnehmen" })).toHaveCount(0);

    // a second entry is refused by the server and not counted
    const res = await page.request.post("/luebeck/contests", { form: { raffleId, answer: "Noch einmal" } });
    expect(res.status()).toBe(409);
    await page.reload();
    await expect(entered.getByTestId("raffle-participants")).toHaveText(new RegExp(`^${before + 1} `));
  });
});

test.describe("Kontakt", () => {
  test("the form reads 'Wird gesendet...' for 2 s, clears, confirms, stores and mails the team", async ({ page }) => {
    const subject = `Presseanfrage ${uid()}`;
    await page.goto("/luebeck/contact");
    await expect(page.getByText("innerhalb von 24 Stunden").first()).toBeVisible();
    await expect(page.getByText("09:00 – 18:00 Uhr")).toBeVisible();
    await expect(page.locator("#faq details")).toHaveCount(4);

    const form = page.getByRole("form", { name: "Kontaktformular" });
    await form.getByLabel("Name").fill("Erika Mustermann");
    await form.getByLabel("E-Mail").fill("erika@example.test");
    await form.getByLabel("Anliegen (optional)").selectOption({ label: "Presse" });
    await form.getByLabel("Betreff").fill(subject);
    await form.getByLabel("Nachricht").fill("Hallo! Wir möchten über Stadtpuls berichten.");
    const button = form.getByRole("button", { name: "Nachricht senden" });
    const started = Date.now();
    await button.click();
    const sending = form.getByRole("button", { name: "Wird gesendet..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect(form.getByLabel("Betreff")).toHaveValue("", { timeout: 8_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(toast(page, "Nachricht gesendet")).toBeVisible();
    await expect(button).toBeEnabled();

    await expect
      .poll(async () => (await teamMails()).find((m) => m.status === "sent" && m.result?.subject.includes(subject))?.result?.text ?? "", {
        timeout: 15_000,
      })
      .toContain("Wir möchten über Stadtpuls berichten.");
    const mail = (await teamMails()).find((m) => m.result?.subject.includes(subject));
    expect(mail?.result?.text).toContain("Anliegen: Presse");
    expect(mail?.result?.text).toContain("erika@example.test");
  });

  test("bad input gets German messages and nothing is stored or sent", async ({ page }) => {
    const subject = `Kaputt ${uid()}`;
    await page.goto("/luebeck/contact");
    const form = page.getByRole("form", { name: "Kontaktformular" });
    await form.getByLabel("Name").fill("Erika");
    await form.getByLabel("E-Mail").fill("erika@example.test");
    await form.getByLabel("Betreff").fill(subject);
    await form.getByLabel("Nachricht").fill("Zu kurz");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.getByText("Die Nachricht muss mindestens 10 Zeichen lang sein.")).toBeVisible({ timeout: 8_000 });
    await expect(form.getByLabel("Betreff")).toHaveValue(subject);
    await expect(toast(page, "Nachricht nicht gesendet")).toBeVisible();

    const res = await page.request.post("/luebeck/contact", { form: { name: "", email: "keine-mail", subject, message: "Eine ausreichend lange Nachricht." } });
    expect(res.status()).toBe(400);
    await page.waitForTimeout(1_500);
    expect((await teamMails()).filter((m) => m.result?.subject.includes(subject) || JSON.stringify(m).includes(subject))).toEqual([]);
  });
});

test.describe("Statische Seiten", () => {
  test("for-organizers: visitors start for free, signed-in users become organizers", async ({ page }) => {
    await page.goto("/luebeck/for-organizers");
    await expect(page.getByTestId("plan-card")).toHaveCount(3);
    await expect(page.getByText("Bis zu 3 Events pro Monat")).toBeVisible();
    await expect(page.getByText("Bis zu 1.000 Tickets pro Event")).toBeVisible();
    const visitorCta = page.getByTestId("organizer-cta").first();
    await expect(visitorCta).toHaveText("Jetzt kostenfrei starten");
    await expect(visitorCta).toHaveAttribute("href", "/luebeck/auth?intent=organizer");

    await signIn(page, DEMO.user);
    await page.goto("/luebeck/for-organizers");
    const cta = page.getByTestId("organizer-cta").first();
    await expect(cta).toHaveText("Organisator werden");
    await expect(cta).toHaveAttribute("href", "/luebeck/requests");
    await cta.click();
    await expect(page).toHaveURL(/\/luebeck\/requests/);
  });

  test("privacy has 8 sections with contents, terms 9, imprint the §5 DDG fields; all dated today", async ({ page }) => {
    await page.goto("/luebeck/privacy");
    await expect(page.getByTestId("legal-section")).toHaveCount(8);
    await expect(page.getByTestId("toc").locator("li")).toHaveCount(8);
    await expect(page.getByTestId("date-stamp")).toHaveText(`Stand: ${today()}`);
    await expect(page.getByText(/localStorage/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/luebeck");

    await page.goto("/luebeck/terms");
    await expect(page.getByTestId("legal-section")).toHaveCount(9);
    await expect(page.getByText("§ 312g Abs. 2 Nr. 9 BGB", { exact: false })).toBeVisible();
    await expect(page.getByText(/5 bis 10 Werktagen/)).toBeVisible();
    await expect(page.getByTestId("date-stamp")).toHaveText(`Stand: ${today()}`);

    await page.goto("/luebeck/imprint");
    await expect(page.getByRole("heading", { name: "Angaben gemäß § 5 DDG" })).toBeVisible();
    await expect(page.getByText("Registergericht")).toBeVisible();
    await expect(page.getByText(/Umsatzsteuer-Identifikationsnummer gemäß § 27a/)).toBeVisible();
    await expect(page.getByTestId("date-stamp")).toHaveText(`Stand: ${today()}`);
  });

  test("tickets lists bookable events soonest first with price and availability", async ({ page }) => {
    await page.goto("/luebeck/tickets");
    const cards = page.getByTestId("ticket-list").getByTestId("event-card");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.getByTestId("availability").first()).toContainText(/Tickets|Ticket/);
    await expect(cards.first().getByTestId("price")).toHaveText(/€|Eintritt frei/);
    const dates = await page.getByTestId("ticket-list").locator("time[datetime]").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort()).toEqual(dates);
  });

  test("settings keep the location in the browser and link signed-in users to their account", async ({ page }) => {
    await page.goto("/luebeck/settings");
    await expect(page.getByTestId("current-location")).toHaveText("Lübeck");
    await expect(page.locator("#inhalt").getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", /\/luebeck\/auth\?redirectTo=/);
    const main = page.locator("#inhalt");
    await main.getByRole("radio", { name: "Hamburg" }).check();
    await main.getByRole("radio", { name: "Umkreis" }).check({ force: true });
    await main.getByLabel(/Umkreis um Hamburg/).fill("25");
    await main.getByRole("button", { name: "Standort speichern" }).click();
    await expect(page).toHaveURL(/\/hamburg\/settings$/);
    await expect(page.getByTestId("current-location")).toHaveText("Hamburg + 25 km");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("stadtpuls-location") ?? "{}").radius)).toBe(25);
    await page.locator("#inhalt").getByRole("button", { name: "Zurücksetzen" }).click();
    await expect(page).toHaveURL(/\/luebeck\/settings$/);
    await expect(page.getByTestId("current-location")).toHaveText("Lübeck");

    await signIn(page, DEMO.user);
    await page.goto("/luebeck/settings");
    await expect(page.getByRole("link", { name: /Profil bearbeiten/ })).toHaveAttribute("href", "/luebeck/profile/edit");
    await expect(page.getByRole("link", { name: /Konto und Datenschutz/ })).toHaveAttribute("href", "/luebeck/profile/settings");
  });
});
