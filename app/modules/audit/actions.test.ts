import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION, AUDIT_ENTITY, auditActionLabel, auditEntityLabel } from "~/modules/audit/actions";

const ROOT = path.resolve(__dirname, "../../..");

/** Every `audit(…)` call in the app's source (tests excluded), as the text between its parentheses. */
function auditCalls(): Array<{ file: string; args: string }> {
  const calls: Array<{ file: string; args: string }> = [];
  const files = readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(path.join("modules", "audit")),
  );
  for (const file of files) {
    const src = readFileSync(path.join(ROOT, "app", file), "utf8");
    for (const m of src.matchAll(/(?<![\w.])audit\(/g)) {
      let depth = 0;
      let i = m.index + "audit".length;
      for (; i < src.length; i++) {
        if (src[i] === "(") depth++;
        else if (src[i] === ")" && --depth === 0) break;
      }
      calls.push({ file, args: src.slice(m.index + "audit(".length, i) });
    }
  }
  return calls;
}

describe("audit actions and entities", () => {
  const calls = auditCalls();

  it("finds the audited use cases", () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it("every action string written by audit() has a German label (template keys: some action with that prefix)", () => {
    const missing: string[] = [];
    for (const { file, args } of calls) {
      const literals = [...args.matchAll(/"([a-z_]+\.[a-z_]+)"/g)].map((m) => m[1]!);
      const prefixes = [...args.matchAll(/`([a-z_]+\.)\$\{/g)].map((m) => m[1]!);
      expect(literals.length + prefixes.length, `${file}: audit(${args.slice(0, 80)}…) names no action`).toBeGreaterThan(0);
      for (const a of literals) if (!AUDIT_ACTION.has(a)) missing.push(`${file}: ${a}`);
      for (const p of prefixes) if (!AUDIT_ACTION.values.some((v) => v.startsWith(p))) missing.push(`${file}: ${p}*`);
    }
    expect(missing).toEqual([]);
  });

  it("every audited entity type has a German name", () => {
    const types = calls.flatMap(({ args }) => [...args.matchAll(/\{\s*type:\s*"([a-z_]+)"/g)].map((m) => m[1]!));
    expect(types.length).toBeGreaterThan(40);
    expect([...new Set(types)].filter((t) => !AUDIT_ENTITY.has(t))).toEqual([]);
  });

  it("labels are German sentences for admins; an action this version no longer knows stays readable", () => {
    expect(auditActionLabel("event.published")).toBe("Event veröffentlicht");
    expect(auditActionLabel("event.teleported")).toBe("Sonstige Änderung (event.teleported)");
    expect(auditEntityLabel("webhook_endpoint")).toBe("Webhook");
    expect(auditEntityLabel("gadget")).toBe("gadget");
    expect(AUDIT_ACTION.options().find((o) => o.value === "review.hidden")).toEqual({ value: "review.hidden", label: "Bewertung ausgeblendet" });
    for (const v of AUDIT_ACTION.values) expect(AUDIT_ACTION.label(v)).not.toBe(v);
  });
});
