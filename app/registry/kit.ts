/**
 * The route registry: one file per area (organizer, business-owner, admin, api, public) lists its
 * pages. From it come the route config (`app/routes.ts`), the sidebars, page titles, the micro-cache's
 * decisions and the authorization matrix (tests/integration/authorization). Pure data: imported by the server, the
 * build and the layouts in the browser alike.
 */

import { teamRoleGrants, type TeamCapability, type TeamRole } from "../modules/organizers/team-roles";

/**
 * May the answer to an anonymous GET be shared (micro-cache, `Cache-Control: public`)?
 * - `public`: looks the same for every anonymous visitor (a signed-in visitor still gets `private`);
 * - `private`: depends on who asks, or is a write endpoint — never shared.
 */
export type CacheClass = "public" | "private";

/** The kinds of actor the authorization matrix asks as (tests/integration/authorization/actors.ts makes them). */
export const ACTOR_KINDS = [
  "anonymous",
  "user",
  "otherUser",
  "organizer",
  "otherOrganizer",
  "businessOwner",
  "staff",
  "support",
  "admin",
  // team members of `organizer`'s profile, one per role (issue 26): Verwaltung, Redaktion, Finanzen, Einlass
  "teamManager",
  "teamEditor",
  "teamFinance",
  "teamDoor",
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * What one actor kind gets:
 * - `ok`: served (the guard lets them through; status below 500 and no refusal);
 * - `signin`: sent to sign in (a redirect to /{city}/auth for pages, 401 for actions and APIs);
 * - `home`: redirected to / (a signed-in visitor without the role, spec §6);
 * - a status: refused with it (403, 404 — NOT_FOUND for what they may not see).
 */
export type Outcome = "ok" | "signin" | "home" | 401 | 403 | 404 | 405;
export type AccessRow = Record<ActorKind, Outcome>;
/** Rows of the authorization matrix for one route: its loader (GET) and, where it has one, its action (POST). */
export type Access = { loader?: AccessRow; action?: AccessRow };

/** The team kinds of the matrix and their role in `organizer`'s profile. */
export const TEAM_KINDS = { teamManager: "manager", teamEditor: "editor", teamFinance: "finance", teamDoor: "door" } as const satisfies Partial<Record<ActorKind, TeamRole>>;
type TeamKind = keyof typeof TEAM_KINDS;
const isTeamKind = (k: ActorKind): k is TeamKind => k in TEAM_KINDS;

/**
 * A row where everyone gets `fallback` except the kinds named. `support` (decision 0011: counts as a
 * user, owns nothing) and the team kinds (accounts without a role of their own) get what `otherUser`
 * gets unless named; on an organizer page its `team` capability decides theirs (`withTeamRows`).
 */
export function row(fallback: Outcome, except: Partial<AccessRow> = {}): AccessRow {
  return Object.fromEntries(ACTOR_KINDS.map((k) => [k, except[k] ?? (k === "support" || isTeamKind(k) ? except.otherUser : undefined) ?? fallback])) as AccessRow;
}

/**
 * The team kinds' outcomes on an organizer page that needs `cap` (issue 26): what the organizer gets
 * where their role allows it (they work in the organizer's profile), else 404 — the page does not
 * exist for them.
 */
export function withTeamRows(access: Access, cap: TeamCapability | "any" | undefined): Access {
  if (!cap) return access;
  const fix = (r: AccessRow | undefined): AccessRow | undefined =>
    r && { ...r, ...Object.fromEntries((Object.keys(TEAM_KINDS) as TeamKind[]).map((k) => [k, cap === "any" || teamRoleGrants(TEAM_KINDS[k], cap) ? r.organizer : 404])) };
  return { loader: fix(access.loader), action: fix(access.action) };
}

/**
 * Sample route parameters for the matrix: a param named here is filled with the fixture's id
 * (`booking` belongs to `user`, `event` to `organizer`, `location` to `businessOwner`, `review` is
 * `user`'s review of `organizer`'s event; `spareBooking` is a second booking like `booking`, for a
 * route whose permitted call changes it — an admin cancels it; `artist` any artist, `organizerProfile` the organizer's profile,
 * `business` the business owner's profile, `user` the user's account …); others get
 * an id nobody owns; `=text` is used as it is (splats, file names).
 */
export type Fixture =
  | "booking"
  | "spareBooking"
  | "event"
  | "location"
  | "blogPost"
  | "city"
  | "review"
  /** an artist, an organizer profile (run by `organizer`), a business profile (owned by `businessOwner`), the account of `user` */
  | "artist"
  | "organizerProfile"
  /** a discount code of the organizer profile run by `organizer` */
  | "discountCode"
  | "business"
  | "user"
  | `=${string}`;

export type Page = {
  /** URL pattern relative to the area's base ("" is the area's index). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Route id when one file serves several URLs. */
  id?: string;
  /** German page title (without the area and site suffix). */
  title: string;
  cache: CacheClass;
  /**
   * Its successful writes change nothing an anonymous page shows (or only a live figure on it): they
   * leave the micro-cache alone. Everything else empties it on success.
   */
  writesKeepPublicPages?: true;
  /** Matrix rows; the area's default when left out. */
  access?: Access;
  /** Organizer area: what a team member's role must allow to open it (issue 26); the team kinds' rows follow from it. */
  team?: TeamCapability | "any";
  params?: Record<string, Fixture>;
  /** Sample form fields the matrix posts to the action (filled like `params`); empty when left out. */
  form?: Record<string, Fixture>;
  /** Nested under an extra layout inside the area (e.g. the admin program guard). */
  guard?: string;
};

export type NavItem = { label: string; to: string; end?: boolean; external?: boolean };
export type NavGroup = { title: string; items: NavItem[] };

export type Area<K extends string = string> = {
  /** URL prefix, e.g. "/admin"; "" for routes at the root. */
  base: string;
  /** Resource routes (JSON, files, webhooks): they set their own headers, the micro-cache passes them by. */
  resource?: true;
  /** The area's layout route (guard, sidebar), if it has one; its matrix rows are the area's default unless it names its own. */
  layout?: { file: string; id?: string; access?: Access };
  /** Title of the area, shown above its sidebar. */
  title?: string;
  /** Middle part of its page titles: "<page> – <titleSuffix> – Stadtpuls". */
  titleSuffix?: string;
  pages: Record<K, Page>;
  /** Matrix rows of pages that name none. */
  defaultAccess?: Access;
  /** Extra layouts named by `Page.guard`. */
  guards?: Record<string, { file: string; id?: string }>;
};

/** The URL of a page: `/admin/bookings/:id`. */
export function urlOf(area: Pick<Area, "base">, page: Pick<Page, "path">): string {
  if (!page.path) return area.base || "/";
  return `${area.base}/${page.path}`;
}

/**
 * The URL of a registered page with its parameters filled in — every link of the product is built
 * from the registry, so a link can only point to a page that exists (the key is checked by the type):
 * `linkTo(admin, "artistEdit", { id })` → `/admin/artists/3f…/edit`; `linkTo(city, "events", { city: "kiel" })`.
 * Values are URL-encoded; a missing parameter throws (a test finds it, never a visitor).
 */
export function linkTo<K extends string>(area: { base: string; pages: Record<K, Pick<Page, "path">> }, key: NoInfer<K>, params: Record<string, string | number> = {}): string {
  const pattern = urlOf(area, area.pages[key]);
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`linkTo: parameter "${name}" missing for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** A sidebar link to a page of the registry (so a link can only point to a registered URL). */
export function link(area: Pick<Area, "base">, page: Pick<Page, "path">, label: string, extra: { end?: boolean } = {}): NavItem {
  return { label, to: urlOf(area, page), ...extra };
}

/** Typed helper: keeps the page keys of an area literal. */
export function defineArea<K extends string>(area: Area<K>): Area<K> {
  return area;
}
