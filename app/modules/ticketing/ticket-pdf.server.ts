import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { formatDate, formatMoney, formatTime } from "~/lib/format";
import type { BookingDetails } from "~/modules/ticketing/queries.server";

/** Stand-ins for characters Helvetica (WinAnsi) has no glyph for; anything else unknown becomes "?". */
const FALLBACK: Record<string, string> = { "\u2009": " ", "\u202F": "\u00A0", "\u2010": "-", "\u2011": "-", "\u2012": "–", "\u2192": "->", "\u2190": "<-", "\u2212": "-" };

/**
 * The text as the font can draw it: every character the font has a glyph for stays (German letters,
 * en and em dash, „…“ quotes, €, …), known stand-ins replace a few others, the rest becomes "?".
 */
function drawable(s: string, font: PDFFont): string {
  const glyphs = charsetOf(font);
  return Array.from(s, (ch) => (glyphs.has(ch.codePointAt(0)!) ? ch : (FALLBACK[ch] ?? "?"))).join("");
}

const charsets = new WeakMap<PDFFont, Set<number>>();
function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = drawable(text, font).split(/\s+/);
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const PRIMARY = rgb(0.71, 0.235, 0.478); // #b53c7a
const INK = rgb(0.12, 0.114, 0.17);
const MUTED = rgb(0.37, 0.357, 0.42);
const LINE = rgb(0.88, 0.86, 0.84);

/**
 * spec §7 generate-ticket-pdf: one A4 page per attendee (or only the given attendee) with
 * event, date, venue, attendee, ticket number, QR code and booking reference.
 */
export async function generateTicketPdf(details: BookingDetails, attendeeId?: string): Promise<{ filename: string; bytes: Uint8Array }> {
  const { booking, event } = details;
  const attendees = attendeeId ? details.attendees.filter((a) => a.id === attendeeId) : details.attendees;
  const pdf = await PDFDocument.create();
  // document metadata is Unicode (UTF-16): the title keeps its en dash and every other character
  pdf.setTitle(`Tickets ${event?.title ?? ""} – ${booking.bookingReference}`);
  pdf.setAuthor("Stadtpuls");
  pdf.setCreator("Stadtpuls");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  for (const a of attendees) {
    const page = pdf.addPage([595.28, 841.89]);
    const { width, height } = page.getSize();
    const m = 48;
    page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: PRIMARY });
    page.drawText("Stadtpuls", { x: m, y: height - 62, size: 28, font: bold, color: rgb(1, 1, 1) });
    page.drawText("E-Ticket", { x: m, y: height - 88, size: 13, font: regular, color: rgb(1, 1, 1) });
    if (booking.isTestMode) {
      const label = "TESTMODUS – kein gültiges Ticket";
      const w = bold.widthOfTextAtSize(label, 11) + 20;
      page.drawRectangle({ x: width - m - w, y: height - 76, width: w, height: 24, color: rgb(1, 0.953, 0.804) });
      page.drawText(label, { x: width - m - w + 10, y: height - 68, size: 11, font: bold, color: rgb(0.55, 0.4, 0) });
    }

    let y = height - 160;
    for (const line of wrap(event?.title ?? "Event-Daten nicht verfügbar", bold, 24, width - 2 * m).slice(0, 3)) {
      page.drawText(line, { x: m, y, size: 24, font: bold, color: INK });
      y -= 30;
    }
    y -= 6;
    const field = (p: PDFPage, label: string, value: string, x: number, yy: number, w: number) => {
      p.drawText(drawable(label.toUpperCase(), bold), { x, y: yy, size: 9, font: bold, color: MUTED });
      let ly = yy - 16;
      for (const line of wrap(value, regular, 13, w).slice(0, 3)) {
        p.drawText(line, { x, y: ly, size: 13, font: regular, color: INK });
        ly -= 16;
      }
      return ly;
    };
    const colW = (width - 2 * m - 24) / 2;
    const dateText = event
      ? `${formatDate(event.startDate)}, ${formatTime(event.startDate)} Uhr${event.endDate ? ` – ${formatTime(event.endDate)} Uhr` : ""}`
      : "–";
    const venueText = event
      ? [event.venueName, event.venueAddress, [event.venuePostalCode, event.venueCity].filter(Boolean).join(" ")].filter(Boolean).join(", ") || "wird bekannt gegeben"
      : "–";
    const y1 = field(page, "Datum", dateText, m, y, colW);
    const y2 = field(page, "Ort", venueText, m + colW + 24, y, colW);
    y = Math.min(y1, y2) - 14;
    const y3 = field(page, "Teilnehmer:in", `${a.firstName} ${a.lastName}`, m, y, colW);
    const y4 = field(page, "Kategorie", a.categoryName ?? "Ticket", m + colW + 24, y, colW);
    y = Math.min(y3, y4) - 14;
    const y5 = field(page, "Buchungsnummer", booking.bookingReference, m, y, colW);
    const y6 = field(
      page,
      "Buchungsbetrag (inkl. aller Gebühren)",
      `${formatMoney(booking.totalAmountCents)} für ${booking.quantity} ${booking.quantity === 1 ? "Ticket" : "Tickets"}`,
      m + colW + 24,
      y,
      colW,
    );
    y = Math.min(y5, y6) - 20;

    page.drawLine({ start: { x: m, y }, end: { x: width - m, y }, thickness: 1, color: LINE, dashArray: [4, 4] });
    y -= 30;

    const qrPng = await QRCode.toBuffer(a.qrCode, { errorCorrectionLevel: "M", margin: 1, width: 480 });
    const img = await pdf.embedPng(qrPng);
    const qrSize = 200;
    page.drawImage(img, { x: m, y: y - qrSize, width: qrSize, height: qrSize });
    const tx = m + qrSize + 28;
    page.drawText("TICKETNUMMER", { x: tx, y: y - 20, size: 9, font: bold, color: MUTED });
    page.drawText(a.ticketNumber, { x: tx, y: y - 46, size: 22, font: bold, color: INK });
    const hint = a.isValid
      ? "Zeigen Sie diesen QR-Code beim Einlass vor. Jedes Ticket gilt für eine Person und wird einmal eingecheckt."
      : "Dieses Ticket ist nicht mehr gültig.";
    let hy = y - 78;
    for (const line of wrap(hint, regular, 11, width - tx - m)) {
      page.drawText(line, { x: tx, y: hy, size: 11, font: regular, color: a.isValid ? MUTED : rgb(0.75, 0.1, 0.1) });
      hy -= 15;
    }
    y -= qrSize + 40;
    const legal =
      "Bei Freizeitveranstaltungen mit festem Termin besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB). Stornierungen sind nach unseren Bedingungen bis 24 Stunden vor Beginn möglich.";
    for (const line of wrap(legal, regular, 9, width - 2 * m)) {
      page.drawText(line, { x: m, y, size: 9, font: regular, color: MUTED });
      y -= 12;
    }
    page.drawText(drawable("Stadtpuls · Breite Straße 1 · 23552 Lübeck · stadtpuls.de", regular), { x: m, y: 36, size: 9, font: regular, color: MUTED });
  }

  const bytes = await pdf.save();
  const single = attendees.length === 1 && attendeeId ? `-${attendees[0]!.ticketNumber}` : "";
  return { filename: `ticket-${booking.bookingReference}${single}.pdf`, bytes };
}
