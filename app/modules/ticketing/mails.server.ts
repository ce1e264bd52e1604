import { asc, eq, sql, type SQL } from "drizzle-orm";
import { formatDateTime, formatMoney } from "~/lib/format";
import { NOUNS, plural } from "~/lib/plural";
import { user } from "~/modules/accounts/schema";
import { eventOrganizerIdSql } from "~/modules/organizers/scope.server";
import { outbox } from "~/modules/outbox/schema";
import { organizers } from "~/modules/people/schema";
import type { DbOrTx } from "~/lib/db.server";
import { addDefaultTemplates } from "~/modules/mail/render.server";
import { enqueue, type OutboxMessage } from "~/modules/outbox/enqueue.server";
import { cityHref } from "~/lib/cities";
import { bookingAttendees } from "~/modules/ticketing/schema";

/** Built-in templates of ticketing (an admin's edited copy in email_templates wins). */
addDefaultTemplates([
  {
    key: "booking_confirmation",
    name: "Buchungsbestätigung",
    purpose: "Geht nach jeder bezahlten Buchung an die Käufer:in, mit den Tickets als PDF.",
    subject: "Ihre Tickets für {{eventTitle}} ({{bookingReference}})",
    bodyText:
      "Hallo {{attendeeName}},\n\nvielen Dank für Ihre Buchung! Ihre Tickets hängen als PDF an dieser E-Mail.\n\nEvent: {{eventTitle}}\nDatum: {{eventDate}}\nOrt: {{venue}}\nBuchungsnummer: {{bookingReference}}\nTickets: {{quantity}}\nGesamtbetrag (inkl. aller Gebühren): {{totalAmount}}\n\nIhre Tickets finden Sie jederzeit unter: {{ticketsUrl}}\n\nBitte zeigen Sie beim Einlass den QR-Code vor. Bei Freizeitveranstaltungen mit festem Termin besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB).",
    bodyHtml:
      '<h1 style="font-size:22px;margin:0 0 12px">Ihre Tickets sind da</h1><p>Hallo {{attendeeName}},</p><p>vielen Dank für Ihre Buchung! Ihre Tickets hängen als PDF an dieser E-Mail.</p><table style="border-collapse:collapse;margin:12px 0"><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Event</td><td><strong>{{eventTitle}}</strong></td></tr><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Datum</td><td>{{eventDate}}</td></tr><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Ort</td><td>{{venue}}</td></tr><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Buchungsnummer</td><td>{{bookingReference}}</td></tr><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Tickets</td><td>{{quantity}}</td></tr><tr><td style="padding:4px 12px 4px 0;color:#5f5b6b">Gesamtbetrag</td><td>{{totalAmount}} (inkl. aller Gebühren)</td></tr></table><p><a href="{{ticketsUrl}}" style="display:inline-block;background:#b53c7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Meine Tickets ansehen</a></p><p style="font-size:13px;color:#5f5b6b">Bitte zeigen Sie beim Einlass den QR-Code vor. Bei Freizeitveranstaltungen mit festem Termin besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB).</p>',
    variables: ["attendeeName", "eventTitle", "eventDate", "venue", "bookingReference", "quantity", "totalAmount", "ticketsUrl"],
  },
  {
    key: "cancellation_notice",
    name: "Stornierungsbestätigung",
    purpose: "Bestätigt eine Stornierung und nennt Grund und Erstattungsbetrag.",
    subject: "Stornierung Ihrer Buchung {{bookingReference}}",
    bodyText:
      "Hallo {{attendeeName}},\n\nIhre Buchung {{bookingReference}} für {{eventTitle}} am {{eventDate}} wurde storniert.\n\nGrund: {{cancellationReason}}\nErstattungsbetrag: {{refundAmount}}\n\nDie Erstattung erfolgt auf das ursprüngliche Zahlungsmittel und dauert in der Regel 5 bis 10 Werktage. Ihre Tickets sind nicht mehr gültig.",
    bodyHtml:
      '<h1 style="font-size:22px;margin:0 0 12px">Ihre Buchung wurde storniert</h1><p>Hallo {{attendeeName}},</p><p>Ihre Buchung <strong>{{bookingReference}}</strong> für <strong>{{eventTitle}}</strong> am {{eventDate}} wurde storniert.</p><p><strong>Grund:</strong> {{cancellationReason}}<br><strong>Erstattungsbetrag:</strong> {{refundAmount}}</p><p style="font-size:13px;color:#5f5b6b">Die Erstattung erfolgt auf das ursprüngliche Zahlungsmittel und dauert in der Regel 5 bis 10 Werktage. Ihre Tickets sind nicht mehr gültig.</p>',
    variables: ["attendeeName", "eventTitle", "eventDate", "bookingReference", "cancellationReason", "refundAmount"],
  },
]);

export type MailBooking = {
  id: string;
  bookingReference: string;
  userEmail: string | null;
  quantity: number;
  totalAmountCents: number;
  isTestMode: boolean;
};
export type MailEvent = { title: string; startDate: Date; venueName: string | null; venueCity: string | null; cityId: string | null };

const appBase = () => (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");

/** Booking confirmation with the PDF tickets attached, in the caller's transaction. */
export async function enqueueBookingConfirmation(
  tx: DbOrTx,
  b: MailBooking,
  e: MailEvent,
  attendeeName: string,
  dedupeKey = `booking-confirmation:${b.id}`,
): Promise<void> {
  const message = bookingConfirmationMessage(b, e, attendeeName, dedupeKey);
  if (message) await enqueue(tx, message);
}

/** The booking confirmation as an outbox message (null without a recipient). */
export function bookingConfirmationMessage(
  b: MailBooking,
  e: MailEvent,
  attendeeName: string,
  dedupeKey = `booking-confirmation:${b.id}`,
): OutboxMessage | null {
  if (!b.userEmail) return null;
  return {
    kind: "email",
    topic: "booking_confirmation",
    recipient: b.userEmail,
    dedupeKey,
    payload: {
      to: b.userEmail,
      template: "booking_confirmation",
      testMode: b.isTestMode,
      data: {
        attendeeName,
        eventTitle: e.title,
        eventDate: formatDateTime(e.startDate),
        venue: [e.venueName, e.venueCity].filter(Boolean).join(", ") || "wird bekannt gegeben",
        bookingReference: b.bookingReference,
        quantity: b.quantity,
        totalAmount: formatMoney(b.totalAmountCents),
        ticketsUrl: `${appBase()}${cityHref(e.cityId, "/profile/tickets")}`,
      },
      attachments: [{ generator: "ticket-pdf", args: { bookingId: b.id } }],
    },
  };
}

/** cancellation_notice (spec §7) in the caller's transaction. */
export async function enqueueCancellationNotice(
  tx: DbOrTx,
  b: MailBooking,
  e: MailEvent | null,
  data: { cancellationReason: string; refundAmountCents: number },
): Promise<void> {
  if (!b.userEmail) return;
  // addressed to the booking's first attendee
  const [first] = await tx
    .select({ firstName: bookingAttendees.firstName, lastName: bookingAttendees.lastName })
    .from(bookingAttendees)
    .where(eq(bookingAttendees.bookingId, b.id))
    .orderBy(asc(bookingAttendees.createdAt))
    .limit(1);
  await enqueue(tx, {
    kind: "email",
    topic: "cancellation_notice",
    recipient: b.userEmail,
    dedupeKey: `cancellation-notice:${b.id}`,
    payload: {
      to: b.userEmail,
      template: "cancellation_notice",
      testMode: b.isTestMode,
      data: {
        attendeeName: first ? `${first.firstName} ${first.lastName}` : "Kundin, Kunde",
        eventTitle: e?.title ?? "Event",
        eventDate: e ? formatDateTime(e.startDate) : "–",
        bookingReference: b.bookingReference,
        cancellationReason: data.cancellationReason,
        refundAmount: formatMoney(data.refundAmountCents),
      },
    },
  });
}

/**
 * The organizer's mail about a sale (template organizer_sale), as one INSERT … SELECT written only
 * when `when` holds — in the confirming statement or transaction. It goes to the account behind the
 * event's organizer profile (or the event's creator when there is no profile) while its sales
 * notification setting is "each" (the default); "daily" gets the next morning's digest, "off" nothing.
 * Organizer profiles without an account get no mail.
 */
export function organizerSaleMailSql(
  b: Pick<MailBooking, "id" | "bookingReference" | "quantity" | "totalAmountCents" | "isTestMode">,
  e: Pick<MailEvent, "title" | "startDate"> & { id: string },
  buyerName: string,
  when: SQL = sql`true`,
): SQL {
  const data = {
    eventTitle: e.title,
    eventDate: formatDateTime(e.startDate),
    bookingReference: b.bookingReference,
    buyerName: buyerName.trim() || "–",
    tickets: plural(b.quantity, NOUNS.ticket),
    totalAmount: b.totalAmountCents === 0 ? "kostenlos" : formatMoney(b.totalAmountCents),
    bookingUrl: `${appBase()}/organizer/bookings/${b.id}`,
    settingsUrl: `${appBase()}/organizer/settings`,
  };
  return sql`insert into ${outbox} (kind, topic, recipient, payload, dedupe_key)
    select 'email'::outbox_kind, 'organizer_sale', r.email,
      jsonb_build_object('to', r.email, 'template', 'organizer_sale', 'testMode', ${b.isTestMode}::boolean,
        'data', ${JSON.stringify(data)}::jsonb || jsonb_build_object('organizerName', r.name)),
      ${`organizer-sale:${b.id}`}
    from (
      select coalesce(nullif(o.name, ''), u.name) as name, u.email
      from events e
      left join ${organizers} o on o.id = ${eventOrganizerIdSql("e")}
      join ${user} u on u.id = case when o.id is null then e.created_by else o.user_id end
      where e.id = ${e.id}::uuid and coalesce(o.sales_notifications::text, 'each') = 'each'
    ) r
    where ${when}
    on conflict (dedupe_key) where dedupe_key is not null do nothing`;
}
