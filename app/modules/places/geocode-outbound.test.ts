/** The external geocoder goes through the outbound-URL guard (issue 21 finding 2, DESIGN.md rule 10). */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { allowOutboundAddressesForTests } from "~/lib/outbound-url.server";
import { NominatimGeocoder, PhotonGeocoder } from "~/modules/places/geocode.server";

let server: http.Server;
let base = "";
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? "");
    const photon = { features: [{ geometry: { coordinates: [10.69, 53.87] }, properties: { street: "Hüxstraße", housenumber: "101", postcode: "23552", city: "Lübeck", countrycode: "DE" } }] };
    const nominatim = [{ lat: "53.87", lon: "10.69", display_name: "Hüxstraße 101, 23552 Lübeck", address: { road: "Hüxstraße", house_number: "101", postcode: "23552", city: "Lübeck" } }];
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(req.url?.startsWith("/api") ? photon : nominatim));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => allowOutboundAddressesForTests(null));

describe("external geocoder and the outbound-URL guard", () => {
  it("never asks a geocoder at an internal address", async () => {
    asked.length = 0;
    await expect(new PhotonGeocoder(base).search("Hüxstraße 101", 5)).rejects.toMatchObject({ code: "OUTBOUND_URL_NOT_PUBLIC" });
    await expect(new NominatimGeocoder(base).search("Hüxstraße 101", 5)).rejects.toMatchObject({ code: "OUTBOUND_URL_NOT_PUBLIC" });
    await expect(new PhotonGeocoder("http://metadata.google.internal").search("Hüxstraße 101", 5)).rejects.toMatchObject({ code: "OUTBOUND_URL_NOT_PUBLIC" });
    expect(asked).toEqual([]);
  });

  it("reads a permitted geocoder's answer as before", async () => {
    allowOutboundAddressesForTests(["127.0.0.1"]);
    expect((await new PhotonGeocoder(base).search("Hüxstraße 101", 5))[0]).toMatchObject({ street: "Hüxstraße 101", postalCode: "23552", city: "Lübeck", source: "photon" });
    expect((await new NominatimGeocoder(base).search("Hüxstraße 101", 5))[0]).toMatchObject({ street: "Hüxstraße 101", city: "Lübeck", source: "nominatim" });
  });
});
