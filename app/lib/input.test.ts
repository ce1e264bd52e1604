import { describe, expect, it } from "vitest";
import { isImageSrc, isWebUrl, parsePageNumber, parseTimestamp, safeWebUrl, textProblem, toPlainInteger } from "~/lib/input";

describe("the input layer's rules (issue 21, findings 7 and 8)", () => {
  it("URL rule: http and https only", () => {
    for (const ok of ["https://example.com", "http://tickets.example/a?b=1#c", "https://xn--mnchen-3ya.de/"]) expect(isWebUrl(ok), ok).toBe(true);
    for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<script>", "vbscript:x", "//evil.example", "/relative", "https://", "https://u:p@example.com", "https://exa mple.com", "java\tscript:alert(1)", "https://example.com/\n", "ftp://example.com", ""]) {
      expect(isWebUrl(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(safeWebUrl("javascript:alert(1)")).toBeNull();
    expect(safeWebUrl("https://example.com")).toBe("https://example.com");
    expect(isImageSrc("/media/events/a.webp")).toBe(true);
    expect(isImageSrc("//evil.example/a.png")).toBe(false);
    expect(isImageSrc("/\\evil.example")).toBe(false);
    expect(isImageSrc("javascript:alert(1)")).toBe(false);
  });

  it("text rule: no control or bidi-override characters; single lines without breaks", () => {
    expect(textProblem("Jazz im Hof – Sommer 2026 ✨", "line")).toBeNull();
    expect(textProblem("Erste Zeile\r\nZweite Zeile\tmit Tab", "multiline")).toBeNull();
    expect(textProblem("Jazz\nim Hof", "line")).toMatch(/einer Zeile/);
    expect(textProblem("Jazz\u2028im Hof", "line")).toMatch(/einer Zeile/);
    for (const c of ["\u202E", "\u202A", "\u2066", "\u2069", "\u200F", "\u0007", "\u001B", "\u0085", "\u007F"]) {
      expect(textProblem(`a${c}b`, "multiline"), c.codePointAt(0)!.toString(16)).toMatch(/Steuer- oder Richtungszeichen/);
    }
  });

  it("integer rule: plain decimal digits", () => {
    expect(toPlainInteger("16")).toBe(16);
    expect(toPlainInteger(" 16 ")).toBe(16);
    expect(toPlainInteger("-3")).toBe(-3);
    expect(toPlainInteger(7)).toBe(7);
    for (const bad of ["0x10", "1e1", "1.5", "16 Plätze", "Infinity", "", "+1", "0b1", 1.5, Number.NaN, 2 ** 60]) expect(toPlainInteger(bad), String(bad)).toBeNull();
  });

  it("page numbers: 1…10,000", () => {
    expect(parsePageNumber("1")).toBe(1);
    expect(parsePageNumber("10000")).toBe(10_000);
    for (const bad of ["0", "-1", "10001", "1e309", "99999999999999999999", "2x", "", null]) expect(parsePageNumber(bad), String(bad)).toBeNull();
    expect(parsePageNumber("1001", 1000)).toBeNull();
  });

  it("timestamps: ISO 8601 with offset, real days in 1900–2199", () => {
    expect(parseTimestamp("2026-12-24T19:30:00.000Z")?.toISOString()).toBe("2026-12-24T19:30:00.000Z");
    expect(parseTimestamp("2026-12-24T20:30:00+01:00")?.toISOString()).toBe("2026-12-24T19:30:00.000Z");
    for (const bad of ["+275760-09-13T00:00:00Z", "-1e15", -1e15, "2026-02-31T10:00:00Z", "0001-01-01T00:00:00Z", "2026-12-24T24:00:00Z", "2026-12-24", "2026-12-24T19:30:00", "2200-01-01T00:00:00Z", "2026-12-24T19:30:00+15:00"]) {
      expect(parseTimestamp(bad), String(bad)).toBeNull();
    }
  });
});
