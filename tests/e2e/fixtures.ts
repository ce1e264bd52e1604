import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type Page } from "@playwright/test";

/** Demo accounts created by the seed on a new embedded database (README). */
export const DEMO = {
  admin: { email: "admin@stadtpuls.test", password: "Admin123!" },
  organizer: { email: "veranstalter@stadtpuls.test", password: "Organizer123!" },
  business: { email: "business@stadtpuls.test", password: "Business123!" },
  user: { email: "nutzer@stadtpuls.test", password: "Nutzer123!" },
  // the demo organizer's team (issue 26)
  door: { email: "einlass@stadtpuls.test", password: "Einlass123!" },
  editor: { email: "redaktion@stadtpuls.test", password: "Redaktion123!" },
} as const;

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** Signs in through better-auth's API; the session cookie lands in the page's context. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { Origin: BASE_URL },
  });
  expect(res.ok(), `sign-in as ${account.email}: ${res.status()} ${await res.text()}`).toBeTruthy();
}

export type OutboxMail = { topic: string; status: string; result: { subject: string; text: string; html: string } | null };

let adminContext: Promise<APIRequestContext> | undefined;

/** The outbox is an admin page (local mode only): one signed-in admin context per test worker reads it. */
function adminRequest(): Promise<APIRequestContext> {
  adminContext ??= (async () => {
    const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const res = await ctx.post("/api/auth/sign-in/email", { data: DEMO.admin, headers: { Origin: BASE_URL } });
    expect(res.ok(), `sign-in as admin for the outbox: ${res.status()}`).toBeTruthy();
    return ctx;
  })();
  return adminContext;
}

/** The outbox's e-mails to an address (newest first), read as an admin. */
export async function outboxMails(to: string, topic?: string): Promise<OutboxMail[]> {
  const ctx = await adminRequest();
  const res = await ctx.get(`/api/admin/outbox?to=${encodeURIComponent(to)}${topic ? `&topic=${topic}` : ""}`);
  expect(res.ok(), `outbox: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { mails: OutboxMail[] }).mails;
}

/** Latest delivered e-mail to an address (the local outbox), waiting until one arrives. */
export async function waitForMail(to: string, topic?: string, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const body = { mails: await outboxMails(to, topic) };
    const sent = body.mails.find((m) => m.status === "sent" && m.result);
    if (sent?.result) return sent.result;
    if (Date.now() - started > timeoutMs) throw new Error(`Keine E-Mail an ${to} (${topic ?? "beliebig"}) angekommen`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** First URL in a text. */
export const firstUrl = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? "";

/** A unique address of the reserved test domain. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** A confirmed account: signs up through the API and opens the mailed confirmation link in `page`. */
export async function signUpVerified(page: Page, email = uniqueEmail("konto"), password = "Sicher123") {
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password, name: "Test Person", callbackURL: "/luebeck" },
    headers: { Origin: BASE_URL },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const mail = await waitForMail(email, "verify_email");
  await page.goto(firstUrl(mail.text));
  await expect(page.getByTestId("user-menu")).toBeVisible();
  return { email, password };
}

/**
 * A new organizer, the way one becomes one: a confirmed account sends the organizer request
 * (/luebeck/requests) and an admin approves it on /admin/requests. `page` is signed in as them.
 */
export async function newOrganizer(page: Page, browser: Browser, organization: string) {
  const account = await signUpVerified(page, uniqueEmail("veranstalter"));
  await page.goto("/luebeck/requests");
  await page.getByLabel("Name der Organisation").fill(organization);
  await page.getByLabel("Was veranstalten Sie?").fill("Ausstellungen und Lesungen in unserer kleinen Galerie, etwa einmal im Monat.");
  await page.getByLabel("Kunst & Ausstellungen").check();
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByTestId("request-list")).toContainText("In Prüfung");
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/admin/requests?q=${encodeURIComponent(account.email)}`);
  await admin.getByRole("row").filter({ hasText: account.email }).getByRole("button", { name: "Freigeben" }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "Anfrage aktualisiert" }).first()).toContainText("genehmigt");
  await adminCtx.close();
  return account;
}
