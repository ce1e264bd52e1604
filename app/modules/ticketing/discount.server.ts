import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { discountCodes } from "~/modules/ticketing/schema";

/** Preview of a discount code in checkout (the booking counts its use atomically). */
export async function checkDiscountCode(eventId: string, raw: string, now = new Date()) {
  const code = raw.trim().toUpperCase();
  if (!code || code.length > 40) throw new AppError("DISCOUNT_CODE_INVALID");
  const [d] = await db
    .select({ code: discountCodes.code, kind: discountCodes.kind, value: discountCodes.value })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.eventId, eventId),
        eq(discountCodes.code, code),
        eq(discountCodes.isActive, true),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.usedCount} < ${discountCodes.maxUses})`,
        sql`(${discountCodes.validFrom} is null or ${discountCodes.validFrom} <= ${now})`,
        sql`(${discountCodes.validUntil} is null or ${discountCodes.validUntil} >= ${now})`,
      ),
    )
    .limit(1);
  if (!d) throw new AppError("DISCOUNT_CODE_INVALID");
  return d;
}
