import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatGermanDate, germanDate, germanTime, parseGermanDate, parseGermanTime } from "~/lib/date-input";
import { DatePicker, TimeInput } from "~/ui/date-picker";
import DatePickerCalendar from "~/ui/date-picker-calendar";

describe("German date parsing", () => {
  it("accepts dd.MM.yyyy, short forms and ISO, and yields yyyy-MM-dd", () => {
    expect(parseGermanDate("10.12.2026")).toBe("2026-12-10");
    expect(parseGermanDate(" 1.2.27 ")).toBe("2027-02-01");
    expect(parseGermanDate("2026-12-10")).toBe("2026-12-10");
    expect(parseGermanDate("29.02.2028")).toBe("2028-02-29");
  });
  it("refuses impossible and foreign formats", () => {
    for (const bad of ["31.02.2026", "12/10/2026", "2026-13-01", "10.12.", "", "morgen", "00.01.2026"]) {
      expect(parseGermanDate(bad), bad).toBeNull();
    }
  });
  it("formats ISO days as dd.MM.yyyy", () => {
    expect(formatGermanDate("2026-12-10")).toBe("10.12.2026");
  });
  it("zod: a form posted without JavaScript means the same as one posted with it", () => {
    const schema = z.object({ day: germanDate() });
    expect(schema.parse({ day: "10.12.2026" }).day).toBe("2026-12-10");
    expect(schema.parse({ day: "2026-12-10" }).day).toBe("2026-12-10");
    const bad = schema.safeParse({ day: "12/10/2026" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe("Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.");
  });
});

describe("German time parsing", () => {
  it("is 24-hour HH:mm", () => {
    expect(parseGermanTime("22:00")).toBe("22:00");
    expect(parseGermanTime("22.30")).toBe("22:30");
    expect(parseGermanTime("0715")).toBe("07:15");
    expect(parseGermanTime("7")).toBe("07:00");
    expect(parseGermanTime("22 Uhr")).toBe("22:00");
    for (const bad of ["10:00 PM", "24:00", "12:60", "abc", ""]) expect(parseGermanTime(bad), bad).toBeNull();
    expect(germanTime().safeParse("10:00 PM").success).toBe(false);
  });
});

describe("DatePicker", () => {
  it("renders the date German and posts the typed text when JavaScript has not run", () => {
    const html = renderToStaticMarkup(<DatePicker name="from" label="Von" defaultValue="2026-12-10" />);
    expect(html).toContain('value="10.12.2026"');
    expect(html).toContain('name="from"');
    expect(html).toContain('placeholder="TT.MM.JJJJ"');
    expect(html).not.toContain('type="date"');
  });
  it("the calendar speaks German and starts the week on Monday", () => {
    const html = renderToStaticMarkup(<DatePickerCalendar selected="2026-12-10" onSelect={() => {}} autoFocus={false} />);
    expect(html).toContain("Dezember 2026");
    const weekdays = [...html.matchAll(/<th[^>]*aria-label="([^"]+)"[^>]*>/g)].map((m) => m[1]);
    expect(weekdays.slice(0, 7)).toEqual(["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]);
    // 1 December 2026 is a Tuesday: the first row starts with Monday 30 November
    expect(html.indexOf('data-day="2026-11-30"')).toBeGreaterThan(-1);
    expect(html.indexOf('data-day="2026-11-30"')).toBeLessThan(html.indexOf('data-day="2026-12-01"'));
    expect(html).toMatch(/aria-selected="true"[^>]*>|data-selected="true"/);
  });
});

describe("TimeInput", () => {
  it("renders 24-hour time", () => {
    const html = renderToStaticMarkup(<TimeInput name="quietHoursStart" label="Von" defaultValue="22:00" />);
    expect(html).toContain('value="22:00"');
    expect(html).toContain('name="quietHoursStart"');
    expect(html).not.toContain('type="time"');
  });
});
