import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { cities } from "~/modules/cities/schema";
import { matchPath } from "~/registry";
import * as formRoute from "~/routes/admin/city-form";
import * as listRoute from "~/routes/admin/cities";
import * as cityLayout from "~/routes/city/layout";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeCity } from "../../../tests/factories";

type Body = { ok?: boolean; message?: string; fields?: Record<string, string> };

const rostock = (over: Record<string, string> = {}) => ({
  name: "Rostock",
  tagline: "Was heute an der Warnow los ist",
  description: "Hansestadt an der Ostsee.",
  landmarks: "Rathaus – Backsteingotik am Neuen Markt\nWarnemünder Leuchtturm",
  neighborhoods: "Warnemünde\nKröpeliner-Tor-Vorstadt",
  latitude: "54.0887",
  longitude: "12.1405",
  postalCode: "18055",
  primary_color: "#1D4ED8",
  secondary_color: "#0f766e",
  accent_color: "#facc15",
  theme: "light",
  active: "on",
  ...over,
});

let admin: { cookie: string };
let organizer: { cookie: string };

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  admin = await makeSignedInUser("admin");
  organizer = await makeSignedInUser("organizer");
});

const create = (form: Record<string, string>, cookie = admin.cookie) =>
  outcome(() => formRoute.action({ request: req("/admin/cities/create", { cookie, form }), params: {}, context: {} } as never));
const edit = (id: string, form: Record<string, string>, cookie = admin.cookie) =>
  outcome(() => formRoute.action({ request: req(`/admin/cities/${id}/edit`, { cookie, form }), params: { id }, context: {} } as never));
const visit = (path: string) => {
  const city = path.split("/")[1]!;
  return outcome(() => cityLayout.loader({ request: req(path), params: { city }, context: {} } as never));
};

describe("/admin/cities", () => {
  it("a new active city saved by an admin answers under /{slug} with its theme and is in the location picker's list; audited", async () => {
    // the list of the start: Lübeck only
    expect((await visit("/rostock")).location).toBe("/luebeck");
    const saved = await create(rostock());
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/admin/cities/rostock/edit");
    const [row] = await db.select().from(cities).where(eq(cities.id, "rostock"));
    expect(row).toMatchObject({ slug: "rostock", active: true, neighborhoods: ["Warnemünde", "Kröpeliner-Tor-Vorstadt"] });
    expect(row!.themeConfig).toEqual({ primary_color: "#1d4ed8", secondary_color: "#0f766e", accent_color: "#facc15", theme: "light" });
    expect(row!.landmarks[0]).toEqual({ name: "Rathaus", description: "Backsteingotik am Neuen Markt", latitude: 54.0887, longitude: 12.1405 });

    const page = await visit("/rostock");
    expect(page.status).toBe(200);
    const data = page.body as { city: { id: string; themeConfig: { primary_color: string } }; cities: Array<{ id: string; name: string }> };
    expect(data.city).toMatchObject({ id: "rostock", themeConfig: { primary_color: "#1d4ed8" } });
    // the location picker lists the cities of the layout's data and of the shared list
    expect(data.cities).toContainEqual({ id: "rostock", name: "Rostock" });
    expect(CITY_IDS).toContain("rostock");
    expect(CITY_NAMES.rostock).toBe("Rostock");
    // the registry matches its pages (cache class, authorization)
    expect(matchPath("/rostock/events")?.url).toBe("/:city/events");

    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, "rostock"));
    expect(audits.map((a) => a.action)).toEqual(["city.created"]);
  });

  it("an inactive or unknown city redirects to /luebeck; deactivating a city takes it off at once", async () => {
    expect((await create(rostock({ name: "Wismar", slug: "wismar", active: "" }))).status).toBe(302);
    expect((await visit("/wismar")).location).toBe("/luebeck");
    expect(CITY_IDS).not.toContain("wismar");
    expect((await visit("/atlantis")).location).toBe("/luebeck");

    const off = await edit("rostock", rostock({ active: "" }));
    expect(off.status).toBe(302);
    expect((await visit("/rostock")).location).toBe("/luebeck");
    expect(CITY_IDS).not.toContain("rostock");
    expect(matchPath("/rostock/events")?.url).not.toBe("/:city/events");
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "city.updated"));
    expect(audit).toMatchObject({ entityId: "rostock", before: { active: true }, after: { active: false } });
    // back on
    expect((await edit("rostock", rostock())).status).toBe(302);
    expect((await visit("/rostock")).status).toBe(200);
  });

  it("refuses an unreadable theme with a German message naming the colour and the ratio; nothing is saved", async () => {
    const before = await db.$count(cities);
    const o = await create(rostock({ name: "Greifswald", primary_color: "#ffdd00", accent_color: "#222222" }));
    expect(o.status).toBe(400);
    const fields = (o.body as Body).fields!;
    expect(fields.primary_color).toBe("Die Primärfarbe #ffdd00 ist mit Weiß schlecht lesbar: Kontrast 1,3:1, nötig sind mindestens 4,5:1 (WCAG AA). Bitte wählen Sie eine dunklere Farbe.");
    expect(fields.accent_color).toMatch(/^Die Akzentfarbe #222222 ist mit dunkler Schrift \(#1f1d2b\) schlecht lesbar: Kontrast 1,\d:1/);
    const edited = await edit("rostock", rostock({ secondary_color: "#a3e635" }));
    expect(edited.status).toBe(400);
    expect((edited.body as Body).fields?.secondary_color).toContain("#a3e635");
    expect(await db.$count(cities)).toBe(before);
    const [row] = await db.select().from(cities).where(eq(cities.id, "rostock"));
    expect(row!.themeConfig.secondary_color).toBe("#0f766e");
  });

  it("refuses bad input beside its field: no colour, a taken or reserved address, Lübeck switched off", async () => {
    const bad = await create({ name: "", primary_color: "rot", secondary_color: "#0f766e", accent_color: "#facc15", theme: "neon", latitude: "200", longitude: "x" });
    expect(bad.status).toBe(400);
    expect((bad.body as Body).fields).toMatchObject({
      name: "Bitte geben Sie einen Namen ein.",
      primary_color: "Die Primärfarbe ist keine Farbe: Bitte geben Sie sie als Hex-Wert an (z. B. #b53c7a).",
      theme: "Bitte wählen Sie hell oder dunkel.",
      latitude: "Der Breitengrad liegt zwischen -90 und 90.",
      longitude: "Bitte geben Sie den Längengrad als Zahl an (z. B. 12.1405).",
    });
    const taken = await create(rostock({ name: "Lübeck 2", slug: "luebeck" }));
    expect(taken.status).toBe(409);
    expect((taken.body as Body).fields?.slug).toBe("Diese Adresse hat schon eine andere Stadt. Bitte wählen Sie eine andere.");
    for (const slug of ["admin", "events", "api"]) {
      const reserved = await create(rostock({ name: "Reserviert", slug }));
      expect(reserved.status).toBe(409);
      expect((reserved.body as Body).fields?.slug).toBe("Diese Adresse ist für eine Seite der Plattform vergeben. Bitte wählen Sie eine andere.");
    }
    const off = await edit("luebeck", rostock({ name: "Lübeck", active: "" }));
    expect(off.status).toBe(409);
    expect(CITY_IDS).toContain("luebeck");
  });

  it("non-admins are refused (403) and nothing changes; the list loader sends them away", async () => {
    const before = await db.$count(cities);
    expect((await create(rostock({ name: "Stralsund" }), organizer.cookie)).status).toBe(403);
    expect((await edit("rostock", rostock({ active: "" }), organizer.cookie)).status).toBe(403);
    expect(await db.$count(cities)).toBe(before);
    expect(CITY_IDS).toContain("rostock");
    const list = await outcome(() => listRoute.loader({ request: req("/admin/cities", { cookie: organizer.cookie }), params: {}, context: {} } as never));
    expect(list.status).toBe(302);
  });

  it("lists every city for the admin with search and filters", async () => {
    const o = await outcome(() => listRoute.loader({ request: req("/admin/cities?active=no", { cookie: admin.cookie }), params: {}, context: {} } as never));
    const rows = (o.body as { rows: Array<{ id: string }> }).rows;
    expect(rows.map((r) => r.id)).toEqual(["wismar"]);
    const q = await outcome(() => listRoute.loader({ request: req("/admin/cities?q=ros", { cookie: admin.cookie }), params: {}, context: {} } as never));
    expect((q.body as { rows: Array<{ id: string }> }).rows.map((r) => r.id)).toEqual(["rostock"]);
  });
});
