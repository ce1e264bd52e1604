import { registerAttachmentGenerator } from "~/modules/mail/deliver-email.server";
import { registerPeriodicJob } from "~/modules/outbox/worker.server";
import "~/modules/ticketing/mails.server";
import { getBookingForViewer } from "~/modules/ticketing/queries.server";
import { expirePendingBookings } from "~/modules/ticketing/release-booking.server";
import { sendEventReminders } from "~/modules/ticketing/send-event-reminders.server";
import { generateTicketPdf } from "~/modules/ticketing/ticket-pdf.server";
import { expireWaitlistOffers } from "~/modules/ticketing/waitlist.server";

let done = false;

/** Wires ticketing into the worker: PDF attachments for mails, expiry of unpaid holds, reminders of booked events. */
export function registerTicketing(): void {
  if (done) return;
  done = true;
  registerAttachmentGenerator("ticket-pdf", async (args) => {
    const bookingId = String(args.bookingId);
    // the system reads the booking as an admin would
    const details = await getBookingForViewer(bookingId, { id: "system", email: "", role: "admin" });
    const pdf = await generateTicketPdf(details, typeof args.attendeeId === "string" ? args.attendeeId : undefined);
    return { filename: pdf.filename, content: Buffer.from(pdf.bytes), contentType: "application/pdf" };
  });
  registerPeriodicJob("expire-pending-bookings", async () => {
    await expirePendingBookings();
  });
  registerPeriodicJob("expire-waitlist-offers", async () => {
    await expireWaitlistOffers();
  });
  registerPeriodicJob("event-reminders", async () => {
    await sendEventReminders();
  });
}

