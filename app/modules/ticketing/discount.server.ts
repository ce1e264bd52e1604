import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { eventOrganizerIdSql } from "~/modules/organizers/scope.server";
import { discountCodes } from "~/modules/ticketing/schema";

/** A discount code that may be used now (active, within its dates, uses left). */
export function validDiscount(now: Date) {
  return and(
    eq(discountCodes.isActive, true),
    sql`(${discountCodes.maxUses} is null or ${discountCodes.usedCount} < ${discountCodes.maxUses})`,
    sql`(${discountCodes.validFrom} is null or ${discountCodes.validFrom} <= ${now})`,
    sql`(${discountCodes.validUntil} is null or ${discountCodes.validUntil} >= ${now})`,
  );
}

/** The code applies to this event: the event's organizer owns it and it names the event (or none). */
export function discountAppliesToEvent(eventId: string) {
  return sql`${discountCodes.organizerId} = (select ${eventOrganizerIdSql("e")} from events e where e.id = ${eventId})
    and (cardinality(${discountCodes.eventIds}) = 0 or ${eventId}::uuid = any(${discountCodes.eventIds}))`;
}

export type UsableDiscount = {
  id: string;
  code: string;
  kind: "percent" | "amount";
  value: number;
  categoryIds: string[];
  minTickets: number;
  maxUsesPerBuyer: number | null;
};

/** The code as the buyer typed it (any case), if it may be used for this event now; else DISCOUNT_CODE_INVALID. */
export async function findUsableDiscount(q: DbOrTx, eventId: string, raw: string, now: Date): Promise<UsableDiscount> {
  const code = raw.trim().toUpperCase();
  if (!code || code.length > 40) throw new AppError("DISCOUNT_CODE_INVALID");
  const [d] = await q
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      kind: discountCodes.kind,
      value: discountCodes.value,
      categoryIds: discountCodes.categoryIds,
      minTickets: discountCodes.minTickets,
      maxUsesPerBuyer: discountCodes.maxUsesPerBuyer,
    })
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), discountAppliesToEvent(eventId), validDiscount(now)))
    .limit(1);
  if (!d) throw new AppError("DISCOUNT_CODE_INVALID");
  return d;
}

/** Preview of a discount code in checkout (the booking counts its use atomically). */
export async function checkDiscountCode(eventId: string, raw: string, now = new Date()) {
  const d = await findUsableDiscount(db, eventId, raw, now);
  return { code: d.code, kind: d.kind, value: d.value, categoryIds: d.categoryIds, minTickets: d.minTickets };
}
