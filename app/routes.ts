import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { AREAS, type Area, type Page } from "./registry";

/**
 * The route config, generated from the registry (app/registry/): one file per area lists its pages
 * with URL, route module, title, sidebar place and cache class. Add a page there, not here.
 */
function entry(page: Page): RouteConfigEntry {
  const options = page.id ? { id: page.id } : {};
  return page.path === "" ? index(page.file, options) : route(page.path, page.file, options);
}

function pagesOf(area: Area): RouteConfigEntry[] {
  const pages = Object.values(area.pages);
  const plain = pages.filter((p) => !p.guard).map(entry);
  const guarded = Object.entries(area.guards ?? {}).map(([name, guard]) =>
    layout(guard.file, guard.id ? { id: guard.id } : {}, pages.filter((p) => p.guard === name).map(entry)),
  );
  return [...plain, ...guarded];
}

function areaRoutes(area: Area): RouteConfigEntry[] {
  // an area without a layout of its own (the door, the resource routes) still lives under its base
  if (!area.layout) return area.base ? prefix(area.base.replace(/^\//, ""), pagesOf(area)) : pagesOf(area);
  const options = area.layout.id ? { id: area.layout.id } : {};
  return [route(area.base.replace(/^\//, ""), area.layout.file, options, pagesOf(area))];
}

export default AREAS.flatMap(areaRoutes) satisfies RouteConfig;
