import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  geocode,
  nominatimPrecision,
  PhotonGeocoder,
  photonPrecision,
  setExternalGeocoder,
  splitAddress,
  type GeocodeSuggestion,
  type Geocoder,
} from "~/modules/places/geocode.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCity, makeLocation } from "../../../tests/factories";

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  await makeLocation({ name: "Musik- und Kongresshalle", streetAddress: "Willy-Brandt-Allee 10", postalCode: "23554", latitude: 53.8698, longitude: 10.6782 });
});
afterEach(() => setExternalGeocoder(null));

/** Lübeck's old town lies around 53.87 N, 10.69 E; a postal code's point must be inside the town, not just anywhere. */
const nearLuebeck = (s: { latitude: number; longitude: number }) => Math.abs(s.latitude - 53.87) < 0.03 && Math.abs(s.longitude - 10.69) < 0.05;

const GALERIE = "Galerie Nordlicht, Hüxstraße 101, 23552 Lübeck";

/** An external geocoder that answers what it is given, or fails like a service that is down. */
class FakeGeocoder implements Geocoder {
  readonly id = "photon";
  calls = 0;
  constructor(private readonly answer: GeocodeSuggestion[] | Error) {}
  async search() {
    this.calls++;
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

describe("embedded geocoder (default install, no GEOCODER)", () => {
  it("places an address it does not know at its postal code's point, keeps the typed name and street, names the town, and says it is approximate", async () => {
    const [hit, ...rest] = await geocode(GALERIE);
    expect(hit).toMatchObject({
      label: "Galerie Nordlicht, Hüxstraße 101, 23552 Lübeck",
      name: "Galerie Nordlicht",
      street: "Hüxstraße 101",
      postalCode: "23552",
      city: "Lübeck",
      venueId: null,
      source: "postcode",
      precision: "postcode",
    });
    expect(nearLuebeck(hit), `${hit.latitude}, ${hit.longitude}`).toBe(true);
    // no second "Lübeck (Stadtmitte)" below the postal code of the same town
    expect(rest.filter((s) => s.city === "Lübeck")).toEqual([]);
  });

  it("a postal code alone names its town (PLZ → Ort), anywhere in Germany", async () => {
    expect((await geocode("24937"))[0]).toMatchObject({ postalCode: "24937", city: "Flensburg", precision: "postcode" });
    expect((await geocode("Marienplatz 1, 80331"))[0]).toMatchObject({ street: "Marienplatz 1", postalCode: "80331", city: "München" });
    // a typed place of a postal code with several places is kept
    expect((await geocode("Dorfstraße 2, 01945 Kroppen"))[0]).toMatchObject({ postalCode: "01945", city: "Kroppen" });
  });

  it("a known place still comes first, exact, with its own coordinates", async () => {
    const [hit] = await geocode("Kongresshalle 23554");
    expect(hit).toMatchObject({ name: "Musik- und Kongresshalle", source: "place", precision: "exact", latitude: 53.8698, longitude: 10.6782 });
  });

  it("without a postal code: our city's centre keeps the typed street; a town the postal codes know is found by name", async () => {
    expect((await geocode("Hüxstraße 101, Lübeck"))[0]).toMatchObject({ label: "Hüxstraße 101, Lübeck", street: "Hüxstraße 101", city: "Lübeck", precision: "city" });
    const [kroppen] = await geocode("Dorfstraße 3, Kroppen");
    expect(kroppen).toMatchObject({ street: "Dorfstraße 3", postalCode: "01945", city: "Kroppen", source: "city", precision: "city" });
  });

  it("finds nothing where there is nothing to locate: an unknown postal code and an unknown town", async () => {
    expect(await geocode("Unbekannte Gasse 99, 00000 Xyzdorf")).toEqual([]);
    expect(await geocode("Unbekannte Gasse 99, Xyzdorf")).toEqual([]);
  });

  it("reads a one-line address the way Germans write it", () => {
    expect(splitAddress(GALERIE)).toEqual({ name: "Galerie Nordlicht", street: "Hüxstraße 101", postalCode: "23552", town: "Lübeck" });
    expect(splitAddress("An der Obertrave, 23552 Lübeck")).toEqual({ name: "An der Obertrave", street: null, postalCode: "23552", town: "Lübeck" });
    expect(splitAddress("Hüxstraße 101, Lübeck")).toEqual({ name: null, street: "Hüxstraße 101", postalCode: null, town: "Lübeck" });
  });
});

describe("with an external geocoder (GEOCODER=photon|nominatim)", () => {
  it("its result wins over the postal code's point (our places still first)", async () => {
    const exact: GeocodeSuggestion = {
      label: "Hüxstraße 101, 23552 Lübeck",
      name: null,
      street: "Hüxstraße 101",
      postalCode: "23552",
      city: "Lübeck",
      latitude: 53.8667,
      longitude: 10.6889,
      venueId: null,
      source: "photon",
      precision: "exact",
    };
    setExternalGeocoder(new FakeGeocoder([exact]));
    const list = await geocode(GALERIE);
    expect(list[0]).toEqual(exact);
    // the embedded approximation stays in the list below it
    expect(list[1]).toMatchObject({ source: "postcode", postalCode: "23552" });
  });

  it("when the service is down (refused connection, error status, timeout) the embedded geocoder answers", async () => {
    // nothing listens on port 9 of this machine: fetch fails like a service that is down
    const refused = new PhotonGeocoder("http://127.0.0.1:9");
    setExternalGeocoder(refused);
    expect((await geocode(GALERIE, 1))[0]).toMatchObject({ source: "postcode", postalCode: "23552", precision: "postcode" });

    for (const failure of [new Error("Photon 503"), new DOMException("The operation was aborted due to timeout", "TimeoutError")]) {
      const down = new FakeGeocoder(failure);
      setExternalGeocoder(down);
      const [hit] = await geocode(GALERIE, 1);
      expect(down.calls).toBe(1);
      expect(hit).toMatchObject({ source: "postcode", postalCode: "23552", city: "Lübeck", precision: "postcode" });
      expect(nearLuebeck(hit)).toBe(true);
    }
  });

  it("says how exact each external result is", () => {
    expect(photonPrecision({ street: "Hüxstraße", housenumber: "101", type: "house" })).toBe("exact");
    expect(photonPrecision({ name: "Hüxstraße", type: "street" })).toBe("street");
    expect(photonPrecision({ name: "Lübeck", type: "city" })).toBe("city");
    expect(photonPrecision({ name: "Theater Lübeck", type: "other" })).toBe("exact");
    expect(nominatimPrecision({ category: "building", address: { road: "Hüxstraße", house_number: "101" } })).toBe("exact");
    expect(nominatimPrecision({ category: "highway", type: "residential", address: { road: "Hüxstraße" } })).toBe("street");
    expect(nominatimPrecision({ category: "boundary", type: "administrative" })).toBe("city");
    expect(nominatimPrecision({ category: "place", type: "postcode" })).toBe("postcode");
  });
});
