import { sql } from "drizzle-orm";
import { cityHref } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { formatDate, formatTime } from "~/lib/format";
import { NOUNS, plural } from "~/lib/plural";
import { createNotification } from "~/modules/engagement/create-notification.server";


/** A booked event is recalled this long before it starts. */
const AHEAD_MS = 24 * 3_600_000;
const BATCH = 200;
let lastRun = 0;

/**
 * "Event-Erinnerungen" (notification settings): once per confirmed booking of a signed-in buyer, a
 * notification in category event_reminders when its event starts within the next 24 hours — in the
 * app, and by push and e-mail as the buyer's settings allow (quiet hours included). The booking is
 * claimed with a guarded UPDATE (reminder_sent_at) in the same transaction as its notification, so
 * several instances remind each buyer exactly once. (updated_at stays: the stats roll-up ignores it.)
 */
export async function sendEventReminders(now = new Date(), opts: { force?: boolean } = {}): Promise<number> {
  if (!opts.force && now.getTime() - lastRun < 5 * 60_000) return 0;
  lastRun = now.getTime();
  return db.transaction(async (tx) => {
    const due = await tx.execute<{
      id: string;
      user_id: string;
      quantity: number;
      title: string;
      start_date: string | Date;
      venue_name: string | null;
      city_id: string | null;
    }>(sql`
      update bookings b set reminder_sent_at = ${now.toISOString()}::timestamptz
      from events e
      where e.id = b.event_id and b.id in (
        select b2.id from bookings b2 join events e2 on e2.id = b2.event_id
        where b2.status = 'confirmed' and b2.user_id is not null and b2.reminder_sent_at is null and e2.status in ('published', 'sold_out')
          and e2.start_date > ${now.toISOString()}::timestamptz and e2.start_date <= ${new Date(now.getTime() + AHEAD_MS).toISOString()}::timestamptz
        order by e2.start_date
        limit ${BATCH}
        for update of b2 skip locked)
      returning b.id, b.user_id, b.quantity, e.title, e.start_date, e.venue_name, e.city_id`);
    for (const b of due.rows) {
      const start = new Date(b.start_date);
      await createNotification(tx, {
        userId: b.user_id,
        type: "event",
        category: "event_reminders",
        title: `Erinnerung: ${b.title}`,
        message: `„${b.title}“ beginnt am ${formatDate(start)} um ${formatTime(start)} Uhr${b.venue_name ? ` (${b.venue_name})` : ""}. Sie haben ${plural(Number(b.quantity), NOUNS.ticket)} – den QR-Code finden Sie unter „Meine Tickets“.`,
        actionUrl: cityHref(b.city_id, "/profile/tickets"),
        entityType: "booking",
        entityId: b.id,
      });
    }
    return due.rows.length;
  });
}
