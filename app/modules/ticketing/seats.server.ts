import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { AppError } from "~/lib/app-error";

type Rows<T> = { rows: T[] };

/**
 * Takes n seats of an event atomically: one conditional UPDATE, so concurrent buyers
 * serialise on the event row and the event is never oversold.
 */
export async function reserveEventSeats(tx: DbOrTx, eventId: string, n: number): Promise<void> {
  const res = (await tx.execute(sql`
    update events set current_participants = current_participants + ${n}
    where id = ${eventId}
      and (max_participants is null or current_participants + ${n} <= max_participants)
    returning current_participants`)) as unknown as Rows<{ current_participants: number }>;
  if (res.rows.length === 0) throw new AppError("BOOKING_SOLD_OUT");
}

/** Takes seats of a category with its own capacity (sold_count ≤ capacity). */
export async function reserveCategorySeats(tx: DbOrTx, categoryId: string, n: number): Promise<void> {
  const res = (await tx.execute(sql`
    update ticket_categories set sold_count = sold_count + ${n}
    where id = ${categoryId} and (capacity is null or sold_count + ${n} <= capacity)
    returning sold_count`)) as unknown as Rows<{ sold_count: number }>;
  if (res.rows.length === 0) throw new AppError("BOOKING_CATEGORY_SOLD_OUT");
}

/**
 * Gives back the seats of one booking. Call only right after the guarded status
 * transition of that booking (… where status = 'pending'/'confirmed' returning), so it runs once.
 */
export async function releaseBookingSeats(
  tx: DbOrTx,
  booking: { id: string; eventId: string | null; quantity: number },
): Promise<void> {
  if (booking.eventId) {
    await tx.execute(sql`
      update events set current_participants = greatest(0, current_participants - ${booking.quantity})
      where id = ${booking.eventId}`);
  }
  await tx.execute(sql`
    update ticket_categories tc set sold_count = greatest(0, tc.sold_count - bi.quantity)
    from (select ticket_category_id, sum(quantity)::int as quantity from booking_items
          where booking_id = ${booking.id} and ticket_category_id is not null group by ticket_category_id) bi
    where tc.id = bi.ticket_category_id`);
  await tx.execute(sql`update booking_attendees set is_valid = false where booking_id = ${booking.id}`);
}
