import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { formatDate, formatTime } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { pageUrl } from "~/lib/page-url.server";
import type { ExportColumn, ExportSpec } from "~/lib/list/export-spec";

/**
 * Streamed CSV and Excel downloads for back-office lists.
 *
 * Rows come from the database in batches (`keysetBatches`), are written as they arrive, and the
 * next batch is fetched only when the client has taken the previous one (pull-based stream), so
 * memory stays flat for any size. CSV: UTF-8 with BOM (Excel on a German Windows shows umlauts),
 * `;` separator, dates `dd.MM.yyyy` in Berlin time, amounts with a decimal comma. Every text cell
 * is neutralised against formula injection (`neutraliseCell`).
 */
export { keysetBatches, offsetBatches, type ExportColumn, type ExportSpec } from "~/lib/list/export-spec";

/**
 * CSV/formula injection (OWASP "CSV Injection"): a cell that starts with `=`, `+`, `-`, `@`, a tab or
 * a carriage return (also after leading spaces) is read as a formula by Excel, LibreOffice and Google
 * Sheets — `=HYPERLINK("http://…","klick")` as an attendee's name would become a live link. Such a
 * text gets a leading single quote, the character OWASP recommends, so it shows as the text it is.
 * Every text cell of every export (CSV and Excel) passes here; numbers, amounts and dates that the
 * server formats itself do not (a negative amount stays a number).
 */
export function neutraliseCell(text: string): string {
  return /^[\t\r]|^\s*[=+\-@]/.test(text) ? `'${text}` : text;
}

function csvCell<T>(col: ExportColumn<T>, row: T): string {
  const v = col.value(row);
  if (v === null || v === undefined) return "";
  if (typeof v === "boolean") return v ? "ja" : "nein";
  switch (col.kind) {
    case "date":
      return formatDate(v as Date | string);
    case "datetime":
      return `${formatDate(v as Date | string)} ${formatTime(v as Date | string)}`;
    case "money":
      return (Number(v) / 100).toFixed(2).replace(".", ",");
    case "number":
      return typeof v === "string" ? neutraliseCell(v.replace(".", ",")) : String(v).replace(".", ",");
    default:
      return v instanceof Date ? formatDate(v) : typeof v === "string" ? neutraliseCell(v) : String(v);
  }
}

function safeFilename(name: string) {
  return name.replace(/[^\w.-]+/g, "-").slice(0, 120) || "export";
}

function downloadHeaders(filename: string, contentType: string): HeadersInit {
  const safe = safeFilename(filename);
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
}

/** The CSV as a streamed Response (for a resource route's loader). */
export function csvExportResponse<T>(spec: ExportSpec<T>): Response {
  return new Response(csvExportStream(spec), { headers: downloadHeaders(spec.filename, "text/csv; charset=utf-8") });
}

export function csvExportStream<T>({ columns, batches }: Omit<ExportSpec<T>, "filename">): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(stringify([columns.map((c) => c.header)], { delimiter: ";", bom: true, record_delimiter: "windows" })));
          return;
        }
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        const records = next.value.map((row) => columns.map((c) => csvCell(c, row)));
        controller.enqueue(encoder.encode(stringify(records, { delimiter: ";", record_delimiter: "windows" })));
      } catch (err) {
        logger.error({ err }, "CSV-Export abgebrochen");
        controller.error(err);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** Wall-clock Berlin time as a Date whose UTC fields carry it (Excel dates have no time zone). */
function excelDate(v: Date | string): Date {
  const d = new Date(v);
  const [day, month, year] = formatDate(d).split(".").map(Number);
  const [hour, minute] = formatTime(d).split(":").map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** The Excel workbook (one sheet) as a streamed Response, written by exceljs' streaming writer. */
export function xlsxExportResponse<T>(spec: ExportSpec<T> & { sheetName?: string }): Response {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet((spec.sheetName ?? "Export").slice(0, 31));
  sheet.columns = spec.columns.map((c) => ({
    header: c.header,
    width: Math.max(12, Math.min(40, c.header.length + 4)),
    style:
      c.kind === "date"
        ? { numFmt: "dd.mm.yyyy" }
        : c.kind === "datetime"
          ? { numFmt: "dd.mm.yyyy hh:mm" }
          : c.kind === "money"
            ? { numFmt: '#,##0.00 "€"' }
            : {},
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of spec.batches) {
        for (const row of batch) {
          const values = spec.columns.map((c) => {
            const v = c.value(row);
            if (v === null || v === undefined) return null;
            if (c.kind === "date" || c.kind === "datetime") return excelDate(v as Date | string);
            if (c.kind === "money") return Number(v) / 100;
            if (typeof v === "boolean") return v ? "ja" : "nein";
            return typeof v === "string" ? neutraliseCell(v) : v;
          });
          sheet.addRow(values).commit();
        }
        // let the zip stream drain before the next batch is read
        if (out.writableNeedDrain) await new Promise((r) => out.once("drain", r));
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      logger.error({ err }, "Excel-Export abgebrochen");
      out.destroy(err as Error);
    }
  })();
  const body = Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: downloadHeaders(spec.filename, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
  });
}

/** The download in the format the URL asks for (`?format=xlsx`, else CSV) — one export route serves both links. */
export function exportResponse<T>(request: Request, spec: ExportSpec<T> & { sheetName?: string }): Response {
  const xlsx = pageUrl(request).searchParams.get("format") === "xlsx";
  // the file name ends in the format's extension, whatever the module named it
  const filename = `${spec.filename.replace(/\.(csv|xlsx)$/i, "")}.${xlsx ? "xlsx" : "csv"}`;
  return xlsx ? xlsxExportResponse({ ...spec, filename }) : csvExportResponse({ ...spec, filename });
}

/** Whether a list page's URL asks for its download (`?format=csv|xlsx`, the links of `<DataTable exportBase>`). */
export function exportRequested(request: Request): boolean {
  return pageUrl(request).searchParams.has("format");
}
