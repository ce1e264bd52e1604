import { route, index, layout } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { row } from "~/registry";
import { coverageProblems, flattenRouteConfig, type Registered } from "./route-coverage";

const admin = { defaultAccess: { loader: row("home", { anonymous: "signin", admin: "ok" }) } };
const registered: Registered[] = [
  { area: admin, page: { file: "routes/admin/layout.tsx", cache: "private" }, url: "/admin" },
  { area: admin, page: { file: "routes/admin/dashboard.tsx", cache: "private" }, url: "/admin" },
  { area: admin, page: { file: "routes/admin/refunds.tsx", cache: "private", access: { action: row(403, { admin: "ok" }) } }, url: "/admin/refunds" },
];
const modules: Record<string, { loader?: unknown; action?: unknown }> = {
  "routes/admin/layout.tsx": { loader: () => null },
  "routes/admin/dashboard.tsx": { loader: () => null },
  "routes/admin/refunds.tsx": { loader: () => null, action: () => null },
  "routes/admin/new-page.tsx": { loader: () => null },
  "routes/admin/bulk.tsx": { loader: () => null, action: () => null },
  "routes/city/home.tsx": { loader: () => null },
};
const moduleOf = (file: string) => modules[file] ?? {};

describe("route-registry check", () => {
  it("flattens nested, index and pathless layout routes to URLs", () => {
    const config = [route("admin", "routes/admin/layout.tsx", [index("routes/admin/dashboard.tsx"), layout("routes/admin/guard.tsx", [route("x/:id", "routes/admin/x.tsx")])])];
    expect(flattenRouteConfig(config).map((r) => r.url)).toEqual(["/admin", "/admin", "/admin", "/admin/x/:id"]);
  });

  it("passes when every protected route is registered with rows", () => {
    const config = [route("admin", "routes/admin/layout.tsx", [index("routes/admin/dashboard.tsx"), route("refunds", "routes/admin/refunds.tsx")])];
    expect(coverageProblems(flattenRouteConfig(config), registered, moduleOf)).toEqual([]);
    // the layout is a route at /admin too: unregistered, it fails like a page
    expect(coverageProblems(flattenRouteConfig(config), registered.slice(1), moduleOf)).toEqual([
      "/admin (routes/admin/layout.tsx): not in the route registry — no cache class, no authorization-matrix rows",
    ]);
  });

  it("fails for a new /admin route added without matrix rows", () => {
    const config = [route("admin/new-page", "routes/admin/new-page.tsx"), route(":city", "routes/city/home.tsx")];
    expect(coverageProblems(flattenRouteConfig(config), registered, moduleOf)).toEqual([
      "/admin/new-page (routes/admin/new-page.tsx): not in the route registry — no cache class, no authorization-matrix rows",
    ]);
  });

  it("fails for a registered route whose action has no rows", () => {
    const withBulk: Registered[] = [...registered, { area: admin, page: { file: "routes/admin/bulk.tsx", cache: "private" }, url: "/admin/bulk" }];
    expect(coverageProblems([{ url: "/admin/bulk", file: "routes/admin/bulk.tsx" }], withBulk, moduleOf)).toEqual([
      "/admin/bulk: action without authorization-matrix rows",
    ]);
  });

  it("fails for a registered route without a cache class", () => {
    const noCache = [{ area: admin, page: { file: "routes/admin/dashboard.tsx", cache: undefined as never }, url: "/admin" }];
    expect(coverageProblems([{ url: "/admin", file: "routes/admin/dashboard.tsx" }], noCache, moduleOf)).toEqual(["/admin: no cache class"]);
  });
});

describe("the generated route config", () => {
  it("mounts every registered page at the URL the registry gives it (an area without a layout keeps its base)", async () => {
    const { default: config } = await import("~/routes");
    const { registeredRoutes } = await import("~/registry");
    const urlsByFile = new Map<string, string[]>();
    for (const r of flattenRouteConfig(config)) urlsByFile.set(r.file, [...(urlsByFile.get(r.file) ?? []), r.url]);
    const misplaced = registeredRoutes()
      .filter((r) => !(urlsByFile.get(r.page.file) ?? []).includes(r.url))
      .map((r) => `${r.page.file}: registry ${r.url}, config ${(urlsByFile.get(r.page.file) ?? []).join(", ")}`);
    expect(misplaced).toEqual([]);
  });
});
