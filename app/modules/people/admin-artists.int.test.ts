import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { artists } from "~/modules/people/schema";
import * as formRoute from "~/routes/admin/artist-form";
import * as listRoute from "~/routes/admin/artists";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeArtist } from "../../../tests/factories/discovery";
import { makeCity } from "../../../tests/factories";

type Body = { ok?: boolean; code?: string; message?: string; fields?: Record<string, string>; done?: number; total?: number; refused?: Array<{ id: string; message: string }> };

const full = (over: Record<string, string> = {}) => ({ name: "Lotte Brandt", type: "musician", isActive: "on", ...over });

let admin: { cookie: string };
let organizer: { cookie: string };

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  admin = await makeSignedInUser("admin");
  organizer = await makeSignedInUser("organizer");
});

const create = (form: Record<string, string | string[]>, cookie = admin.cookie) =>
  outcome(() => formRoute.action({ request: req("/admin/artists/create", { cookie, form }), params: {}, context: {} } as never));
const edit = (id: string, form: Record<string, string | string[]>, cookie = admin.cookie) =>
  outcome(() => formRoute.action({ request: req(`/admin/artists/${id}/edit`, { cookie, form }), params: { id }, context: {} } as never));
const listAction = (form: Record<string, string | string[]>, cookie = admin.cookie) =>
  outcome(() => listRoute.action({ request: req("/admin/artists", { cookie, form }), params: {}, context: {} } as never));

describe("/admin/artists", () => {
  it("creates an artist with a slug from its name, then a second one of the same name gets a free slug; audited", async () => {
    const first = await create(full({ name: "Die Ärzte Cover Band" }));
    expect(first.status).toBe(302);
    const [row] = await db.select().from(artists).where(eq(artists.name, "Die Ärzte Cover Band"));
    expect(row).toMatchObject({ slug: "die-aerzte-cover-band", type: "musician", isActive: true, isVerified: false });
    expect(first.location).toBe(`/admin/artists/${row!.id}/edit`);
    await create(full({ name: "Die Ärzte Cover Band" }));
    const slugs = (await db.select({ slug: artists.slug }).from(artists).where(eq(artists.name, "Die Ärzte Cover Band"))).map((r) => r.slug).sort();
    expect(slugs).toEqual(["die-aerzte-cover-band", "die-aerzte-cover-band-2"]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audits.map((a) => a.action)).toEqual(["artist.created"]);
  });

  it("refuses a slug another artist has beside the field, and bad input with German messages; nothing changes", async () => {
    const other = await makeArtist({ slug: "vergeben" });
    const before = await db.$count(artists);
    const taken = await create(full({ name: "Neu", slug: "vergeben" }));
    expect(taken.status).toBe(409);
    expect((taken.body as Body).fields?.slug).toBe("Diese Adresse ist bereits vergeben. Bitte wählen Sie eine andere.");
    const bad = await create({ name: "", type: "astronaut", slug: "Mit Leerzeichen", website: "javascript:alert(1)", "socialMedia.instagram": "https://evil.example/lotte", "socialMedia.spotify": "lotte", email: "keine-mail" });
    expect(bad.status).toBe(400);
    expect((bad.body as Body).fields).toMatchObject({
      name: "Bitte geben Sie einen Namen ein.",
      type: "Bitte wählen Sie, was für ein Artist das ist.",
      slug: "Die Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.",
      website: "Website: Bitte geben Sie eine vollständige Adresse mit https:// ein.",
      "socialMedia.instagram": "Instagram: Bitte geben Sie @name oder https://instagram.com/name an.",
      "socialMedia.spotify": "Spotify: Bitte geben Sie https://open.spotify.com/artist/… an.",
      email: "E-Mail: Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    });
    expect(await db.$count(artists)).toBe(before);
    const renamed = await edit(other.id, full({ name: other.name, slug: "vergeben" }));
    expect(renamed.status).toBe(302); // its own slug is not "taken"
  });

  it("accepts social media per platform as a handle or a link on the platform", async () => {
    const ok = await create(full({ name: "Social Sam", "socialMedia.instagram": "@social.sam", "socialMedia.youtube": "https://www.youtube.com/@socialsam", "socialMedia.bandcamp": "https://socialsam.bandcamp.com" }));
    expect(ok.status).toBe(302);
    const [row] = await db.select().from(artists).where(eq(artists.name, "Social Sam"));
    expect(row!.socialMedia).toEqual({ instagram: "@social.sam", youtube: "https://www.youtube.com/@socialsam", bandcamp: "https://socialsam.bandcamp.com" });
  });

  it("edits every field and records only what changed in the audit log", async () => {
    const a = await makeArtist({ name: "Alt", slug: "alt-name" });
    const res = await edit(a.id, full({ name: "Neu Name", slug: "neu-name", bio: a.bio, cityId: "luebeck", genre: "Jazz", availableForBooking: "on", bookingPriceRange: "500–900 €", isVerified: "on" }));
    expect(res.status).toBe(302);
    const [row] = await db.select().from(artists).where(eq(artists.id, a.id));
    expect(row).toMatchObject({ name: "Neu Name", slug: "neu-name", genre: "Jazz", isVerified: true, bookingInfo: { available_for_booking: true, price_range: "500–900 €" } });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, a.id));
    expect(entry!.action).toBe("artist.updated");
    expect(Object.keys(entry!.after as object).sort()).toEqual(["bookingInfo", "genre", "isVerified", "name", "slug"]);
  });

  it("verifies several artists at once and lists the refused ones with their reason", async () => {
    const [x, y] = [await makeArtist(), await makeArtist()];
    const missing = "00000000-0000-4000-8000-000000000000";
    const res = await listAction({ intent: "verify", ids: [x.id, missing, y.id] });
    expect(res.status).toBe(200);
    expect(res.body as Body).toMatchObject({ ok: false, message: "2 von 3 erledigt", refused: [{ id: missing, message: "Artist nicht gefunden" }] });
    const rows = await db.select({ v: artists.isVerified }).from(artists).where(eq(artists.id, x.id));
    expect(rows[0]!.v).toBe(true);
  });

  it("exports the list as it is filtered (CSV with BOM and ;) and refuses others: pages home, actions 403", async () => {
    await makeArtist({ name: "Export Jazz Trio", genre: "Jazz", isVerified: true });
    await makeArtist({ name: "Export Punk", genre: "Punk" });
    const res = await outcome(() => listRoute.loader({ request: req("/admin/artists?q=Export&verified=yes&format=csv", { cookie: admin.cookie }), params: {}, context: {} } as never));
    expect(res.status).toBe(200);
    const csv = String(res.body);
    expect(csv).toContain("Export Jazz Trio");
    expect(csv).not.toContain("Export Punk");
    expect(csv.split("\r\n")[0]).toContain("Name;Adresse (Slug);Art");
    const asOrganizer = await outcome(() => listRoute.loader({ request: req("/admin/artists?format=csv", { cookie: organizer.cookie }), params: {}, context: {} } as never));
    expect(asOrganizer).toMatchObject({ status: 302, location: "/" });
    const target = await makeArtist();
    const refused = await listAction({ intent: "verify", id: target.id }, organizer.cookie);
    expect(refused.status).toBe(403);
    const [row] = await db.select({ v: artists.isVerified }).from(artists).where(eq(artists.id, target.id));
    expect(row!.v).toBe(false);
  });
});
