/** Navigation of the public layout (spec §2.5): the menus live in the route registry (app/registry/public.ts). */
import type { NavItem } from "~/registry/public";

export { footerColumns, legalLinks, primaryNav, sideMenu, type NavItem, type NavSection } from "~/registry/public";

/** Resolves a nav item to a URL for the given city, sending anonymous users to /auth when needed. */
export function navHref(item: NavItem, city: string, signedIn: boolean): string {
  const target = item.to.startsWith("/") ? item.to : `/${city}/${item.to}`;
  if (item.requiresLogin && !signedIn) return `/${city}/auth?redirectTo=${encodeURIComponent(target)}`;
  return target;
}
