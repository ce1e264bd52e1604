import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import { audit } from "~/modules/audit/audit.server";
import { planUsage } from "~/modules/organizers/assert-within-plan.server";
import { PLANS } from "~/modules/organizers/plans";
import { planOrders } from "~/modules/organizers/schema";
import { assertCan } from "~/modules/organizers/permissions";
import { ensureOwnOrganizer, type OrganizerActor } from "~/modules/organizers/scope.server";
import { organizers } from "~/modules/people/schema";
import { teamRoleSql } from "~/modules/organizers/ownership";

/**
 * Starts the upgrade to Professional (19 EUR per month): a pending plan order paid through the
 * built-in test payment provider's page (no real money moves); the plan starts when it is paid.
 */
export async function startPlanUpgrade(input: { actor: OrganizerActor }) {
  assertCan(input.actor, "organizerProfile.manage");
  return db.transaction(async (tx) => {
    const { plan } = await planUsage(tx, input.actor);
    if (plan.id !== "starter") throw new AppError("PLAN_ALREADY_ACTIVE");
    const organizer = await ensureOwnOrganizer(tx, input.actor);
    const [order] = await tx
      .insert(planOrders)
      .values({ organizerId: organizer.id, plan: "professional", amountCents: PLANS.professional.priceCents!, provider: "test", sessionId: `test_plan_${crypto.randomBytes(12).toString("base64url")}`, createdBy: input.actor.id })
      .returning();
    await audit(tx, input.actor, "plan.upgrade_started", { type: "plan_order", id: order!.id }, null, { plan: "professional", amountCents: order!.amountCents });
    return { orderId: order!.id, redirectUrl: `/organizer/settings/plan/${order!.id}` };
  });
}

/** A plan order of a profile the actor runs (else PLAN_ORDER_NOT_FOUND), for the payment page. */
export async function getPlanOrder(actor: OrganizerActor, orderId: string) {
  if (!isUuid(orderId)) throw new AppError("PLAN_ORDER_NOT_FOUND");
  const [found] = await db
    .select({ order: planOrders, organizerUserId: organizers.userId, teamRole: teamRoleSql(actor.id, planOrders.organizerId) })
    .from(planOrders)
    .leftJoin(organizers, eq(organizers.id, planOrders.organizerId))
    .where(eq(planOrders.id, orderId))
    .limit(1);
  assertCan(actor, "planOrder.pay", { organizerUserId: found?.organizerUserId ?? null, teamRole: found?.teamRole ?? null });
  if (!found) throw new AppError("PLAN_ORDER_NOT_FOUND");
  const order = found.order;
  return { id: order.id, plan: PLANS.professional.label, amountCents: order.amountCents, status: order.status, months: order.months };
}

/** Pays a pending plan order once: Professional for one month (from the later of now and the current end). */
export async function payPlanOrder(input: { actor: OrganizerActor; orderId: string; now?: Date }) {
  const now = input.now ?? new Date();
  await getPlanOrder(input.actor, input.orderId);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(planOrders)
      .set({ status: "paid", paidAt: now })
      .where(and(eq(planOrders.id, input.orderId), eq(planOrders.status, "pending")))
      .returning();
    if (!order) throw new AppError("CONFLICT", { message: "Diese Bestellung wurde bereits bezahlt." });
    const [after] = await tx
      .update(organizers)
      .set({
        plan: "professional",
        planValidUntil: sql`greatest(coalesce(${organizers.planValidUntil}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz) + interval '1 month'`,
        updatedAt: now,
      })
      .where(eq(organizers.id, order.organizerId))
      .returning();
    await audit(tx, input.actor, "plan.upgraded", { type: "organizer", id: order.organizerId }, null, { plan: "professional", validUntil: after!.planValidUntil?.toISOString(), orderId: order.id });
    return { validUntil: after!.planValidUntil };
  });
}
