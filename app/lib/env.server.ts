import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** "production" on a real deployment: no demo accounts, secrets required, dev mailbox off. */
  APP_ENV: z.enum(["local", "production"]).default("local"),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public base URL, used for links in e-mails, canonical URLs and auth origin checks. */
  APP_URL: z.string().url().optional(),
  /** PostgreSQL connection string. Unset → embedded PGlite in PGLITE_DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().default("./data/pglite"),
  DATA_DIR: z.string().default("./data"),
  BETTER_AUTH_SECRET: z.string().min(16).optional(),
  /** true closes registration ('Registrierung deaktiviert'). */
  AUTH_SIGNUP_DISABLED: bool,
  /** HMAC key of ticket QR codes (defaults to BETTER_AUTH_SECRET). */
  TICKET_SECRET: z.string().min(16).optional(),
  /** Comma-separated addresses that are always admins. */
  ADMIN_EMAILS: z.string().default(""),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Stadtpuls <hallo@stadtpuls.de>"),
  TEAM_EMAIL: z.string().email().default("team@stadtpuls.de"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:hallo@stadtpuls.de"),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().optional(),
  /** Path-style bucket URLs (MinIO, moto, most self-hosted stores); default: on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool,
  /** Seed demo data into a new embedded database (default: on, except in production). */
  SEED_DEMO: bool,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Disable the in-process background worker (outbox, expiry). */
  DISABLE_WORKER: bool,
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}

/**
 * Production mode is APP_ENV=production (a real deployment). NODE_ENV=production alone only
 * means an optimised build — `npm start` runs one locally with demo data and demo accounts.
 */
export const isProductionMode = () => process.env.APP_ENV === "production";
