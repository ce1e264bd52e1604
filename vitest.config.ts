import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Unit tests: *.test.ts(x) beside the code.
 * Integration tests (real database): *.int.test.ts — on PGlite by default, on PostgreSQL
 * when TEST_DB=pg and TEST_DATABASE_URL are set (see scripts/test.sh).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "db/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global-db.ts"],
    setupFiles: ["tests/setup/vitest.setup.ts"],
    pool: "forks",
    // every core runs test files (Vitest's default leaves one to its own process, which mostly waits):
    // on two cores that is two files at a time instead of one, and the suite stays inside CI's budget
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent", DISABLE_WORKER: "true", AUTH_RATE_LIMIT: "off", APP_URL: "http://localhost:3999" },
  },
});
