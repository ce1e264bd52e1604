/**
 * Stadtpuls addresses its readers formally ("Sie") everywhere: the app's own texts and the demo
 * content a visitor reads (raffle tasks, job ads, blog, events). An informal pronoun or a "du"
 * imperative ("Verrate uns …", "Teile ein Foto …") in either fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const INFORMAL = /\b(du|dich|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure|euren|eurem|eurer)\b/i;
const DU_IMPERATIVE =
  /(^|[.!?:„"]\s*)(Verrate|Beantworte|Teile|Löse|Nenne|Schreibe|Erzähle|Schicke|Sende|Lade|Melde|Entdecke|Finde|Sichere|Hol|Mach|Gib|Sag|Zeig|Komm|Nimm|Schau|Hör|Lies|Probier|Mach's)\b/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** The text inside string literals and JSX of a source file (identifiers like `dir` stay out). */
function texts(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|>([^<>{}]+)</g)) out.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? "");
  return out.filter((t) => /[A-Za-zÄÖÜäöüß]{2}/.test(t));
}

describe("formal address", () => {
  const root = path.resolve(__dirname, "../..");
  const sources = [...files(path.join(root, "app")), ...files(path.join(root, "db/seed"))];

  it("no text in the app or the demo content says du, dein or euch", () => {
    const found = sources.flatMap((f) => texts(fs.readFileSync(f, "utf8")).filter((t) => INFORMAL.test(t)).map((t) => `${path.relative(root, f)}: ${t.slice(0, 90)}`));
    expect(found).toEqual([]);
  });

  it("no text asks the reader with a du imperative", () => {
    const found = sources.flatMap((f) => texts(fs.readFileSync(f, "utf8")).filter((t) => DU_IMPERATIVE.test(t)).map((t) => `${path.relative(root, f)}: ${t.slice(0, 90)}`));
    expect(found).toEqual([]);
  });

  it("catches what it is meant to catch", () => {
    expect(texts('task: "Teile ein Foto deines Lieblingsorts."').some((t) => INFORMAL.test(t) && DU_IMPERATIVE.test(t))).toBe(true);
    expect(texts("<p>Nenne ein Kunstwerk, das du magst.</p>").some((t) => DU_IMPERATIVE.test(t))).toBe(true);
    expect(texts('const dir = "asc"; name: "Teilen Sie ein Foto Ihres Lieblingsorts."').some((t) => INFORMAL.test(t) || DU_IMPERATIVE.test(t))).toBe(false);
  });
});
