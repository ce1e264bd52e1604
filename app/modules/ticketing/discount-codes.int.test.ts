import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { checkDiscountCode } from "~/modules/ticketing/discount.server";
import { deleteDiscountCode, generateDiscountCodes, getDiscountCodesView, saveDiscountCode } from "~/modules/ticketing/discount-codes.server";
import { discountCodeFormSchema, discountCodeList } from "~/modules/ticketing/discount-code-form";
import { cancelConfirmedBookingTx, releasePendingBooking } from "~/modules/ticketing/release-booking.server";
import { payTestSession } from "~/modules/ticketing/test-payment.server";
import { discountCodeBuyers, discountCodes } from "~/modules/ticketing/schema";
import { formatMoney } from "~/lib/format";
import { parseListParams } from "~/lib/list/list-spec";
import { setupTestDb } from "../../../tests/setup/db";
import { codeOf } from "../../../tests/helpers/refusal";
import { makeEvent } from "../../../tests/factories";
import { makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";
import { checkoutFields, makeBuyer, seatLedger } from "../../../tests/factories/ticketing";

beforeAll(async () => {
  await setupTestDb();
});

const form = (over: Record<string, unknown> = {}) => discountCodeFormSchema.parse({ code: "sommer20", kind: "percent", value: "20", isActive: "on", ...over });
const uses = async (id: string) => (await db.select({ n: discountCodes.usedCount }).from(discountCodes).where(eq(discountCodes.id, id)))[0]!.n;
const listParams = (q: Record<string, string> = {}) => parseListParams(new URLSearchParams(q), discountCodeList);

describe("an organizer's discount codes", () => {
  it("creates a code (case-insensitive, unique per organizer), audited; the buyer pays the reduced total", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org, {}, 2000);
    const { id } = await saveDiscountCode({ actor: org.actor, values: form({ eventIds: [event.id] }) });
    const [c] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
    expect(c).toMatchObject({ code: "SOMMER20", organizerId: org.organizerId, eventIds: [event.id], value: 20 });
    expect(await codeOf(saveDiscountCode({ actor: org.actor, values: form({ code: "Sommer20" }) }))).toBe("DISCOUNT_CODE_TAKEN");
    // another organizer may have the same code
    const other = await makeOrganizer();
    await saveDiscountCode({ actor: other.actor, values: form() });
    expect((await db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action)).toEqual(["discount_code.created"]);

    expect(await checkDiscountCode(event.id, "sommer20")).toMatchObject({ code: "SOMMER20", kind: "percent", value: 20 });
    const buyer = await makeBuyer();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, event.ticketCategories[0]!.id, 2, { discountCode: "sommer20" }) });
    expect(r.totalAmountCents).toBe(3200); // 2 × 20,00 € − 20 %
    await payTestSession(r.redirectUrl!.split("/").pop()!, buyer);
    const view = await getDiscountCodesView(org.actor, listParams());
    expect(view.rows.find((x) => x.id === id)).toMatchObject({ usedCount: 1, revenueCents: 3200, revenueLabel: formatMoney(3200) });
    // not for an event of another organizer
    const foreignEvent = await makeOrganizerEvent(other);
    expect(await codeOf(checkDiscountCode(foreignEvent.id, "SOMMER20"))).toBe("ok");
    const mine = await makeOrganizerEvent(org);
    expect(await codeOf(checkDiscountCode(mine.id, "SOMMER20"))).toBe("DISCOUNT_CODE_INVALID");
  });

  it("refuses events and categories of another organizer; another organizer's code does not exist (nothing changes)", async () => {
    const org = await makeOrganizer();
    const other = await makeOrganizer();
    const foreign = await makeOrganizerEvent(other);
    expect(await codeOf(saveDiscountCode({ actor: org.actor, values: form({ code: "FREMD", eventIds: [foreign.id] }) }))).toBe("DISCOUNT_CODE_FOREIGN_SCOPE");
    const own = await makeOrganizerEvent(org);
    expect(
      await codeOf(saveDiscountCode({ actor: org.actor, values: form({ code: "FREMD", eventIds: [own.id], categoryIds: [foreign.ticketCategories[0]!.id] }) })),
    ).toBe("DISCOUNT_CODE_FOREIGN_SCOPE");
    const { id } = await saveDiscountCode({ actor: other.actor, values: form({ code: "GEHEIM" }) });
    expect(await codeOf(saveDiscountCode({ actor: org.actor, id, values: { isActive: false } }))).toBe("DISCOUNT_CODE_NOT_FOUND");
    expect(await codeOf(deleteDiscountCode({ actor: org.actor, id }))).toBe("DISCOUNT_CODE_NOT_FOUND");
    expect((await db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.isActive).toBe(true);
    expect((await getDiscountCodesView(org.actor, listParams())).rows.map((r) => r.code)).not.toContain("GEHEIM");
  });

  it("deletes a code only while it was never used (German refusal), and deactivates it", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    const unused = await saveDiscountCode({ actor: org.actor, values: form({ code: "WEG" }) });
    await deleteDiscountCode({ actor: org.actor, id: unused.id });
    expect(await db.select().from(discountCodes).where(eq(discountCodes.id, unused.id))).toHaveLength(0);
    const used = await saveDiscountCode({ actor: org.actor, values: form({ code: "BLEIBT" }) });
    await createBooking({ actor: await makeBuyer(), ...checkoutFields(event.id, event.ticketCategories[0]!.id, 1, { discountCode: "bleibt" }) });
    const refusal = await deleteDiscountCode({ actor: org.actor, id: used.id }).catch((e: Error) => e);
    expect(refusal).toMatchObject({ code: "DISCOUNT_CODE_USED" });
    expect((refusal as Error).message).toMatch(/kann nicht mehr gelöscht werden/);
    await saveDiscountCode({ actor: org.actor, id: used.id, values: { isActive: false } });
    expect(await codeOf(checkDiscountCode(event.id, "BLEIBT"))).toBe("DISCOUNT_CODE_INVALID");
    expect((await getDiscountCodesView(org.actor, listParams({ state: "inactive" }))).rows.map((r) => r.code)).toEqual(["BLEIBT"]);
  });

  it("enforces minimum tickets, chosen categories and the per-buyer limit with German messages", async () => {
    const org = await makeOrganizer();
    const event = await makeEvent({ organizerId: org.organizerId, createdBy: org.actor.id, maxParticipants: 50 }, [
      { name: "Stehplatz", priceCents: 1000 },
      { name: "Sitzplatz", priceCents: 3000 },
    ]);
    const [steh, sitz] = event.ticketCategories;
    await saveDiscountCode({ actor: org.actor, values: form({ code: "GRUPPE", minTickets: "3", maxUsesPerBuyer: "1", categoryIds: [sitz!.id], eventIds: [event.id] }) });
    const buyer = await makeBuyer();
    const few = await createBooking({ actor: buyer, ...checkoutFields(event.id, sitz!.id, 2, { discountCode: "gruppe" }) }).catch((e: Error) => e);
    expect(few).toMatchObject({ code: "DISCOUNT_CODE_MIN_TICKETS", message: "Dieser Rabattcode gilt erst ab 3 Tickets pro Bestellung." });
    expect(await codeOf(createBooking({ actor: buyer, ...checkoutFields(event.id, steh!.id, 3, { discountCode: "gruppe" }) }))).toBe("DISCOUNT_CODE_NOT_APPLICABLE");
    const ok = await createBooking({ actor: buyer, ...checkoutFields(event.id, sitz!.id, 3, { discountCode: "gruppe" }) });
    expect(ok.totalAmountCents).toBe(7200); // 3 × 30,00 € − 20 %
    const again = await createBooking({ actor: buyer, ...checkoutFields(event.id, sitz!.id, 3, { discountCode: "gruppe" }) }).catch((e: Error) => e);
    expect(again).toMatchObject({ code: "DISCOUNT_CODE_BUYER_LIMIT", message: "Sie haben diesen Rabattcode bereits so oft eingelöst, wie es erlaubt ist." });
    // the refused order took no seats
    expect(await seatLedger(event.id)).toEqual({ counter: 3, held: 3 });
    // the buyer's use comes back when the booking ends unpaid: they may use it again
    await releasePendingBooking(ok.bookingId, "expired");
    await createBooking({ actor: buyer, ...checkoutFields(event.id, sitz!.id, 3, { discountCode: "gruppe" }) });
  });

  it("a code with 10 uses left is used exactly 10 times by 50 concurrent buyers", { timeout: 120_000 }, async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org, { maxParticipants: 200 });
    const { id } = await saveDiscountCode({ actor: org.actor, values: form({ code: "ZEHN", maxUses: "10" }) });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => makeBuyer()));
    const results = await Promise.all(
      buyers.map((buyer) => codeOf(createBooking({ actor: buyer, ...checkoutFields(event.id, event.ticketCategories[0]!.id, 1, { discountCode: "zehn" }) }))),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(10);
    expect(new Set(results.filter((r) => r !== "ok"))).toEqual(new Set(["DISCOUNT_CODE_INVALID"]));
    expect(await uses(id)).toBe(10);
    const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from bookings where discount_code_id = ${id}`)).rows;
    expect(Number(n)).toBe(10);
    expect(await seatLedger(event.id)).toEqual({ counter: 10, held: 10 });
  });

  it("a refunded or cancelled booking gives its use back exactly once", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    const { id } = await saveDiscountCode({ actor: org.actor, values: form({ code: "ZURUECK", maxUses: "1", maxUsesPerBuyer: "1" }) });
    const buyer = await makeBuyer();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, event.ticketCategories[0]!.id, 1, { discountCode: "zurueck" }) });
    await payTestSession(r.redirectUrl!.split("/").pop()!, buyer);
    expect(await uses(id)).toBe(1);
    await db.transaction((tx) => cancelConfirmedBookingTx(tx, r.bookingId, { reason: "Erstattet", refundedCents: 1200 }));
    expect(await uses(id)).toBe(0);
    // a second cancellation (or a later status change) gives nothing more back
    await db.transaction((tx) => cancelConfirmedBookingTx(tx, r.bookingId, { reason: "Erstattet", refundedCents: 0 }));
    await db.execute(sql`update bookings set status = 'cancelled', updated_at = now() where id = ${r.bookingId}`);
    expect(await uses(id)).toBe(0);
    const [b] = await db.select().from(discountCodeBuyers).where(eq(discountCodeBuyers.codeId, id));
    expect(b!.uses).toBe(0);
    // and the same buyer can use it again
    await createBooking({ actor: buyer, ...checkoutFields(event.id, event.ticketCategories[0]!.id, 1, { discountCode: "zurueck" }) });
    expect(await uses(id)).toBe(1);
  });

  it("generates one-time codes with a prefix, cryptographically random, each usable once", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    const made = await generateDiscountCodes({ actor: org.actor, values: form({ code: "sponsor", quantity: "100" }) });
    expect(made).toEqual({ batch: "SPONSOR", count: 100 });
    const rows = await db.select().from(discountCodes).where(eq(discountCodes.batch, "SPONSOR"));
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.code)).size).toBe(100);
    for (const r of rows) expect(r.code).toMatch(/^SPONSOR-[A-HJKMNP-Z2-9]{8}$/);
    expect(rows.every((r) => r.maxUses === 1 && r.organizerId === org.organizerId)).toBe(true);
    const code = rows[0]!.code;
    await createBooking({ actor: await makeBuyer(), ...checkoutFields(event.id, event.ticketCategories[0]!.id, 1, { discountCode: code }) });
    expect(await codeOf(createBooking({ actor: await makeBuyer(), ...checkoutFields(event.id, event.ticketCategories[0]!.id, 1, { discountCode: code }) }))).toBe(
      "DISCOUNT_CODE_INVALID",
    );
    expect((await getDiscountCodesView(org.actor, listParams({ batch: "SPONSOR" }))).total).toBe(100);
    expect(() => form({ code: "SPONSOR", quantity: "1001" })).toThrow(/Höchstens 1000 Codes/);
  });
});
