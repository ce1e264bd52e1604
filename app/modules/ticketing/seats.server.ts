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

/**
 * Takes the seats of one order in ONE statement: first the event row (the lock all buyers of the
 * event queue on), then every category with its own capacity. The event must still be on sale
 * (a cancellation committed a moment earlier wins). Throws — so the caller's transaction rolls
 * back, the event update included — when the event or a category has too few seats left.
 */
export async function reserveOrderSeats(
  tx: DbOrTx,
  eventId: string,
  lines: Array<{ categoryId: string; quantity: number }>,
  n: number,
): Promise<void> {
  const res = (await tx.execute(sql`
    with seat as (
      update events set current_participants = current_participants + ${n}
      where id = ${eventId} and status = 'published'
        and (max_participants is null or current_participants + ${n} <= max_participants)
      returning id
    ), cats as (
      update ticket_categories t set sold_count = t.sold_count + v.q
      from jsonb_to_recordset(${JSON.stringify(lines.map((l) => ({ id: l.categoryId, q: l.quantity })))}::jsonb) as v(id uuid, q int)
      where t.id = v.id and exists (select 1 from seat) and (t.capacity is null or t.sold_count + v.q <= t.capacity)
      returning t.id
    )
    select (select count(*) from seat)::int as seat, (select count(*) from cats)::int as cats`)) as unknown as Rows<{
    seat: number;
    cats: number;
  }>;
  const row = res.rows[0];
  if (!row || row.seat === 0) throw new AppError("BOOKING_SOLD_OUT");
  if (row.cats !== lines.length) throw new AppError("BOOKING_CATEGORY_SOLD_OUT");
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
