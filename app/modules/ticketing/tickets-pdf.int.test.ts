import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { bookingIcs } from "~/modules/ticketing/ics.server";
import { getBookingForViewer, listMyBookings } from "~/modules/ticketing/queries.server";
import { generateTicketPdf } from "~/modules/ticketing/ticket-pdf.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makePaidBooking } from "../../../tests/factories/ticketing";
import { pdfText } from "../../../tests/pdf-text";

beforeAll(async () => {
  await setupTestDb();
});

describe("ticket PDF and calendar file", () => {
  it("one page per attendee with event, attendee, ticket number, reference and 'Testmodus'; one attendee alone", async () => {
    const paid = await makePaidBooking({ n: 2 });
    const details = await getBookingForViewer(paid.bookingId, { ...paid.buyer, role: "user" });
    const pdf = await generateTicketPdf(details);
    expect(Buffer.from(pdf.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf.bytes);
    for (const a of details.attendees) {
      expect(text).toContain(a.ticketNumber);
      expect(text).toContain(`${a.firstName} ${a.lastName}`);
    }
    expect(text).toContain(details.booking.bookingReference);
    expect(text).toContain("Konzert am Holstentor");
    expect(text).toContain("TESTMODUS");
    const one = await generateTicketPdf(details, details.attendees[1]!.id);
    const oneText = await pdfText(one.bytes);
    expect(oneText).toContain(details.attendees[1]!.ticketNumber);
    expect(oneText).not.toContain(details.attendees[0]!.ticketNumber);
    expect(one.filename).toBe(`ticket-${details.booking.bookingReference}-${details.attendees[1]!.ticketNumber}.pdf`);
    const ics = bookingIcs(details, "http://localhost:3000");
    expect(ics.content).toContain("SUMMARY:Konzert am Holstentor");
    expect(ics.content).toContain(details.booking.bookingReference);
  });

  it("draws the title's en dash and German quotes in the title font and keeps them in the document title", async () => {
    const paid = await makePaidBooking({ n: 1 });
    const title = "Jazz – Nacht „Live“ im Hafen … 2026";
    await db.update(events).set({ title }).where(eq(events.id, paid.event.id));
    const details = await getBookingForViewer(paid.bookingId, { ...paid.buyer, role: "user" });
    const { bytes } = await generateTicketPdf(details);
    const text = await pdfText(bytes);
    expect(text).toContain("Jazz – Nacht „Live“ im Hafen … 2026");
    expect(text).toContain("TESTMODUS – kein gültiges Ticket");
    expect(text).not.toContain("Jazz - Nacht");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Tickets ${title} – ${details.booking.bookingReference}`);
  });

  it("a booking whose event is gone: 'Event-Daten nicht verfügbar'", async () => {
    const paid = await makePaidBooking({ n: 1 });
    await db.delete(events).where(eq(events.id, paid.event.id));
    const [mine] = await listMyBookings(paid.buyer);
    expect(mine!.booking.id).toBe(paid.bookingId);
    expect(mine!.event).toBeNull();
    const details = await getBookingForViewer(paid.bookingId, { ...paid.buyer, role: "user" });
    expect(await pdfText((await generateTicketPdf(details)).bytes)).toContain("Event-Daten nicht verfügbar");
    expect(() => bookingIcs(details, "http://localhost:3000")).toThrow("Event-Daten nicht verfügbar");
  });
});
