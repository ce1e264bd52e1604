import { sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/reviews/permissions";
import { eventReviewFacts, findOwnReview, rowsOf } from "~/modules/reviews/queries.server";
import { publicAuthorName } from "~/modules/reviews/rules";
import type { OwnReviewInput } from "~/modules/reviews/validation";

export type ReviewAuthor = Actor & { firstName?: string | null; lastName?: string | null; displayName?: string | null; name?: string | null };

/**
 * A guest writes, edits or deletes their own review of an event. Writing needs a confirmed, paid
 * booking (not cancelled) of the event and the event to be over; one review per guest and event
 * (the unique index decides under concurrency). A repeated identical submit answers the review it
 * already created; a different second review is refused. 'verifizierte Teilnahme' is recorded when
 * one of the guest's attendees was checked in.
 */
export async function writeOwnReview(input: { actor: ReviewAuthor; eventId: string; review: OwnReviewInput; now?: Date }) {
  const { actor, review: r } = input;
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const facts = await eventReviewFacts(tx, actor, input.eventId);
    if (r.intent === "update" || r.intent === "delete") {
      const own = await findOwnReview(tx, actor.id, facts.id, { forUpdate: true });
      return changeOwnReview(tx, actor, own, r, sql`verified_attendance = verified_attendance or ${facts.checked_in},`);
    }

    if (facts.status === "cancelled") throw new AppError("REVIEW_EVENT_CANCELLED");
    if (!facts.has_ticket) throw new AppError("REVIEW_NO_TICKET");
    if (facts.endsAt.getTime() > now.getTime()) throw new AppError("REVIEW_EVENT_NOT_ENDED");
    const [created] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into reviews (user_id, author_name, target_type, event_id, rating, title, body, status, verified_attendance)
        values (${actor.id}, ${publicAuthorName(actor)}, 'event', ${facts.id}::uuid, ${r.rating}, ${r.title}, ${r.body}, 'published', ${facts.checked_in})
        on conflict (user_id, event_id) where event_id is not null do nothing
        returning id`,
    );
    if (!created) {
      // a double submit of the same review is harmless; a different second review is refused
      const own = await findOwnReview(tx, actor.id, facts.id);
      if (own && own.rating === r.rating && own.title === r.title && own.body === r.body) return { id: own.id, deleted: false as const };
      throw new AppError("REVIEW_ALREADY_EXISTS");
    }
    await audit(tx, actor, "review.created", { type: "review", id: created.id }, null, {
      eventId: facts.id,
      rating: r.rating,
      verified: facts.checked_in,
    });
    return { id: created.id, deleted: false as const };
  });
}

type OwnRow = NonNullable<Awaited<ReturnType<typeof findOwnReview>>>;

/** Edits or deletes the author's own (locked) review — of an event or a place; audited. `extraSet` adds columns to the update. */
export async function changeOwnReview(
  tx: DbOrTx,
  actor: Actor,
  own: OwnRow | null,
  r: { intent: "delete" } | { intent: "update"; rating: number; title: string; body: string },
  extraSet: SQL = sql``,
) {
  if (!own) throw new AppError("REVIEW_NOT_FOUND");
  assertCan(actor, "review.editOwn", { userId: own.user_id });
  const before = { rating: own.rating, title: own.title, body: own.body, status: own.status };
  if (r.intent === "delete") {
    await tx.execute(sql`delete from reviews where id = ${own.id}::uuid`);
    await audit(tx, actor, "review.deleted", { type: "review", id: own.id }, before, null);
    return { id: own.id, deleted: true as const };
  }
  await tx.execute(sql`update reviews set rating = ${r.rating}, title = ${r.title}, body = ${r.body}, ${extraSet} updated_at = now() where id = ${own.id}::uuid`);
  await audit(tx, actor, "review.updated", { type: "review", id: own.id }, before, { rating: r.rating, title: r.title, body: r.body });
  return { id: own.id, deleted: false as const };
}
