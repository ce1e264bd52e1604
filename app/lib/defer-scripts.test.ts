import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, deferScriptsTransform, wantsDeferredScripts } from "~/lib/defer-scripts.server";

async function run(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  const t = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(deferScriptsTransform());
  for await (const c of t) out.push(Buffer.from(c as Buffer));
  return Buffer.concat(out).toString("utf8");
}

const page = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/chunk-B.js"/>',
  "</head><body><main>Grüße – „Lübeck“</main>",
  '<script>window.__reactRouterContext = {};</script><script type="module" async="">import * as route0 from "/assets/root-C.js";import("/assets/entry.client-A.js");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

describe("deferScriptsTransform", () => {
  it("moves the module preloads into the loader and makes the module script inert", async () => {
    const html = await run([page]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}">import * as route0`);
    expect(html).not.toContain('<script type="module"');
    const loader = html.slice(html.indexOf("<script>(function(p)"), html.indexOf("</head>"));
    expect(loader).toContain('["/assets/entry.client-A.js","/assets/chunk-B.js"]');
    expect(html).toContain("<main>Grüße – „Lübeck“</main>");
  });

  it("gives the same result however the stream is split (tags and UTF-8 characters across chunks)", async () => {
    const whole = await run([page]);
    const bytes = Buffer.from(page);
    for (const size of [1, 3, 7, 64]) {
      const parts: string[] = [];
      const out: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size).toString("latin1"));
      const t = Readable.from(parts.map((p) => Buffer.from(p, "latin1"))).pipe(deferScriptsTransform());
      for await (const c of t) out.push(Buffer.from(c as Buffer));
      expect(Buffer.concat(out).toString("utf8")).toBe(whole);
    }
  });

  it("leaves pages without React Router scripts unchanged", async () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><script type="module" async="">x</script></body></html>';
    expect(await run([plain])).toBe(plain);
  });
});

describe("wantsDeferredScripts", () => {
  const modules = { root: {}, "routes/city/layout": {}, "routes/city/home": { handle: { deferScripts: true } }, "routes/city/contact": {} };
  it("follows the deepest matched route's handle", () => {
    expect(wantsDeferredScripts([{ route: { id: "root" } }, { route: { id: "routes/city/layout" } }, { route: { id: "routes/city/home" } }], modules)).toBe(true);
    expect(wantsDeferredScripts([{ route: { id: "root" } }, { route: { id: "routes/city/layout" } }, { route: { id: "routes/city/contact" } }], modules)).toBe(false);
    expect(wantsDeferredScripts(undefined, modules)).toBe(false);
  });
});
