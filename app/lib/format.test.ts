import { describe, expect, it } from "vitest";
import {
  berlinDayStart,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyInput,
  formatDayOfMonth,
  formatMonthShort,
  formatTime,
  formatWeekday,
  formatWeekdayDate,
  parseMoneyToCents,
  startOfWeek,
  toIsoDay,
} from "~/lib/format";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("format (de-DE, Europe/Berlin)", () => {
  it("shows dates as dd.MM.yyyy in Berlin time, not UTC", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("01.01.2027");
    expect(formatTime("2026-07-01T18:00:00Z")).toBe("20:00"); // CEST
    expect(formatTime("2026-01-15T18:00:00Z")).toBe("19:00"); // CET
    expect(formatDateTime("2026-07-01T18:00:00Z")).toBe("01.07.2026, 20:00 Uhr");
  });

  it("names weekdays and months in German (Berlin calendar day)", () => {
    expect(formatWeekdayDate("2026-12-24T18:30:00Z")).toBe("Do., 24.12.2026");
    expect(formatWeekday("2026-12-24T18:30:00Z")).toBe("Donnerstag");
    expect(formatWeekday("2026-11-22T23:30:00Z")).toBe("Montag"); // already Monday in Berlin
    expect(formatMonthShort("2026-03-15T12:00:00Z")).toBe("März");
    expect(formatMonthShort("2026-12-01T12:00:00Z")).toBe("Dez.");
    expect(formatDayOfMonth("2026-12-04T12:00:00Z")).toBe("04");
    expect(toIsoDay("2026-03-29T22:30:00Z")).toBe("2026-03-30"); // CEST
  });

  it("starts weeks on Monday", () => {
    // Sunday 22.11.2026 belongs to the week starting Monday 16.11.2026
    expect(formatDate(startOfWeek("2026-11-22T12:00:00Z"))).toBe("16.11.2026");
    expect(formatDate(startOfWeek("2026-11-23T12:00:00Z"))).toBe("23.11.2026");
  });

  it("formats money from cents as 12,50 €", () => {
    expect(nbsp(formatMoney(1250))).toBe("12,50 €");
    expect(nbsp(formatMoney(0))).toBe("0,00 €");
    expect(nbsp(formatMoney(123456))).toBe("1.234,56 €");
    // event prices: an ordinary space; a range: the amounts alone
    expect(formatMoney(123456, { plainSpace: true })).toBe("1.234,56 €");
    expect(formatMoney(1200, { symbol: false })).toBe("12,00");
  });

  it("writes cents into a money field the way parseMoneyToCents reads them back", () => {
    expect(formatMoneyInput(123456)).toBe("1234,56");
    expect(formatMoneyInput(1200, { dropZeroCents: true })).toBe("12");
    expect(formatMoneyInput(1250, { dropZeroCents: true })).toBe("12,50");
    expect(formatMoneyInput(null)).toBeUndefined();
    expect(parseMoneyToCents(formatMoneyInput(123456)!)).toBe(123456);
  });

  it("parses money input to cents and rejects garbage", () => {
    expect(parseMoneyToCents("12,50")).toBe(1250);
    expect(parseMoneyToCents("12.5")).toBe(1250);
    expect(parseMoneyToCents("7 €")).toBe(700);
    expect(parseMoneyToCents("abc")).toBeNull();
    expect(parseMoneyToCents("1,234")).toBeNull();
    expect(parseMoneyToCents("-3")).toBeNull();
  });

  it("maps a Berlin calendar day to its start instant", () => {
    expect(berlinDayStart("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(berlinDayStart("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    // DST switch days
    expect(berlinDayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(berlinDayStart("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
  });
});
