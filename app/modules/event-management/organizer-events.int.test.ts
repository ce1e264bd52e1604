import { DEFAULT_CITY } from "~/lib/cities";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { notifications, notificationSettings } from "~/modules/engagement/schema";
import { cancelEvent } from "~/modules/event-management/cancel-event.server";
import { createEvent } from "~/modules/event-management/create-event.server";
import { deleteEvent } from "~/modules/event-management/delete-event.server";
import { duplicateEvent } from "~/modules/event-management/duplicate-event.server";
import { retryEventCancellationJob, runEventCancellationJob } from "~/modules/event-management/event-cancellation-job.server";
import { getCancellationProgress, getEventEditorView, getOrganizerEventsView, organizerEventsList } from "~/modules/event-management/organizer-events.server";
import type { EventActor } from "~/modules/event-management/organizer-scope.server";
import { getEventPreviewView } from "~/modules/event-management/preview-event.server";
import { publishEvent } from "~/modules/event-management/publish-event.server";
import { eventCancellationJobs, events, ticketCategories } from "~/modules/events/schema";
import { updateEvent } from "~/modules/event-management/update-event.server";
import { eventFormSchema, type EventFormInput } from "~/modules/events/validation";
import { outbox } from "~/modules/outbox/schema";
import { setPaymentProvider } from "~/modules/payments/get-provider.server";
import type { RefundInput } from "~/modules/payments/provider";
import { TestPaymentProvider } from "~/modules/payments/test-provider.server";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { confirmBookingPayment } from "~/modules/ticketing/confirm-payment.server";
import { bookings, payments, waitlistEntries } from "~/modules/ticketing/schema";
import { joinWaitlist } from "~/modules/ticketing/waitlist.server";
import { parseListParams } from "~/lib/list/list-spec";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCategory, makeCity, makeLocation, makeUser, TEST_VENUE_FORM } from "../../../tests/factories";
import { checkoutFields, makeBuyer, type TestBuyer } from "../../../tests/factories/ticketing";

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  await makeCategory();
});
afterEach(() => setPaymentProvider(undefined));

const fail = async (p: Promise<unknown>) => {
  try {
    await p;
    return { code: "ok", message: "", fields: undefined as Record<string, string> | undefined };
  } catch (e) {
    return { code: (e as { code?: string }).code ?? String(e), message: (e as Error).message, fields: (e as { fields?: Record<string, string> }).fields };
  }
};

async function organizer(role: "organizer" | "admin" = "organizer"): Promise<EventActor> {
  const u = await makeUser({ role });
  return { id: u.id, email: u.email, role };
}

const inDays = (d: number, h = 20) => {
  const t = new Date(Date.now() + d * 86_400_000);
  t.setUTCHours(h - 1, 0, 0, 0);
  return t;
};
const local = (d: Date) => d.toISOString().slice(0, 16); // the schema reads Berlin time; exact offset is irrelevant here

/** Form values as the browser posts them, parsed by the same schema as the page. */
function formValues(over: Record<string, string> = {}): FormData {
  const start = inDays(30);
  const fd = new FormData();
  const base: Record<string, string> = {
    kind: "event",
    title: "Hafenkonzert",
    cityId: DEFAULT_CITY,
    startDate: local(start),
    endDate: local(new Date(start.getTime() + 3 * 3_600_000)),
    ...TEST_VENUE_FORM,
    maxParticipants: "100",
    "tickets[0].name": "Normal",
    "tickets[0].price": "25,00",
    "tickets[0].isActive": "on",
    "tickets[0].earlyBirdPrice": "19,00",
    "tickets[0].earlyBirdEndDate": local(inDays(10)),
    "tickets[1].name": "Ermäßigt",
    "tickets[1].price": "15,00",
    "tickets[1].isActive": "on",
    "tickets[1].capacity": "20",
    ...over,
  };
  for (const [k, v] of Object.entries(base)) fd.set(k, v);
  return fd;
}

/** Parses like the action does (conform + zod) and returns the typed value. */
async function parse(over: Record<string, string> = {}): Promise<EventFormInput> {
  const fd = formValues(over);
  const res = await runFormSubmission(fd, eventFormSchema, async (v) => v);
  if (!("title" in (res as object))) throw new Error(`invalid: ${JSON.stringify((res as { data: unknown }).data)}`);
  return res as EventFormInput;
}

/** The field messages of a refused form; the test fails when the use case ran instead. */
async function refusedErrors(fd: FormData) {
  const res = await runFormSubmission(fd, eventFormSchema, async () => "ran" as const);
  if (res === "ran") throw new Error("the form was accepted");
  return res.data.submission?.error ?? {};
}

const fieldErrors = (over: Record<string, string>) => refusedErrors(formValues(over));

async function paidBooking(eventId: string, categoryId: string, buyer?: TestBuyer, n = 1) {
  const b = buyer ?? (await makeBuyer());
  const r = await createBooking({ actor: b, ...checkoutFields(eventId, categoryId, n) });
  if (r.status === "pending") await confirmBookingPayment({ bookingId: r.bookingId, provider: "test", providerReference: `ch_${r.bookingId}`, amountCents: r.totalAmountCents });
  return { buyer: b, bookingId: r.bookingId, total: r.totalAmountCents };
}

async function publishedEventWithBookings(actor: EventActor, n: number) {
  const { id } = await createEvent({ actor, values: await parse() });
  await publishEvent({ actor, eventId: id });
  const [cat] = await db.select().from(ticketCategories).where(and(eq(ticketCategories.eventId, id), eq(ticketCategories.name, "Ermäßigt")));
  const list = [];
  for (let i = 0; i < n; i++) list.push(await paidBooking(id, cat.id));
  return { id, categoryId: cat.id, bookings: list };
}

async function waitForJob(eventId: string) {
  for (let i = 0; i < 200; i++) {
    const [job] = await db.select().from(eventCancellationJobs).where(eq(eventCancellationJobs.eventId, eventId));
    if (job && job.status !== "pending" && job.status !== "running") return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("job did not finish");
}

class CountingProvider extends TestPaymentProvider {
  calls: RefundInput[] = [];
  failOn: ((i: RefundInput) => boolean) | null = null;
  async refund(input: RefundInput) {
    this.calls.push(input);
    if (this.failOn?.(input)) throw new Error("Zahlungsanbieter nicht erreichbar");
    return super.refund(input);
  }
}

describe("create, edit, publish (organizer events)", () => {
  it("creates a draft with two categories (one with early bird), the slug from title + id, an audit row; a repeated submit creates nothing twice", async () => {
    const actor = await organizer();
    const values = await parse({ formId: crypto.randomUUID() });
    const first = await createEvent({ actor, values });
    const again = await createEvent({ actor, values });
    expect(again).toEqual({ id: first.id, created: false });
    const [e] = await db.select().from(events).where(eq(events.id, first.id));
    expect(e).toMatchObject({ status: "draft", title: "Hafenkonzert", createdBy: actor.id, priceCents: 1500, latitude: 53.8702, longitude: 10.6839, maxParticipants: 100 });
    expect(e.slug).toBe(`hafenkonzert-${first.id.slice(0, 8)}`);
    const cats = await db.select().from(ticketCategories).where(eq(ticketCategories.eventId, first.id)).orderBy(ticketCategories.sortOrder);
    expect(cats.map((c) => [c.name, c.priceCents, c.earlyBirdPriceCents, c.capacity])).toEqual([
      ["Normal", 2500, 1900, null],
      ["Ermäßigt", 1500, null, 20],
    ]);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.entityId, first.id), eq(auditLog.action, "event.created")))).toHaveLength(1);

    // rename: the slug stays, old links keep working
    await updateEvent({ actor, eventId: first.id, values: await parse({ title: "Hafenkonzert im Sommer", "tickets[0].id": cats[0].id, "tickets[1].id": cats[1].id }) });
    const [renamed] = await db.select().from(events).where(eq(events.id, first.id));
    expect(renamed.title).toBe("Hafenkonzert im Sommer");
    expect(renamed.slug).toBe(e.slug);

    const published = await publishEvent({ actor, eventId: first.id });
    expect(published.slug).toBe(e.slug);
    expect(await fail(publishEvent({ actor, eventId: first.id }))).toMatchObject({ code: "EVENT_NOT_PUBLISHABLE" });
  });

  it("a known place gives the event the place's coordinates; a typed address without coordinates is geocoded", async () => {
    const actor = await organizer();
    const place = await makeLocation({ name: "Theater Lübeck", latitude: 53.871, longitude: 10.687 });
    const a = await createEvent({ actor, values: await parse({ venueId: place.id, latitude: "", longitude: "" }) });
    const [ea] = await db.select().from(events).where(eq(events.id, a.id));
    expect(ea).toMatchObject({ venueId: place.id, venueName: "Theater Lübeck", latitude: 53.871, longitude: 10.687 });
    const b = await createEvent({ actor, values: await parse({ venueName: "Theater Lübeck", venueAddress: "", latitude: "", longitude: "" }) });
    const [eb] = await db.select().from(events).where(eq(events.id, b.id));
    expect([eb.latitude, eb.longitude]).toEqual([53.871, 10.687]);
    const c = await fail(createEvent({ actor, values: await parse({ venueName: "Nirgendwo", venueAddress: "Unbekannte Gasse 99", venueCity: "Xyzdorf", venuePostalCode: "", latitude: "", longitude: "" }) }));
    // nothing to locate (no postal code, no town we know): refused, asking for the postal code (event-venue.int.test.ts has the rules)
    expect(c).toMatchObject({ code: "EVENT_ADDRESS_NOT_FOUND" });
    expect(c.fields?.venuePostalCode).toBe("Wir konnten diesen Ort nicht finden. Bitte geben Sie die Postleitzahl an – die Markierung können Sie danach auf der Karte verschieben.");
  });

  it("without JavaScript the date-time fields post what was typed (dd.MM.yyyy and HH:mm) and mean the same", async () => {
    /** the form as posted before hydration: each date-time field as `<name>.date` and `<name>.time` */
    const noJs = (parts: Record<string, [string, string]>) => {
      const fd = formValues();
      for (const [name, [date, time]] of Object.entries(parts)) {
        fd.delete(name);
        fd.set(`${name}.date`, date);
        fd.set(`${name}.time`, time);
      }
      return fd;
    };
    const ok = (await runFormSubmission(noJs({ startDate: ["10.12.2030", "19:30"], endDate: ["10.12.2030", "22:30"], "tickets[0].earlyBirdEndDate": ["1.12.30", "12"] }), eventFormSchema, async (v) => v)) as EventFormInput;
    expect(ok.startDate).toEqual(new Date("2030-12-10T18:30:00.000Z"));
    expect(ok.endDate).toEqual(new Date("2030-12-10T21:30:00.000Z"));
    expect(ok.tickets?.[0].earlyBirdEndDate).toEqual(new Date("2030-12-01T11:00:00.000Z"));
    const emptyEnd = (await runFormSubmission(noJs({ startDate: ["10.12.2030", "19:30"], endDate: ["", ""] }), eventFormSchema, async (v) => v)) as EventFormInput;
    expect(emptyEnd.endDate).toBeUndefined();
    expect((await refusedErrors(noJs({ startDate: ["31.02.2030", "19:30"] }))).startDate).toEqual(["Bitte geben Sie für den Beginn ein gültiges Datum im Format TT.MM.JJJJ an."]);
    expect((await refusedErrors(noJs({ startDate: ["10.12.2030", "19:30"], endDate: ["10.12.2030", ""] }))).endDate).toEqual(["Bitte geben Sie auch die Uhrzeit für das Ende an."]);
  });

  it("bad input gets a German message beside the field and changes nothing", async () => {
    const before = await db.$count(events);
    expect((await fieldErrors({ title: "" })).title).toEqual(["Bitte geben Sie einen Titel ein."]);
    const start = inDays(30);
    expect((await fieldErrors({ endDate: local(new Date(start.getTime() - 3_600_000)) })).endDate).toEqual(["Das Ende muss nach dem Beginn liegen."]);
    expect((await fieldErrors({ "tickets[0].price": "-5" }))["tickets[0].price"]).toEqual(["Der Preis darf nicht negativ sein."]);
    expect((await fieldErrors({ "tickets[0].earlyBirdPrice": "30,00" }))["tickets[0].earlyBirdPrice"]).toEqual(["Der Frühbucherpreis darf nicht über dem regulären Preis liegen."]);
    expect((await fieldErrors({ "tickets[0].earlyBirdEndDate": local(inDays(40)) }))["tickets[0].earlyBirdEndDate"]).toEqual(["Der Frühbucherpreis muss vor dem Beginn des Events enden."]);
    expect((await fieldErrors({ maxParticipants: "0" })).maxParticipants).toEqual(["Die Teilnehmerzahl muss mindestens 1 sein."]);
    expect((await fieldErrors({ maxParticipants: "1000000000" })).maxParticipants).toEqual(["Die Teilnehmerzahl darf höchstens 100.000 sein."]);
    expect((await fieldErrors({ "tickets[1].capacity": "0" }))["tickets[1].capacity"]).toEqual(["Das Kontingent muss mindestens 1 sein."]);
    expect((await fieldErrors({ description: "x".repeat(5 * 1024 * 1024) })).description).toEqual(["Höchstens 20.000 Zeichen."]);
    const fd = formValues();
    fd.set("image", new File(["kein bild"], "notiz.txt", { type: "text/plain" }));
    fd.set("imageAlt", "Plakat");
    expect((await refusedErrors(fd)).image).toEqual(["Bitte laden Sie ein JPG-, PNG-, WebP- oder AVIF-Bild hoch."]);
    expect(await db.$count(events)).toBe(before);
  });

  it("capacity never below the seats sold; a date or venue change of a published event notifies its bookers (event_updates respected)", async () => {
    const actor = await organizer();
    const { id, categoryId, bookings: list } = await publishedEventWithBookings(actor, 2);
    const cats = await db.select().from(ticketCategories).where(eq(ticketCategories.eventId, id)).orderBy(ticketCategories.sortOrder);
    const keep = { "tickets[0].id": cats[0].id, "tickets[1].id": cats[1].id };
    const r = await fail(updateEvent({ actor, eventId: id, values: await parse({ ...keep, maxParticipants: "1", "tickets[1].capacity": "" }) }));
    expect(r.fields?.maxParticipants).toBe("Die Teilnehmerzahl darf nicht unter den bereits verkauften 2 Plätzen liegen.");
    const r2 = await fail(updateEvent({ actor, eventId: id, values: await parse({ ...keep, "tickets[1].capacity": "1" }) }));
    expect(r2.fields?.["tickets[1].capacity"]).toBe("Das Kontingent darf nicht unter den bereits verkauften 2 Tickets liegen.");
    const r3 = await fail(updateEvent({ actor, eventId: id, values: await parse({ "tickets[0].id": cats[0].id }) }));
    expect(r3.fields?.tickets).toMatch(/„Ermäßigt“ hat bereits verkaufte Tickets/);
    expect((await db.select().from(ticketCategories).where(eq(ticketCategories.id, categoryId)))[0].capacity).toBe(20);

    // the second buyer switched event updates off completely
    await db.insert(notificationSettings).values({ userId: list[1].buyer.id, emailEventUpdates: false, pushEventUpdates: false });
    const res = await updateEvent({ actor, eventId: id, values: await parse({ ...keep, startDate: local(inDays(31)), endDate: local(new Date(inDays(31).getTime() + 3_600_000)) }) });
    expect(res.notified).toBe(2);
    const notes = await db.select().from(notifications).where(and(eq(notifications.entityId, id), inArray(notifications.userId, list.map((b) => b.buyer.id))));
    expect(notes).toHaveLength(2);
    expect(notes[0].title).toBe("Geändert: Hafenkonzert");
    // e-mail about the change only to the buyer whose settings allow it
    const changeMails = await db.select().from(outbox).where(and(eq(outbox.kind, "email"), inArray(outbox.recipient, list.map((b) => b.buyer.email)), sql`${outbox.topic} <> 'booking_confirmation'`));
    expect(changeMails.map((m) => m.recipient)).toEqual([list[0].buyer.email]);
    // a change that moves nothing notifies nobody
    expect((await updateEvent({ actor, eventId: id, values: await parse({ ...keep, startDate: local(inDays(31)), endDate: local(new Date(inDays(31).getTime() + 3_600_000)), title: "Hafenkonzert!" }) })).notified).toBe(0);
    // an event with bookings cannot be deleted
    expect(await fail(deleteEvent({ actor, eventId: id }))).toMatchObject({ code: "EVENT_HAS_BOOKINGS", message: "Ein Event mit Buchungen kann nicht gelöscht werden. Sagen Sie es stattdessen ab." });
  });
});

describe("the waiting list's settings in the editor ('Teilnahme')", () => {
  it("refuses a hold outside 1–168 hours in German, beside the field", async () => {
    expect((await fieldErrors({ waitlistHoldHours: "0" })).waitlistHoldHours).toEqual(["Ein Angebot muss mindestens 1 Stunde reserviert bleiben."]);
    expect((await fieldErrors({ waitlistHoldHours: "169" })).waitlistHoldHours).toEqual(["Ein Angebot kann höchstens 168 Stunden (7 Tage) reserviert bleiben."]);
    expect((await fieldErrors({ waitlistHoldHours: "zwölf" })).waitlistHoldHours).toEqual(["Bitte geben Sie die Reservierung als ganze Zahl von Stunden an, z. B. 24."]);
  });

  it("saves the switch and the hours with the event (audited), shows them in the editor, and switching on offers the free seats to those waiting", async () => {
    const actor = await organizer();
    const { id } = await createEvent({ actor, values: await parse({ maxParticipants: "2", "tickets[1].capacity": "2", waitlistEnabled: "on", waitlistHoldHours: "48" }) });
    expect((await db.select().from(events).where(eq(events.id, id)))[0]).toMatchObject({ waitlistEnabled: true, waitlistHoldHours: 48 });
    expect((await getEventEditorView(actor, id)).defaultValue).toMatchObject({ waitlistEnabled: "on", waitlistHoldHours: "48" });
    await publishEvent({ actor, eventId: id });
    const cats = await db.select().from(ticketCategories).where(eq(ticketCategories.eventId, id)).orderBy(ticketCategories.sortOrder);
    const keep = { "tickets[0].id": cats[0]!.id, "tickets[1].id": cats[1]!.id, "tickets[1].capacity": "3" };
    for (let i = 0; i < 2; i++) await paidBooking(id, cats[1]!.id);
    const waiting = await makeBuyer();
    await joinWaitlist({ actor: waiting, eventId: id });

    // off (the box unticked) with one seat more: nobody is offered it, it goes on sale
    await updateEvent({ actor, eventId: id, values: await parse({ ...keep, maxParticipants: "3", waitlistHoldHours: "12" }) });
    expect((await db.select().from(events).where(eq(events.id, id)))[0]).toMatchObject({ waitlistEnabled: false, waitlistHoldHours: 12, currentParticipants: 2 });
    expect((await getEventEditorView(actor, id)).defaultValue).toMatchObject({ waitlistEnabled: undefined, waitlistHoldHours: "12" });
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "event.updated")))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect(audited).toMatchObject({ before: { waitlistEnabled: true, waitlistHoldHours: 48 }, after: { waitlistEnabled: false, waitlistHoldHours: 12 } });
    expect((await db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, id))).map((e) => e.status)).toEqual(["waiting"]);

    // on again: the free seat goes to the one waiting, held 12 hours
    await updateEvent({ actor, eventId: id, values: await parse({ ...keep, maxParticipants: "3", waitlistEnabled: "on", waitlistHoldHours: "12" }) });
    const [offer] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, id));
    expect(offer).toMatchObject({ userId: waiting.id, status: "offered" });
    expect(offer!.offerExpiresAt!.getTime() - offer!.offeredAt!.getTime()).toBe(12 * 3_600_000);
  });
});

describe("checkout honours what the organizer set per category", () => {
  it("sells a category only within its sale window and up to its per-order maximum", async () => {
    const actor = await organizer();
    const { id } = await createEvent({
      actor,
      values: await parse({ "tickets[0].saleStartsAt": local(inDays(3)), "tickets[1].maxPerOrder": "2" }),
    });
    await publishEvent({ actor, eventId: id });
    const cats = await db.select().from(ticketCategories).where(eq(ticketCategories.eventId, id)).orderBy(ticketCategories.sortOrder);
    const buyer = await makeBuyer();
    expect(await fail(createBooking({ actor: buyer, ...checkoutFields(id, cats[0].id, 1) }))).toMatchObject({ code: "BOOKING_CATEGORY_UNAVAILABLE" });
    expect(await fail(createBooking({ actor: buyer, ...checkoutFields(id, cats[1].id, 3) }))).toMatchObject({
      code: "BOOKING_TOO_MANY_TICKETS",
      message: "In der Kategorie „Ermäßigt“ sind pro Bestellung höchstens 2 Tickets möglich.",
    });
    const ok = await createBooking({ actor: buyer, ...checkoutFields(id, cats[1].id, 2) });
    expect(ok.bookingId).toBeTruthy();
  });
});

describe("another organizer's event is unreachable for every action", () => {
  it("answers EVENT_NOT_FOUND and changes nothing; the list does not show it; an admin reaches it", async () => {
    const owner = await organizer();
    const other = await organizer();
    const { id } = await createEvent({ actor: owner, values: await parse({ title: "Geheimes Konzert" }) });
    const snapshot = async () => {
      const [e] = await db.select().from(events).where(eq(events.id, id));
      return { title: e.title, status: e.status, start: e.startDate.toISOString(), cats: await db.$count(ticketCategories, eq(ticketCategories.eventId, id)), jobs: await db.$count(eventCancellationJobs, eq(eventCancellationJobs.eventId, id)) };
    };
    const before = await snapshot();
    // each attempt starts only when it is awaited (an early refusal must not go unhandled)
    const takeover = await parse({ title: "Übernommen" });
    const attempts: Array<() => Promise<unknown>> = [
      () => getEventEditorView(other, id),
      () => getEventPreviewView(other, id),
      () => getCancellationProgress(other, id),
      () => updateEvent({ actor: other, eventId: id, values: takeover }),
      () => publishEvent({ actor: other, eventId: id }),
      () => duplicateEvent({ actor: other, eventId: id }),
      () => deleteEvent({ actor: other, eventId: id }),
      () => cancelEvent({ actor: other, eventId: id, reason: "Sonstiges", message: "Fremde Absage, bitte ignorieren." }),
    ];
    for (const a of attempts) expect(await fail(a())).toMatchObject({ code: "EVENT_NOT_FOUND", message: "Event nicht gefunden" });
    expect(await snapshot()).toEqual(before);
    const list = await getOrganizerEventsView(other, parseListParams(new URLSearchParams("q=Geheimes"), organizerEventsList));
    expect(list.total).toBe(0);
    const plainUser = { id: other.id, email: other.email ?? "", role: "user" as const };
    expect((await fail(getEventEditorView(plainUser, id))).code).toBe("FORBIDDEN");

    const admin = await organizer("admin");
    expect((await getEventEditorView(admin, id)).event.title).toBe("Geheimes Konzert");
    const adminList = await getOrganizerEventsView(admin, parseListParams(new URLSearchParams("q=Geheimes"), organizerEventsList));
    expect(adminList.total).toBe(1);
  });
});

describe("cancel with refunds (background job)", () => {
  it("cancels and refunds every confirmed booking in full exactly once, mails and notifies every buyer, even when the job runs repeatedly and concurrently", async () => {
    const provider = new CountingProvider();
    setPaymentProvider(provider);
    const actor = await organizer();
    const { id, bookings: list } = await publishedEventWithBookings(actor, 3);
    const started = await cancelEvent({ actor, eventId: id, reason: "Zu wenige Anmeldungen", message: "Es tut uns sehr leid, wir holen das Konzert nach." });
    expect(started.totalBookings).toBe(3);
    // a second cancellation (second tab, double click) starts nothing
    expect(await fail(cancelEvent({ actor, eventId: id, reason: "Sonstiges", message: "Noch einmal absagen!" }))).toMatchObject({ code: "EVENT_ALREADY_CANCELLED" });
    // the worker and a second instance race the job started by cancelEvent
    await Promise.all([runEventCancellationJob(started.jobId), runEventCancellationJob(started.jobId)]);
    const job = await waitForJob(id);
    expect(job).toMatchObject({ status: "done", totalBookings: 3, processedBookings: 3, refundedCents: 4500 });
    // run again after it is done, and once more as if resumed after a restart
    expect(await runEventCancellationJob(started.jobId)).toBe("busy");
    await db.update(eventCancellationJobs).set({ status: "running", lockedUntil: new Date(Date.now() - 1000) }).where(eq(eventCancellationJobs.id, started.jobId));
    expect(await runEventCancellationJob(started.jobId)).toBe("done");

    const ids = list.map((b) => b.bookingId);
    const rows = await db.select().from(bookings).where(inArray(bookings.id, ids));
    expect(rows.map((b) => [b.status, b.refundedCents, b.paymentStatus])).toEqual(ids.map(() => ["cancelled", 1500, "refunded"]));
    const refunds = await db.select().from(payments).where(and(inArray(payments.bookingId, ids), eq(payments.kind, "refund")));
    expect(refunds).toHaveLength(3);
    expect(refunds.every((p) => p.status === "succeeded" && p.amountCents === 1500)).toBe(true);
    expect(new Set(provider.calls.map((c) => c.idempotencyKey)).size).toBe(3);
    expect(provider.calls).toHaveLength(3);
    const mails = await db.select().from(outbox).where(and(eq(outbox.topic, "cancellation_notice"), inArray(outbox.recipient, list.map((b) => b.buyer.email))));
    expect(mails).toHaveLength(3);
    expect(JSON.stringify(mails[0].payload)).toContain("Es tut uns sehr leid");
    const notes = (await db.select().from(notifications).where(inArray(notifications.entityId, ids))).filter((n) => n.title.startsWith("Abgesagt"));
    expect(notes.map((n) => n.title)).toEqual(["Abgesagt: Hafenkonzert", "Abgesagt: Hafenkonzert", "Abgesagt: Hafenkonzert"]);
    const [e] = await db.select().from(events).where(eq(events.id, id));
    expect(e).toMatchObject({ status: "cancelled", currentParticipants: 0, cancellationReason: "Zu wenige Anmeldungen" });
  });

  it("a refund refused by the provider stops the job visibly; the retry pays each booking once", async () => {
    const provider = new CountingProvider();
    setPaymentProvider(provider);
    const actor = await organizer();
    const { id, bookings: list } = await publishedEventWithBookings(actor, 2);
    const second = list[1].bookingId;
    provider.failOn = (i) => i.bookingId === second;
    await cancelEvent({ actor, eventId: id, reason: "Organisatorische Gründe", message: "Leider müssen wir absagen." });
    const failed = await waitForJob(id);
    expect(failed).toMatchObject({ status: "failed", processedBookings: 1, lastError: "Zahlungsanbieter nicht erreichbar" });
    expect((await db.select().from(bookings).where(eq(bookings.id, second)))[0].status).toBe("confirmed");

    provider.failOn = null;
    // another organizer cannot restart it: the event does not exist for them, and the job stays failed
    expect((await fail(retryEventCancellationJob({ actor: await organizer(), eventId: id }))).code).toBe("EVENT_NOT_FOUND");
    expect((await db.select().from(eventCancellationJobs).where(eq(eventCancellationJobs.eventId, id)))[0]!.status).toBe("failed");
    await retryEventCancellationJob({ actor, eventId: id });
    const done = await waitForJob(id);
    expect(done).toMatchObject({ status: "done", processedBookings: 2, refundedCents: 3000 });
    const refunds = await db.select().from(payments).where(and(inArray(payments.bookingId, list.map((b) => b.bookingId)), eq(payments.kind, "refund")));
    expect(refunds.map((p) => [p.status, p.amountCents])).toEqual([
      ["succeeded", 1500],
      ["succeeded", 1500],
    ]);
    // the provider was asked twice for the second booking, with the same key: it pays once
    expect(provider.calls.filter((c) => c.bookingId === second).map((c) => c.idempotencyKey)).toEqual([`event-cancel:${second}`, `event-cancel:${second}`]);
    const mails = await db.select().from(outbox).where(and(eq(outbox.topic, "cancellation_notice"), inArray(outbox.recipient, list.map((b) => b.buyer.email))));
    expect(mails).toHaveLength(2);
  });
});
