import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { appUrl } from "~/lib/env.server";
import { formatDate, formatDateTime, formatMoney, toIsoDay } from "~/lib/format";
import { NOUNS, plural } from "~/lib/plural";
import { eventOrganizerIdSql } from "~/modules/organizers/scope.server";
import { enqueue } from "~/modules/outbox/enqueue.server";

/** One event of an organizer with its bookings of the day. */
type DigestRow = {
  organizer_id: string;
  organizer_name: string;
  email: string;
  event_id: string;
  title: string;
  start_date: string | Date;
  bookings: number;
  tickets: number;
  amount: number | string;
  test_mode: boolean;
};

/** The digest of a day goes out from 08:00 Berlin time the next morning. */
const SEND_FROM_HOUR = 8;
let lastRun = 0;

const berlinHour = (d: Date) => Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", hourCycle: "h23" }).format(d));

/**
 * "Einmal täglich eine Zusammenfassung" (organizer settings, sales notifications "daily"): from 08:00
 * Berlin time, one mail per organizer profile with an account about the bookings confirmed on its
 * events the day before (Berlin day), per event — exactly once per organizer and day (the outbox
 * dedupe key, also with several instances). No bookings, no mail.
 */
export async function sendDueSalesDigests(now = new Date(), opts: { force?: boolean } = {}): Promise<number> {
  if (!opts.force && now.getTime() - lastRun < 10 * 60_000) return 0;
  lastRun = now.getTime();
  if (berlinHour(now) < SEND_FROM_HOUR) return 0;
  const today = toIsoDay(now);
  const day = toIsoDay(new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000));
  const from = sql`(${day}::date::timestamp at time zone 'Europe/Berlin')`;
  const to = sql`(${today}::date::timestamp at time zone 'Europe/Berlin')`;
  const res = await db.execute<DigestRow>(sql`
    select o.id as organizer_id, o.name as organizer_name, u.email, e.id as event_id, e.title, e.start_date,
      count(*)::int as bookings, sum(b.quantity)::int as tickets, sum(b.total_amount_cents)::bigint as amount,
      bool_and(b.is_test_mode) as test_mode
    from bookings b
    join events e on e.id = b.event_id
    join organizers o on o.id = ${eventOrganizerIdSql("e")}
    join "user" u on u.id = o.user_id
    where o.sales_notifications = 'daily' and b.status = 'confirmed' and b.confirmed_at >= ${from} and b.confirmed_at < ${to}
    group by o.id, o.name, u.email, e.id, e.title, e.start_date
    order by o.id, e.start_date`);
  const byOrganizer = new Map<string, typeof res.rows>();
  for (const r of res.rows) byOrganizer.set(r.organizer_id, [...(byOrganizer.get(r.organizer_id) ?? []), r]);
  for (const [organizerId, events] of byOrganizer) {
    const first = events[0]!;
    const total = (k: "bookings" | "tickets" | "amount") => events.reduce((s, e) => s + Number(e[k]), 0);
    const figures = (b: number, t: number, cents: number) => `${plural(b, NOUNS.booking)}, ${plural(t, NOUNS.ticket)}, ${formatMoney(cents)}`;
    await enqueue(db, {
      kind: "email",
      topic: "organizer_sales_digest",
      recipient: first.email,
      dedupeKey: `sales-digest:${organizerId}:${day}`,
      payload: {
        to: first.email,
        template: "organizer_sales_digest",
        testMode: events.every((e) => e.test_mode),
        data: {
          organizerName: first.organizer_name,
          day: formatDate(`${day}T12:00:00Z`),
          summary: figures(total("bookings"), total("tickets"), total("amount")),
          list: events.map((e) => `• ${e.title} (${formatDateTime(new Date(e.start_date))}): ${figures(Number(e.bookings), Number(e.tickets), Number(e.amount))}`).join("\n"),
          bookingsUrl: `${appUrl()}/organizer/bookings`,
          settingsUrl: `${appUrl()}/organizer/settings`,
        },
      },
    });
  }
  return byOrganizer.size;
}
