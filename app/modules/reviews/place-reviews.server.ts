import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import { consumeLimit, type LimitRule } from "~/modules/accounts/rate-limit.server";
import { audit } from "~/modules/audit/audit.server";
import { findOwnReview, rowsOf } from "~/modules/reviews/queries.server";
import { publicAuthorName } from "~/modules/reviews/rules";
import type { OwnPlaceReviewInput } from "~/modules/reviews/validation";
import { changeOwnReview, type ReviewAuthor } from "~/modules/reviews/write-own-review.server";

/** Writes (new reviews and edits) per account and hour: enough for a person, too few for a flood. */
export const REVIEW_WRITE_LIMIT: LimitRule = { window: 3600, max: 10 };

/**
 * The place's shown figures (`locations.average_rating`, `review_count`: place cards, sorting) follow
 * its published reviews; called in every transaction that changes them.
 */
export async function refreshPlaceRating(tx: DbOrTx, placeId: string) {
  await tx.execute(sql`update locations l set
      average_rating = coalesce((select round(avg(r.rating)::numeric, 1) from reviews r where r.location_id = l.id and r.status = 'published'), 0),
      review_count = (select count(*) from reviews r where r.location_id = l.id and r.status = 'published')
    where l.id = ${placeId}::uuid`);
}

/**
 * A signed-in visitor writes, edits or deletes their own review of a (public, active) place: one per
 * person and place (the unique index decides under concurrency) — a repeated identical submit
 * answers the review it created, a different second one is refused (REVIEW_PLACE_ALREADY_EXISTS,
 * nothing changes). Writes are limited per account (REVIEW_LIMITED). Audited; the place's figures follow.
 */
export async function writeOwnPlaceReview(input: { actor: ReviewAuthor; placeId: string; review: OwnPlaceReviewInput }) {
  const { actor, review: r } = input;
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (!isUuid(input.placeId)) throw new AppError("PLACE_NOT_FOUND");
  const [place] = await rowsOf<{ id: string }>(db, sql`select id from locations where id = ${input.placeId}::uuid and is_active`);
  if (!place) throw new AppError("PLACE_NOT_FOUND");
  if (r.intent !== "delete" && !(await consumeLimit(`sp:review:${actor.id}`, REVIEW_WRITE_LIMIT))) throw new AppError("REVIEW_LIMITED");
  return db.transaction(async (tx) => {
    if (r.intent === "update" || r.intent === "delete") {
      const own = await findOwnReview(tx, actor.id, { placeId: place.id }, { forUpdate: true });
      const done = await changeOwnReview(tx, actor, own, r);
      await refreshPlaceRating(tx, place.id);
      return done;
    }
    const [created] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into reviews (user_id, author_name, target_type, location_id, rating, title, body, status)
        values (${actor.id}, ${publicAuthorName(actor)}, 'location', ${place.id}::uuid, ${r.rating}, ${r.title}, ${r.body}, 'published')
        on conflict (user_id, location_id) where location_id is not null do nothing
        returning id`,
    );
    if (!created) {
      const own = await findOwnReview(tx, actor.id, { placeId: place.id });
      if (own && own.rating === r.rating && own.title === r.title && own.body === r.body) return { id: own.id, deleted: false as const };
      throw new AppError("REVIEW_PLACE_ALREADY_EXISTS");
    }
    await refreshPlaceRating(tx, place.id);
    await audit(tx, actor, "review.created", { type: "review", id: created.id }, null, { placeId: place.id, rating: r.rating });
    return { id: created.id, deleted: false as const };
  });
}
