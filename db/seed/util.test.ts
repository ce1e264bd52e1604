import { describe, expect, it } from "vitest";
import { berlinDateTime, berlinMonth, berlinWeekday, distanceKm, eventSlug, slugify } from "./util";

describe("seed utilities", () => {
  it("slugifies German text", () => {
    expect(slugify("Lübecker Straße – Größenwahn & Café")).toBe("luebecker-strasse-groessenwahn-cafe");
    expect(slugify("Ü30-Party: Hits der 80er")).toBe("ue30-party-hits-der-80er");
    expect(eventSlug("Jazz im Hafen", "0eae709a-1111-4222-8333-444455556666")).toBe("jazz-im-hafen-0eae709a");
  });

  it("places local times in Europe/Berlin across DST", () => {
    const winter = new Date("2027-01-10T12:00:00Z");
    expect(berlinDateTime(winter, 0, "19:30").toISOString()).toBe("2027-01-10T18:30:00.000Z");
    const summer = new Date("2027-07-10T12:00:00Z");
    expect(berlinDateTime(summer, 1, "19:30").toISOString()).toBe("2027-07-11T17:30:00.000Z");
    expect(berlinWeekday(winter, 0)).toBe(7); // Sunday
    expect(berlinMonth(winter, 25)).toBe(2);
  });

  it("measures the radius fixtures", () => {
    expect(distanceKm(53.8655, 10.6866, 53.8881, 10.7147)).toBeCloseTo(3.1, 1);
    expect(distanceKm(53.8655, 10.6866, 54.1902, 10.9853)).toBeCloseTo(41, 0);
  });
});
