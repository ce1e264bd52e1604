/**
 * Finding 1 (issue 14): local mode (demo accounts with published passwords) does not start on a
 * network interface unless someone says so explicitly — server.js refuses before it loads anything.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// a stand-in build that exits with 7 at once: a server that got past the check loads it and ends there
const fakeBuild = fs.mkdtempSync(path.join(os.tmpdir(), "sp-fake-build-"));
fs.mkdirSync(path.join(fakeBuild, "server"));
fs.writeFileSync(path.join(fakeBuild, "server/index.js"), "process.exit(7);\n");
afterAll(() => fs.rmSync(fakeBuild, { recursive: true, force: true }));

const start = (env: Record<string, string>) => {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !["APP_ENV", "HOST", "ALLOW_LOCAL_MODE_ON_NETWORK"].includes(k)));
  return spawnSync(process.execPath, ["server.js"], { env: { ...base, NODE_ENV: "production", BUILD_DIR: fakeBuild, PORT: "0", ...env }, encoding: "utf8", timeout: 15_000 });
};

describe("local mode on the network (finding 1)", () => {
  it.each([["0.0.0.0"], ["::"], ["192.168.1.20"]])("refuses to start on %s, saying why in German", (host) => {
    const r = start({ APP_ENV: "local", HOST: host });
    expect(r.status).toBe(1);
    const record = r.stderr
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string })[0];
    expect(record?.level).toBe(60);
    expect(record?.msg).toContain(`Lokaler Modus (APP_ENV=local) startet nicht auf ${host}`);
  });

  it("starts there only with the explicit opt-in, warning loudly", () => {
    const r = start({ APP_ENV: "local", HOST: "0.0.0.0", ALLOW_LOCAL_MODE_ON_NETWORK: "true" });
    expect(r.status).toBe(7); // got as far as loading the build
    expect(r.stderr).toContain("WARNUNG: Lokaler Modus (APP_ENV=local) auf 0.0.0.0");
  });
});
