/**
 * An uploaded picture always wins over the generated artwork. Demo rows keep artwork URLs in
 * their image columns (events and places have two: card and title image), so an organizer who
 * uploads a card image must see it on every public surface — lists, search, detail pages and
 * share previews — and not the seeded title artwork.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as artistDetail from "~/routes/city/artist-detail";
import * as artistList from "~/routes/city/artists";
import * as eventDetail from "~/routes/city/event-detail";
import * as eventList from "~/routes/city/events";
import * as placeDetail from "~/routes/city/place-detail";
import * as placeList from "~/routes/city/places";
import * as search from "~/routes/city/search";
import { setupTestDb } from "../setup/db";
import { makeEvent, makeLocation } from "../factories";
import { makeArtist } from "../factories/discovery";

const UPLOAD = "/uploads/2026/11/foto-hauptbild.webp";

type Loader = (args: never) => unknown;
async function load(loader: Loader, path: string, params: Record<string, string>): Promise<unknown> {
  const request = new Request(`http://localhost${path}`);
  return (loader as (a: unknown) => Promise<unknown>)({ request, params, context: {} });
}

/** Every `imageUrl` / `featuredImageUrl` of the object with this id, anywhere in the loader data. */
function imagesOf(data: unknown, id: string): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    if (o.id === id) for (const k of ["imageUrl", "featuredImageUrl"]) if (typeof o[k] === "string") found.push(o[k]);
    Object.values(o).forEach(walk);
  };
  walk(data);
  return found;
}

describe("uploaded images beat the artwork", () => {
  beforeAll(setupTestDb);

  it("event: card image uploaded, title artwork seeded → lists, search, detail and share data show the upload", async () => {
    const e = await makeEvent({ title: "Hafenjazz Upload", imageUrl: UPLOAD, featuredImageUrl: "/art/event/music/hafenjazz-titel.svg" });
    const list = await load(eventList.loader, "/luebeck/events", { city: "luebeck" });
    const found = await load(search.loader, "/luebeck/search?q=Hafenjazz", { city: "luebeck" });
    const detail = (await load(eventDetail.loader, `/luebeck/events/${e.slug}`, { city: "luebeck", slug: e.slug })) as { jsonLd: { image: string[] } };
    for (const data of [list, found, detail]) {
      const images = imagesOf(data, e.id);
      expect(images.length).toBeGreaterThan(0);
      expect(images.every((u) => u === UPLOAD)).toBe(true);
    }
    expect(detail.jsonLd.image[0]).toMatch(new RegExp(`${UPLOAD}$`));
  });

  it("event without any image shows its own artwork; a blank column counts as none", async () => {
    const e = await makeEvent({ title: "Ohne Bild", imageUrl: " ", featuredImageUrl: null });
    const detail = await load(eventDetail.loader, `/luebeck/events/${e.slug}`, { city: "luebeck", slug: e.slug });
    expect(imagesOf(detail, e.id)).toEqual([`/art/event/music/${e.id}.svg`, `/art/event/music/${e.id}.svg`]);
  });

  it("place: uploaded card image wins over seeded title artwork on the list and the place page", async () => {
    const p = await makeLocation({ name: "Upload-Café", category: "cafe", imageUrl: UPLOAD, featuredImageUrl: "/art/place/cafe/upload-cafe-titel.svg" });
    const list = await load(placeList.loader, "/luebeck/places", { city: "luebeck" });
    const detail = await load(placeDetail.loader, `/luebeck/places/${p.slug}`, { city: "luebeck", slug: p.slug });
    for (const data of [list, detail]) {
      const images = imagesOf(data, p.id);
      expect(images.length).toBeGreaterThan(0);
      expect(images.every((u) => u === UPLOAD)).toBe(true);
    }
  });

  it("artist: an uploaded portrait is shown instead of the generated one", async () => {
    const a = await makeArtist({ name: "Upload Trio", type: "band", imageUrl: UPLOAD });
    const list = await load(artistList.loader, "/luebeck/artists", { city: "luebeck" });
    const detail = await load(artistDetail.loader, `/luebeck/artists/${a.slug}`, { city: "luebeck", slug: a.slug });
    for (const data of [list, detail]) expect(imagesOf(data, a.id)).toContain(UPLOAD);
    const without = await makeArtist({ name: "Ohne Foto", type: "dj", imageUrl: null });
    const page = await load(artistDetail.loader, `/luebeck/artists/${without.slug}`, { city: "luebeck", slug: without.slug });
    expect(imagesOf(page, without.id)).toEqual([`/art/artist/dj/${without.slug}.svg`]);
  });
});
