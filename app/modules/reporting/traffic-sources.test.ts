import { describe, expect, it } from "vitest";
import { classifyReferrer } from "~/modules/reporting/traffic-sources";

describe("classifyReferrer", () => {
  const host = "stadtpuls.de";
  it("tells city home, search, category, external and direct apart", () => {
    expect(classifyReferrer("https://stadtpuls.de/luebeck", host)).toBe("city_home");
    expect(classifyReferrer("https://stadtpuls.de/luebeck/search?q=jazz", host)).toBe("search");
    expect(classifyReferrer("https://stadtpuls.de/luebeck/events?category=music", host)).toBe("category");
    expect(classifyReferrer("https://stadtpuls.de/luebeck/events", host)).toBe("other");
    expect(classifyReferrer("https://www.instagram.com/p/1", host)).toBe("external");
    expect(classifyReferrer("", host)).toBe("direct");
    expect(classifyReferrer("kein url", host)).toBe("direct");
  });
});
