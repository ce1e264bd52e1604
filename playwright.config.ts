import { defineConfig, devices } from "@playwright/test";
import fs from "node:fs";

/**
 * End-to-end tests against the production build on a freshly seeded embedded database.
 * E2E_PORT / E2E_DATA_DIR / BUILD_DIR let several runs share a machine.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data-e2e";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node server.js`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      APP_URL: `http://localhost:${PORT}`,
      DATA_DIR,
      PGLITE_DATA_DIR: `${DATA_DIR}/pglite`,
      BUILD_DIR,
      LOG_LEVEL: "warn",
      OUTBOX_POLL_MS: "500",
      AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT ?? "on",
    },
  },
});
