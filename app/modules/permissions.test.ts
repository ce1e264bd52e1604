import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every module with use cases has a policy (`permissions.ts`, built with definePolicy; docs/architecture.md):
 * a module whose `*.server.ts` files write to the database or act for an actor must have one. The
 * modules below write, but for no actor of their own — listed with the reason; keep the list short.
 */
const WITHOUT_POLICY: Record<string, string> = {
  accounts: "better-auth's own flows for visitors not signed in yet (sign-up, sign-in, password reset) and the rate limiter; roles are decided by profile",
  audit: "audit() writes inside the calling use case's transaction, under that module's policy",
  outbox: "enqueue() writes inside the calling use case's transaction; the worker acts as the system",
  cities: "recordSlugChange()/releaseSlug() write inside the calling save's transaction (places, people, organizers), under that module's policy",
};

const MODULES = path.join(__dirname);
const WRITES = /\b(?:db|tx|trx|d)\s*\.\s*(?:insert|update|delete)\(|\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+[a-z_]+\s+set\b/i;
const ACTS_FOR_ACTOR = /\bactor\??\s*:\s*(?:Actor|Viewer|Pick<Actor|\{)/;

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return serverFiles(p);
    return f.endsWith(".server.ts") && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

describe("module policies", () => {
  const modules = readdirSync(MODULES).filter((d) => statSync(path.join(MODULES, d)).isDirectory());
  const withUseCases = modules.filter((m) =>
    serverFiles(path.join(MODULES, m)).some((f) => {
      const text = readFileSync(f, "utf8");
      return WRITES.test(text) || ACTS_FOR_ACTOR.test(text);
    }),
  );

  it("finds the modules with use cases", () => {
    expect(withUseCases).toEqual(expect.arrayContaining(["people", "ticketing", "media", "accounts"]));
  });

  it("gives every module with use cases a permissions.ts built with definePolicy", () => {
    const missing = withUseCases
      .filter((m) => !(m in WITHOUT_POLICY))
      .filter((m) => {
        const file = path.join(MODULES, m, "permissions.ts");
        return !existsSync(file) || !readFileSync(file, "utf8").includes("definePolicy(");
      });
    expect(missing, "add app/modules/<m>/permissions.ts (definePolicy) and call assertCan first in its use cases").toEqual([]);
    expect(Object.keys(WITHOUT_POLICY).filter((m) => !withUseCases.includes(m)), "no longer writes: take it off WITHOUT_POLICY").toEqual([]);
  });
});
