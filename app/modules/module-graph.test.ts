import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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
  readModels: string[];
  tableReads: Record<string, string[]>;
};
const moduleOf = (file: string) => /^app\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** dpdm's import tree of the files under `dirs` (only they are parsed; their imports are resolved, type imports included). */
function importTree(dirs: string[]) {
  return parseDependencyTree(
    dirs.map((d) => `${d}/**/*.{ts,tsx}`),
    {
      context: ROOT,
      cwd: ROOT,
      tsconfig: path.join(ROOT, "tsconfig.json"),
      transform: false,
      skipDynamicImports: false,
      include: new RegExp(`/(?:${dirs.map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})/`),
      exclude: /\/node_modules\//,
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      js: [".ts", ".tsx", ".js", ".mjs"],
      onProgress: () => undefined,
    },
  );
}

async function moduleEdges(): Promise<Map<string, string[]>> {
  const tree = await importTree(["app/modules"]);
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

/**
 * The layers of app/ around the modules, lowest first: app/lib (kit, db, errors: imports nothing of the
 * app above it), app/registry (routes and links), app/ui (shared components: no module, no shell,
 * no route), then the modules, and above them what wires and frames them — app/shell (site header,
 * area layout), app/auth-edge (session guards as HTTP answers), app/composition (wiring:
 * error catalogue, start-up), app/routes, app/root.tsx. `ALLOWED` says which parts of app/ each of
 * the two lowest and the modules may import; the tests of lib and ui count too (a test of app/lib that
 * needs a module belongs above), a module's integration tests may drive its routes.
 */
const ALLOWED: Record<"lib" | "ui" | "modules", string[]> = {
  lib: ["lib"],
  ui: ["lib", "registry", "ui"],
  // between modules: the layers of boundaries.json (the module graph below)
  modules: ["lib", "registry", "ui", "modules"],
};

/** The part of app/ a file belongs to ("lib", "ui", "modules", "shell", …); null for packages. */
function areaOf(file: string): string | null {
  if (file.includes("node_modules/") || file.startsWith("node:")) return null;
  const m = /(?:^|\/)app\/([^/]+)(\/|$)/.exec(file);
  // another file of the repository (db/seed, server/ …): above app/lib and app/ui too
  if (!m) return "outside app/";
  return m[2] === "/" ? m[1]! : m[1]!.replace(/\.[tj]sx?$/, "");
}

/** The imports of app/lib, app/ui and module files that reach a part of app/ they may not import. */
function forbiddenImports(edges: Array<[from: string, to: string]>): string[] {
  return edges
    .filter(([from, to]) => {
      const own = areaOf(from) as keyof typeof ALLOWED | null;
      const target = areaOf(to);
      return !!own && own in ALLOWED && target !== null && !ALLOWED[own].includes(target);
    })
    .map(([from, to]) => `${from} -> ${to}`);
}

describe("lib and ui layering", () => {
  it("refuses an upward import (the check itself)", () => {
    expect(
      forbiddenImports([
        ["app/lib/db.server.ts", "app/modules/events/schema.ts"],
        ["app/lib/list/load-list.server.ts", "/abs/app/registry/index.ts"],
        ["app/ui/badge.tsx", "app/modules/accounts/roles.ts"],
        ["app/ui/pager.tsx", "app/shell/site-header.tsx"],
        ["app/ui/pager.tsx", "app/routes/admin/artists.tsx"],
        ["app/ui/pager.tsx", "app/root.tsx"],
        ["app/lib/enum.ts", "app/lib/cn.ts"],
        ["app/ui/badge.tsx", "app/lib/enum.ts"],
        ["app/ui/back-office/data-table.tsx", "app/registry/index.ts"],
        ["app/lib/db.server.ts", "node_modules/drizzle-orm/index.js"],
        ["app/lib/dev.server.ts", "db/seed/demo.ts"],
        ["app/modules/people/save-artist.server.ts", "app/composition/error-catalog.ts"],
        ["app/modules/events/components/event-list-page.tsx", "app/shell/location-picker.tsx"],
        ["app/modules/events/queries.server.ts", "app/modules/people/schema.ts"],
      ]),
    ).toEqual([
      "app/lib/db.server.ts -> app/modules/events/schema.ts",
      "app/lib/list/load-list.server.ts -> /abs/app/registry/index.ts",
      "app/ui/badge.tsx -> app/modules/accounts/roles.ts",
      "app/ui/pager.tsx -> app/shell/site-header.tsx",
      "app/ui/pager.tsx -> app/routes/admin/artists.tsx",
      "app/ui/pager.tsx -> app/root.tsx",
      "app/lib/dev.server.ts -> db/seed/demo.ts",
      "app/modules/people/save-artist.server.ts -> app/composition/error-catalog.ts",
      "app/modules/events/components/event-list-page.tsx -> app/shell/location-picker.tsx",
    ]);
  });

  it("has app/lib import nothing of the app above it, app/ui no module, and modules no shell, composition or route", { timeout: 180_000 }, async () => {
    const tree = await importTree(["app/lib", "app/ui", "app/modules"]);
    // a module's integration tests may drive its routes; the tests of lib and ui count
    const edges: Array<[string, string]> = Object.entries(tree)
      .filter(([file]) => !(file.startsWith("app/modules/") && /\.test\.tsx?$/.test(file)))
      .flatMap(([file, deps]) => (deps ?? []).filter((d) => d.id).map((d): [string, string] => [file, d.id!]));
    expect(edges.some(([from, to]) => from.startsWith("app/ui/") && to.startsWith("app/lib/")), "dpdm resolved the ~/ imports").toBe(true);
    expect(forbiddenImports(edges)).toEqual([]);
  });
});

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

/** Every file of a module (not its tests, not its schema), recursively. */
function moduleFiles(mod: string): string[] {
  const dir = path.join(ROOT, "app/modules", mod);
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((f) => {
      const p = path.join(d, f);
      return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && p !== path.join(dir, "schema.ts") ? [p] : [];
    });
  return walk(dir);
}

/**
 * Which modules' tables each module reads or writes itself — the reads dpdm cannot see: another
 * module's Drizzle tables (`~/modules/<m>/schema`) and table names in raw SQL (`from|join|update|into
 * <table>`). The read models of boundaries.json (reporting, search) may read every table; every other
 * cross-module read goes through the owning module's query functions — `tableReads` lists the ones
 * still to move there (the test fails on a new one, and on a listed one that is gone).
 */
function crossModuleTableReads(): Record<string, string[]> {
  const modules = boundaries.layers;
  const owner = new Map<string, string>();
  for (const m of modules) {
    const file = path.join(ROOT, "app/modules", m, "schema.ts");
    if (!existsSync(file)) continue;
    const schema = readFileSync(file, "utf8");
    for (const t of schema.matchAll(/pg(?:Table|View|MaterializedView)\(\s*"([a-z_0-9]+)"/g)) owner.set(t[1]!, m);
  }
  const reads: Record<string, string[]> = {};
  for (const m of modules) {
    const found = new Set<string>();
    for (const file of moduleFiles(m)) {
      const text = readFileSync(file, "utf8");
      for (const i of text.matchAll(/from "~\/modules\/([^/"]+)\/schema"/g)) if (i[1] !== m) found.add(i[1]!);
      for (const t of text.matchAll(/\b(?:from|join|update|into)\s+([a-z_][a-z_0-9]*)\b/g)) {
        const o = owner.get(t[1]!);
        if (o && o !== m) found.add(o);
      }
    }
    if (found.size > 0) reads[m] = [...found].sort();
  }
  return reads;
}

describe("tables across modules", () => {
  it("lets only the read models read other modules' tables; the rest is listed debt", () => {
    const reads = crossModuleTableReads();
    expect(reads.events, "the scan finds Drizzle and raw-SQL reads").toBeDefined();
    const rank = new Map(boundaries.layers.map((m, i) => [m, i]));
    const actual = Object.fromEntries(Object.entries(reads).filter(([m]) => !boundaries.readModels.includes(m)));
    expect(actual, "a module reads another module's tables: call the owner's query function (or list it in boundaries.json tableReads)").toEqual(
      boundaries.tableReads,
    );
    // the read models sit above everything they read
    for (const m of boundaries.readModels) {
      for (const o of reads[m] ?? []) expect(rank.get(o)! < rank.get(m)!, `${m} reads ${o}`).toBe(true);
    }
  });
});

