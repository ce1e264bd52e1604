import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Actor } from "~/modules/accounts/actor";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import type { RaffleDifficulty, RaffleStatus } from "~/modules/content/labels";
import { assertCan } from "~/modules/content/permissions";
import { raffleStatus } from "~/modules/content/raffle-status";
import { raffleEntries, raffles } from "~/modules/content/schema";

export type RaffleView = {
  id: string;
  slug: string;
  title: string;
  description: string;
  prize: string;
  prizeValueCents: number | null;
  imageUrl: string | null;
  sponsor: string | null;
  task: string;
  startsAt: string;
  endDate: string;
  difficulty: RaffleDifficulty;
  status: RaffleStatus;
  participants: number;
  entered: boolean;
};

const STATUS_ORDER: Record<RaffleStatus, number> = { ending_soon: 0, active: 1, upcoming: 2, ended: 3 };

/** Published raffles of a city (and city-independent ones): running first, soonest end first. */
export async function listRaffles(input: { cityId: string; viewerId: string | null; now?: Date }): Promise<RaffleView[]> {
  const now = input.now ?? new Date();
  const rows = await db
    .select({
      id: raffles.id,
      slug: raffles.slug,
      title: raffles.title,
      description: raffles.description,
      prize: raffles.prize,
      prizeValueCents: raffles.prizeValueCents,
      imageUrl: raffles.imageUrl,
      sponsor: raffles.sponsor,
      task: raffles.task,
      startsAt: raffles.startsAt,
      endDate: raffles.endDate,
      difficulty: raffles.difficulty,
      participants: sql<number>`(select count(*) from raffle_entries re where re.raffle_id = "raffles"."id")`.mapWith(Number),
    })
    .from(raffles)
    .where(and(eq(raffles.isPublished, true), or(eq(raffles.cityId, input.cityId), isNull(raffles.cityId))))
    .orderBy(asc(raffles.endDate));
  let mine = new Set<string>();
  if (input.viewerId && rows.length) {
    const entries = await db
      .select({ raffleId: raffleEntries.raffleId })
      .from(raffleEntries)
      .where(and(eq(raffleEntries.userId, input.viewerId), inArray(raffleEntries.raffleId, rows.map((r) => r.id))));
    mine = new Set(entries.map((e) => e.raffleId));
  }
  return rows
    .map((r) => ({
      ...r,
      startsAt: r.startsAt.toISOString(),
      endDate: r.endDate.toISOString(),
      status: raffleStatus(r, now),
      entered: mine.has(r.id),
    }))
    .sort((a, b) => {
      const s = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
      if (s !== 0) return s;
      // ended: most recently ended first
      return a.status === "ended" ? b.endDate.localeCompare(a.endDate) : a.endDate.localeCompare(b.endDate);
    });
}

/**
 * A signed-in user takes part in a running raffle, once (unique per raffle and user).
 * Returns the new participant count.
 */
export async function enterRaffle(input: {
  raffleId: string;
  actor: Actor;
  answer?: string;
  now?: Date;
}): Promise<{ participants: number }> {
  assertCan(input.actor, "raffle.enter");
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [raffle] = await tx
      .select({ id: raffles.id, startsAt: raffles.startsAt, endDate: raffles.endDate, isPublished: raffles.isPublished, task: raffles.task })
      .from(raffles)
      .where(eq(raffles.id, input.raffleId));
    if (!raffle || !raffle.isPublished) throw new AppError("RAFFLE_NOT_FOUND");
    const status = raffleStatus(raffle, now);
    if (status === "ended") throw new AppError("RAFFLE_ENDED");
    if (status === "upcoming") throw new AppError("RAFFLE_NOT_STARTED");
    const answer = input.answer?.trim() ?? "";
    if (raffle.task.trim() && answer.length < 2) {
      const message = "Bitte beantworten Sie die Aufgabe, um teilzunehmen.";
      throw new AppError("VALIDATION", { message, fields: { answer: message } });
    }
    if (answer.length > 1000) {
      const message = "Ihre Antwort darf höchstens 1000 Zeichen lang sein.";
      throw new AppError("VALIDATION", { message, fields: { answer: message } });
    }
    const inserted = await tx
      .insert(raffleEntries)
      .values({ raffleId: raffle.id, userId: input.actor.id, answer: answer || null })
      .onConflictDoNothing({ target: [raffleEntries.raffleId, raffleEntries.userId] })
      .returning({ id: raffleEntries.id });
    if (inserted.length === 0) throw new AppError("RAFFLE_ALREADY_ENTERED");
    await audit(tx, input.actor, "raffle.entered", { type: "raffle", id: raffle.id });
    const [{ n }] = await tx.select({ n: count() }).from(raffleEntries).where(eq(raffleEntries.raffleId, raffle.id));
    return { participants: Number(n) };
  });
}
