import { describe, expect, it } from "vitest";
import { NOUNS, plural, pluralForm } from "~/lib/plural";

describe("German plural", () => {
  it("agrees with the count", () => {
    expect(plural(1, NOUNS.booking)).toBe("1 Buchung");
    expect(plural(0, NOUNS.booking)).toBe("0 Buchungen");
    expect(plural(2, NOUNS.booking)).toBe("2 Buchungen");
    expect(plural(1250, NOUNS.ticket)).toBe("1.250 Tickets");
    expect(plural(1, NOUNS.upcomingBooking)).toBe("1 anstehende Buchung");
    expect(plural(1, NOUNS.review)).toBe("1 Bewertung");
    expect(plural(1, NOUNS.result)).toBe("1 Ergebnis");
    expect(pluralForm(1.5, NOUNS.ticket)).toBe("Tickets");
  });
});
