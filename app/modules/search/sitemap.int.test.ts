import { beforeAll, describe, expect, it } from "vitest";
import { CITY_IDS } from "~/lib/cities";
import { setupTestDb } from "../../../tests/setup/db";
import { makeEvent, makeLocation } from "../../../tests/factories";
import { makeArtist, makeBlogPost } from "../../../tests/factories/discovery";
import { sitemapUrls, sitemapXml } from "./sitemap.server";

beforeAll(setupTestDb);

describe("sitemap", () => {
  it("lists static pages of every city and public content, but no drafts or past events", async () => {
    const ev = await makeEvent({ title: "Sommerfest & mehr" });
    const draft = await makeEvent({ title: "Entwurf", status: "draft" });
    const past = await makeEvent({ title: "Vorbei", startDate: new Date(Date.now() - 86_400_000) });
    const place = await makeLocation({ slug: "kulturwerft" });
    const artist = await makeArtist({ slug: "lotte-brandt" });
    await makeBlogPost({ slug: "sommer-tipps" });
    await makeBlogPost({ slug: "geheim", status: "draft", published: false });
    const locs = (await sitemapUrls("https://stadtpuls.test")).map((u) => u.loc);
    for (const c of CITY_IDS) expect(locs).toContain(`https://stadtpuls.test/${c}/events`);
    expect(locs).toContain(`https://stadtpuls.test/luebeck/events/${ev.slug}`);
    expect(locs).not.toContain(`https://stadtpuls.test/luebeck/events/${draft.slug}`);
    expect(locs).not.toContain(`https://stadtpuls.test/luebeck/events/${past.slug}`);
    expect(locs).toContain(`https://stadtpuls.test/luebeck/places/${place.slug}`);
    expect(locs).toContain(`https://stadtpuls.test/luebeck/artists/${artist.slug}`);
    expect(locs).toContain("https://stadtpuls.test/luebeck/blog/sommer-tipps");
    expect(locs).not.toContain("https://stadtpuls.test/luebeck/blog/geheim");
    expect(sitemapXml([{ loc: "https://x.test/a&b" }])).toContain("<loc>https://x.test/a&amp;b</loc>");
  });
});
