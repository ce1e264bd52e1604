/** Factories for the organizer area: an organizer account with its profile, its events and bookings. */
import crypto from "node:crypto";
import { db } from "~/lib/db.server";
import { user, userRoles } from "~/modules/accounts/schema";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { organizers } from "~/modules/people/schema";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { confirmBookingPayment } from "~/modules/ticketing/confirm-payment.server";
import { makeEvent } from "./index";
import { checkoutFields, makeBuyer, type TestBuyer } from "./ticketing";

export type TestOrganizer = { actor: OrganizerActor; organizerId: string };

/** An organizer account (role organizer, no password: use cases only) with its organizer profile. */
export async function makeOrganizer(over: { plan?: "starter" | "professional" | "enterprise"; planValidUntil?: Date | null; role?: "organizer" | "admin" } = {}): Promise<TestOrganizer> {
  const id = crypto.randomBytes(16).toString("hex");
  const tag = crypto.randomBytes(4).toString("hex");
  const email = `veranstalter-${tag}@example.test`;
  await db.insert(user).values({ id, email, name: `Veranstalter ${tag}`, emailVerified: true });
  await db.insert(userRoles).values({ userId: id, role: over.role ?? "organizer" });
  const [o] = await db
    .insert(organizers)
    .values({
      name: `Kulturverein ${tag}`,
      slug: `kulturverein-${tag}`,
      userId: id,
      email,
      plan: over.plan ?? "starter",
      planValidUntil: over.planValidUntil ?? (over.plan === "professional" ? new Date(Date.now() + 30 * 86_400_000) : null),
    })
    .returning();
  return { actor: { id, email, role: over.role ?? "organizer", displayName: `Veranstalter ${tag}` }, organizerId: o!.id };
}

/** An event of this organizer with one category of `price` cents. */
export async function makeOrganizerEvent(org: TestOrganizer, over: Parameters<typeof makeEvent>[0] = {}, price = 1500) {
  return makeEvent({ organizerId: org.organizerId, createdBy: org.actor.id, maxParticipants: 50, ...over }, [{ name: "Stehplatz", priceCents: price }]);
}

/** A confirmed, paid booking of `n` tickets for an event (through the real use cases). */
export async function bookEvent(event: { id: string; ticketCategories: Array<{ id: string }> }, n = 2, buyer?: TestBuyer) {
  const b = buyer ?? (await makeBuyer());
  const r = await createBooking({ actor: b, ...checkoutFields(event.id, event.ticketCategories[0]!.id, n) });
  if (r.status === "pending") {
    await confirmBookingPayment({ bookingId: r.bookingId, provider: "test", providerReference: "test_ref", amountCents: r.totalAmountCents });
  }
  return { buyer: b, bookingId: r.bookingId, bookingReference: r.bookingReference, totalAmountCents: r.totalAmountCents };
}
