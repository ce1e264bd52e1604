/**
 * Issue 21, finding 8: loose values reached the public page — a `data:` ticket link rendered as a
 * link, `javascript:` stored as the event's website and image, titles with line breaks and
 * right-to-left overrides, two ticket categories of one name, `0x10` stored as 16 and a quantity of
 * 1.5 booked as 1. One URL rule (http/https), one text rule (no control or bidi-override characters,
 * single-line fields without line breaks) and one integer rule (plain decimal digits) for every form;
 * the public page links only http(s) addresses, also those stored before.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { contactMessages } from "~/modules/content/schema";
import { loadEventDetail } from "~/modules/events/detail-loader.server";
import { events, ticketCategories } from "~/modules/events/schema";
import { getCheckoutView } from "~/modules/ticketing/checkout-view.server";
import { bookings } from "~/modules/ticketing/schema";
import * as checkout from "~/routes/city/checkout";
import * as contact from "~/routes/city/contact";
import * as eventsCreate from "~/routes/organizer/events-create";
import { setupTestDb } from "../../setup/db";
import { makeCity, makeEvent } from "../../factories";
import { makeSignedInUser, outcome, req } from "../../factories/accounts";
import { makeBookableEvent } from "../../factories/ticketing";

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
});

type Reply = { submission: { error: Record<string, string[]> } };
const eventCount = async () => (await db.select({ n: count() }).from(events))[0]!.n;

const URL_MESSAGE = "Bitte geben Sie eine vollständige Adresse mit https:// an.";
const LINE_MESSAGE = "Bitte geben Sie den Text in einer Zeile ein (ohne Zeilenumbruch oder Tabulator).";
const CONTROL_MESSAGE = "Der Text enthält unzulässige Steuer- oder Richtungszeichen.";

describe("the event form refuses loose values (finding 8)", () => {
  let organizer: Awaited<ReturnType<typeof makeSignedInUser>>;
  beforeAll(async () => {
    organizer = await makeSignedInUser("organizer");
  });
  const base = () => ({
    formId: crypto.randomUUID(),
    kind: "event",
    title: "Jazz im Hof",
    cityId: "luebeck",
    startDate: "2030-06-01T19:00",
    venueName: "Hof",
    venueAddress: "Breite Straße 1",
    latitude: "53.87",
    longitude: "10.68",
  });
  const submit = (fields: Record<string, string>) =>
    outcome(() => eventsCreate.action({ request: req("/organizer/events/create", { cookie: organizer.cookie, form: { ...base(), ...fields } }), params: {}, context: {} } as never));

  it("links: data: and javascript: are refused, http(s) accepted", async () => {
    const before = await eventCount();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ externalTicketUrl: "data:text/html,<script>alert(1)</script>" }, "externalTicketUrl", URL_MESSAGE],
      [{ externalUrl: "javascript:alert(document.cookie)" }, "externalUrl", URL_MESSAGE],
      [{ externalUrl: "JaVaScRiPt:alert(1)" }, "externalUrl", URL_MESSAGE],
      [{ externalUrl: "https://user:pass@example.com/" }, "externalUrl", URL_MESSAGE],
      [{ imageUrl: "javascript:alert(1)", imageAlt: "Bild" }, "imageUrl", "Ungültige Bildadresse."],
      [{ imageUrl: "//evil.example/x.png", imageAlt: "Bild" }, "imageUrl", "Ungültige Bildadresse."],
    ];
    for (const [fields, key, message] of cases) {
      const res = await submit(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((res.body as Reply).submission.error[key], JSON.stringify(fields)).toEqual([message]);
    }
    expect(await eventCount()).toBe(before);
    const ok = await submit({ externalUrl: "https://jazz.example/hof", externalTicketUrl: "http://tickets.example/jazz" });
    expect(ok.status).toBe(302);
  });

  it("titles: CR/LF, tabs, control and right-to-left override characters are refused; descriptions keep their line breaks", async () => {
    const before = await eventCount();
    for (const [title, message] of [
      ["Jazz\r\nim Hof", LINE_MESSAGE],
      ["Jazz\tim Hof", LINE_MESSAGE],
      ["Jazz \u202Efoh mi", CONTROL_MESSAGE],
      ["Jazz \u2066im Hof\u2069", CONTROL_MESSAGE],
      ["Jazz\u0007 im Hof", CONTROL_MESSAGE],
    ]) {
      const res = await submit({ title });
      expect(res.status, JSON.stringify(title)).toBe(400);
      expect((res.body as Reply).submission.error.title, JSON.stringify(title)).toEqual([message]);
    }
    const desc = await submit({ description: "Erste Zeile\r\nZweite \u202E Zeile" });
    expect((desc.body as Reply).submission.error.description).toEqual([CONTROL_MESSAGE]);
    const venue = await submit({ venueName: "Hof\nHinterhaus" });
    expect((venue.body as Reply).submission.error.venueName).toEqual([LINE_MESSAGE]);
    expect(await eventCount()).toBe(before);
    expect((await submit({ description: "Erste Zeile\r\nZweite Zeile" })).status).toBe(302);
  });

  it("numbers: 0x10, 1e1, 1.5 and 16 Plätze are no whole numbers; duplicate ticket category names are refused", async () => {
    const before = await eventCount();
    for (const value of ["0x10", "1e1", "1.5", "16 Plätze", "Infinity"]) {
      const res = await submit({ maxParticipants: value });
      expect(res.status, value).toBe(400);
      expect((res.body as Reply).submission.error.maxParticipants, value).toEqual(["Bitte geben Sie die Teilnehmerzahl als ganze Zahl an."]);
    }
    const dup = await submit({ "tickets[0].name": "Stehplatz", "tickets[0].price": "10", "tickets[1].name": "stehplatz", "tickets[1].price": "12" });
    expect(dup.status).toBe(400);
    expect((dup.body as Reply).submission.error["tickets[1].name"]).toEqual(["Diese Ticketkategorie gibt es schon. Bitte geben Sie jeder Kategorie einen eigenen Namen."]);
    expect(await eventCount()).toBe(before);

    const ok = await submit({ maxParticipants: "16", "tickets[0].name": "Stehplatz", "tickets[0].price": "10", "tickets[1].name": "Sitzplatz", "tickets[1].price": "12" });
    expect(ok.status).toBe(302);
    const id = ok.location!.split("/")[3]!;
    const [row] = await db.select().from(events).where(eq(events.id, id));
    expect(row!.maxParticipants).toBe(16);
    expect((await db.select().from(ticketCategories).where(eq(ticketCategories.eventId, id))).map((t) => t.name).sort()).toEqual(["Sitzplatz", "Stehplatz"]);
  });
});

describe("the checkout books whole tickets only (finding 8)", () => {
  it("a quantity of 1.5 (or 0x1) → 400 in German, no booking", async () => {
    const buyer = await makeSignedInUser("user");
    const event = await makeBookableEvent(10);
    const cat = event.ticketCategories[0]!;
    for (const qty of ["1.5", "0x1", "1e0"]) {
      const form = { eventId: event.id, [`qty.${cat.id}`]: qty, "attendee.0.category": cat.id, "attendee.0.firstName": "Erika", "attendee.0.lastName": "Muster", idempotencyKey: crypto.randomUUID() };
      const res = await outcome(() => checkout.action({ request: req(`/luebeck/events/${event.slug}/tickets`, { cookie: buyer.cookie, form }), params: { city: "luebeck", slug: event.slug }, context: {} } as never));
      expect(res.status, qty).toBe(400);
      expect(res.body, qty).toMatchObject({ ok: false, message: "Bitte geben Sie die Anzahl der Tickets als ganze Zahl an." });
    }
    expect((await db.select({ n: count() }).from(bookings).where(eq(bookings.eventId, event.id)))[0]!.n).toBe(0);
  });
});

describe("other forms share the rules (finding 8)", () => {
  it("the contact form refuses a name with a line break (header injection) and a bidi override", async () => {
    for (const [name, message] of [
      ["Max\r\nBcc: alle@example.com", LINE_MESSAGE],
      ["Max \u202EnnaM", CONTROL_MESSAGE],
    ]) {
      const form = { name, email: "max@example.com", subject: "Frage", message: "Eine längere Frage zum Programm." };
      const res = await outcome(() => contact.action({ request: req("/luebeck/contact", { form }), params: { city: "luebeck" }, context: {} } as never));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, fields: { name: message } });
    }
    expect((await db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(0);
  });
});

describe("the public page links only http(s) addresses, also those stored before (finding 8)", () => {
  it("a stored data:/javascript: link and image are no link and no picture", async () => {
    const event = await makeEvent(
      { externalTicketUrl: "data:text/html,<script>alert(1)</script>", externalUrl: "javascript:alert(1)", imageUrl: "javascript:alert(1)", venueWebsite: "javascript:alert(2)" },
      [{ name: "Stehplatz" }],
    );
    const detail = await loadEventDetail(event.slug, "luebeck");
    expect(detail.event.externalTicketUrl).toBeNull();
    expect(detail.event.externalUrl).toBeNull();
    expect(detail.event.venue.website).toBeNull();
    expect(detail.event.imageUrl).not.toContain("javascript:");
    expect(JSON.stringify(detail.jsonLd)).not.toMatch(/data:text|javascript:/);
    const buyer = await makeSignedInUser("user");
    const view = await getCheckoutView({ id: buyer.id, email: buyer.email, role: "user" }, { slug: event.slug, city: "luebeck" });
    expect(JSON.stringify(view)).not.toMatch(/data:text|javascript:/);

    const good = await makeEvent({ externalTicketUrl: "https://tickets.example/a", externalUrl: "https://verein.example/" });
    const shown = await loadEventDetail(good.slug, "luebeck");
    expect(shown.event.externalTicketUrl).toBe("https://tickets.example/a");
    expect(shown.event.externalUrl).toBe("https://verein.example/");
  });
});
