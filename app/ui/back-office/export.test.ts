import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { csvExportResponse, keysetBatches, neutraliseCell, xlsxExportResponse, type ExportColumn } from "~/ui/back-office/export.server";

type Row = { id: number; name: string; at: Date; cents: number; ok: boolean };
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? "Jörg; \"Müller\"" : `Gast ${i + 1}`,
  at: new Date("2026-12-24T18:30:00Z"),
  cents: 1250 + i,
  ok: i % 2 === 0,
}));
const columns: Array<ExportColumn<Row>> = [
  { header: "Nr.", value: (r) => r.id, kind: "number" },
  { header: "Name", value: (r) => r.name },
  { header: "Datum", value: (r) => r.at, kind: "date" },
  { header: "Beginn", value: (r) => r.at, kind: "datetime" },
  { header: "Betrag", value: (r) => r.cents, kind: "money" },
  { header: "Eingecheckt", value: (r) => r.ok },
];
const fetchCalls: Array<number | null> = [];
const batches = () =>
  keysetBatches<Row, number>(
    async (after, limit) => {
      fetchCalls.push(after);
      return rows.filter((r) => r.id > (after ?? 0)).slice(0, limit);
    },
    (r) => r.id,
    10,
  );

describe("csvExportResponse", () => {
  it("streams UTF-8 with BOM, ';' separator, German dates and amounts, fetching in batches", async () => {
    fetchCalls.length = 0;
    const res = csvExportResponse({ filename: "teilnehmer.csv", columns, batches: batches() });
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toContain('filename="teilnehmer.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Nr.;Name;Datum;Beginn;Betrag;Eingecheckt");
    expect(lines[1]).toBe('1;"Jörg; ""Müller""";24.12.2026;24.12.2026 19:30;12,50;ja');
    expect(lines).toHaveLength(26);
    expect(fetchCalls).toEqual([null, 10, 20]);
  });
});

describe("xlsxExportResponse", () => {
  it("writes a workbook that Excel reads back with dates and amounts as typed cells", async () => {
    const res = xlsxExportResponse({ filename: "teilnehmer.xlsx", columns, batches: batches(), sheetName: "Teilnehmer" });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet("Teilnehmer")!;
    expect(sheet.rowCount).toBe(26);
    expect(sheet.getRow(2).getCell(2).value).toBe('Jörg; "Müller"');
    expect(sheet.getRow(2).getCell(3).numFmt).toBe("dd.mm.yyyy");
    expect((sheet.getRow(2).getCell(4).value as Date).toISOString()).toBe("2026-12-24T19:30:00.000Z");
    expect(sheet.getRow(2).getCell(5).value).toBe(12.5);
  });
});

describe("neutraliseCell (issue 21 finding 5: CSV formula injection, OWASP)", () => {
  it("prefixes a single quote to text that a spreadsheet would read as a formula", () => {
    for (const v of ['=HYPERLINK("http://x","klick")', "+49 170", "-1+1", "@SUM(A1)", "\tx", "\rx", "  =1+1"]) expect(neutraliseCell(v), JSON.stringify(v)).toBe(`'${v}`);
    for (const v of ["Erika", "a=b", "12,50", "", "Jörg; \"Müller\""]) expect(neutraliseCell(v), v).toBe(v);
  });

  it("applies to every text cell of CSV and Excel, not to numbers the server formats", async () => {
    type R = { name: string; n: number };
    const cols: Array<ExportColumn<R>> = [
      { header: "Name", value: (r) => r.name },
      { header: "Zahl", value: (r) => r.n, kind: "number" },
    ];
    async function* one() {
      yield [{ name: "=1+1", n: -5 }];
    }
    const csv = await csvExportResponse({ filename: "x.csv", columns: cols, batches: one() }).text();
    expect(csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n")[1]).toBe("'=1+1;-5");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsxExportResponse({ filename: "x.xlsx", columns: cols, batches: one(), sheetName: "S" }).arrayBuffer()) as unknown as ArrayBuffer);
    expect(wb.getWorksheet("S")!.getRow(2).getCell(1).value).toBe("'=1+1");
    expect(wb.getWorksheet("S")!.getRow(2).getCell(2).value).toBe(-5);
  });
});

