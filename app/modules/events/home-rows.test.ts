import { describe, expect, it } from "vitest";
import { fillHomeRows, fillRow, matchesByKeyword, matchesByTag, type RowCategory, type RowEvent } from "./home-rows";

const music: RowCategory = { id: "music", name: "Musik", keywords: ["konzert", "jazz", "bühne"] };
let n = 0;
const ev = (over: Partial<RowEvent> = {}): RowEvent => ({
  id: `e${++n}`,
  title: "Abend",
  shortDescription: "",
  tags: ["sonstiges"],
  categoryId: null,
  isFeatured: false,
  ...over,
});
const ids = (list: RowEvent[]) => list.map((e) => e.id);

describe("home row filling (§9)", () => {
  it("takes at most 10 tag matches", () => {
    const events = Array.from({ length: 14 }, () => ev({ tags: ["musik"] }));
    const row = fillRow(music, events);
    expect(row).toHaveLength(10);
    expect(ids(row)).toEqual(ids(events.slice(0, 10)));
  });

  it("tag match is case- and accent-insensitive and counts the event's category", () => {
    expect(matchesByTag(ev({ tags: ["MUSIK"] }), music)).toBe(true);
    expect(matchesByTag(ev({ tags: ["Buhne"] }), music)).toBe(true);
    expect(matchesByTag(ev({ categoryId: "music", tags: [] }), music)).toBe(true);
    expect(matchesByTag(ev({ tags: ["party"] }), music)).toBe(false);
  });

  it("featured row takes featured events", () => {
    const featured: RowCategory = { id: "featured", name: "Highlights", keywords: [] };
    expect(matchesByTag(ev({ isFeatured: true }), featured)).toBe(true);
  });

  it("adds keyword matches when fewer than 10 tag matches exist, tag matches first", () => {
    const kw = ev({ title: "Jazz im Hafen", tags: ["draußen"] });
    const tagged = ev({ tags: ["musik"] });
    const other = ev({ title: "Lesung", tags: ["buch"] });
    const row = fillRow(music, [kw, other, tagged]);
    expect(ids(row)).toEqual([tagged.id, kw.id]);
    expect(matchesByKeyword(ev({ shortDescription: "Ein KONZERT mit Freunden" }), music)).toBe(true);
  });

  it("does not use the keyword fallback when 10 tag matches exist", () => {
    const tagged = Array.from({ length: 10 }, () => ev({ tags: ["musik"] }));
    const kw = ev({ title: "Jazznacht" });
    expect(ids(fillRow(music, [kw, ...tagged]))).not.toContain(kw.id);
  });

  it("adds events without tags when fewer than 5 matched", () => {
    const tagged = ev({ tags: ["musik"] });
    const untagged = Array.from({ length: 12 }, () => ev({ tags: [] }));
    const unrelated = ev({ tags: ["sport"] });
    const row = fillRow(music, [unrelated, ...untagged, tagged]);
    expect(row[0].id).toBe(tagged.id);
    expect(row).toHaveLength(10);
    expect(ids(row)).not.toContain(unrelated.id);
    expect(row.slice(1).every((e) => e.tags.length === 0)).toBe(true);
  });

  it("does not add untagged events when the row already has 5", () => {
    const tagged = Array.from({ length: 5 }, () => ev({ tags: ["musik"] }));
    const untagged = ev({ tags: [] });
    expect(ids(fillRow(music, [...tagged, untagged]))).toEqual(ids(tagged));
  });

  it("never repeats an event and gives an empty row when nothing matches", () => {
    const both = ev({ tags: ["musik"], title: "Konzert" });
    expect(fillRow(music, [both])).toHaveLength(1);
    expect(fillRow(music, [ev({ tags: ["sport"] })])).toEqual([]);
  });

  it("fills rows in the spec's order from at most 100 events", () => {
    const cats: RowCategory[] = [music, { id: "featured", name: "Highlights", keywords: [] }];
    const many = [...Array.from({ length: 100 }, () => ev({ tags: ["x"] })), ev({ tags: ["musik"] })];
    const rows = fillHomeRows(cats, many);
    expect(rows.map((r) => r.category.id)).toEqual(["featured", "music"]);
    expect(rows[1].events).toEqual([]);
  });
});
