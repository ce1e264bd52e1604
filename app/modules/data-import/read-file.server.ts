import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { AppError } from "~/lib/app-error";

/** The largest file an import takes (the upload is refused before it is read whole). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

export type ImportFormat = "csv" | "xlsx" | "json";
export type ReadFile = { format: ImportFormat; headers: string[]; rows: Array<Record<string, string>> };

/** The format by the file's name (and, for a nameless upload, by its first bytes). */
export function formatOf(fileName: string, bytes: Uint8Array): ImportFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === "csv" || ext === "txt" || ext === "tsv") return "csv";
  if (ext === "xlsx") return "xlsx";
  if (ext === "json") return "json";
  if (ext) throw new AppError("IMPORT_FILE_TYPE");
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return "xlsx"; // a zip: an Excel workbook
  return "csv";
}

/** Reads an uploaded file into its header row and its data rows (header → cell text). */
export async function readImportFile(fileName: string, bytes: Uint8Array): Promise<ReadFile> {
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new AppError("IMPORT_FILE_TOO_LARGE");
  const format = formatOf(fileName, bytes);
  const table = format === "xlsx" ? await readXlsx(bytes) : format === "json" ? readJsonRows(decodeUtf8(bytes)) : readCsv(decodeUtf8(bytes));
  if (table.rows.length === 0) throw new AppError("IMPORT_EMPTY");
  if (table.rows.length > MAX_IMPORT_ROWS) throw new AppError("IMPORT_TOO_MANY_ROWS");
  return { format, ...table };
}

/** UTF-8 with or without BOM; anything else (Windows-1252, Latin-1, UTF-16) is refused in German. */
export function decodeUtf8(bytes: Uint8Array): string {
  // UTF-16 byte order marks: valid bytes, wrong encoding
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw new AppError("IMPORT_ENCODING");
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError("IMPORT_ENCODING");
  }
}

/** `;` or `,` (or a tab): whichever the header line holds most of, outside quotes. */
export function detectDelimiter(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const unquoted = line.replace(/"[^"]*"/g, "");
  const counts = [";", ",", "\t"].map((d) => [d, unquoted.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ",";
}

function readCsv(text: string) {
  let records: string[][];
  try {
    records = parse(text, { delimiter: detectDelimiter(text), bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true, trim: false }) as string[][];
  } catch {
    throw new AppError("IMPORT_UNREADABLE");
  }
  const [head, ...body] = records;
  if (!head) throw new AppError("IMPORT_EMPTY");
  return toTable(head, body);
}

function readJsonRows(text: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new AppError("IMPORT_UNREADABLE");
  }
  const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === "object" && Array.isArray((parsed as { rows?: unknown }).rows) ? (parsed as { rows: unknown[] }).rows : null;
  if (!list || !list.every((r) => r && typeof r === "object" && !Array.isArray(r))) throw new AppError("IMPORT_UNREADABLE");
  const headers = [...new Set(list.flatMap((r) => Object.keys(r as object)))].slice(0, 200);
  const body = (list as Array<Record<string, unknown>>).map((r) => headers.map((h) => cellText(r[h])));
  return toTable(headers, body);
}

async function readXlsx(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new AppError("IMPORT_UNREADABLE");
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw new AppError("IMPORT_EMPTY");
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, 200); c++) values.push(cellText(row.getCell(c).value));
    records.push(values);
  });
  const [head, ...body] = records;
  if (!head) throw new AppError("IMPORT_EMPTY");
  return toTable(head, body);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** One cell as text: Excel dates as German date-time (the wall clock as typed), rich text and formulas by their value. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const d = value;
    const date = `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
    return d.getUTCHours() || d.getUTCMinutes() ? `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : date;
  }
  if (typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (Array.isArray(o.richText)) return (o.richText as Array<{ text?: string }>).map((t) => t.text ?? "").join("");
    if ("result" in o) return cellText(o.result);
    if ("text" in o) return cellText(o.text);
    if ("hyperlink" in o) return cellText(o.hyperlink);
    return JSON.stringify(value);
  }
  return String(value);
}

/** Headers made unique and non-empty ("Spalte 3", "Titel (2)"); rows keyed by them, fully blank rows dropped. */
function toTable(head: string[], body: string[][]) {
  const seen = new Map<string, number>();
  const headers = head.map((h, i) => {
    const base = h.trim() || `Spalte ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
  const rows = body
    .filter((r) => r.some((v) => v.trim() !== ""))
    .map((r) => Object.fromEntries(headers.map((h, i) => [h, r[i] ?? ""])));
  return { headers, rows };
}
