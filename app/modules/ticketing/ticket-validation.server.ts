import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { CheckInActor } from "~/modules/ticketing/check-in-access.server";
import { eventCheckInLists } from "~/modules/ticketing/check-in-lists.server";
import { parseTicketInput, type CheckInMethod, type CheckInReason } from "~/modules/ticketing/check-in-reasons";
import { assertCan } from "~/modules/ticketing/permissions";
import { verifyQrPayload } from "~/modules/ticketing/ticket-codes.server";

export type TicketValidationView = {
  query: string;
  ticket: null | {
    attendee: { id: string; name: string; ticketNumber: string; category: string | null; isValid: boolean; isCheckedIn: boolean };
    booking: { id: string; reference: string; status: string; paymentStatus: string; email: string | null; quantity: number };
    event: { id: string | null; title: string | null; startDate: string | null };
    /** Why the door would refuse it right now (ignoring earlier check-ins), or null. */
    refusal: CheckInReason | null;
    lists: Array<{ id: string; name: string; admitted: boolean; checkedIn: boolean }>;
    history: Array<{
      id: string;
      at: string;
      list: string | null;
      gate: string | null;
      deviceId: string | null;
      staff: string | null;
      method: CheckInMethod;
      direction: "entry" | "exit";
      isValid: boolean;
      invalidatedAt: string | null;
    }>;
  };
};

async function rows<T extends Record<string, unknown>>(q: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T>(q)).rows;
}

/** Admin ticket validation (spec §2.4): any ticket by QR payload or number, across all events. */
export async function getTicketValidationView(actor: CheckInActor, query: string): Promise<TicketValidationView> {
  assertCan(actor, "ticket.validate");
  const q = query.trim();
  if (!q) return { query: q, ticket: null };
  const parsed = parseTicketInput(q);
  const number = parsed.kind === "qr" ? verifyQrPayload(q) : parsed.ticketNumber;
  if (!number) throw new AppError("TICKET_NOT_FOUND");
  const [t] = await rows<{
    id: string;
    first_name: string;
    last_name: string;
    ticket_number: string;
    category: string | null;
    category_id: string | null;
    is_valid: boolean;
    is_checked_in: boolean;
    booking_id: string;
    booking_reference: string;
    status: string;
    payment_status: string;
    user_email: string | null;
    quantity: number;
    event_id: string | null;
    title: string | null;
    start_date: Date | string | null;
  }>(sql`
    select ba.id, ba.first_name, ba.last_name, ba.ticket_number, tc.name as category, ba.ticket_category_id as category_id, ba.is_valid,
           ba.is_checked_in, b.id as booking_id, b.booking_reference, b.status, b.payment_status, b.user_email, b.quantity,
           e.id as event_id, e.title, e.start_date
    from booking_attendees ba join bookings b on b.id = ba.booking_id left join events e on e.id = b.event_id
    left join ticket_categories tc on tc.id = ba.ticket_category_id
    where ba.ticket_number = ${number}`);
  if (!t) throw new AppError("TICKET_NOT_FOUND");
  const refusal: CheckInReason | null =
    t.status === "cancelled" || !t.is_valid || t.payment_status === "refunded"
      ? "canceled"
      : t.status !== "confirmed" || !["completed", "partially_refunded"].includes(t.payment_status)
        ? "unpaid"
        : null;
  const lists = t.event_id ? await eventCheckInLists(t.event_id) : [];
  const history = await rows<{
    id: string;
    scanned_at: Date | string;
    list: string | null;
    list_id: string | null;
    check_in_gate: string | null;
    check_in_device_id: string | null;
    staff: string | null;
    check_in_method: CheckInMethod;
    direction: "entry" | "exit";
    is_valid: boolean;
    invalidated_at: Date | string | null;
  }>(sql`
    select c.id, c.scanned_at, l.name as list, c.list_id, c.check_in_gate, c.check_in_device_id, coalesce(u.name, u.email) as staff,
           c.check_in_method, c.direction, c.is_valid, c.invalidated_at
    from check_ins c left join check_in_lists l on l.id = c.list_id left join "user" u on u.id = c.checked_in_by
    where c.attendee_id = ${t.id}::uuid order by c.scanned_at desc`);
  return {
    query: q,
    ticket: {
      attendee: {
        id: t.id,
        name: `${t.first_name} ${t.last_name}`.trim(),
        ticketNumber: t.ticket_number,
        category: t.category,
        isValid: t.is_valid,
        isCheckedIn: t.is_checked_in,
      },
      booking: { id: t.booking_id, reference: t.booking_reference, status: t.status, paymentStatus: t.payment_status, email: t.user_email, quantity: t.quantity },
      event: { id: t.event_id, title: t.title, startDate: t.start_date ? new Date(t.start_date).toISOString() : null },
      refusal,
      lists: lists.map((l) => ({
        id: l.id,
        name: l.name,
        admitted: l.allCategories || (t.category_id !== null && l.categoryIds.includes(t.category_id)),
        checkedIn: history.some((h) => h.list_id === l.id && h.is_valid && h.direction === "entry"),
      })),
      history: history.map((h) => ({
        id: h.id,
        at: new Date(h.scanned_at).toISOString(),
        list: h.list,
        gate: h.check_in_gate,
        deviceId: h.check_in_device_id,
        staff: h.staff,
        method: h.check_in_method,
        direction: h.direction,
        isValid: h.is_valid,
        invalidatedAt: h.invalidated_at ? new Date(h.invalidated_at).toISOString() : null,
      })),
    },
  };
}
