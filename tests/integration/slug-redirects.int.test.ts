/**
 * Issue 24: an admin changes a slug → the old public address answers with a 301 to the new one
 * (the rest of the path and the query kept); a chain a→b→c lands on c at once; an unknown slug is
 * still a 404; a slug that becomes live again wins over its old address.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { recordSlugChange } from "~/modules/cities/queries.server";
import { slugRedirects } from "~/modules/cities/schema";
import { businessProfiles } from "~/modules/places/schema";
import * as artistForm from "~/routes/admin/artist-form";
import * as organizerForm from "~/routes/admin/organizer-form";
import * as placeForm from "~/routes/admin/place-form";
import * as artistPage from "~/routes/city/artist-detail";
import * as organizerPage from "~/routes/city/organizer-detail";
import * as placePage from "~/routes/city/place-detail";
import * as placeRedirect from "~/routes/city/place-redirect";
import { setupTestDb } from "../setup/db";
import { makeCity, makeLocation } from "../factories";
import { makeSignedInUser, outcome, req } from "../factories/accounts";
import { makeArtist, makeBusiness, makeOrganizer } from "../factories/discovery";

type Fn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const run = (fn: unknown, path: string, params: Record<string, string>, form?: Record<string, string>) =>
  outcome(() => (fn as Fn)({ request: req(path, { cookie: form ? admin.cookie : undefined, form }), params, context: {} }));

let admin: { cookie: string };
beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  admin = await makeSignedInUser("admin");
});

const place = { name: "Café Wolkenlos", category: "cafe", venueType: "indoor", cityId: "luebeck", isActive: "on", streetAddress: "Breite Straße 1", postalCode: "23552", latitude: "53.8655", longitude: "10.6866" };
const editPlace = (id: string, slug: string) => run(placeForm.action, `/admin/places/${id}/edit`, { id }, { ...place, slug });
const getPlace = (slug: string, query = "") => run(placePage.loader, `/luebeck/places/${slug}${query}`, { city: "luebeck", slug });

describe("old slugs answer with a 301 to the current address", () => {
  it("a place: the old address (with its query) moves permanently to the new one; a chain a→b→c lands on c at once", async () => {
    const p = await makeLocation({ name: "Café Wolkenlos", slug: "cafe-a" });
    expect((await editPlace(p!.id, "cafe-b")).status).toBe(302);
    const moved = await getPlace("cafe-a", "?tab=bewertungen");
    expect(moved).toMatchObject({ status: 301, location: "/luebeck/places/cafe-b?tab=bewertungen" });
    expect((await editPlace(p!.id, "cafe-c")).status).toBe(302);
    expect(await getPlace("cafe-a")).toMatchObject({ status: 301, location: "/luebeck/places/cafe-c" });
    expect(await getPlace("cafe-b")).toMatchObject({ status: 301, location: "/luebeck/places/cafe-c" });
    expect((await getPlace("cafe-c")).status).toBe(200);
    // the client-side navigation's data request moves to the page address, not to a .data one
    const data = await run(placePage.loader, "/luebeck/places/cafe-a.data?_routes=routes%2Fcity%2Fplace-detail", { city: "luebeck", slug: "cafe-a" });
    expect(data).toMatchObject({ status: 301, location: "/luebeck/places/cafe-c" });
  });

  it("an unknown slug is still a 404 with the German text", async () => {
    const o = await getPlace("gibt-es-nicht");
    expect(o.status).toBe(404);
    expect(o.body).toMatchObject({ message: "Ort nicht gefunden" });
    expect((await run(artistPage.loader, "/luebeck/artists/gibt-es-nicht", { city: "luebeck", slug: "gibt-es-nicht" })).status).toBe(404);
    expect((await run(organizerPage.loader, "/luebeck/organizers/gibt-es-nicht", { city: "luebeck", slug: "gibt-es-nicht" })).status).toBe(404);
  });

  it("a slug that becomes live again wins: the place that takes it answers, its redirect row is gone", async () => {
    const p = await makeLocation({ name: "Café Wolkenlos", slug: "eck-alt" });
    await editPlace(p!.id, "eck-neu");
    const other = await makeLocation({ name: "Café Wolkenlos", slug: "eck-x" });
    expect((await editPlace(other!.id, "eck-alt")).status).toBe(302);
    expect(await db.$count(slugRedirects, eq(slugRedirects.oldSlug, "eck-alt"))).toBe(0);
    const page = await getPlace("eck-alt");
    expect(page.status).toBe(200);
    expect((page.body as { place: { id: string } }).place.id).toBe(other!.id);
  });

  it("an artist: the old address moves to the new one, before any guess by name", async () => {
    const a = await makeArtist({ name: "Lotte Brandt", slug: "lotte-brandt" });
    const saved = await run(artistForm.action, `/admin/artists/${a!.id}/edit`, { id: a!.id }, { name: "Lotte Brandt", type: "musician", isActive: "on", slug: "lotte-brandt-band" });
    expect(saved.status).toBe(302);
    const o = await run(artistPage.loader, "/luebeck/artists/lotte-brandt?ref=plakat", { city: "luebeck", slug: "lotte-brandt" });
    expect(o).toMatchObject({ status: 301, location: "/luebeck/artists/lotte-brandt-band?ref=plakat" });
  });

  it("an organizer: the old address moves to the new one", async () => {
    const org = await makeOrganizer({ name: "Theater im Hafen", slug: "theater-im-hafen" });
    const saved = await run(organizerForm.action, `/admin/organizers/${org!.id}/edit`, { id: org!.id }, { name: "Theater im Hafen", slug: "hafentheater", cityId: "luebeck", isActive: "on" });
    expect(saved.status).toBe(302);
    const o = await run(organizerPage.loader, "/luebeck/organizers/theater-im-hafen", { city: "luebeck", slug: "theater-im-hafen" });
    expect(o).toMatchObject({ status: 301, location: "/luebeck/organizers/hafentheater" });
  });

  it("an old business address still leads to its place page", async () => {
    const p = await makeLocation({ name: "Hafenbar", slug: "hafenbar" });
    const biz = await makeBusiness({ name: "Hafenbar GmbH", slug: "hafenbar-gmbh", locationId: p!.id });
    await db.transaction(async (tx) => {
      await tx.update(businessProfiles).set({ slug: "hafenbar-neu" }).where(eq(businessProfiles.id, biz!.id));
      await recordSlugChange(tx, "business", biz!.id, "hafenbar-gmbh", "hafenbar-neu");
    });
    const o = await run(placeRedirect.loader, "/luebeck/businesses/hafenbar-gmbh", { city: "luebeck", slug: "hafenbar-gmbh" });
    expect(o.status).toBe(200);
    expect(o.body).toMatchObject({ href: "/luebeck/places/hafenbar" });
  });
});
