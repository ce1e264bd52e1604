import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

/**
 * The modules' import graph, measured with dpdm (type imports included): each module imports only
 * modules below it in `layers` of app/modules/boundaries.json, so the graph between modules has no
 * cycle. KNOWN_UPWARD lists upward imports still to remove (each one closes a cycle) — none are
 * left, keep it empty; the test fails on a new one and on a listed one that is gone.
 */
const KNOWN_UPWARD: Record<string, string> = {};

const ROOT = path.resolve(__dirname, "../..");
const boundaries = JSON.parse(readFileSync(path.join(__dirname, "boundaries.json"), "utf8")) as {
  layers: string[];
  public: Record<string, string[]>;
};
const moduleOf = (file: string) => /^app\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

async function moduleEdges(): Promise<Map<string, string[]>> {
  const tree = await parseDependencyTree(["app/modules/**/*.{ts,tsx}"], {
    context: ROOT,
    cwd: ROOT,
    tsconfig: path.join(ROOT, "tsconfig.json"),
    transform: false,
    skipDynamicImports: false,
    include: /\/app\/modules\//,
    exclude: /\/node_modules\//,
    extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    js: [".ts", ".tsx", ".js", ".mjs"],
    onProgress: () => undefined,
  });
  const edges = new Map<string, string[]>();
  for (const [file, deps] of Object.entries(tree)) {
    if (!deps || /\.test\.tsx?$/.test(file)) continue;
    const from = moduleOf(file);
    for (const d of deps) {
      const to = d.id ? moduleOf(d.id) : null;
      if (!from || !to || from === to) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${file} -> ${d.id}`]);
    }
  }
  return edges;
}

describe("module graph", () => {
  it("places every module of app/modules in a layer and names its public files", () => {
    const modules = readdirSync(path.join(ROOT, "app/modules")).filter((d) => statSync(path.join(ROOT, "app/modules", d)).isDirectory());
    expect([...boundaries.layers].sort()).toEqual([...modules].sort());
    expect(Object.keys(boundaries.public).sort()).toEqual([...modules].sort());
    const missing = Object.entries(boundaries.public).flatMap(([m, files]) =>
      files.filter((f) => !["ts", "tsx"].some((ext) => {
        try {
          return statSync(path.join(ROOT, "app/modules", m, `${f}.${ext}`)).isFile();
        } catch {
          return false;
        }
      })).map((f) => `${m}/${f}`),
    );
    expect(missing).toEqual([]);
  });

  it("has modules import only modules below them (no cycle between modules)", { timeout: 180_000 }, async () => {
    const rank = new Map(boundaries.layers.map((m, i) => [m, i]));
    const edges = await moduleEdges();
    expect(edges.has("ticketing -> events"), "dpdm resolved the ~/ imports").toBe(true);
    const upward = [...edges.entries()]
      .filter(([key]) => {
        const [from, to] = key.split(" -> ");
        return (rank.get(to) ?? 0) > (rank.get(from) ?? 0);
      })
      .map(([key, files]) => ({ key, files }));
    const unexpected = upward.filter((u) => !(u.key in KNOWN_UPWARD));
    expect(unexpected, "an import from a lower module into a higher one (a cycle between modules)").toEqual([]);
    expect(Object.keys(KNOWN_UPWARD).filter((k) => !upward.some((u) => u.key === k)), "gone: take it off KNOWN_UPWARD").toEqual([]);
  });
});
