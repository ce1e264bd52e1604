import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The SMTP outage test waits out a minute and hardly uses the CPU: it starts first and runs beside
 * the others, which run one after the other (they drive load and measure on the 2-core CI machine).
 */
class SmtpOutageBeside extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const idle = (f: TestSpecification) => Number(f.moduleId.includes("smtp-outage"));
    return [...sorted].sort((a, b) => idle(b) - idle(a));
  }
}

/**
 * Fault tests (tests/faults/*.fault.test.ts, issue 14): a private PostgreSQL cluster that is
 * crashed and restarted under load, the production build under SIGTERM, SMTP down for a minute.
 * scripts/test.sh runs them after the build.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["tests/faults/**/*.fault.test.ts"],
    pool: "forks",
    maxWorkers: 2,
    sequence: { sequencer: SmtpOutageBeside },
    testTimeout: 240_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent", DISABLE_WORKER: "true", AUTH_RATE_LIMIT: "off" },
  },
});
