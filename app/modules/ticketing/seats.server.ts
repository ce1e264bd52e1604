import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { forgetSoldOut } from "~/modules/ticketing/sold-out-memo.server";
import { offerFreedSeats } from "~/modules/ticketing/waitlist.server";


/**
 * Gives back the seats of one booking. Call only right after the guarded status
 * transition of that booking (… where status = 'pending'/'confirmed' returning), so it runs once.
 * A freed seat goes to the first in line of the event's waiting list at once (held for their offer).
 */
export async function releaseBookingSeats(
  tx: DbOrTx,
  booking: { id: string; eventId: string | null; quantity: number },
): Promise<void> {
  if (booking.eventId) {
    forgetSoldOut(booking.eventId);
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
  if (booking.eventId) await offerFreedSeats(tx, booking.eventId);
}
