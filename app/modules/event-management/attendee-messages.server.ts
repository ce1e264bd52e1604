import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { DEFAULT_CITY } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { formatDate } from "~/lib/format";
import { audit } from "~/modules/audit/audit.server";
import { registerNotificationTopic } from "~/modules/engagement/broadcast-job.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { ATTENDEE_MESSAGE_AUDIENCE, type AttendeeMessageValues } from "~/modules/event-management/attendee-message-validation";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { eventMessages } from "~/modules/event-management/schema";
import { events, ticketCategories } from "~/modules/events/schema";
import { renderTemplate, type RenderedMail } from "~/modules/mail/render.server";
import { escapeHtml } from "~/modules/mail/template-syntax";
import { deliveryCounts } from "~/modules/outbox/delivery-counts.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import type { OutboxRow } from "~/modules/outbox/handlers.server";
import { bookingAttendees, bookings } from "~/modules/ticketing/schema";

/** Recipients per batch (one transaction each). */
export const ATTENDEE_MESSAGE_BATCH = 200;
/** At most this many messages per event and day (Europe/Berlin)… */
export const MESSAGES_PER_DAY = 3;
/** …and one per this many minutes. */
export const MINUTES_BETWEEN_MESSAGES = 10;

type Audience = Pick<AttendeeMessageValues, "audience" | "ticketCategoryId">;
type Event = typeof events.$inferSelect;
export type AttendeeRecipient = { email: string; userId: string | null; name: string; ticketNumber: string };

/** The outbox job that delivers (the next batch of) a message. */
const messageJob = (messageId: string, step: string) =>
  ({ kind: "notification", topic: "event-message", payload: { messageId }, dedupeKey: `event-message:${messageId}:${step}` }) as const;

/** Valid tickets of the event in the audience: confirmed, unrefunded bookings, tickets not voided. */
function ticketsWhere(eventId: string, a: Audience): SQL {
  const filter =
    a.audience === "category"
      ? sql`and ${bookingAttendees.ticketCategoryId} = ${a.ticketCategoryId ?? null}`
      : a.audience === "checked_in"
        ? sql`and ${bookingAttendees.isCheckedIn}`
        : a.audience === "not_checked_in"
          ? sql`and not ${bookingAttendees.isCheckedIn}`
          : sql``;
  return sql`${bookings.eventId} = ${eventId} and ${bookings.status} = 'confirmed'
    and ${bookings.paymentStatus} not in ('refunded', 'partially_refunded') and ${bookings.refundedCents} = 0
    and ${bookingAttendees.isValid} and coalesce(${bookings.userEmail}, '') <> '' ${filter}`;
}

/** One recipient per e-mail address (the first ticket's holder), in address order after `after`. */
async function recipients(tx: DbOrTx, eventId: string, a: Audience, opts: { after?: string | null; limit: number }): Promise<AttendeeRecipient[]> {
  const rows = await tx.execute<{ email: string; user_id: string | null; name: string; ticket_number: string }>(sql`
    select * from (
      select distinct on (lower(${bookings.userEmail})) lower(${bookings.userEmail}) as email, ${bookings.userId} as user_id,
        trim(${bookingAttendees.firstName} || ' ' || ${bookingAttendees.lastName}) as name, ${bookingAttendees.ticketNumber} as ticket_number
      from ${bookingAttendees} join ${bookings} on ${bookings.id} = ${bookingAttendees.bookingId}
      where ${ticketsWhere(eventId, a)}
      order by lower(${bookings.userEmail}), ${bookings.userId} nulls last, ${bookingAttendees.createdAt}, ${bookingAttendees.ticketNumber}
    ) r
    ${opts.after ? sql`where r.email > ${opts.after}` : sql``}
    order by r.email limit ${opts.limit}`);
  return rows.rows.map((r) => ({ email: r.email, userId: r.user_id, name: r.name, ticketNumber: r.ticket_number }));
}

async function countRecipients(tx: DbOrTx, eventId: string, a: Audience): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`
    select count(distinct lower(${bookings.userEmail}))::int as n
    from ${bookingAttendees} join ${bookings} on ${bookings.id} = ${bookingAttendees.bookingId}
    where ${ticketsWhere(eventId, a)}`);
  return Number(rows.rows[0]?.n ?? 0);
}

const placeholderData = (event: Pick<Event, "title" | "startDate">, r: Pick<AttendeeRecipient, "name" | "ticketNumber">) => ({
  name: r.name,
  event: event.title,
  date: formatDate(event.startDate),
  ticket_number: r.ticketNumber,
});

/** The wording as a mail template: the text as it is, the HTML body escaped with its line breaks kept. */
const content = (m: { subject: string; body: string }) => ({
  subject: m.subject,
  bodyText: m.body,
  bodyHtml: escapeHtml(m.body).replace(/\r?\n/g, "<br>"),
});

function emailFor(message: { id?: string; subject: string; body: string }, event: Event, r: AttendeeRecipient, key: string) {
  return {
    kind: "email" as const,
    topic: "attendee-message",
    recipient: r.email,
    payload: { to: r.email, template: "attendee-message", content: content(message), data: placeholderData(event, r) },
    dedupeKey: key,
  };
}

async function checkCategory(tx: DbOrTx, eventId: string, a: Audience) {
  if (a.audience !== "category") return null;
  const [c] = await tx
    .select({ name: ticketCategories.name })
    .from(ticketCategories)
    .where(and(eq(ticketCategories.id, a.ticketCategoryId ?? ""), eq(ticketCategories.eventId, eventId)));
  if (!c) throw new AppError("EVENT_MESSAGE_CATEGORY_NOT_FOUND", { field: "ticketCategoryId" });
  return c.name;
}

/** Throws EVENT_NOT_FOUND unless the actor may message this event's attendees (its organizer, admins). */
export async function assertCanMessageAttendees(actor: EventActor, eventId: string): Promise<void> {
  await findOwnEvent(db, actor, eventId);
}

/** The message rendered for one real recipient of the chosen audience (null: nobody is in it). */
export async function previewAttendeeMessage(input: { actor: EventActor; eventId: string; values: AttendeeMessageValues }) {
  const event = await findOwnEvent(db, input.actor, input.eventId);
  await checkCategory(db, event.id, input.values);
  const [first] = await recipients(db, event.id, input.values, { limit: 1 });
  const total = await countRecipients(db, event.id, input.values);
  if (!first) return { total, preview: null };
  const mail: RenderedMail = await renderTemplate(db, "attendee-message", placeholderData(event, first), { content: content(input.values) });
  return { total, preview: { to: first.name || first.email, subject: mail.subject, text: mail.text } };
}

/** Sends the message, filled for the first recipient, to the actor's own address only; audited. */
export async function sendAttendeeMessageTest(input: { actor: EventActor; eventId: string; values: AttendeeMessageValues }) {
  return db.transaction(async (tx) => {
    const event = await findOwnEvent(tx, input.actor, input.eventId);
    await checkCategory(tx, event.id, input.values);
    const [first] = await recipients(tx, event.id, input.values, { limit: 1 });
    const sample = first ?? { email: input.actor.email, userId: null, name: "", ticketNumber: "SP-TEST-0000" };
    const to = { ...sample, email: input.actor.email };
    await enqueue(tx, emailFor(input.values, event, to, `attendee-message-test:${crypto.randomUUID()}`));
    await audit(tx, input.actor, "event.message_test_sent", { type: "event", id: event.id }, null, { subject: input.values.subject, to: input.actor.email });
    return { to: input.actor.email };
  });
}

/**
 * Sends a message to the event's ticket holders (the audience) through the outbox, in batches.
 * Under the event's row lock: at most 3 per event and Berlin day and one per 10 minutes, so two
 * submits at once store one message and refuse the other. Audited.
 */
export async function sendAttendeeMessage(input: { actor: EventActor; eventId: string; values: AttendeeMessageValues; now?: Date }) {
  const { actor, values } = input;
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const event = await findOwnEvent(tx, actor, input.eventId, { forUpdate: true });
    const categoryName = await checkCategory(tx, event.id, values);
    const [limits] = await tx
      .select({
        today: sql<number>`count(*) filter (where ${eventMessages.createdAt} >= (date_trunc('day', ${now}::timestamptz at time zone 'Europe/Berlin') at time zone 'Europe/Berlin'))::int`,
        last: sql<string | null>`max(${eventMessages.createdAt})`,
      })
      .from(eventMessages)
      .where(eq(eventMessages.eventId, event.id));
    if (limits?.last && now.getTime() - new Date(limits.last).getTime() < MINUTES_BETWEEN_MESSAGES * 60_000) throw new AppError("EVENT_MESSAGE_TOO_SOON");
    if (Number(limits?.today ?? 0) >= MESSAGES_PER_DAY) throw new AppError("EVENT_MESSAGE_DAILY_LIMIT");
    const total = await countRecipients(tx, event.id, values);
    if (total === 0) throw new AppError("EVENT_MESSAGE_NO_RECIPIENTS", { field: "audience" });
    const audienceLabel = categoryName ? `Ticketkategorie „${categoryName}“` : ATTENDEE_MESSAGE_AUDIENCE.label(values.audience);
    const [row] = await tx
      .insert(eventMessages)
      .values({
        eventId: event.id,
        audience: values.audience,
        ticketCategoryId: values.audience === "category" ? values.ticketCategoryId : null,
        audienceLabel,
        subject: values.subject,
        body: values.body,
        total,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    await enqueue(tx, messageJob(row!.id, "start"));
    await audit(tx, actor, "event.message_sent", { type: "event", id: event.id }, null, { messageId: row!.id, subject: row!.subject, audience: audienceLabel, recipients: total });
    return { id: row!.id, total };
  });
}

/**
 * Delivers the next batch of a message: an e-mail per address and, for holders with an account, a
 * notification under the bell (its own e-mail off: the message mails once). Moves the cursor and
 * enqueues the next batch in the same transaction, so a crash repeats a batch at most and the
 * dedupe keys keep a repeated batch from mailing anybody twice.
 */
export async function runAttendeeMessageBatch(messageId: string, batchSize = ATTENDEE_MESSAGE_BATCH) {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(eventMessages).where(eq(eventMessages.id, messageId)).for("update");
    if (!m || m.status === "done") return { skipped: m?.status ?? "missing" };
    const [event] = await tx.select().from(events).where(eq(events.id, m.eventId));
    const batch = await recipients(tx, m.eventId, m as Audience & { audience: AttendeeMessageValues["audience"] }, {
      after: m.cursor,
      limit: batchSize,
    });
    for (const r of batch) {
      const data = placeholderData(event!, r);
      await enqueue(tx, emailFor(m, event!, r, `attendee-message:${m.id}:${r.email}`));
      if (r.userId) {
        const mail = await renderTemplate(tx, "attendee-message", data, { content: content(m) });
        await createNotification(tx, {
          userId: r.userId,
          type: "event",
          category: "event_updates",
          title: mail.subject,
          message: mail.text.slice(0, 1000),
          actionUrl: `/${event!.cityId ?? DEFAULT_CITY}/profile/tickets`,
          entityType: "event_message",
          entityId: m.id,
          senderType: "organizer",
          metadata: { eventId: m.eventId, messageId: m.id },
          deliver: { email: false },
        });
      }
    }
    const processed = m.processed + batch.length;
    const finished = batch.length < batchSize;
    await tx
      .update(eventMessages)
      .set({ status: finished ? "done" : "sending", processed, total: finished ? processed : Math.max(m.total, processed), cursor: batch.at(-1)?.email ?? m.cursor, finishedAt: finished ? new Date() : null })
      .where(eq(eventMessages.id, m.id));
    if (!finished) await enqueue(tx, messageJob(m.id, `after:${batch.at(-1)!.email}`));
    return { sent: batch.length, finished };
  });
}

async function deliverAttendeeMessageJob(row: OutboxRow) {
  const id = row.payload.messageId;
  if (typeof id !== "string") throw new Error("Nachricht an Teilnehmende ohne Kennung");
  return runAttendeeMessageBatch(id);
}

/** Wires the message batches into the outbox (kind "notification", topic "event-message"). */
export function registerAttendeeMessages(): void {
  registerNotificationTopic("event-message", deliverAttendeeMessageJob);
}

/** The compose page: the event, its ticket categories, the reach per audience and the history with its reach. */
export async function getAttendeeMessagesView(actor: EventActor, eventId: string) {
  const event = await findOwnEvent(db, actor, eventId);
  const categories = await db
    .select({ id: ticketCategories.id, name: ticketCategories.name })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, event.id))
    .orderBy(ticketCategories.name);
  const reach = Object.fromEntries(
    await Promise.all(ATTENDEE_MESSAGE_AUDIENCE.values.filter((a) => a !== "category").map(async (a) => [a, await countRecipients(db, event.id, { audience: a })] as const)),
  ) as Record<"all" | "checked_in" | "not_checked_in", number>;
  const history = await db
    .select({
      id: eventMessages.id,
      subject: eventMessages.subject,
      body: eventMessages.body,
      audienceLabel: eventMessages.audienceLabel,
      status: eventMessages.status,
      total: eventMessages.total,
      processed: eventMessages.processed,
      createdAt: eventMessages.createdAt,
    })
    .from(eventMessages)
    .where(eq(eventMessages.eventId, event.id))
    .orderBy(desc(eventMessages.createdAt))
    .limit(20);
  return {
    event: { id: event.id, title: event.title, date: formatDate(event.startDate) },
    categories,
    reach,
    // the mails the outbox delivered or gave up on (failed ones are retried until they are dead)
    history: await Promise.all(
      history.map(async (h) => ({
        ...h,
        ...(await deliveryCounts(db, `attendee-message:${h.id}:`)),
        percent: h.total ? Math.round((h.processed / h.total) * 100) : 100,
      })),
    ),
    running: history.some((h) => h.status === "sending"),
  };
}
