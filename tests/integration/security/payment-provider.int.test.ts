/**
 * Finding 5 (issue 14): a deployment without STRIPE_SECRET_KEY confirmed bookings through the test
 * provider. Now it does not start, unless ALLOW_TEST_PAYMENTS=true says so on purpose; then every
 * page shows 'Testmodus'.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startup } from "~/composition/startup.server";
import { loader as rootLoader } from "~/root";
import { TEST_ORIGIN } from "../../factories/accounts";

const saved = { ...process.env };
afterEach(() => {
  for (const k of ["APP_ENV", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "ALLOW_TEST_PAYMENTS", "BETTER_AUTH_SECRET", "SEED_DEMO"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  delete (globalThis as { __stadtpulsStarted?: unknown }).__stadtpulsStarted;
});

const production = (extra: Record<string, string> = {}) => {
  process.env.APP_ENV = "production";
  process.env.BETTER_AUTH_SECRET = "x".repeat(32);
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.ALLOW_TEST_PAYMENTS;
  process.env.SEED_DEMO = "false";
  Object.assign(process.env, extra);
  delete (globalThis as { __stadtpulsStarted?: unknown }).__stadtpulsStarted;
};

describe("production mode and the payment provider", () => {
  it("refuses to start without a real payment provider", async () => {
    production();
    await expect(startup()).rejects.toThrow(/Kein Zahlungsanbieter konfiguriert/);
    production({ STRIPE_SECRET_KEY: "sk_test_x" });
    await expect(startup()).rejects.toThrow(/STRIPE_WEBHOOK_SECRET fehlt/);
  });

  it("with the explicit opt-in every page shows the test mode banner", async () => {
    production({ ALLOW_TEST_PAYMENTS: "true", DISABLE_WORKER: "true" });
    await expect(startup()).resolves.toBeUndefined();
    const data = (await rootLoader({ request: new Request(`${TEST_ORIGIN}/luebeck`), params: {}, context: {} } as never)) as { testPayments: boolean };
    expect(data.testPayments).toBe(true);
  });

  it("local mode and a deployment with Stripe show no banner", async () => {
    const data = (await rootLoader({ request: new Request(`${TEST_ORIGIN}/luebeck`), params: {}, context: {} } as never)) as { testPayments: boolean };
    expect(data.testPayments).toBe(false);
    production({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" });
    const live = (await rootLoader({ request: new Request(`${TEST_ORIGIN}/luebeck`), params: {}, context: {} } as never)) as { testPayments: boolean };
    expect(live.testPayments).toBe(false);
  });
});
