import { describe, expect, it } from "vitest";
import { parseClock, quietHoursEnd } from "~/modules/engagement/quiet-hours";

const q = (start: string, end: string, enabled = true) => ({ enabled, start, end, timeZone: "Europe/Berlin" });

describe("quietHoursEnd", () => {
  it("parses clock times", () => {
    expect(parseClock("07:30")).toBe(450);
    expect(parseClock("24:00")).toBeNull();
    expect(parseClock("7:30")).toBeNull();
  });
  it("is null when disabled or outside the window", () => {
    // 12:00 Berlin (winter, UTC+1)
    const noon = new Date("2026-01-15T11:00:00Z");
    expect(quietHoursEnd(noon, q("22:00", "07:00", false))).toBeNull();
    expect(quietHoursEnd(noon, q("22:00", "07:00"))).toBeNull();
  });
  it("delays to the end of a window that spans midnight", () => {
    // 23:30 Berlin → quiet until 07:00 Berlin = 06:00 UTC next day
    const late = new Date("2026-01-15T22:30:00Z");
    expect(quietHoursEnd(late, q("22:00", "07:00"))?.toISOString()).toBe("2026-01-16T06:00:00.000Z");
    // 02:00 Berlin → 07:00 same day
    const night = new Date("2026-01-16T01:00:00Z");
    expect(quietHoursEnd(night, q("22:00", "07:00"))?.toISOString()).toBe("2026-01-16T06:00:00.000Z");
  });
  it("handles a window inside one day and summer time", () => {
    // 13:15 Berlin in July (UTC+2) inside 13:00–15:00 → 15:00 Berlin = 13:00 UTC
    const d = new Date("2026-07-01T11:15:00Z");
    expect(quietHoursEnd(d, q("13:00", "15:00"))?.toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(quietHoursEnd(d, q("13:00", "13:00"))).toBeNull();
  });
});
