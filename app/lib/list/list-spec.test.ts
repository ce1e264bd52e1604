import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineList, listHref, parseListParams } from "~/lib/list/list-spec";

const spec = defineList({
  sortable: ["start", "title"],
  defaultSort: "start",
  defaultDir: "desc",
  filters: { status: z.enum(["draft", "published"]) },
  pageSize: 20,
});

describe("parseListParams", () => {
  it("reads page, sort, dir, q and filters from the URL", () => {
    const p = parseListParams(new URL("http://x/?page=3&sort=title&dir=asc&q=%20Jazz%20&status=draft"), spec);
    expect(p).toMatchObject({ page: 3, pageSize: 20, sort: "title", dir: "asc", q: "Jazz", filters: { status: "draft" }, notices: [] });
  });

  it("falls back to defaults with German notices instead of failing", () => {
    const p = parseListParams(new URLSearchParams({ page: "-1", sort: "password", dir: "up", status: "deleted", q: "x".repeat(300) }), spec);
    expect(p.page).toBe(1);
    expect(p.sort).toBe("start");
    expect(p.dir).toBe("desc");
    expect(p.filters).toEqual({});
    expect(p.q).toHaveLength(100);
    expect(p.notices).toEqual([
      "Die Seitenzahl „-1“ ist ungültig; Seite 1 wird angezeigt.",
      "Nach dieser Spalte kann nicht sortiert werden; die Standardsortierung wird verwendet.",
      "Die Sortierrichtung ist ungültig; die Standardrichtung wird verwendet.",
      "Der Suchbegriff wurde auf 100 Zeichen gekürzt.",
      "Ein Filter hatte einen ungültigen Wert und wird ignoriert.",
    ]);
  });

  it("caps the page number", () => {
    expect(parseListParams(new URLSearchParams({ page: "99999999" }), spec).page).toBe(1);
  });
});

describe("listHref", () => {
  it("keeps the other params and resets the page on a change", () => {
    const current = new URLSearchParams("q=jazz&page=4&sort=title");
    expect(listHref(current, { sort: "start", dir: "desc" })).toBe("?q=jazz&sort=start&dir=desc");
    expect(listHref(current, { page: 5 })).toBe("?q=jazz&page=5&sort=title");
    expect(listHref(current, { page: 1, q: null, sort: null })).toBe("?");
  });
});

describe("date range", () => {
  const ranged = defineList({ sortable: ["created"], defaultSort: "created", dateRange: true });
  it("reads from/to in German or ISO form", () => {
    const p = parseListParams(new URLSearchParams({ from: "01.11.2026", to: "2026-11-30" }), ranged);
    expect(p).toMatchObject({ from: "2026-11-01", to: "2026-11-30", notices: [] });
  });
  it("ignores an impossible day or a range that ends before it starts, with a German notice", () => {
    const p = parseListParams(new URLSearchParams({ from: "31.02.2026" }), ranged);
    expect(p.from).toBeUndefined();
    expect(p.notices[0]).toMatch(/ungültig/);
    const q = parseListParams(new URLSearchParams({ from: "2026-12-01", to: "2026-11-01" }), ranged);
    expect(q.from).toBe("2026-12-01");
    expect(q.to).toBeUndefined();
    expect(q.notices[0]).toMatch(/endet vor/);
  });
  it("a list without a range ignores from/to", () => {
    expect(parseListParams(new URLSearchParams({ from: "2026-11-01" }), spec).from).toBeUndefined();
  });
  it("refuses page numbers that are no plain small integers", () => {
    for (const page of ["1e3", "99999999999999999999", "0x10", "2.5"]) expect(parseListParams(new URLSearchParams({ page }), spec).page, page).toBe(1);
  });
});
