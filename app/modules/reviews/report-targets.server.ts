import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_CITY } from "~/lib/cities";
import type { DbOrTx } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import { AppError } from "~/lib/app-error";
import type { Actor } from "~/modules/accounts/actor";
import { consumeLimit, type LimitRule } from "~/modules/accounts/rate-limit.server";
import { audit } from "~/modules/audit/audit.server";
import { eventHref } from "~/modules/events/card-data";
import type { ReportTargetType } from "~/modules/reviews/labels";
import { applyReviewVisibility } from "~/modules/reviews/moderate-review.server";
import { refreshPlaceRating } from "~/modules/reviews/place-reviews.server";
import { rowsOf } from "~/modules/reviews/queries.server";

/** The reported content as the admin's queue shows it, with its author (for a warning). */
export type ReportedContent = {
  title: string;
  body: string;
  author: string;
  authorUserId: string | null;
  /** Stars, for a review. */
  rating?: number;
  hidden: boolean;
  /** Where it appears, e.g. the event of a review. */
  context: string;
  href: string | null;
};

/**
 * What the report queue (/admin/reports) needs of one kind of reported thing. Reviews are built in;
 * modules above this one (blog articles: content) register theirs at start (`registerReportTarget`),
 * so the queue acts on their content through their own code and tables.
 */
export type ReportTarget = {
  /** The reported things by id (ids that are gone are missing from the map). */
  describe(q: DbOrTx, ids: string[]): Promise<Map<string, ReportedContent>>;
  /** A search over the reported thing: SQL on `rp.target_id` (text), e.g. `rp.target_id in (select …)`. */
  search?(like: string): SQL;
  /** Takes it off the public pages (audited by the owner's code). */
  hide?(tx: DbOrTx, actor: Actor, id: string, context: Record<string, unknown>): Promise<void>;
  /** Deletes it for good (audited by the owner's code). */
  remove?(tx: DbOrTx, actor: Actor, id: string, context: Record<string, unknown>): Promise<void>;
};

type ReviewContentRow = {
  id: string;
  target_type: "event" | "location";
  user_id: string | null;
  author_name: string;
  rating: number;
  title: string | null;
  body: string;
  status: string;
  event_id: string | null;
  event_title: string | null;
  event_slug: string | null;
  event_city: string | null;
  location_name: string | null;
  location_slug: string | null;
  location_city: string | null;
};

const reviewTarget: ReportTarget = {
  async describe(q, ids) {
    const uuids = ids.filter(isUuid);
    if (!uuids.length) return new Map();
    const rows = await rowsOf<ReviewContentRow>(
      q,
      sql`select r.id, r.target_type, r.user_id, r.author_name, r.rating, r.title, r.body, r.status,
          e.id as event_id, e.title as event_title, e.slug as event_slug, e.city_id as event_city,
          l.name as location_name, l.slug as location_slug, l.city_id as location_city
        from reviews r left join events e on e.id = r.event_id left join locations l on l.id = r.location_id
        where r.id::text in (${sql.join(uuids.map((id) => sql`${id}`), sql`, `)})`,
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          title: r.title || "Bewertung ohne Titel",
          body: r.body,
          author: r.author_name || "Gast",
          authorUserId: r.user_id,
          rating: Number(r.rating),
          hidden: r.status === "hidden",
          context: (r.target_type === "event" ? r.event_title : r.location_name) ?? "",
          href:
            r.target_type === "event" && r.event_id && r.event_slug
              ? `${eventHref(r.event_city ?? DEFAULT_CITY, { slug: r.event_slug, id: r.event_id })}#bewertungen`
              : r.location_slug
                ? `/${r.location_city ?? DEFAULT_CITY}/places/${r.location_slug}`
                : null,
        },
      ]),
    );
  },
  search: (like) =>
    sql`rp.target_id in (select r.id::text from reviews r left join events e on e.id = r.event_id
      where lower(coalesce(r.title, '')) like ${like} or lower(r.body) like ${like} or lower(coalesce(e.title, '')) like ${like})`,
  async hide(tx, actor, id, context) {
    await applyReviewVisibility(tx, actor, id, "hidden", context);
  },
  async remove(tx, actor, id, context) {
    const [gone] = await rowsOf<{ id: string; rating: number; title: string | null; body: string; status: string; location_id: string | null }>(
      tx,
      sql`delete from reviews where id::text = ${id} returning id, rating, title, body, status, location_id`,
    );
    if (gone?.location_id) await refreshPlaceRating(tx, gone.location_id);
    if (gone) await audit(tx, actor, "review.deleted", { type: "review", id: gone.id }, { rating: gone.rating, title: gone.title, body: gone.body, status: gone.status }, context);
  },
};

const targets = new Map<string, ReportTarget>([["review", reviewTarget]]);

/** A module above this one makes its content reportable (called once at start, see modules/register-handlers.server.ts). */
export function registerReportTarget(type: Exclude<ReportTargetType, "review">, target: ReportTarget): void {
  targets.set(type, target);
}

/** The handler of a kind of reported thing, or null when none is registered (users, places: dismiss and warn only). */
export function reportTarget(type: string): ReportTarget | null {
  return targets.get(type) ?? null;
}

/** Every registered kind with its search (the queue's text search reaches into the reported content). */
export function reportTargetSearches(like: string): SQL[] {
  return [...targets.entries()].filter(([, t]) => t.search).map(([type, t]) => sql`(rp.target_type = ${type} and ${t.search!(like)})`);
}

/** How many reports one account may send per hour (articles and reviews together): a spammer cannot flood the queue. */
export const REPORT_LIMIT: LimitRule = { window: 3600, max: 5 };

/** Counts one report of a visitor; over REPORT_LIMIT → REPORT_LIMITED (nothing is stored). */
export async function countReport(reporterId: string): Promise<void> {
  if (!(await consumeLimit(`sp:report:${reporterId}`, REPORT_LIMIT))) throw new AppError("REPORT_LIMITED");
}

/**
 * Files a report in the caller's transaction: one open report per reporter and thing (a repeated
 * submit answers the open one with `created: false`).
 */
export async function fileReport(tx: DbOrTx, input: { reporterId: string; targetType: ReportTargetType; targetId: string; reason: string }) {
  const [created] = await rowsOf<{ id: string }>(
    tx,
    sql`insert into reports (reporter_id, target_type, target_id, reason)
      values (${input.reporterId}, ${input.targetType}, ${input.targetId}, ${input.reason})
      on conflict (target_type, target_id, reporter_id) where status = 'open' do nothing returning id`,
  );
  if (created) return { id: created.id, created: true };
  const [open] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from reports where target_type = ${input.targetType} and target_id = ${input.targetId} and reporter_id = ${input.reporterId} and status = 'open'`,
  );
  return { id: open!.id, created: false };
}
