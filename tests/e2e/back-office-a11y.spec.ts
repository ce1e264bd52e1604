/**
 * axe-core (WCAG 2.1 AA) over every back-office page — organizer, door (check-in), admin, business
 * owner — at 375 px (and each area's first page at 1280 px too), each signed in as its area's role. The list comes from the route registry
 * (app/registry), so a new page joins by its registry entry. A page with route parameters is opened
 * through the first link to it found on its area's pages (placeholder pages take any id); a route
 * that answers with a file (CSV, Excel) or a redirect is no page of its own, and pages of one route
 * module (the admin's placeholders) are checked once.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { admin, businessOwner, door, organizer, type Area } from "../../app/registry";
import { BASE_URL, DEMO } from "./fixtures";

type Role = "organizer" | "admin" | "business";

/**
 * Who opens each area's pages. The admin area is the largest: two tests share it (`shard`), each
 * opening every page for the links but running axe on every other one, so the two workers split it.
 */
const AREAS: Array<{ area: Area; role: Role; shard?: [number, number] }> = [
  { area: organizer, role: "organizer" },
  { area: door, role: "organizer" },
  { area: admin, role: "admin", shard: [0, 2] },
  { area: admin, role: "admin", shard: [1, 2] },
  { area: businessOwner, role: "business" },
];

/** Registered pages that cannot be opened from the demo data, and why. */
const NOT_REACHABLE: Record<string, string> = {
  "/organizer/settings/plan/:orderId": "needs a pending plan order of a Starter organizer; the demo organizer runs Professional",
  "/admin/storage-import/:id": "an import exists only after an upload; tests/e2e/admin-import.spec.ts runs axe on it in every state",
};

const ANY_ID = "00000000-0000-4000-8000-000000000000";

/** One signed-in browser context per role and worker, shared by the worker's tests. */
const test = base.extend<object, { signedIn: Record<Role, BrowserContext> }>({
  signedIn: [
    async ({ browser }, use) => {
      const contexts = {} as Record<Role, BrowserContext>;
      for (const role of ["organizer", "admin", "business"] as const) {
        const ctx = await browser.newContext({ baseURL: BASE_URL, locale: "de-DE", timezoneId: "Europe/Berlin" });
        const res = await ctx.request.post("/api/auth/sign-in/email", { data: DEMO[role], headers: { Origin: BASE_URL } });
        expect(res.ok(), `sign-in as ${role}: ${res.status()}`).toBeTruthy();
        contexts[role] = ctx;
      }
      await use(contexts);
      for (const ctx of Object.values(contexts)) await ctx.close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "parallel" });

/** The area's page patterns ("/organizer/events/:id/edit") with their route modules. */
const patterns = (area: Area) => Object.values(area.pages).map((p) => ({ pattern: p.path ? `${area.base}/${p.path}` : area.base, file: p.file }));
const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/?#]+")}$`);

/** An organizer with a webhook and one delivery in its log, so the integrations page shows its table (best effort: a refused address leaves it empty). */
async function withWebhookDelivery(page: Page) {
  await page.goto("/organizer/integrations");
  const test = page.getByRole("button", { name: "Test senden" }).first();
  if ((await test.count()) === 0) {
    await page.getByLabel("Empfänger-URL").fill("https://webhook.example.com/stadtpuls");
    await page.getByRole("checkbox", { name: /Buchung bestätigt/ }).check();
    await page.getByRole("button", { name: "Webhook anlegen" }).click();
    await test.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  if (await test.count()) {
    await test.click();
    await page.getByRole("table", { name: "Letzte Webhook-Zustellungen" }).waitFor({ timeout: 10_000 }).catch(() => undefined);
  }
}

for (const { area, role, shard } of AREAS) {
  test(`${area.base}${shard ? ` (${shard[0] + 1}/${shard[1]})` : ""}: every page has no WCAG 2.1 AA violations (axe)`, async ({ signedIn }) => {
    test.setTimeout(360_000);
    const ctx = signedIn[role];
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    if (area === organizer) await withWebhookDelivery(page);
    const all = patterns(area).filter((p) => !NOT_REACHABLE[p.pattern]);
    const fileOf = new Map(all.map((p) => [p.pattern, p.file]));
    /** Whether this test runs axe on a page (all of them, or its share of a sharded area's route modules). */
    const files = [...new Set(all.map((p) => p.file))];
    const mine = (pattern: string) => !shard || files.indexOf(fileOf.get(pattern)!) % shard[1] === shard[0];
    const plain = all.map((p) => p.pattern).filter((p) => !p.includes(":"));
    const withParams = all.map((p) => p.pattern).filter((p) => p.includes(":"));

    const hrefs = new Set<string>();
    const values: Record<string, string> = {};
    const fileValues = new Map<string, Record<string, string>>();
    const checkedFiles = new Set<string>();
    const checked: string[] = [];
    const violations: string[] = [];

    /**
     * Opens a page once: a file (CSV, Excel) or a redirect elsewhere is no page of its own; a page
     * leaves its links (for the parameters of the others) and is checked with axe — once per route
     * module, as pages of one module look alike (the admin's placeholders, one editor under two URLs).
     */
    const visit = async (pattern: string, url: string): Promise<"page" | "no-page" | number> => {
      if (checkedFiles.has(fileOf.get(pattern)!)) return "page";
      const res = await page.goto(url, { waitUntil: "load" }).catch((e: Error) => (/Download is starting/.test(e.message) ? null : Promise.reject(e)));
      if (!res) return "no-page";
      if (!(res.headers()["content-type"] ?? "").includes("text/html")) return res.status() === 200 ? "no-page" : res.status();
      if (res.status() !== 200) return res.status();
      if (new URL(page.url()).pathname !== url) return "no-page";
      for (const h of await page.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!.split(/[?#]/)[0]!))) hrefs.add(h);
      // lazy parts rendered: no placeholder left, every chart drawn
      await page
        .waitForFunction(() => !document.querySelector(".animate-pulse") && document.querySelectorAll(".recharts-responsive-container").length === document.querySelectorAll(".recharts-responsive-container svg").length, null, { timeout: 10_000 })
        .catch(() => undefined);
      const runAxe = async (width: number) => {
        const axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
        // the area's header and sidebar are checked with its first page; after that each page's own content
        if (checked.length > 0 && (await page.locator("main#inhalt").count())) axe.include("main#inhalt");
        for (const v of (await axe.analyze()).violations) violations.push(`${url} (${width} px): ${v.id} (${v.nodes.length}) ${v.help} – ${v.nodes.map((n) => n.target.join(" ")).join(", ").slice(0, 300)}`);
      };
      checkedFiles.add(fileOf.get(pattern)!);
      if (!mine(pattern)) return "page";
      // every page on a phone (wide tables scroll there); the area's first page on the desktop too
      await runAxe(375);
      if (checked.length === 0) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await runAxe(1280);
        await page.setViewportSize({ width: 375, height: 800 });
      }
      checked.push(url);
      return "page";
    };

    // the pages without parameters first; their links (and those of the pages they lead to) give the
    // parameters of the others — by link, or by the same parameter's value (an event's id for its log)
    for (const url of plain) {
      const r = await visit(url, url);
      expect(r === "page" || r === "no-page", `${url} answers ${r}`).toBeTruthy();
    }
    let pending = withParams;
    for (let pass = 0; pass < 3 && pending.length; pass++) {
      const next: string[] = [];
      for (const pattern of pending) {
        const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
        const linked = [...hrefs].find((h) => toRegExp(pattern).test(h));
        // a parameter's value from a page of the same route module first (one editor under two URLs), then any page's
        const own = fileValues.get(fileOf.get(pattern)!) ?? {};
        const valueOf = (n: string) => own[n] ?? values[n];
        const url = linked ?? (names.every((n) => valueOf(n)) ? pattern.replace(/:([A-Za-z]+)/g, (_m, n: string) => valueOf(n)!) : null);
        if (!url || typeof (await visit(pattern, url)) === "number") {
          next.push(pattern);
          continue;
        }
        const segs = pattern.split("/");
        const file = fileOf.get(pattern)!;
        if (!fileValues.has(file)) fileValues.set(file, {});
        url.split("/").forEach((v, i) => {
          if (!segs[i]?.startsWith(":")) return;
          values[segs[i]!.slice(1)] ??= v;
          fileValues.get(file)![segs[i]!.slice(1)] ??= v;
        });
      }
      pending = next;
    }
    // placeholder pages take any id; anything else left is a page this test cannot reach
    const missing: string[] = [];
    for (const pattern of pending) {
      const url = pattern.replace(/:[A-Za-z]+/g, ANY_ID);
      const r = await visit(pattern, url);
      if (typeof r === "number") missing.push(`${pattern}: no link to it on the area's pages, and ${url} answers ${r}`);
    }
    expect(missing, "pages the test could not open — link them, or list them in NOT_REACHABLE with the reason").toEqual([]);
    expect(violations, `axe on ${checked.length} pages of ${area.base}:\n${checked.join("\n")}`).toEqual([]);
    await page.close();
  });
}
