/** The back-office sidebar's open/collapsed state, kept in a cookie for 7 days (spec §9). */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below this width the sidebar is a drawer (spec §9: mobile breakpoint 768 px). */
export const MOBILE_BREAKPOINT = 768;

/** Reads the state from a Cookie header (server) or document.cookie (browser); open unless "false". */
export function readSidebarOpen(cookieHeader: string | null | undefined): boolean {
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(cookieHeader ?? "");
  return match ? match[1] === "true" : true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** For area layout loaders: `sidebarOpen: sidebarOpenFromRequest(request)`. */
export function sidebarOpenFromRequest(request: Request): boolean {
  return readSidebarOpen(request.headers.get("Cookie"));
}
