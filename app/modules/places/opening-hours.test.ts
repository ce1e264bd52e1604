import { describe, expect, it } from "vitest";
import { openingHoursSchema, openState, upcomingExceptions, type OpeningHours } from "~/modules/places/opening-hours";

// 2026-11-23 is a Monday; Berlin is UTC+1 in winter, UTC+2 in summer
const at = (iso: string) => new Date(iso);
const weekdays: OpeningHours = {
  mon: [{ open: "10:00", close: "14:00" }, { open: "17:00", close: "22:00" }],
  tue: [{ open: "10:00", close: "18:00" }],
  wed: null,
  thu: [{ open: "10:00", close: "18:00" }],
  fri: [{ open: "18:00", close: "02:00" }],
  sat: [{ open: "18:00", close: "03:00" }],
  sun: null,
};

describe("openState (Europe/Berlin)", () => {
  it("is open inside a range and says until when", () => {
    expect(openState(weekdays, at("2026-11-23T10:30:00+01:00")).label).toBe("Jetzt geöffnet · bis 14:00");
  });
  it("between two ranges of a day names the next opening today", () => {
    expect(openState(weekdays, at("2026-11-23T15:00:00+01:00")).label).toBe("Öffnet um 17:00");
  });
  it("reads the Berlin wall clock, not UTC (09:30 UTC is 10:30 in Berlin)", () => {
    expect(openState(weekdays, at("2026-11-23T09:30:00Z")).status).toBe("open");
    expect(openState(weekdays, at("2026-11-23T08:30:00Z")).label).toBe("Öffnet um 10:00");
  });
  it("the end of a range is closed: after the last range it opens tomorrow", () => {
    expect(openState(weekdays, at("2026-11-23T22:00:00+01:00")).label).toBe("Öffnet morgen um 10:00");
  });
  it("skips closed days (Wednesday) and names the weekday", () => {
    expect(openState(weekdays, at("2026-11-24T19:00:00+01:00")).label).toBe("Öffnet Do. um 10:00");
  });
  it("a range over midnight is still open the next morning, and closed after its end", () => {
    expect(openState(weekdays, at("2026-11-28T01:30:00+01:00"))).toMatchObject({ status: "open", closesAt: "02:00" }); // Saturday night from Friday
    expect(openState(weekdays, at("2026-11-28T02:00:00+01:00")).label).toBe("Öffnet um 18:00");
    expect(openState(weekdays, at("2026-11-27T23:59:00+01:00"))).toMatchObject({ status: "open", closesAt: "02:00" });
  });
  it("an exception closes a day (holiday) and special hours replace the weekday's", () => {
    const hours: OpeningHours = { ...weekdays, exceptions: [{ date: "2026-11-23", note: "Feiertag", ranges: [] }, { date: "2026-11-24", ranges: [{ open: "12:00", close: "13:00" }] }] };
    expect(openState(hours, at("2026-11-23T11:00:00+01:00")).label).toBe("Öffnet morgen um 12:00");
    expect(openState(hours, at("2026-11-24T12:30:00+01:00")).label).toBe("Jetzt geöffnet · bis 13:00");
    expect(openState(hours, at("2026-11-24T14:00:00+01:00")).label).toBe("Öffnet Do. um 10:00");
  });
  it("counts wall-clock hours on the days the clocks change (DST)", () => {
    const night: OpeningHours = { sun: [{ open: "01:00", close: "04:00" }] };
    // 29.03.2026: 02:00 CET becomes 03:00 CEST; 01:30 UTC is 03:30 in Berlin
    expect(openState(night, at("2026-03-29T01:30:00Z"))).toMatchObject({ status: "open", closesAt: "04:00" });
    expect(openState(night, at("2026-03-29T02:00:00Z")).status).toBe("closed"); // 04:00 CEST
    // 25.10.2026: 03:00 CEST becomes 02:00 CET; 02:30 UTC is 03:30 CET, still open
    expect(openState(night, at("2026-10-25T02:30:00Z")).status).toBe("open");
    expect(openState(night, at("2026-10-25T03:00:00Z")).label).toBe("Öffnet So. um 01:00");
  });
  it("says nothing when no hours were entered, 'Geschlossen' when every day is closed", () => {
    expect(openState({}, at("2026-11-23T10:00:00Z")).label).toBeNull();
    expect(openState({ mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, at("2026-11-23T10:00:00Z")).label).toBe("Geschlossen");
  });
});

describe("openingHoursSchema", () => {
  const errorsOf = (input: unknown) => {
    const r = openingHoursSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  it("stores ranges sorted, empty slots dropped, other days closed", () => {
    const r = openingHoursSchema.parse({ mon: [{ open: "17:00", close: "22:00" }, { open: "10:00", close: "14:00" }, {}], exceptions: [{ date: "2026-12-24", closed: "on", note: "Heiligabend" }] });
    expect(r.mon).toEqual([{ open: "10:00", close: "14:00" }, { open: "17:00", close: "22:00" }]);
    expect(r.tue).toBeNull();
    expect(r.exceptions).toEqual([{ date: "2026-12-24", note: "Heiligabend", ranges: [] }]);
  });
  it("nothing entered → no hours at all", () => {
    expect(openingHoursSchema.parse({})).toEqual({});
  });
  it("refuses overlapping ranges, including one over midnight", () => {
    expect(errorsOf({ mon: [{ open: "10:00", close: "14:00" }, { open: "13:00", close: "18:00" }] })).toEqual(["mon.1.open: Die Zeiträume am Montag überschneiden sich."]);
    expect(errorsOf({ fri: [{ open: "18:00", close: "02:00" }, { open: "20:00", close: "23:00" }] })).toHaveLength(1);
  });
  it("refuses invalid times, half ranges and an end equal to the start", () => {
    expect(errorsOf({ tue: [{ open: "25:00", close: "18:00" }] })).toEqual(["tue.0.open: Bitte geben Sie eine Uhrzeit wie 09:30 an."]);
    expect(errorsOf({ tue: [{ open: "10:00" }] })).toEqual(["tue.0.close: Bitte geben Sie Beginn und Ende an."]);
    expect(errorsOf({ tue: [{ open: "10:00", close: "10:00" }] })).toEqual(["tue.0.close: Beginn und Ende dürfen nicht gleich sein."]);
  });
  it("refuses an exception without a date, a date twice, and one neither closed nor with hours", () => {
    expect(errorsOf({ exceptions: [{ closed: "on" }] })).toEqual(["exceptions.0.date: Bitte geben Sie das Datum der Ausnahme an."]);
    expect(errorsOf({ exceptions: [{ date: "2026-12-24", closed: "on" }, { date: "2026-12-24", closed: "on" }] })).toHaveLength(1);
    expect(errorsOf({ exceptions: [{ date: "2026-12-31" }] })[0]).toMatch(/^exceptions.0.open/);
  });
});

describe("upcomingExceptions", () => {
  it("lists the exceptions of the next 30 days with German day and text", () => {
    const hours: OpeningHours = {
      exceptions: [
        { date: "2026-11-01", ranges: [] },
        { date: "2026-12-24", note: "Heiligabend", ranges: [] },
        { date: "2026-12-31", ranges: [{ open: "10:00", close: "14:00" }] },
        { date: "2027-02-01", ranges: [] },
      ],
    };
    expect(upcomingExceptions(hours, at("2026-12-20T12:00:00+01:00"))).toEqual([
      { date: "2026-12-24", day: "Do., 24.12.", note: "Heiligabend", text: "Geschlossen" },
      { date: "2026-12-31", day: "Do., 31.12.", note: null, text: "10:00 – 14:00" },
    ]);
  });
});
