import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dateTimeParts, parseBerlinDateTime, zBerlinDateTime, zOptionalBerlinDateTime } from "~/lib/date-input";

const schema = z.object({ start: zBerlinDateTime("den Beginn"), end: zOptionalBerlinDateTime("das Ende") });

/** Parses a posted form the way the event editor's action does (conform + zod). */
function submit(entries: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.set(k, v);
  return parseWithZod(fd, { schema });
}
const errorsOf = (entries: Record<string, string>) => {
  const s = submit(entries);
  if (s.status === "success") throw new Error("expected errors");
  return s.error ?? {};
};

describe("date and time in Berlin (German date-time field)", () => {
  it("reads the German parts and the ISO-local value alike", () => {
    const winter = new Date("2026-12-10T18:30:00.000Z"); // 19:30 CET
    expect(parseBerlinDateTime({ date: "10.12.2026", time: "19:30" })).toEqual({ ok: true, date: winter, local: "2026-12-10T19:30" });
    expect(parseBerlinDateTime("2026-12-10T19:30")).toMatchObject({ ok: true, date: winter });
    expect(parseBerlinDateTime("10.12.2026T19.30")).toMatchObject({ ok: true, date: winter });
    expect(parseBerlinDateTime("10.12.26 19:30 Uhr")).toMatchObject({ ok: true, date: winter });
    expect(parseBerlinDateTime({ date: "1.7.2026", time: "7" })).toMatchObject({ ok: true, date: new Date("2026-07-01T05:00:00.000Z") }); // CEST
  });

  it("tells which part is missing or wrong", () => {
    expect(parseBerlinDateTime("")).toEqual({ ok: false, reason: "empty" });
    expect(parseBerlinDateTime({ date: " ", time: "" })).toEqual({ ok: false, reason: "empty" });
    expect(parseBerlinDateTime({ date: "10.12.2026", time: "" })).toEqual({ ok: false, reason: "noTime" });
    expect(parseBerlinDateTime("2026-12-10T")).toEqual({ ok: false, reason: "noTime" });
    expect(parseBerlinDateTime("19:30")).toEqual({ ok: false, reason: "noDate" });
    expect(parseBerlinDateTime({ date: "31.02.2026", time: "19:30" })).toEqual({ ok: false, reason: "badDate" });
    expect(parseBerlinDateTime("2026-02-31T19:30")).toEqual({ ok: false, reason: "badDate" });
    expect(parseBerlinDateTime({ date: "12/10/2026", time: "19:30" })).toEqual({ ok: false, reason: "badDate" });
    expect(parseBerlinDateTime({ date: "10.12.2026", time: "10:00 PM" })).toEqual({ ok: false, reason: "badTime" });
    expect(dateTimeParts(42)).toEqual({ date: "", time: "" });
  });

  it("knows Berlin's clock changes: 02:30 on the last Sunday of March does not exist; the repeated October hour is read as CET (the later one)", () => {
    expect(parseBerlinDateTime({ date: "29.03.2026", time: "01:59" })).toMatchObject({ ok: true, date: new Date("2026-03-29T00:59:00.000Z") });
    expect(parseBerlinDateTime({ date: "29.03.2026", time: "03:00" })).toMatchObject({ ok: true, date: new Date("2026-03-29T01:00:00.000Z") });
    expect(parseBerlinDateTime({ date: "29.03.2026", time: "02:30" })).toEqual({ ok: false, reason: "nonexistent", day: "2026-03-29" });
    expect(parseBerlinDateTime({ date: "25.10.2026", time: "02:30" })).toMatchObject({ ok: true, date: new Date("2026-10-25T01:30:00.000Z") });
    expect(parseBerlinDateTime({ date: "25.10.2026", time: "01:30" })).toMatchObject({ ok: true, date: new Date("2026-10-24T23:30:00.000Z") });
    expect(parseBerlinDateTime({ date: "25.10.2026", time: "03:30" })).toMatchObject({ ok: true, date: new Date("2026-10-25T02:30:00.000Z") });
  });

  it("a form posted without JavaScript (the parts as typed) means the same as one posted with it", () => {
    const noJs = submit({ "start.date": "10.12.2026", "start.time": "19:30", "end.date": "10.12.2026", "end.time": "22:00" });
    const withJs = submit({ start: "2026-12-10T19:30", end: "2026-12-10T22:00" });
    expect(noJs.status).toBe("success");
    expect(noJs.status === "success" && noJs.value).toEqual({ start: new Date("2026-12-10T18:30:00.000Z"), end: new Date("2026-12-10T21:00:00.000Z") });
    expect(withJs.status === "success" && withJs.value).toEqual(noJs.status === "success" && noJs.value);
  });

  it("an empty optional field stays empty; an empty required one and half-filled or wrong ones get German messages", () => {
    const empty = submit({ "start.date": "10.12.2026", "start.time": "19:30", "end.date": "", "end.time": "" });
    expect(empty.status === "success" && empty.value).toEqual({ start: new Date("2026-12-10T18:30:00.000Z"), end: undefined });
    expect(submit({ start: "2026-12-10T19:30", end: "" }).status).toBe("success");
    expect(errorsOf({ "start.date": "", "start.time": "" }).start).toEqual(["Bitte geben Sie den Beginn an."]);
    expect(errorsOf({ start: "" }).start).toEqual(["Bitte geben Sie den Beginn an."]);
    expect(errorsOf({}).start).toEqual(["Bitte geben Sie den Beginn an."]);
    expect(errorsOf({ start: "2026-12-10T19:30", "end.date": "11.12.2026", "end.time": "" }).end).toEqual(["Bitte geben Sie auch die Uhrzeit für das Ende an."]);
    expect(errorsOf({ start: "T19:30" }).start).toEqual(["Bitte geben Sie auch das Datum für den Beginn an."]);
    expect(errorsOf({ "start.date": "31.02.2026", "start.time": "19:30" }).start).toEqual(["Bitte geben Sie für den Beginn ein gültiges Datum im Format TT.MM.JJJJ an."]);
    expect(errorsOf({ start: "31.02.2026T19:30" }).start).toEqual(["Bitte geben Sie für den Beginn ein gültiges Datum im Format TT.MM.JJJJ an."]);
    expect(errorsOf({ "start.date": "10.12.2026", "start.time": "25:00" }).start).toEqual(["Bitte geben Sie für den Beginn eine Uhrzeit im Format HH:MM an."]);
    expect(errorsOf({ "start.date": "29.03.2026", "start.time": "02:30" }).start).toEqual(["Diese Uhrzeit gibt es am 29.03.2026 wegen der Umstellung auf Sommerzeit nicht."]);
  });
});
