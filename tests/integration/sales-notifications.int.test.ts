/**
 * 'E-Mails zu Ticketverkäufen' (organizer settings, issue 21 finding 11): each booking mails the
 * organizer (default), "daily" sends one digest the next morning instead, "off" sends nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { toIsoDay } from "~/lib/format";
import { renderTemplate } from "~/modules/mail/render.server";
import { outbox } from "~/modules/outbox/schema";
import { organizers } from "~/modules/people/schema";
import { sendDueSalesDigests } from "~/modules/reporting/sales-digest.server";
import { makeEvent } from "../factories";
import { bookEvent, makeOrganizer, makeOrganizerEvent, type TestOrganizer } from "../factories/organizers";
import { setupTestDb } from "../setup/db";

beforeAll(setupTestDb);

const mailsTo = (to: string, topic: string) => db.select().from(outbox).where(and(eq(outbox.recipient, to), eq(outbox.topic, topic)));
const choose = (org: TestOrganizer, v: "each" | "daily" | "off") => db.update(organizers).set({ salesNotifications: v }).where(eq(organizers.id, org.organizerId));
/** The next Berlin morning, 11:00 or 12:00 local time: when the digest of today's sales goes out. */
const nextMorning = () => new Date(`${toIsoDay(new Date(Date.parse(`${toIsoDay(new Date())}T12:00:00Z`) + 86_400_000))}T10:00:00Z`);

describe("sales notifications to the organizer", () => {
  it("'Bei jeder Buchung eine E-Mail' (the default): a paid and a free booking each mail the organizer's account, once", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const paid = await makeOrganizerEvent(org, { title: "Hafenkonzert" });
    const booking = await bookEvent(paid, 2);
    const free = await makeEvent({ organizerId: org.organizerId, createdBy: org.actor.id, maxParticipants: 30, title: "Offene Probe" }, [{ name: "Freier Eintritt", priceCents: 0 }]);
    const freeBooking = await bookEvent(free, 1);

    const mails = await mailsTo(org.actor.email, "organizer_sale");
    expect(mails).toHaveLength(2);
    const mail = mails.find((m) => (m.payload as { data: { bookingReference: string } }).data.bookingReference === booking.bookingReference)!;
    const p = mail.payload as { to: string; template: string; data: Record<string, unknown>; testMode: boolean };
    expect(p).toMatchObject({ to: org.actor.email, template: "organizer_sale" });
    const rendered = await renderTemplate(db, p.template, p.data, { testMode: p.testMode });
    expect(rendered.subject).toContain("Neue Buchung: 2 Tickets für Hafenkonzert");
    expect(rendered.text).toContain(`Hallo Kulturverein`);
    expect(rendered.text).toContain(`Buchungsnummer: ${booking.bookingReference}`);
    expect(rendered.text).toMatch(/Betrag: 30,00\s€/);
    expect(rendered.text).toContain(`/organizer/bookings/${booking.bookingId}`);
    expect(mails.some((m) => (m.payload as { data: { bookingReference: string; totalAmount: string } }).data.bookingReference === freeBooking.bookingReference)).toBe(true);
  });

  it("'Einmal täglich eine Zusammenfassung': no mail per booking, one digest the next morning — once", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    await choose(org, "daily");
    const a = await makeOrganizerEvent(org, { title: "Lesung am Dom" });
    const b = await makeOrganizerEvent(org, { title: "Jazz im Hafen" });
    await bookEvent(a, 2);
    await bookEvent(a, 1);
    await bookEvent(b, 3);
    expect(await mailsTo(org.actor.email, "organizer_sale")).toHaveLength(0);

    // not before 08:00 of the next day
    expect(await sendDueSalesDigests(new Date(), { force: true }).then(() => mailsTo(org.actor.email, "organizer_sales_digest"))).toHaveLength(0);
    await sendDueSalesDigests(nextMorning(), { force: true });
    await sendDueSalesDigests(nextMorning(), { force: true });
    const digests = await mailsTo(org.actor.email, "organizer_sales_digest");
    expect(digests).toHaveLength(1);
    const p = digests[0]!.payload as { template: string; data: Record<string, unknown> };
    const rendered = await renderTemplate(db, p.template, p.data);
    expect(rendered.subject).toMatch(/^Ihre Verkäufe am \d{2}\.\d{2}\.\d{4}: 3 Buchungen, 6 Tickets, 90,00\s€$/);
    expect(rendered.text).toMatch(/• Lesung am Dom \(.*\): 2 Buchungen, 3 Tickets, 45,00\s€/);
    expect(rendered.text).toMatch(/• Jazz im Hafen \(.*\): 1 Buchung, 3 Tickets, 45,00\s€/);
  });

  it("'Keine E-Mails zu Verkäufen' sends none; an organizer profile without an account gets none", async () => {
    const off = await makeOrganizer({ plan: "professional" });
    await choose(off, "off");
    await bookEvent(await makeOrganizerEvent(off), 1);
    await sendDueSalesDigests(nextMorning(), { force: true });
    expect(await mailsTo(off.actor.email, "organizer_sale")).toHaveLength(0);
    expect(await mailsTo(off.actor.email, "organizer_sales_digest")).toHaveLength(0);

    const house = await makeOrganizer({ plan: "enterprise" });
    await db.update(organizers).set({ userId: null }).where(eq(organizers.id, house.organizerId));
    await bookEvent(await makeOrganizerEvent(house), 1);
    const n = (await db.execute(sql`select count(*)::int as n from outbox where topic = 'organizer_sale' and recipient = ${house.actor.email}`)) as unknown as { rows: Array<{ n: number }> };
    expect(n.rows[0]!.n).toBe(0);
  });
});
