import { alias } from "drizzle-orm/pg-core";
import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { CITY_NAMES } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { offsetBatches, type ExportSpec } from "~/lib/list/export-spec";
import {
  inDateRange,
  likePattern,
  listPage,
  orderBy,
} from "~/lib/list/list.server";
import { isAdmin, type Actor } from "~/modules/accounts/actor";
import { ROLE } from "~/modules/profile/labels";
import { assertCan, can } from "~/modules/profile/permissions";
import type { Role } from "~/modules/accounts/roles";
import { profiles, session, user, userRoles } from "~/modules/accounts/schema";
import { fixedAdminEmails } from "~/modules/accounts/session.server";
import type { UserListParams } from "~/modules/profile/validation";
import { events } from "~/modules/events/schema";
import { checkInStaff } from "~/modules/ticketing/schema";
import { admin, door, linkTo } from "~/registry";

/** How long a re-entered password allows impersonation (issue 23). */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

/** Whether the account's address is one of the fixed admins (ADMIN_EMAILS). */
const isFixedSql = (): SQL<boolean> => {
  const fixed = fixedAdminEmails();
  return fixed.length
    ? sql<boolean>`(lower(${user.email}) in (${sql.join(
        fixed.map((e) => sql`${e}`),
        sql`, `,
      )}))`
    : sql<boolean>`false`;
};

/** The role that counts (decision 0011): fixed admins are admin, else the user_roles row, none = user. */
const effectiveRoleSql = (): SQL<string> =>
  sql<string>`(case when ${isFixedSql()} then 'admin' else coalesce(${userRoles.role}::text, 'user') end)`;

const displayNameSql = sql<string>`coalesce(nullif(${profiles.displayName}, ''), nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${user.name})`;

const listColumns = () => ({
  id: user.id,
  name: displayNameSql,
  email: user.email,
  role: effectiveRoleSql(),
  fixed: isFixedSql(),
  emailVerified: user.emailVerified,
  banned: user.banned,
  cityId: profiles.cityId,
  createdAt: user.createdAt,
});

/** Everything a profile is searched by, as one lower-case text (its trigram index: profiles_search_trgm_idx). */
const profileSearchText = sql`lower(coalesce(${profiles.displayName}, '') || ' ' || coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, ''))`;

/**
 * The accounts a search term finds: by e-mail, account name or profile names. Each part reads its own
 * trigram index and the union of ids joins the page (an OR across the joined tables would read every account).
 */
const searchIds = (pattern: string) =>
  sql`${user.id} in (select id from "user" where lower(email) like ${pattern} union select id from "user" where lower(name) like ${pattern} union select id from profiles where ${profileSearchText} like ${pattern})`;

/** The role filter on the stored row (indexable), with the fixed admins (ADMIN_EMAILS) as admins. */
function roleWhere(role: Role): SQL | undefined {
  if (role === "admin") return or(eq(userRoles.role, "admin"), isFixedSql());
  const notFixed = sql`not ${isFixedSql()}`;
  if (role === "user")
    return and(
      or(isNull(userRoles.role), eq(userRoles.role, "user")),
      notFixed,
    );
  return and(eq(userRoles.role, role), notFixed);
}

function usersWhere(params: UserListParams): SQL | undefined {
  const f = params.filters;
  return and(
    params.q ? searchIds(likePattern(params.q.toLowerCase())) : undefined,
    f.role ? roleWhere(f.role) : undefined,
    f.confirmed ? eq(user.emailVerified, f.confirmed === "yes") : undefined,
    f.banned === "yes"
      ? eq(user.banned, true)
      : f.banned === "no"
        ? or(isNull(user.banned), eq(user.banned, false))
        : undefined,
    f.city ? eq(profiles.cityId, f.city) : undefined,
    inDateRange(user.createdAt, params),
  );
}

/** The list counts matching accounts up to this many ("mehr als 10.000 …"), so a broad page stays fast. */
export const USERS_COUNT_CAP = 10_000;

const usersOrder = (params: UserListParams) =>
  orderBy(
    params,
    {
      name: sql`lower(${displayNameSql})`,
      email: user.email,
      role: effectiveRoleSql(),
      created: user.createdAt,
    },
    user.id,
    // the first page (newest first) walks user_created_at_id_idx instead of sorting 200,000 accounts
    { nulls: "index" },
  );

const usersFrom = (d: DbOrTx, columns: ReturnType<typeof listColumns>) =>
  d
    .select(columns)
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(profiles, eq(profiles.id, user.id));

type ListRow = Awaited<
  ReturnType<ReturnType<typeof usersFrom>["execute"]>
>[number];

const cityName = (id: string | null) =>
  id ? (CITY_NAMES[id as keyof typeof CITY_NAMES] ?? id) : null;

/** Every account as the admin's (or support's) list shows it: one page, filtered and sorted as the URL says. */
export async function getAdminUsersView(actor: Actor, params: UserListParams) {
  assertCan(actor, "user.list");
  const where = usersWhere(params);
  let matched = 0;
  const page = await listPage(params, {
    rows: ({ limit, offset }) =>
      usersFrom(db, listColumns())
        .where(where)
        .orderBy(...usersOrder(params))
        .limit(limit)
        .offset(offset),
    total: async () => {
      // joined only when a filter reads them: a hash join over every profile would cost more than the count
      let matching = db.select({ id: user.id }).from(user).$dynamic();
      if (params.filters.role) matching = matching.leftJoin(userRoles, eq(userRoles.userId, user.id));
      if (params.filters.city) matching = matching.leftJoin(profiles, eq(profiles.id, user.id));
      const matches = matching
        .where(where)
        .limit(USERS_COUNT_CAP + 1)
        .as("matches");
      const [row] = await db.select({ n: count() }).from(matches);
      matched = row?.n ?? 0;
      return Math.min(matched, USERS_COUNT_CAP);
    },
    totalCapped: () => matched > USERS_COUNT_CAP,
    map: (u: ListRow) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      role: ROLE.has(u.role) ? u.role : "user",
      fixed: !!u.fixed,
      emailVerified: u.emailVerified,
      banned: !!u.banned,
      city: cityName(u.cityId),
      createdAt: u.createdAt.toISOString(),
      editHref: linkTo(admin, "userEdit", { id: u.id }),
    }),
  });
  return {
    ...page,
    canCreate: can(actor, "user.create"),
    canExport: can(actor, "user.export"),
  };
}

/** The list as CSV/Excel, with the page's filters (admins only: personal data, decision 0011). */
export async function exportUsers(
  actor: Actor,
  params: UserListParams,
): Promise<ExportSpec<ListRow>> {
  assertCan(actor, "user.export");
  const where = usersWhere(params);
  return {
    filename: "benutzer.csv",
    batches: offsetBatches(({ limit, offset }) =>
      usersFrom(db, listColumns())
        .where(where)
        .orderBy(...usersOrder(params))
        .limit(limit)
        .offset(offset),
    ),
    columns: [
      { header: "Name", value: (u) => u.name },
      { header: "E-Mail", value: (u) => u.email },
      {
        header: "Rolle",
        value: (u) => ROLE.label(u.role) + (u.fixed ? " (ADMIN_EMAILS)" : ""),
      },
      {
        header: "E-Mail bestätigt",
        value: (u) => (u.emailVerified ? "ja" : "nein"),
      },
      { header: "Gesperrt", value: (u) => (u.banned ? "ja" : "nein") },
      { header: "Stadt", value: (u) => cityName(u.cityId) ?? "" },
      { header: "Angelegt", value: (u) => u.createdAt, kind: "datetime" },
    ],
  };
}

/** One account as the use cases need it (its effective role), locked for the transaction. */
export async function lockAccount(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      banned: user.banned,
      banReason: user.banReason,
      role: userRoles.role,
    })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.id, id))
    .for("update", { of: user });
  if (!row) throw new AppError("USER_NOT_FOUND");
  const fixed = fixedAdminEmails().includes(row.email.toLowerCase());
  const role: Role = fixed ? "admin" : (row.role ?? "user");
  return { ...row, fixed, role, banned: !!row.banned };
}

/** Admin accounts other than `exceptId`: user_roles admins and existing fixed admins. */
export async function otherAdminCount(
  tx: DbOrTx,
  exceptId: string,
): Promise<number> {
  const fixed = fixedAdminEmails();
  const [row] = await tx
    .select({ n: count() })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(
      and(
        ne(user.id, exceptId),
        or(
          eq(userRoles.role, "admin"),
          fixed.length ? inArray(sql`lower(${user.email})`, fixed) : undefined,
        ),
      ),
    );
  return row?.n ?? 0;
}

/** When this session's person last re-entered their password (null: never). */
export async function reauthenticatedAt(actor: Actor): Promise<Date | null> {
  if (!actor.sessionId) return null;
  const [row] = await db
    .select({ at: session.reauthenticatedAt })
    .from(session)
    .where(and(eq(session.id, actor.sessionId), eq(session.userId, actor.id)));
  return row?.at ?? null;
}

export const reauthIsFresh = (at: Date | null, now = Date.now()) =>
  !!at && now - at.getTime() < REAUTH_WINDOW_MS;

/** One account's page for the back office: facts, what the actor may do here and why not. */
export async function getAdminUserView(actor: Actor, id: string) {
  assertCan(actor, "user.view");
  const [u] = await db
    .select({
      ...listColumns(),
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      banReason: user.banReason,
      grantedAt: userRoles.updatedAt,
    })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, id));
  if (!u) throw new AppError("USER_NOT_FOUND");
  const now = new Date();
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      userAgent: session.userAgent,
      impersonatedBy: session.impersonatedBy,
    })
    .from(session)
    .where(and(eq(session.userId, id), gt(session.expiresAt, now)))
    .orderBy(desc(session.createdAt))
    .limit(20);
  const grantOwner = alias(user, "grant_owner");
  const grants = await db
    .select({
      id: checkInStaff.id,
      eventId: checkInStaff.eventId,
      eventTitle: events.title,
      ownerName: grantOwner.name,
      createdAt: checkInStaff.createdAt,
    })
    .from(checkInStaff)
    .leftJoin(events, eq(events.id, checkInStaff.eventId))
    .leftJoin(grantOwner, eq(grantOwner.id, checkInStaff.ownerId))
    .where(
      and(
        eq(checkInStaff.email, u.email.toLowerCase()),
        isNull(checkInStaff.revokedAt),
      ),
    )
    .orderBy(desc(checkInStaff.createdAt))
    .limit(50);
  const role: Role = ROLE.has(u.role) ? u.role : "user";
  const self = u.id === actor.id;
  const protectedAccount = role === "admin" || !!u.fixed;
  const reauthAt = isAdmin(actor) ? await reauthenticatedAt(actor) : null;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role,
    fixed: !!u.fixed,
    emailVerified: u.emailVerified,
    banned: !!u.banned,
    banReason: u.banReason,
    city: cityName(u.cityId),
    createdAt: u.createdAt.toISOString(),
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      device: s.userAgent ?? "Unbekanntes Gerät",
      impersonated: !!s.impersonatedBy,
    })),
    /** Check-in grants (decision 0008): staff is a grant, not a role — each with its event's check-in settings. */
    checkInGrants: grants.map((g) => ({
      id: g.id,
      label:
        g.eventTitle ??
        (g.ownerName
          ? `Alle Events von ${g.ownerName}`
          : "Alle Events (plattformweit)"),
      href: g.eventId ? linkTo(door, "settings", { eventId: g.eventId }) : null,
      since: g.createdAt.toISOString(),
    })),
    profile: {
      firstName: u.firstName ?? "",
      lastName: u.lastName ?? "",
      displayName: u.displayName ?? "",
      cityId: u.cityId ?? "",
    },
    may: {
      update: can(actor, "user.update"),
      setRole: can(actor, "user.setRole") && !u.fixed,
      ban: can(actor, "user.ban") && !protectedAccount && !self,
      delete: can(actor, "user.delete") && !protectedAccount && !self,
      impersonate:
        can(actor, "user.impersonate") &&
        !protectedAccount &&
        !self &&
        !u.banned,
      /** Whether the actor may impersonate at all (the section is shown to admins only). */
      impersonateAny: can(actor, "user.impersonate"),
      revokeSessions: can(actor, "user.revokeSessions"),
      sendPasswordReset: can(actor, "user.sendPasswordReset"),
    },
    reauthFresh: reauthIsFresh(reauthAt, now.getTime()),
    reauthUntil: reauthAt
      ? new Date(reauthAt.getTime() + REAUTH_WINDOW_MS).toISOString()
      : null,
    backHref: linkTo(admin, "users"),
  };
}
