import { describe, expect, it } from "vitest";
import { amenityKey, hasOpeningHours, openingHoursRows, placeCategoryLabel, priceLevelLabel } from "./labels";

describe("place labels", () => {
  it("formats opening hours Monday first with closed days", () => {
    const rows = openingHoursRows({ mon: null, tue: [{ open: "10:00", close: "14:00" }, { open: "17:00", close: "22:00" }] });
    expect(rows[0]).toEqual({ key: "mon", day: "Montag", text: "Geschlossen" });
    expect(rows[1].text).toBe("10:00 – 14:00, 17:00 – 22:00");
    expect(rows).toHaveLength(7);
    expect(hasOpeningHours({})).toBe(false);
  });
  it("labels categories and price levels", () => {
    expect(placeCategoryLabel("cafe")).toBe("Café");
    expect(placeCategoryLabel("brauerei")).toBe("Brauerei");
    expect(priceLevelLabel(2)).toBe("€€");
    expect(priceLevelLabel(null)).toBeNull();
  });
});

describe("amenityKey", () => {
  it("reads keys and older German labels; free text the list does not have is null", () => {
    expect(amenityKey("wifi")).toBe("wifi");
    expect(amenityKey("Barrierefrei")).toBe("wheelchair");
    expect(amenityKey("Flügel")).toBeNull();
  });
});
