import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { db } from "~/lib/db.server";
import { appUrl, isProductionMode } from "~/lib/env.server";
import { account, rateLimit, session, user, verification } from "~/modules/accounts/schema";
import { enqueue } from "~/modules/outbox/enqueue.server";

/** In production BETTER_AUTH_SECRET is required; locally a secret is generated into ./data once. */
function authSecret(): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  if (isProductionMode()) {
    throw new Error("BETTER_AUTH_SECRET fehlt (Pflicht im Produktivbetrieb).");
  }
  const dir = process.env.DATA_DIR ?? "./data";
  const file = path.join(dir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function createAuth() {
  const baseURL = appUrl();
  const port = new URL(baseURL).port;
  return betterAuth({
    appName: "Stadtpuls",
    baseURL,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [baseURL, `http://localhost:${port}`, `http://127.0.0.1:${port}`],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
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
      cookieCache: { enabled: true, maxAge: 60 },
    },
    rateLimit: {
      enabled: process.env.AUTH_RATE_LIMIT !== "off",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: "stadtpuls",
      useSecureCookies: baseURL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const g = globalThis as unknown as { __stadtpulsAuth?: Auth };

/** The process-wide better-auth instance (created on first use). */
export function auth(): Auth {
  g.__stadtpulsAuth ??= createAuth();
  return g.__stadtpulsAuth;
}
