/**
 * Every public page: valid HTML (the W3C Nu validator, `vnu-jar`, on the machine's Java) and no
 * page wider than a 375 px phone.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { publicRoutes } from "./public-routes";

const run = promisify(execFile);
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test("every public page validates without errors (W3C Nu HTML checker)", async ({ request }) => {
  test.setTimeout(240_000);
  const routes = await publicRoutes(request);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stadtpuls-vnu-"));
  const files = new Map<string, string>();
  for (const [i, route] of routes.entries()) {
    const res = await request.get(route);
    expect(res.status(), route).toBe(200);
    const file = path.join(dir, `page-${i}.html`);
    fs.writeFileSync(file, await res.text());
    files.set(`file:${file}`, route);
  }
  // exit code 1 means "errors found": the JSON on stderr says which
  const out = await run("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...[...files.keys()].map((f) => f.slice(5))], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { stderr?: string; code?: number; message: string }) => {
    if (e.stderr?.trim().startsWith("{")) return { stderr: e.stderr };
    throw new Error(`Der HTML-Validator lief nicht (Java installiert?): ${e.message}`);
  });
  const messages = (JSON.parse(out.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages.filter((m) => m.type === "error");
  const report = messages.map((m) => `${files.get(m.url) ?? m.url}: ${m.message}\n    ${m.extract ?? ""}`).join("\n");
  expect(messages, report).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("no public page is wider than the phone", async ({ page, request }) => {
    test.setTimeout(240_000);
    const routes = await publicRoutes(request);
    const tooWide: string[] = [];
    for (const route of routes) {
      await page.goto(route, { waitUntil: "load" });
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      if (width > 375) tooWide.push(`${route}: ${width} px`);
    }
    expect(tooWide, `Seiten breiter als 375 px:\n${tooWide.join("\n")}`).toEqual([]);
  });
});
