import { describe, expect, it } from "vitest";
import { seriesLocalDates } from "~/modules/event-management/series-validation";

describe("seriesLocalDates (Berlin wall-clock dates of a series)", () => {
  it("steps a week, two weeks or a day and keeps the time of day", () => {
    expect(seriesLocalDates("2026-10-15T19:30", "weekly", 3)).toEqual(["2026-10-15T19:30", "2026-10-22T19:30", "2026-10-29T19:30"]);
    expect(seriesLocalDates("2026-12-24T10:00", "biweekly", 2)).toEqual(["2026-12-24T10:00", "2027-01-07T10:00"]);
    expect(seriesLocalDates("2026-02-27T08:00", "daily", 3)).toEqual(["2026-02-27T08:00", "2026-02-28T08:00", "2026-03-01T08:00"]);
  });
  it("monthly on the same day skips months without it", () => {
    expect(seriesLocalDates("2027-01-31T20:00", "monthly", 3)).toEqual(["2027-01-31T20:00", "2027-03-31T20:00", "2027-05-31T20:00"]);
  });
  it("ends at `until` at the latest", () => {
    expect(seriesLocalDates("2026-10-15T19:30", "weekly", 10, "2026-10-29")).toHaveLength(3);
    expect(seriesLocalDates("2026-10-15T19:30", "weekly", 10, "2026-10-14")).toEqual([]);
  });
});
