import { describe, expect, it } from "vitest";
import { badgeCount, relativeTime } from "~/modules/engagement/relative-time";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("relativeTime", () => {
  it("follows the spec steps", () => {
    expect(relativeTime(ago(30_000), now)).toBe("Gerade eben");
    expect(relativeTime(ago(5 * 60_000), now)).toBe("vor 5 Minuten");
    expect(relativeTime(ago(60_000), now)).toBe("vor 1 Minute");
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe("vor 3 Stunden");
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe("vor 2 Tagen");
    expect(relativeTime(ago(8 * 86_400_000), now)).toBe("02.03.2026");
  });
  it("caps the badge at 99+", () => {
    expect(badgeCount(5)).toBe("5");
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
  });
});
