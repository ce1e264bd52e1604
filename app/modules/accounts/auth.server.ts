import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getIP } from "better-auth/api";
import { admin as adminPlugin } from "better-auth/plugins/admin";
import { adminAc, defaultAc } from "better-auth/plugins/admin/access";
import { eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { appUrl, isProductionMode } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { BANNED_MESSAGE } from "~/modules/accounts/auth-messages";
import { consumeLimit, refundLimit, resetLimit, SIGN_IN_LIMITS } from "~/modules/accounts/rate-limit.server";
import { account, profiles, rateLimit, session, user, userRoles, verification } from "~/modules/accounts/schema";
import { enqueue } from "~/modules/outbox/enqueue.server";

let fileSecret: string | undefined;

/**
 * The server's signing secret (sessions, view-counter cookies). In production BETTER_AUTH_SECRET is
 * required; locally a secret is generated into ./data once.
 */
export function authSecret(): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  if (fileSecret) return fileSecret;
  if (isProductionMode()) {
    throw new Error("BETTER_AUTH_SECRET fehlt (Pflicht im Produktivbetrieb).");
  }
  const dir = process.env.DATA_DIR ?? "./data";
  const file = path.join(dir, "auth-secret");
  try {
    fileSecret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    fileSecret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, fileSecret, { mode: 0o600 });
  }
  return fileSecret;
}

const rateLimitOn = () => process.env.AUTH_RATE_LIMIT !== "off";

/** German text of a 429 from sign-in/sign-up/reset (spec §8 style). */
export const TOO_MANY_ATTEMPTS =
  "Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";

function tooMany(): never {
  throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_ATTEMPTS, code: "RATE_LIMITED" });
}

/** Too many guesses at this account from browsers it has never signed in with. */
export const ACCOUNT_LIMITED_MESSAGE =
  "Zu viele Anmeldeversuche für dieses Konto. Melden Sie sich auf einem Gerät an, auf dem Sie bereits angemeldet waren, oder setzen Sie Ihr Passwort über „Passwort vergessen?“ per E-Mail zurück.";

function accountLimited(): never {
  throw new APIError("TOO_MANY_REQUESTS", { message: ACCOUNT_LIMITED_MESSAGE, code: "ACCOUNT_LIMITED" });
}

/**
 * Device cookie (OWASP "slow down online guessing with device cookies"): a browser that signed in to
 * an account gets a signed cookie naming that account (as a keyed hash) and a random device id. Its
 * later attempts at that account count in their own bucket, so guesses from elsewhere never lock the
 * owner out of a browser they use.
 */
export const DEVICE_COOKIE = "stadtpuls.device";
const accountTag = (email: string) => crypto.createHmac("sha256", authSecret()).update(`device:${email}`).digest("base64url").slice(0, 22);

type CookieCtx = {
  getSignedCookie: (key: string, secret: string) => Promise<string | false | null>;
  setSignedCookie: (key: string, value: string, secret: string, options?: Record<string, unknown>) => Promise<string>;
};

/** The device id when this request comes from a browser that signed in to `email` before. */
async function knownDevice(ctx: CookieCtx, email: string): Promise<string | null> {
  const value = await ctx.getSignedCookie(DEVICE_COOKIE, authSecret()).catch(() => null);
  if (!value) return null;
  const [tag, id] = value.split(":");
  return tag === accountTag(email) && id && /^[A-Za-z0-9_-]{16,32}$/.test(id) ? id : null;
}

const emailOf = (body: unknown): string =>
  typeof body === "object" && body && "email" in body && typeof body.email === "string" ? body.email.trim().toLowerCase() : "";

/** How long an invitation link (a password-reset token) stays valid: 7 days. */
export const INVITATION_EXPIRES_IN = 60 * 60 * 24 * 7;

/**
 * The admin plugin's access control (decision 0011): admin may everything the plugin offers except
 * impersonating admins; support may list and read accounts and list and end sessions; organizer and
 * user nothing. Our use cases ask our policy first — this is the second lock.
 */
const pluginRoles = {
  admin: adminAc,
  support: defaultAc.newRole({ user: ["list", "get"], session: ["list", "revoke"] }),
  organizer: defaultAc.newRole({ user: [], session: [] }),
  user: defaultAc.newRole({ user: [], session: [] }),
};

/**
 * Writes the admin plugin's `user.role` mirror from the truth (user_roles; ADMIN_EMAILS accounts are
 * admin). Called at sign-in; the setUserRole use case writes it in its own transaction.
 */
async function syncRoleMirror(userId: string): Promise<void> {
  const [row] = await db
    .select({ email: user.email, mirror: user.role, role: userRoles.role })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return;
  const fixed = (process.env.ADMIN_EMAILS ?? "").split(",").map((s) => s.trim().toLowerCase()).includes(row.email.toLowerCase());
  const role = fixed ? "admin" : (row.role ?? "user");
  if (row.mirror !== role) await db.update(user).set({ role }).where(eq(user.id, userId));
}

/** Every HTTP endpoint of the admin plugin (closed: better-auth still runs them for `auth().api.*` calls on the server). */
export const ADMIN_PLUGIN_PATHS = [
  "/admin/set-role",
  "/admin/get-user",
  "/admin/create-user",
  "/admin/update-user",
  "/admin/list-users",
  "/admin/list-user-sessions",
  "/admin/unban-user",
  "/admin/ban-user",
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/admin/remove-user",
  "/admin/set-user-password",
  "/admin/has-permission",
];

function createAuth() {
  const baseURL = appUrl();
  const port = new URL(baseURL).port;
  const options = { advanced: { ipAddress: { ipAddressHeaders: ["x-stadtpuls-client-ip", "x-forwarded-for"] } } };
  const ipOf = (request: Request | undefined, headers: Headers | undefined) => {
    const req = request ?? (headers ? new Request(baseURL, { headers }) : undefined);
    return (req && getIP(req, options as never)) || "unknown";
  };
  return betterAuth({
    appName: "Stadtpuls",
    baseURL,
    basePath: "/api/auth",
    secret: authSecret(),
    // better-auth's own messages (a failed session query, a refused sign-in) as JSON log records
    // with the request id, not coloured text on stderr
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        logger[level === "debug" ? "debug" : level]({ ...(err ? { err } : {}), source: "better-auth" }, message);
      },
    },
    trustedOrigins: [baseURL, `http://localhost:${port}`, `http://127.0.0.1:${port}`],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      /** AUTH_SIGNUP_DISABLED=true closes registration ('Registrierung deaktiviert'). */
      disableSignUp: process.env.AUTH_SIGNUP_DISABLED === "true",
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      /** The e-mailed link proved the owner: guesses from elsewhere no longer block the account. */
      onPasswordReset: async ({ user: u }) => {
        await resetLimit(`sp:signin:email:${u.email.toLowerCase()}`);
        // the link came by e-mail, so it proves the address (an invited account is confirmed by it)
        if (!u.emailVerified) await db.update(user).set({ emailVerified: true }).where(eq(user.id, u.id));
      },
      sendResetPassword: async ({ user: u, url }) => {
        await enqueue(db, {
          kind: "email",
          topic: "reset_password",
          recipient: u.email,
          payload: { to: u.email, template: "reset_password", data: { name: u.name, url } },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: u, url }) => {
        await enqueue(db, {
          kind: "email",
          topic: "verify_email",
          recipient: u.email,
          payload: { to: u.email, template: "verify_email", data: { name: u.name, url } },
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // no cookie cache: a revoked session (sign-out elsewhere, password reset, account deletion)
      // must end on the very next request; the one-query fast path of decision 0004 keeps reads cheap
      cookieCache: { enabled: false },
    },
    // the admin plugin's HTTP endpoints are closed: our use cases call it on the server after our
    // policy (re-auth for impersonation, fixed and last admin, user_roles as the truth, audit)
    disabledPaths: ADMIN_PLUGIN_PATHS,
    plugins: [
      adminPlugin({
        adminRoles: ["admin"],
        defaultRole: "user",
        roles: pluginRoles,
        allowImpersonatingAdmins: false,
        impersonationSessionDuration: 60 * 60,
        bannedUserMessage: BANNED_MESSAGE,
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          /** The plugin's role mirror follows user_roles (and ADMIN_EMAILS) at every sign-in. */
          after: async (s) => {
            try {
              await syncRoleMirror(s.userId);
            } catch (err) {
              logger.error({ err, userId: s.userId }, "Rollen-Spiegel konnte nicht geschrieben werden");
            }
          },
        },
      },
      user: {
        create: {
          /** Every account gets its profile row (names from the sign-up form when given). */
          after: async (u, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 100) : null);
            const firstName = str(body.firstName);
            const lastName = str(body.lastName);
            try {
              await db
                .insert(profiles)
                .values({ id: u.id, firstName, lastName, displayName: [firstName, lastName].filter(Boolean).join(" ") || null })
                .onConflictDoNothing();
            } catch (err) {
              logger.error({ err, userId: u.id }, "Profil konnte nicht angelegt werden");
            }
          },
        },
      },
    },
    hooks: {
      /**
       * Our own limits on top of better-auth's per-IP limiter (which only sees raw HTTP calls):
       * failed sign-ins per IP and per e-mail; sign-up per IP; reset requests per IP and e-mail.
       * Stored in the rate_limit table (keys prefixed "sp:"), so they hold across instances.
       */
      before: createAuthMiddleware(async (ctx) => {
        if (!rateLimitOn()) return;
        const ip = ipOf(ctx.request, ctx.headers);
        const email = emailOf(ctx.body);
        if (ctx.path === "/sign-in/email") {
          // counted before the password is checked, atomically: concurrent guesses cannot slip past.
          // A browser that signed in to this account before counts in its own bucket only: neither
          // guesses at the account from elsewhere nor guesses from its address (everyone behind one
          // office router or proxy shares it) lock its owner out.
          const device = email ? await knownDevice(ctx, email) : null;
          if (device) {
            if (!(await consumeLimit(`sp:signin:device:${device}`, SIGN_IN_LIMITS.device))) tooMany();
          } else {
            if (!(await consumeLimit(`sp:signin:ip:${ip}`, SIGN_IN_LIMITS.ip))) tooMany();
            if (email && !(await consumeLimit(`sp:signin:email:${email}`, SIGN_IN_LIMITS.email))) accountLimited();
          }
        } else if (ctx.path === "/sign-up/email") {
          if (!(await consumeLimit(`sp:signup:ip:${ip}`, { window: 600, max: 20 }))) tooMany();
        } else if (ctx.path === "/request-password-reset") {
          if (!(await consumeLimit(`sp:reset:ip:${ip}`, { window: 900, max: 10 }))) tooMany();
          if (email && !(await consumeLimit(`sp:reset:email:${email}`, { window: 900, max: 3 }))) tooMany();
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = emailOf(ctx.body);
        const returned = ctx.context.returned;
        if (!email || returned instanceof Error) return;
        // signed in: this browser is now a known device of the account
        const c: CookieCtx = ctx;
        const known = await knownDevice(c, email);
        const device = known ?? crypto.randomBytes(16).toString("base64url");
        await c.setSignedCookie(DEVICE_COOKIE, `${accountTag(email)}:${device}`, authSecret(), {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: baseURL.startsWith("https://"),
          maxAge: 60 * 60 * 24 * 365,
        });
        if (!rateLimitOn()) return;
        // the address bucket counted this attempt only for a browser new to the account
        if (!known) await refundLimit(`sp:signin:ip:${ipOf(ctx.request, ctx.headers)}`);
        await resetLimit(`sp:signin:email:${email}`);
        await resetLimit(`sp:signin:device:${device}`);
      }),
    },
    rateLimit: {
      enabled: rateLimitOn(),
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // sign-in, sign-up and reset are limited by the hooks above (per IP and e-mail)
        "/sign-in/email": false,
        "/sign-up/email": false,
        "/request-password-reset": false,
        // keeps better-auth from pruning our 15-minute rows early (it prunes by its longest window)
        "/send-verification-email": { window: 900, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: "stadtpuls",
      useSecureCookies: baseURL.startsWith("https://"),
      // x-stadtpuls-client-ip is set by our Express server from req.ip (trust proxy aware)
      ipAddress: options.advanced.ipAddress,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const g = globalThis as typeof globalThis & { __stadtpulsAuth?: Auth };

/** The process-wide better-auth instance (created on first use). */
export function auth(): Auth {
  g.__stadtpulsAuth ??= createAuth();
  return g.__stadtpulsAuth;
}

/** Set-Cookie headers that remove the session cookies (after the account is gone). */
export async function expiredSessionCookies(): Promise<string[]> {
  const ctx = await auth().$context;
  const c = ctx.authCookies;
  return [c.sessionToken, c.sessionData, c.dontRememberToken, c.accountData].map((k) => {
    const secure = k.attributes.secure ? "; Secure" : "";
    return `${k.name}=; Path=${k.attributes.path ?? "/"}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
  });
}
