import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { organizers } from "~/modules/people/schema";
import { getAdminOverview, getOrganizerOverview } from "~/modules/reporting/overview.server";
import { bookings } from "~/modules/ticketing/schema";
import { makeEvent, makeUser } from "../../../tests/factories";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(setupTestDb);

describe("dashboard figures", () => {
  it("count upcoming events, confirmed revenue net of refunds, and only the organizer's own events", async () => {
    const organizer = await makeUser({ role: "organizer" });
    const other = await makeUser({ role: "organizer" });
    const [org] = await db.insert(organizers).values({ name: "Kulturwerft", slug: "kulturwerft-test", userId: organizer.id }).returning();
    const mine = await makeEvent({ title: "Mein Konzert", organizerId: org.id, maxParticipants: 100, currentParticipants: 3 });
    await makeEvent({ title: "Fremdes Konzert", createdBy: other.id });
    await makeEvent({ title: "Entwurf", createdBy: organizer.id, status: "draft" });
    await db.insert(bookings).values([
      { eventId: mine.id, userEmail: "a@example.org", status: "confirmed", paymentStatus: "completed", totalAmountCents: 3000, quantity: 2, bookingReference: "SP-T-1" },
      { eventId: mine.id, userEmail: "b@example.org", status: "confirmed", paymentStatus: "partially_refunded", totalAmountCents: 1500, refundedCents: 500, quantity: 1, bookingReference: "SP-T-2" },
      { eventId: mine.id, userEmail: "c@example.org", status: "pending", paymentStatus: "pending", totalAmountCents: 1500, quantity: 1, bookingReference: "SP-T-3" },
    ]);

    const admin = await getAdminOverview(await makeUser({ role: "admin" }));
    expect(admin.counts.upcomingEvents).toBe(2);
    expect(admin.counts.draftEvents).toBe(1);
    expect(admin.counts.revenue30dCents).toBe(4000);
    expect(admin.counts.tickets30d).toBe(3);
    expect(admin.counts.pendingBookings).toBe(1);
    expect(admin.nextEvents.map((e) => e.title)).toContain("Mein Konzert");

    const own = await getOrganizerOverview(organizer);
    expect(own.counts).toMatchObject({ upcoming: 1, drafts: 1, tickets: 3, revenueCents: 4000 });
    expect(own.nextEvents.map((e) => e.title).sort()).toEqual(["Entwurf", "Mein Konzert"]);

    const theirs = await getOrganizerOverview(other);
    expect(theirs.counts).toMatchObject({ upcoming: 1, tickets: 0, revenueCents: 0 });
    expect((await db.select().from(events).where(eq(events.createdBy, other.id))).length).toBe(1);
  });

  it("the platform's figures are for admins only: an organizer or user asking is refused with 403 and the German text", async () => {
    for (const role of ["organizer", "user"] as const) {
      const actor = await makeUser({ role });
      const refused = await getAdminOverview(actor).then(
        () => null,
        (e: unknown) => e,
      );
      expect(refused).toMatchObject({ code: "FORBIDDEN", status: 403, userMessage: "Dafür fehlen Ihnen die Berechtigungen." });
    }
    // and an organizer's figures are not a plain user's
    const user = await makeUser();
    await expect(getOrganizerOverview(user)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
