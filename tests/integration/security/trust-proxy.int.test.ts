/**
 * Issue 21 finding 4: behind a proxy that TRUST_PROXY does not name, every visitor shares the proxy's
 * address (and its sign-in limit). The app says so in its log, once, on the first forwarded request.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetUntrustedProxyWarning } from "~/lib/http-security.server";
import { logger } from "~/lib/logger.server";
import { createApp } from "../../../server/create-app";
import { setupTestDb } from "../../setup/db";
import { testBuild } from "../../support/test-app";

let build: Awaited<ReturnType<typeof testBuild>>;
beforeAll(async () => {
  await setupTestDb();
  build = await testBuild();
});
afterEach(() => vi.restoreAllMocks());

/** server.js's setup: the outer app carries `trust proxy`, the app of create-app.ts is mounted in it. */
async function get(trustProxy: string, headers: Record<string, string>) {
  const outer = express();
  outer.set("trust proxy", trustProxy);
  outer.use(createApp(build));
  const server = http.createServer(outer);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`, { headers });
    return res.status;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

describe("TRUST_PROXY warning", () => {
  it("warns once when a forwarded request comes from a proxy TRUST_PROXY does not name", async () => {
    resetUntrustedProxyWarning();
    const warn = vi.spyOn(logger, "warn");
    expect(await get("10.0.0.0/8", { "x-forwarded-for": "203.0.113.9" })).toBe(200);
    expect(await get("10.0.0.0/8", { "x-forwarded-for": "203.0.113.10" })).toBe(200);
    const said = warn.mock.calls.filter((c) => String(c[1] ?? c[0]).includes("TRUST_PROXY"));
    expect(said).toHaveLength(1);
    expect(said[0]![0]).toMatchObject({ peer: expect.stringMatching(/127\.0\.0\.1/) });
    expect(String(said[0]![1])).toMatch(/Setzen Sie TRUST_PROXY/);
  });

  it("stays quiet for a trusted proxy and for requests without X-Forwarded-For", async () => {
    resetUntrustedProxyWarning();
    const warn = vi.spyOn(logger, "warn");
    expect(await get("loopback", { "x-forwarded-for": "203.0.113.9" })).toBe(200);
    expect(await get("10.0.0.0/8", {})).toBe(200);
    expect(warn.mock.calls.filter((c) => String(c[1] ?? c[0]).includes("TRUST_PROXY"))).toHaveLength(0);
  });
});
