#!/usr/bin/env node
// Takes Chromium screenshots of pages at 1280 px and 375 px wide, for looking at what we built.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /luebeck /kiel/events …  (→ /tmp/shots/*.png)
// Optional: SHOTS_DIR, SHOTS_LOGIN=email:password (signs in first), SHOTS_FULL=1 (full page)
import fs from "node:fs";
import { chromium } from "playwright-core";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("Aufruf: node scripts/screenshots.mjs <basis-url> <pfad> [<pfad> …]");
  process.exit(1);
}
const dir = process.env.SHOTS_DIR ?? "/tmp/shots";
fs.mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--lang=de-DE", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 812 }, locale: "de-DE", timezoneId: "Europe/Berlin", baseURL: base });
  if (process.env.SHOTS_LOGIN) {
    const [email, password] = process.env.SHOTS_LOGIN.split(":");
    const res = await context.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { Origin: base } });
    if (!res.ok()) console.error("Anmeldung fehlgeschlagen:", res.status());
  }
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(p, { waitUntil: "networkidle" });
    const name = `${p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root"}-${width}.png`;
    await page.screenshot({ path: `${dir}/${name}`, fullPage: process.env.SHOTS_FULL === "1" });
    console.log(`${dir}/${name}`);
  }
  await context.close();
}
await browser.close();
