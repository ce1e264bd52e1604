import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { formatDate, formatTime } from "~/lib/format";
import type { Tone } from "~/lib/enum";
import type { Actor } from "~/modules/accounts/actor";
import { SIGN_IN_LIMITS } from "~/modules/accounts/rate-limit.server";
import { ROLE_LABELS, ROLES, type Role } from "~/modules/accounts/roles";
import { fixedAdminEmails } from "~/modules/accounts/session.server";
import { PLANS } from "~/modules/organizers/plans";
import { assertCan } from "~/modules/reporting/permissions";
import { admin, door, linkTo } from "~/registry";

/** One thing that decides what the account may do: its value, why, and where to change it. */
export type UserCheckFact = {
  id: string;
  label: string;
  value: string;
  tone: Tone;
  explanation: string;
  /** The rows behind the fact (sessions, profiles, places, grants). */
  items?: Array<{ label: string; detail?: string; href?: string }>;
  fix?: { href: string; label: string };
};
export type UserCheckSection = { title: string; facts: UserCheckFact[] };

export type UserCheckView =
  | { state: "empty"; query: string }
  | { state: "invalid"; query: string; message: string }
  | { state: "notFound"; query: string; message: string }
  | {
      state: "found";
      query: string;
      account: { id: string; name: string; email: string; createdAt: string; role: Role; roleLabel: string; auditHref: string; editHref: string };
      sections: UserCheckSection[];
    };

export const USER_NOT_FOUND = "Kein Konto mit dieser E-Mail-Adresse gefunden.";

const rowsOf = async <T extends Record<string, unknown>>(q: SQL) => (await db.execute<T>(q)).rows;
const when = (d: string | Date | number) => `${formatDate(d)} ${formatTime(d)}`;
const REQUEST_STATUS: Record<string, { label: string; tone: Tone }> = {
  pending: { label: "Wartet auf Prüfung", tone: "warning" },
  approved: { label: "Genehmigt", tone: "success" },
  rejected: { label: "Abgelehnt", tone: "danger" },
};

/** "Firefox auf Windows": enough of a user agent for support to recognise a device. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unbekanntes Gerät";
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : /curl|node|undici|playwright/i.test(ua)
              ? "Programm"
              : "Browser";
  const os = /iPhone|iPad/.test(ua) ? "iOS" : /Android/.test(ua) ? "Android" : /Windows/.test(ua) ? "Windows" : /Mac OS X|Macintosh/.test(ua) ? "macOS" : /Linux/.test(ua) ? "Linux" : null;
  return os ? `${browser} auf ${os}` : browser;
}

/** The ban columns of better-auth's admin plugin, when this database has them (read only what exists). */
async function banColumns(): Promise<Set<string>> {
  const cols = await rowsOf<{ column_name: string }>(sql`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'user' and column_name in ('banned', 'ban_reason', 'ban_expires')`);
  return new Set(cols.map((c) => c.column_name));
}

async function findAccount(query: string) {
  const byEmail = query.includes("@");
  const [u] = await rowsOf<{ id: string; name: string; email: string; email_verified: boolean; created_at: string }>(sql`
    select id, name, email, email_verified, created_at from "user"
    where ${byEmail ? sql`lower(email) = ${query.toLowerCase()}` : sql`id = ${query}`} limit 1`);
  return u ?? null;
}

/**
 * The user check (admin `/admin/usercheck`): for an e-mail address or account id, everything that
 * decides what the account may do and why — role and its source (user_roles row, the fixed
 * ADMIN_EMAILS list, or the "user" fallback of spec §6), e-mail confirmation, a ban (where the
 * database has the admin plugin's columns), sessions, the sign-in lock, organizer request, business
 * registration, organizer profiles, managed places and check-in grants (decision 0008). Reads only.
 */
export async function getUserCheckView(actor: Actor, rawQuery: string): Promise<UserCheckView> {
  assertCan(actor, "userCheck.view");
  const query = rawQuery.trim();
  if (!query) return { state: "empty", query };
  if (query.length > 200) return { state: "invalid", query: query.slice(0, 200), message: "Bitte geben Sie eine E-Mail-Adresse oder eine Konto-ID mit höchstens 200 Zeichen ein." };
  const u = await findAccount(query);
  if (!u) return { state: "notFound", query, message: USER_NOT_FOUND };

  const email = u.email.toLowerCase();
  const editHref = linkTo(admin, "userEdit", { id: u.id });
  const [roleRows, sessions, limits, password, requests, registrations, organizerProfiles, places, businesses, grants, bans] = await Promise.all([
    rowsOf<{ role: string; created_at: string; granted_by_email: string | null }>(sql`
      select r.role::text as role, r.created_at, g.email as granted_by_email from user_roles r left join "user" g on g.id = r.granted_by where r.user_id = ${u.id}`),
    rowsOf<{ id: string; user_agent: string | null; created_at: string; updated_at: string; expires_at: string }>(sql`
      select id, user_agent, created_at, updated_at, expires_at from session where user_id = ${u.id} and expires_at > now() order by updated_at desc limit 20`),
    rowsOf<{ key: string; count: number; last_request: string | number }>(sql`
      select key, count, last_request from rate_limit where key in (${`sp:signin:email:${email}`}, ${`sp:reset:email:${email}`})`),
    rowsOf<{ n: number | string }>(sql`select count(*) as n from account where user_id = ${u.id} and provider_id = 'credential' and password is not null`),
    rowsOf<{ id: string; status: string; organization_name: string; created_at: string; reviewed_at: string | null; admin_response: string | null }>(sql`
      select id, status::text as status, organization_name, created_at, reviewed_at, admin_response from organizer_requests where user_id = ${u.id} order by created_at desc limit 3`),
    rowsOf<{ id: string; status: string; business_name: string; created_at: string; admin_response: string | null }>(sql`
      select id, status::text as status, business_name, created_at, admin_response from business_owner_registrations where user_id = ${u.id} order by created_at desc limit 3`),
    rowsOf<{ id: string; name: string; plan: string; is_verified: boolean }>(sql`
      select id, name, plan::text as plan, is_verified from organizers where user_id = ${u.id} order by created_at limit 20`),
    rowsOf<{ id: string; name: string; role: string }>(sql`
      select l.id, l.name, m.role from location_managers m join locations l on l.id = m.location_id where m.user_id = ${u.id} order by l.name limit 50`),
    rowsOf<{ id: string; name: string; is_active: boolean }>(sql`
      select id, name, is_active from business_profiles where owner_id = ${u.id} order by name limit 20`),
    rowsOf<{ id: string; event_id: string | null; event_title: string | null; owner_id: string | null; owner_email: string | null; revoked_at: string | null; created_at: string }>(sql`
      select s.id, s.event_id, e.title as event_title, s.owner_id, o.email as owner_email, s.revoked_at, s.created_at
      from check_in_staff s left join events e on e.id = s.event_id left join "user" o on o.id = s.owner_id
      where s.email = ${email} order by s.revoked_at nulls first, s.created_at desc limit 50`),
    banColumns(),
  ]);

  // --- the role and where it comes from
  const fixed = fixedAdminEmails().includes(email);
  const row = roleRows[0];
  const rowRole = row && (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : null;
  const role: Role = fixed ? "admin" : (rowRole ?? "user");
  const roleFact: UserCheckFact = fixed
    ? {
        id: "role",
        label: "Rolle",
        value: `${ROLE_LABELS.admin} (fest, ADMIN_EMAILS)`,
        tone: "primary",
        explanation:
          "Die Adresse steht in der Server-Einstellung ADMIN_EMAILS: Das Konto ist immer Administrator, ohne Nachschlagen in user_roles, und kann hier nicht herabgestuft werden." +
          (row ? ` Der Eintrag in user_roles („${row.role}“) wird dafür nicht gelesen.` : ""),
      }
    : row && rowRole
      ? {
          id: "role",
          label: "Rolle",
          value: ROLE_LABELS[rowRole],
          tone: rowRole === "user" ? "neutral" : "primary",
          explanation: `Eingetragen in user_roles am ${when(row.created_at)}${row.granted_by_email ? ` von ${row.granted_by_email}` : ""}. Diese Zeile entscheidet die Rolle.`,
          fix: { href: editHref, label: "Rolle ändern" },
        }
      : {
          id: "role",
          label: "Rolle",
          value: `${ROLE_LABELS.user} (Standard)`,
          tone: "neutral",
          explanation: row
            ? `Der Eintrag in user_roles hat einen unbekannten Wert („${row.role}“): Ohne gültige Rolle gilt das Konto als Benutzer (Spezifikation §6).`
            : "Kein Eintrag in user_roles: Ohne Eintrag gilt das Konto als Benutzer (Spezifikation §6).",
          fix: { href: editHref, label: "Rolle vergeben" },
        };

  // --- account
  const accountFacts: UserCheckFact[] = [
    u.email_verified
      ? { id: "verified", label: "E-Mail bestätigt", value: "Ja", tone: "success", explanation: "Die Adresse ist bestätigt; die Anmeldung mit Passwort ist möglich." }
      : {
          id: "verified",
          label: "E-Mail bestätigt",
          value: "Nein",
          tone: "danger",
          explanation: "Ohne bestätigte Adresse ist keine Anmeldung möglich: Bei jedem Anmeldeversuch wird ein neuer Bestätigungslink gesendet (auch in den Spam-Ordner schauen lassen). Check-in-Zugänge gelten erst nach der Bestätigung.",
          fix: { href: editHref, label: "Konto öffnen" },
        },
    Number(password[0]?.n ?? 0) > 0
      ? { id: "password", label: "Passwort", value: "Gesetzt", tone: "success", explanation: "Das Konto meldet sich mit E-Mail und Passwort an. Vergessen: „Passwort vergessen“ auf der Anmeldeseite sendet einen Link." }
      : {
          id: "password",
          label: "Passwort",
          value: "Keines",
          tone: "warning",
          explanation: "Es ist kein Passwort gesetzt (z. B. ein eingeladenes Konto): Über „Passwort vergessen“ kann die Person eines festlegen.",
          fix: { href: editHref, label: "Konto öffnen" },
        },
  ];
  if (bans.has("banned")) {
    const [ban] = await rowsOf<{ banned: boolean | null; ban_reason?: string | null; ban_expires?: string | null }>(
      sql`select banned${bans.has("ban_reason") ? sql`, ban_reason` : sql``}${bans.has("ban_expires") ? sql`, ban_expires` : sql``} from "user" where id = ${u.id}`,
    );
    const active = !!ban?.banned && (!ban.ban_expires || new Date(ban.ban_expires) > new Date());
    accountFacts.push(
      active
        ? {
            id: "banned",
            label: "Gesperrt",
            value: "Ja",
            tone: "danger",
            explanation: `Das Konto ist gesperrt${ban?.ban_reason ? ` (Grund: ${ban.ban_reason})` : ""}${ban?.ban_expires ? ` bis ${when(ban.ban_expires)}` : ""}: Anmeldungen werden abgewiesen.`,
            fix: { href: editHref, label: "Sperre aufheben" },
          }
        : { id: "banned", label: "Gesperrt", value: "Nein", tone: "success", explanation: "Das Konto ist nicht gesperrt." },
    );
  }

  // --- sign-in
  const now = Date.now();
  const limitOf = (key: string) => limits.find((l) => l.key === key);
  const signIn = limitOf(`sp:signin:email:${email}`);
  const signInRecent = signIn && now - Number(signIn.last_request) < SIGN_IN_LIMITS.email.window * 1000 ? Number(signIn.count) : 0;
  const lockedUntil = signIn ? Number(signIn.last_request) + SIGN_IN_LIMITS.email.window * 1000 : 0;
  const reset = limitOf(`sp:reset:email:${email}`);
  const resetRecent = reset && now - Number(reset.last_request) < 900_000 ? Number(reset.count) : 0;
  const signInFacts: UserCheckFact[] = [
    sessions.length
      ? {
          id: "sessions",
          label: "Aktive Sitzungen",
          value: String(sessions.length),
          tone: "neutral",
          explanation: `Zuletzt aktiv am ${when(sessions[0]!.updated_at)}. Jede Sitzung ist ein angemeldeter Browser; beendete Sitzungen melden das Gerät ab.`,
          items: sessions.map((s) => ({ label: deviceOf(s.user_agent), detail: `aktiv ${when(s.updated_at)}, angemeldet ${when(s.created_at)}` })),
          fix: { href: editHref, label: "Sitzungen beenden" },
        }
      : { id: "sessions", label: "Aktive Sitzungen", value: "Keine", tone: "neutral", explanation: "Das Konto ist derzeit in keinem Browser angemeldet." },
    signInRecent >= SIGN_IN_LIMITS.email.max
      ? {
          id: "signinLock",
          label: "Anmeldesperre",
          value: `Gesperrt bis ${formatTime(lockedUntil)} Uhr`,
          tone: "danger",
          explanation: `${signInRecent} Fehlversuche in 15 Minuten: Aus unbekannten Browsern wird kein Passwort mehr angenommen, bis 15 Minuten ohne Versuch vergangen sind. Ein Browser, der schon angemeldet war, und der Link aus „Passwort vergessen“ funktionieren weiter (der Link hebt die Sperre auf).`,
        }
      : {
          id: "signinLock",
          label: "Anmeldesperre",
          value: "Keine",
          tone: "success",
          explanation: signInRecent
            ? `${signInRecent} von ${SIGN_IN_LIMITS.email.max} Fehlversuchen in den letzten 15 Minuten; ab ${SIGN_IN_LIMITS.email.max} nehmen unbekannte Browser 15 Minuten lang kein Passwort an.`
            : "Keine Fehlversuche in den letzten 15 Minuten.",
        },
  ];
  if (resetRecent >= 3)
    signInFacts.push({
      id: "resetLock",
      label: "Passwort-Links",
      value: "Limit erreicht",
      tone: "warning",
      explanation: `${resetRecent} Links zum Zurücksetzen in 15 Minuten angefordert: Weitere werden erst nach 15 Minuten gesendet. Der zuletzt gesendete Link gilt eine Stunde.`,
    });

  // --- organizer and business
  const req = requests[0];
  const reg = registrations[0];
  const organizerFacts: UserCheckFact[] = [
    req
      ? {
          id: "organizerRequest",
          label: "Veranstalter-Anfrage",
          value: REQUEST_STATUS[req.status]?.label ?? req.status,
          tone: REQUEST_STATUS[req.status]?.tone ?? "neutral",
          explanation:
            req.status === "pending"
              ? `„${req.organization_name}“, gestellt am ${when(req.created_at)}: Bis zur Entscheidung bleibt das Konto ohne Veranstalterbereich.`
              : req.status === "approved"
                ? `„${req.organization_name}“, genehmigt${req.reviewed_at ? ` am ${when(req.reviewed_at)}` : ""}: Mit der Genehmigung wurde die Rolle Organisator vergeben.`
                : `„${req.organization_name}“, abgelehnt${req.reviewed_at ? ` am ${when(req.reviewed_at)}` : ""}${req.admin_response ? ` – Begründung: ${req.admin_response}` : ""}. Eine neue Anfrage ist möglich.`,
          fix: { href: linkTo(admin, "requests"), label: "Anfragen öffnen" },
        }
      : { id: "organizerRequest", label: "Veranstalter-Anfrage", value: "Keine", tone: "neutral", explanation: "Es wurde keine Anfrage gestellt, Veranstalter:in zu werden." },
    reg
      ? {
          id: "businessRegistration",
          label: "Business-Registrierung",
          value: REQUEST_STATUS[reg.status]?.label ?? reg.status,
          tone: REQUEST_STATUS[reg.status]?.tone ?? "neutral",
          explanation: `„${reg.business_name}“, eingereicht am ${when(reg.created_at)}${reg.admin_response ? ` – Antwort: ${reg.admin_response}` : ""}.`,
          fix: { href: linkTo(admin, "businesses"), label: "Businesses öffnen" },
        }
      : { id: "businessRegistration", label: "Business-Registrierung", value: "Keine", tone: "neutral", explanation: "Es wurde kein Business registriert." },
    organizerProfiles.length
      ? {
          id: "organizerProfiles",
          label: "Veranstalterprofile",
          value: String(organizerProfiles.length),
          tone: "neutral",
          explanation:
            role === "organizer" || role === "admin"
              ? "Neue Events werden unter dem ältesten Profil abgelegt; Tarif und Einstellungen gelten von dort."
              : "Das Konto hat Veranstalterprofile, aber nicht die Rolle Organisator: Der Veranstalterbereich bleibt geschlossen, bis die Rolle vergeben ist.",
          items: organizerProfiles.map((o) => ({ label: o.name, detail: `Tarif ${PLANS[o.plan as keyof typeof PLANS]?.label ?? o.plan}${o.is_verified ? ", verifiziert" : ""}`, href: linkTo(admin, "organizerEdit", { id: o.id }) })),
        }
      : { id: "organizerProfiles", label: "Veranstalterprofile", value: "Keine", tone: "neutral", explanation: "Kein Veranstalterprofil; es entsteht beim ersten Event oder bei der Genehmigung einer Anfrage." },
    places.length
      ? {
          id: "places",
          label: "Verwaltete Orte",
          value: String(places.length),
          tone: "neutral",
          explanation: "Als Location-Manager:in darf das Konto diese Orte pflegen.",
          items: places.map((p) => ({ label: p.name, detail: p.role === "manager" ? "Manager:in" : p.role, href: linkTo(admin, "locationManagers", { id: p.id }) })),
        }
      : { id: "places", label: "Verwaltete Orte", value: "Keine", tone: "neutral", explanation: "Das Konto verwaltet keine Location." },
    businesses.length
      ? {
          id: "businesses",
          label: "Business-Profile",
          value: String(businesses.length),
          tone: "neutral",
          explanation: "Als Inhaber:in eines Business-Profils öffnet sich der Business-Bereich.",
          items: businesses.map((b) => ({ label: b.name, detail: b.is_active ? "aktiv" : "inaktiv", href: linkTo(admin, "businessEdit", { id: b.id }) })),
        }
      : { id: "businesses", label: "Business-Profile", value: "Keine", tone: "neutral", explanation: "Kein Business-Profil: Der Business-Bereich bleibt geschlossen." },
  ];

  // --- check-in staff (decision 0008)
  const activeGrants = grants.filter((g) => !g.revoked_at);
  const grantScope = (g: (typeof grants)[number]) =>
    g.event_id ? `Event „${g.event_title ?? g.event_id}“` : g.owner_id ? `Alle Events von ${g.owner_email ?? "einer Veranstalter:in"}` : "Alle Events der Plattform";
  const staffFact: UserCheckFact = grants.length
    ? {
        id: "staff",
        label: "Check-in-Zugänge",
        value: activeGrants.length ? `${activeGrants.length} aktiv` : "Nur widerrufene",
        tone: activeGrants.length ? (u.email_verified ? "success" : "warning") : "neutral",
        explanation: !activeGrants.length
          ? "Alle Einladungen zum Einlass wurden widerrufen."
          : u.email_verified
            ? "Das Konto darf an diesen Events einlassen (Scanner und Zähler, keine Buchungen)."
            : "Die Zugänge gelten erst, wenn die E-Mail-Adresse bestätigt ist.",
        items: grants.map((g) => ({
          label: grantScope(g),
          detail: g.revoked_at ? `widerrufen am ${when(g.revoked_at)}` : `seit ${when(g.created_at)}`,
          href: g.event_id ? linkTo(door, "settings", { eventId: g.event_id }) : undefined,
        })),
      }
    : { id: "staff", label: "Check-in-Zugänge", value: "Keine", tone: "neutral", explanation: "Das Konto ist zu keinem Einlass eingeladen." };

  return {
    state: "found",
    query,
    account: {
      id: u.id,
      name: u.name,
      email: u.email,
      createdAt: when(u.created_at),
      role,
      roleLabel: ROLE_LABELS[role],
      editHref,
      auditHref: `${linkTo(admin, "userAudit")}?q=${encodeURIComponent(u.email)}`,
    },
    sections: [
      { title: "Konto", facts: accountFacts },
      { title: "Rolle und Rechte", facts: [roleFact] },
      { title: "Anmeldung", facts: signInFacts },
      { title: "Veranstalter und Business", facts: organizerFacts },
      { title: "Einlass (Check-in)", facts: [staffFact] },
    ],
  };
}
