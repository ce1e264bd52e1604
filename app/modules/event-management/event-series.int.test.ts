import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { toBerlinLocalInput } from "~/lib/format";
import { auditLog } from "~/modules/audit/schema";
import { cancelEvent } from "~/modules/event-management/cancel-event.server";
import { runEventCancellationJob } from "~/modules/event-management/event-cancellation-job.server";
import { createEventSeries, getEventSeriesView, getPublicSeriesDates } from "~/modules/event-management/event-series.server";
import { eventSeriesSchema } from "~/modules/event-management/series-validation";
import { eventCancellationJobs, eventSeries, events, ticketCategories } from "~/modules/events/schema";
import { outbox } from "~/modules/outbox/schema";
import { setPaymentProvider } from "~/modules/payments/get-provider.server";
import { bookings, payments } from "~/modules/ticketing/schema";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { setupTestDb } from "../../../tests/setup/db";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";

beforeAll(async () => {
  await setupTestDb();
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

/** Thursday 18 March 2027, 19:30 in Berlin (18:30 UTC): the clocks go forward on Sunday 28 March. */
const BEFORE_DST = new Date("2027-03-18T18:30:00Z");

async function proOrganizerWithEvent() {
  const org = await makeOrganizer({ plan: "professional" });
  const event = await makeOrganizerEvent(org, { title: "Kneipenquiz", startDate: BEFORE_DST, endDate: new Date(BEFORE_DST.getTime() + 2 * 3_600_000) });
  return { org, event };
}

async function waitForJob(eventId: string) {
  for (let i = 0; i < 200; i++) {
    const [job] = await db.select().from(eventCancellationJobs).where(eq(eventCancellationJobs.eventId, eventId));
    if (job && job.status !== "pending" && job.status !== "running") return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("job did not finish");
}

const seriesDates = (seriesId: string) =>
  db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(events.startDate);

async function parseSeries(form: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(form)) fd.set(k, v);
  return runFormSubmission(fd, eventSeriesSchema, async (v) => v);
}

describe("event series (Terminserie)", () => {
  it("a weekly series of 4 dates: 4 events 7 days apart at 19:30 Berlin time across the change to summer time, each with its own tickets, linked by the series", async () => {
    const { org, event } = await proOrganizerWithEvent();
    const values = await parseSeries({ frequency: "weekly", dateCount: "4", until: "" });
    if (!("frequency" in (values as object))) throw new Error("form refused");
    const r = await createEventSeries({ actor: org.actor, eventId: event.id, values: values as never });
    expect(r.eventIds).toHaveLength(4);
    expect(r.eventIds[0]).toBe(event.id);

    const dates = await seriesDates(r.seriesId);
    expect(dates.map((d) => toBerlinLocalInput(d.startDate))).toEqual(["2027-03-18T19:30", "2027-03-25T19:30", "2027-04-01T19:30", "2027-04-08T19:30"]);
    // 7 days apart in local time: across the change the instants are one hour closer
    expect(dates.map((d) => d.startDate.toISOString())).toEqual(["2027-03-18T18:30:00.000Z", "2027-03-25T18:30:00.000Z", "2027-04-01T17:30:00.000Z", "2027-04-08T17:30:00.000Z"]);
    expect(dates.map((d) => d.endDate!.getTime() - d.startDate.getTime())).toEqual([7_200_000, 7_200_000, 7_200_000, 7_200_000]);
    expect(dates.every((d) => d.title === "Kneipenquiz" && d.status === "published" && d.organizerId === org.organizerId && d.currentParticipants === 0)).toBe(true);
    expect(new Set(dates.map((d) => d.slug)).size).toBe(4);
    const cats = await db.select().from(ticketCategories).where(inArray(ticketCategories.eventId, r.eventIds));
    expect(cats.map((c) => [c.name, c.soldCount])).toEqual(r.eventIds.map(() => ["Stehplatz", 0]));
    const [series] = await db.select().from(eventSeries).where(eq(eventSeries.id, r.seriesId));
    expect(series).toMatchObject({ frequency: "weekly", dateCount: 4, firstLocal: "2027-03-18T19:30", sourceEventId: event.id });
    const [a] = await db.select().from(auditLog).where(and(eq(auditLog.action, "event.series_created"), eq(auditLog.entityId, event.id)));
    expect(a).toBeTruthy();

    // the editor shows the dates; the public page of the first date lists the three others
    const view = await getEventSeriesView(org.actor, r.eventIds[2]!);
    expect(view?.dates.map((d) => [d.id, d.current])).toEqual(r.eventIds.map((id, i) => [id, i === 2]));
    expect((await getPublicSeriesDates(event.id)).map((d) => [d.id, d.available])).toEqual(r.eventIds.slice(1).map((id) => [id, 50]));
    // a second series from the same event is refused
    expect(await fail(createEventSeries({ actor: org.actor, eventId: r.eventIds[1]!, values: { frequency: "daily", dateCount: 2 } }))).toMatchObject({
      code: "EVENT_SERIES_EXISTS",
      message: "Dieses Event gehört bereits zu einer Terminserie.",
    });
  });

  it("cancelling the third date refunds and writes to its buyer only; the buyers of the other dates keep their tickets", async () => {
    const { org, event } = await proOrganizerWithEvent();
    const r = await createEventSeries({ actor: org.actor, eventId: event.id, values: { frequency: "weekly", dateCount: 4 } });
    const cats = await db.select().from(ticketCategories).where(inArray(ticketCategories.eventId, r.eventIds));
    const catOf = (id: string) => ({ id, ticketCategories: cats.filter((c) => c.eventId === id) });
    const booked = [];
    for (const id of r.eventIds) booked.push(await bookEvent(catOf(id), 2));

    const third = r.eventIds[2]!;
    const started = await cancelEvent({ actor: org.actor, eventId: third, reason: "Krankheit", message: "Der Quizmaster ist krank, alle anderen Termine finden statt." });
    expect(started.totalBookings).toBe(1);
    await runEventCancellationJob(started.jobId); // "busy" while the run cancelEvent started is still going
    await waitForJob(third);

    const rows = await db.select().from(bookings).where(inArray(bookings.id, booked.map((b) => b.bookingId)));
    const byId = new Map(rows.map((b) => [b.id, b]));
    expect(booked.map((b) => byId.get(b.bookingId)!.status)).toEqual(["confirmed", "confirmed", "cancelled", "confirmed"]);
    expect(byId.get(booked[2]!.bookingId)).toMatchObject({ refundedCents: 3000, paymentStatus: "refunded" });
    const refunds = await db.select().from(payments).where(and(inArray(payments.bookingId, booked.map((b) => b.bookingId)), eq(payments.kind, "refund")));
    expect(refunds.map((p) => [p.bookingId, p.amountCents, p.status])).toEqual([[booked[2]!.bookingId, 3000, "succeeded"]]);
    const mails = await db.select().from(outbox).where(and(eq(outbox.topic, "cancellation_notice"), inArray(outbox.recipient, booked.map((b) => b.buyer.email))));
    expect(mails.map((m) => m.recipient)).toEqual([booked[2]!.buyer.email]);

    const dates = await seriesDates(r.seriesId);
    expect(dates.map((d) => [d.status, d.currentParticipants])).toEqual([
      ["published", 2],
      ["published", 2],
      ["cancelled", 0],
      ["published", 2],
    ]);
    // the public page no longer offers the cancelled date
    expect((await getPublicSeriesDates(event.id)).map((d) => d.id)).toEqual([r.eventIds[1], r.eventIds[3]]);
  });

  it("another organizer's event: not found, nothing written; an admin may", async () => {
    const { event } = await proOrganizerWithEvent();
    const other = await makeOrganizer({ plan: "professional" });
    expect(await fail(createEventSeries({ actor: other.actor, eventId: event.id, values: { frequency: "weekly", dateCount: 4 } }))).toMatchObject({ code: "EVENT_NOT_FOUND" });
    expect(await fail(getEventSeriesView(other.actor, event.id))).toMatchObject({ code: "EVENT_NOT_FOUND" });
    const [after] = await db.select().from(events).where(eq(events.id, event.id));
    expect(after.seriesId).toBeNull();
    expect(await db.select().from(eventSeries).where(eq(eventSeries.sourceEventId, event.id))).toEqual([]);
    const admin = await makeOrganizer({ role: "admin" });
    expect((await createEventSeries({ actor: admin.actor, eventId: event.id, values: { frequency: "daily", dateCount: 2 } })).eventIds).toHaveLength(2);
  });

  it("bad input gets German messages beside the field and writes nothing", async () => {
    const messages = async (form: Record<string, string>) => {
      const res = (await parseSeries(form)) as { data?: { submission?: { error?: Record<string, string[]> } } };
      if (!res.data) throw new Error("the form was accepted");
      return res.data.submission?.error ?? {};
    };
    expect((await messages({ frequency: "weekly", dateCount: "0" })).dateCount).toEqual(["Eine Terminserie hat mindestens 2 Termine (dieses Event eingeschlossen)."]);
    expect((await messages({ frequency: "weekly", dateCount: "500" })).dateCount).toEqual(["Eine Terminserie hat höchstens 52 Termine."]);
    expect((await messages({ frequency: "weekly", dateCount: "vier" })).dateCount).toEqual(["Bitte geben Sie die Anzahl der Termine als ganze Zahl an."]);
    expect((await messages({ frequency: "stündlich", dateCount: "4" })).frequency).toEqual(["Bitte wählen Sie, wie oft das Event stattfindet."]);
    expect((await messages({ frequency: "weekly", dateCount: "4", until: "31.02.2027" })).until).toEqual(["Bitte geben Sie das Enddatum im Format TT.MM.JJJJ an."]);

    const { org, event } = await proOrganizerWithEvent();
    const before = await db.$count(events);
    // the end before the first date
    expect(await fail(createEventSeries({ actor: org.actor, eventId: event.id, values: { frequency: "weekly", dateCount: 4, until: "2027-03-17" } }))).toMatchObject({
      code: "EVENT_SERIES_END_BEFORE_START",
      fields: { until: "Das Enddatum liegt vor dem ersten Termin. Bitte wählen Sie ein späteres Datum." },
    });
    // an end that leaves only the event itself
    expect(await fail(createEventSeries({ actor: org.actor, eventId: event.id, values: { frequency: "weekly", dateCount: 4, until: "2027-03-20" } }))).toMatchObject({
      code: "EVENT_SERIES_TOO_FEW",
      fields: { until: expect.stringContaining("nur ein Termin") },
    });
    expect(await db.$count(events)).toBe(before);
    expect(await db.select().from(eventSeries).where(eq(eventSeries.sourceEventId, event.id))).toEqual([]);
    // the end date cuts a longer series
    const r = await createEventSeries({ actor: org.actor, eventId: event.id, values: { frequency: "weekly", dateCount: 10, until: "2027-04-01" } });
    expect(r.eventIds).toHaveLength(3);
  });

  it("the plan's limits hold for every date: a Starter organizer cannot publish a 4-date series in one month, and nothing is written", async () => {
    const org = await makeOrganizer({ plan: "starter" });
    const event = await makeOrganizerEvent(org, { startDate: BEFORE_DST });
    const before = await db.$count(events);
    const res = await fail(createEventSeries({ actor: org.actor, eventId: event.id, values: { frequency: "weekly", dateCount: 4 } }));
    expect(res).toMatchObject({ code: "PLAN_EVENT_LIMIT" });
    expect(res.message).toContain("Ihr Tarif Starter erlaubt bis zu 3 veröffentlichte Events pro Monat");
    expect(await db.$count(events)).toBe(before);
    const [after] = await db.select().from(events).where(eq(events.id, event.id));
    expect(after.seriesId).toBeNull();
    // a draft series counts no publication
    const draft = await makeOrganizerEvent(org, { startDate: BEFORE_DST, status: "draft", publishedAt: null });
    const r = await createEventSeries({ actor: org.actor, eventId: draft.id, values: { frequency: "weekly", dateCount: 4 } });
    expect((await seriesDates(r.seriesId)).map((d) => d.status)).toEqual(["draft", "draft", "draft", "draft"]);
  });
});
