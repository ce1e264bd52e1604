import { sql } from "drizzle-orm";
import { viewerWithColumn, type Viewer, type ViewerExtraColumn } from "~/modules/accounts/session.server";
import { bookings } from "~/modules/ticketing/schema";

/** The session fast path's extra column: this user's booking with the idempotency key, if any. */
const idempotentBooking: ViewerExtraColumn = {
  name: "viewer_by_session_token_with_booking",
  column: (userId) => sql<string | null>`(select b.id from ${bookings} b where b.user_id = ${userId} and b.idempotency_key = ${sql.placeholder("extra")} limit 1)`,
};

/**
 * For the sold-out gate (before React Router): the signed-in viewer of this cookie and whether
 * they already hold a booking with this idempotency key, in ONE query. `null` when the answer
 * needs the full path (anonymous, better-auth must write or decide).
 */
export async function viewerWithIdempotentBooking(
  cookie: string | undefined,
  idempotencyKey: string,
): Promise<{ viewer: Viewer; idempotentBookingId: string | null } | null> {
  const found = await viewerWithColumn(cookie, idempotentBooking, idempotencyKey);
  return found && { viewer: found.viewer, idempotentBookingId: found.extra };
}
