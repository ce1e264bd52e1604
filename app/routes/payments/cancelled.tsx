import { and, eq } from "drizzle-orm";
import type { Route } from "./+types/cancelled";
import { db } from "~/lib/db.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireUser } from "~/modules/accounts/session.server";
import { events } from "~/modules/events/schema";
import { releasePendingBooking } from "~/modules/ticketing/release-booking.server";
import { bookings } from "~/modules/ticketing/schema";
import { pageUrl } from "~/lib/page-url.server";
import { UUID_RE } from "~/lib/input";

/** Stripe's cancel_url: the buyer left the payment page — free the held seats at once. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = pageUrl(request).searchParams.get("booking") ?? "";
  if (!UUID_RE.test(id)) return redirectWithToast("/", { type: "error", title: "Buchung nicht gefunden" });
  const [row] = await db
    .select({ booking: bookings, event: { slug: events.slug, cityId: events.cityId } })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(bookings.id, id), eq(bookings.userId, viewer.id)))
    .limit(1);
  if (!row) return redirectWithToast("/", { type: "error", title: "Buchung nicht gefunden" });
  await releasePendingBooking(row.booking.id, "failed");
  const target = row.event ? `/${row.event.cityId ?? "luebeck"}/events/${row.event.slug}/tickets` : "/";
  return redirectWithToast(target, { type: "info", title: "Zahlung abgebrochen", description: "Ihre reservierten Plätze wurden wieder freigegeben." });
}
