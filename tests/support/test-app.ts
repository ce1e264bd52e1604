/**
 * The whole HTTP stack in a test: React Router's request handler over every route of the route
 * config (app/routes.ts, walked as React Router does, so a new route joins automatically) behind
 * the same Express middleware as production (server/create-app.ts), on an ephemeral port.
 *
 * Pages are not rendered (the document entry answers with the status React Router chose and an
 * empty body): loaders, actions, resource routes, status codes and headers are what these tests see.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { createApp } from "../../server/create-app";

export type FlatRoute = { id: string; parentId: string; path?: string; index?: boolean; file: string; fullPath: string };

const routeModules = import.meta.glob<Record<string, unknown>>(["../../app/routes/**/*.tsx", "../../app/root.tsx"]);

/** Every route of the config with React Router's ids (file without extension unless given) and its full URL pattern. */
export function flatRoutes(): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (entries: RouteConfigEntry[], parentId: string, parentPath: string) => {
    for (const r of entries) {
      const id = r.id ?? r.file.replace(/\.[jt]sx?$/, "");
      const fullPath = r.path ? `${parentPath}/${r.path}`.replace(/\/+/g, "/") : parentPath;
      out.push({ id, parentId, path: r.path, index: r.index, file: r.file, fullPath: fullPath || "/" });
      if (r.children) walk(r.children, id, fullPath);
    }
  };
  walk(routes as RouteConfigEntry[], "root", "");
  return out;
}

export async function loadRouteModule(file: string): Promise<Record<string, unknown>> {
  const key = `../../app/${file}`;
  const load = routeModules[key];
  if (!load) throw new Error(`route module not found: ${file}`);
  return load();
}

/** A ServerBuild of the whole route config; documents answer with the status only. */
export async function testBuild(): Promise<ServerBuild> {
  const flat = flatRoutes();
  const buildRoutes: Record<string, unknown> = {
    root: { id: "root", path: "", module: await loadRouteModule("root.tsx") },
  };
  for (const r of flat) {
    buildRoutes[r.id] = { id: r.id, parentId: r.parentId, path: r.path, index: r.index, caseSensitive: undefined, module: await loadRouteModule(r.file) };
  }
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => new Response(null, { status, headers }),
      },
    },
    routes: buildRoutes,
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_passThroughRequests: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

export type TestServer = { url: string; close: () => Promise<void> };

/** The Express app over the test build, listening on 127.0.0.1 at an ephemeral port. */
export async function startTestServer(): Promise<TestServer> {
  const app = createApp(await testBuild());
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
