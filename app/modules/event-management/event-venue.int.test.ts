import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { createEvent } from "~/modules/event-management/create-event.server";
import type { EventActor } from "~/modules/event-management/organizer-scope.server";
import { updateEvent } from "~/modules/event-management/update-event.server";
import { events } from "~/modules/events/schema";
import { eventFormSchema, type EventFormInput } from "~/modules/events/validation";
import { geocode, PhotonGeocoder, setExternalGeocoder, type Geocoder } from "~/modules/places/geocode.server";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCity, makeLocation, makeUser } from "../../../tests/factories";

/**
 * The venue of an event on the default install (no GEOCODER): a venue the database does not know
 * is placed at its postal code's point, approximately, never refused for an unknown street.
 */
beforeAll(async () => {
  await setupTestDb();
  await makeCity();
});
afterEach(() => setExternalGeocoder(null));

async function organizer(): Promise<EventActor> {
  const u = await makeUser({ role: "organizer" });
  return { id: u.id, email: u.email, role: "organizer" };
}

const local = (d: Date) => d.toISOString().slice(0, 16);

/** The editor's form as the browser posts it (venue fields only vary), parsed like the action does. */
async function form(venue: Record<string, string>): Promise<EventFormInput> {
  const start = new Date(Date.now() + 30 * 86_400_000);
  const fd = new FormData();
  for (const [k, v] of Object.entries({ kind: "event", title: "Vernissage", cityId: DEFAULT_CITY, startDate: local(start), ...venue })) fd.set(k, v);
  const res = await runFormSubmission(fd, eventFormSchema, async (v) => v);
  if (!("title" in (res as object))) throw new Error(`invalid: ${JSON.stringify((res as { data: unknown }).data)}`);
  return res as EventFormInput;
}

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return { code: (e as { code?: string }).code, message: (e as Error).message, fields: (e as { fields?: Record<string, string> }).fields };
  }
  throw new Error("expected a refusal");
};

const stored = async (id: string) => (await db.select().from(events).where(eq(events.id, id)))[0];
const nearLuebeck = (e: { latitude: number | null; longitude: number | null }) => Math.abs(e.latitude! - 53.87) < 0.03 && Math.abs(e.longitude! - 10.69) < 0.05;

const GALERIE = { venueName: "Galerie Nordlicht", venueAddress: "Hüxstraße 101", venuePostalCode: "23552", venueCity: "Lübeck" };

describe("an event's venue on the default install", () => {
  it("a venue the database does not know, typed with a valid postal code, is saved at the postal code's point as an approximate location", async () => {
    const actor = await organizer();
    const { id } = await createEvent({ actor, values: await form(GALERIE) });
    const e = await stored(id);
    expect(e).toMatchObject({ venueId: null, venueName: "Galerie Nordlicht", venueAddress: "Hüxstraße 101", venuePostalCode: "23552", venueCity: "Lübeck", geoPrecision: "postcode" });
    expect(nearLuebeck(e), `${e.latitude}, ${e.longitude}`).toBe(true);
  });

  it("the postal code fills an empty 'Ort' (PLZ → Ort)", async () => {
    const actor = await organizer();
    const { id } = await createEvent({ actor, values: await form({ venueName: "Hinterhofbühne", venueAddress: "Norderstraße 12", venuePostalCode: "24937" }) });
    expect(await stored(id)).toMatchObject({ venuePostalCode: "24937", venueCity: "Flensburg", geoPrecision: "postcode" });
  });

  it("picking a suggestion and then correcting the street is accepted: with the pin the editor keeps, and without it (the server places it again)", async () => {
    const actor = await organizer();
    const theatre = await makeLocation({ name: "Theater Lübeck", streetAddress: "Beckergrube 16", postalCode: "23552", latitude: 53.8697, longitude: 10.6846 });
    const [picked] = await geocode("Theater Lübeck Beckergrube");
    expect(picked).toMatchObject({ venueId: theatre.id, precision: "exact" });
    // the organizer corrects the street: the editor drops the place, keeps the pin it showed
    const corrected = { venueName: "Theater Lübeck – Studio", venueAddress: "Beckergrube 18", venuePostalCode: "23552", venueCity: "Lübeck" };
    const kept = await createEvent({ actor, values: await form({ ...corrected, latitude: String(picked.latitude), longitude: String(picked.longitude), geoPrecision: picked.precision }) });
    expect(await stored(kept.id)).toMatchObject({ venueId: null, venueAddress: "Beckergrube 18", latitude: 53.8697, longitude: 10.6846, geoPrecision: "exact" });
    // an editor that cleared the coordinates: the corrected address is placed at its postal code, not refused
    const cleared = await createEvent({ actor, values: await form({ ...corrected, latitude: "", longitude: "" }) });
    const e = await stored(cleared.id);
    expect(e).toMatchObject({ venueAddress: "Beckergrube 18", geoPrecision: "postcode" });
    expect(nearLuebeck(e)).toBe(true);
  });

  it("a pin the organizer moved is stored as exact; editing the event later keeps it", async () => {
    const actor = await organizer();
    const pin = { ...GALERIE, latitude: "53.8712", longitude: "10.6921", geoPrecision: "exact" };
    const { id } = await createEvent({ actor, values: await form(pin) });
    expect(await stored(id)).toMatchObject({ latitude: 53.8712, longitude: 10.6921, geoPrecision: "exact" });
    await updateEvent({ actor, eventId: id, values: await form({ ...pin, venueName: "Galerie Nordlicht (Hof)" }) });
    expect(await stored(id)).toMatchObject({ venueName: "Galerie Nordlicht (Hof)", latitude: 53.8712, longitude: 10.6921, geoPrecision: "exact" });
  });

  it("with GEOCODER set but the service down, the event is saved at the postal code's point", async () => {
    const actor = await organizer();
    setExternalGeocoder(new PhotonGeocoder("http://127.0.0.1:9"));
    const { id } = await createEvent({ actor, values: await form(GALERIE) });
    expect(await stored(id)).toMatchObject({ venuePostalCode: "23552", geoPrecision: "postcode" });
    const hanging: Geocoder = { id: "nominatim", search: () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")) };
    setExternalGeocoder(hanging);
    const again = await createEvent({ actor, values: await form(GALERIE) });
    expect(nearLuebeck(await stored(again.id))).toBe(true);
  });

  it("a postal code Germany does not have is refused beside the field — only when nothing else locates the venue", async () => {
    const actor = await organizer();
    const before = await db.$count(events);
    const unknownCode = await refusal(createEvent({ actor, values: await form({ venueName: "Scheune", venueAddress: "Feldweg 1", venuePostalCode: "00000", venueCity: "Xyzdorf" }) }));
    expect(unknownCode).toMatchObject({ code: "EVENT_POSTAL_CODE_UNKNOWN", message: "Diese Postleitzahl gibt es in Deutschland nicht. Bitte prüfen Sie die Postleitzahl." });
    expect(unknownCode.fields).toEqual({ venuePostalCode: "Die Postleitzahl 00000 gibt es in Deutschland nicht. Bitte prüfen Sie die Postleitzahl." });
    const nothing = await refusal(createEvent({ actor, values: await form({ venueName: "Nirgendwo", venueAddress: "Unbekannte Gasse 99", venueCity: "Xyzdorf" }) }));
    expect(nothing).toMatchObject({ code: "EVENT_ADDRESS_NOT_FOUND" });
    expect(nothing.fields?.venuePostalCode).toBe("Wir konnten diesen Ort nicht finden. Bitte geben Sie die Postleitzahl an – die Markierung können Sie danach auf der Karte verschieben.");
    expect(await db.$count(events)).toBe(before);

    // an unknown postal code with a town we know: the town's centre, approximate (the code may be newer than our data)
    const { id } = await createEvent({ actor, values: await form({ venueName: "Scheune", venueAddress: "Feldweg 1", venuePostalCode: "23000", venueCity: "Lübeck" }) });
    expect(await stored(id)).toMatchObject({ venuePostalCode: "23000", venueCity: "Lübeck", geoPrecision: "city" });
    // a malformed postal code is the form's business (zod), in German
    const fd = new FormData();
    for (const [k, v] of Object.entries({ kind: "event", title: "X", cityId: DEFAULT_CITY, startDate: local(new Date(Date.now() + 86_400_000)), venueName: "Scheune", venuePostalCode: "2355" })) fd.set(k, v);
    const res = await runFormSubmission(fd, eventFormSchema, async () => "ran" as const);
    if (res === "ran") throw new Error("the form was accepted");
    expect(res.data.submission?.error?.venuePostalCode).toEqual(["Bitte geben Sie eine fünfstellige Postleitzahl ein."]);
  });
});
