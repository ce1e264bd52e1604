import { and, eq, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { resumeImportJobs } from "~/modules/data-import/import-job.server";
import { readImportFile } from "~/modules/data-import/read-file.server";
import { dataImportRows, dataImports } from "~/modules/data-import/schema";
import { events } from "~/modules/events/schema";
import { outbox } from "~/modules/outbox/schema";
import { artists, organizers } from "~/modules/people/schema";
import { locations } from "~/modules/places/schema";
import * as dbRoute from "~/routes/admin/dbsetup";
import * as detailRoute from "~/routes/admin/storage-import-detail";
import * as listRoute from "~/routes/admin/storage-import";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeCity } from "../../../tests/factories";

type Body = { ok?: boolean; code?: string; message?: string; fields?: Record<string, string> };

let admin: { id: string; cookie: string };
let organizer: { cookie: string };

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  admin = await makeSignedInUser("admin");
  organizer = await makeSignedInUser("organizer");
});

const ORIGIN = "http://localhost:3999";

/** The upload form as a browser posts it (multipart with the file). */
function uploadRequest(cookie: string, kind: string, file: File | null) {
  const fd = new FormData();
  fd.append("intent", "upload");
  fd.append("kind", kind);
  if (file) fd.append("file", file);
  return new Request(`${ORIGIN}/admin/storage-import`, { method: "POST", headers: { origin: ORIGIN, cookie }, body: fd });
}
const upload = (kind: string, file: File | null, cookie = admin.cookie) => outcome(() => listRoute.action({ request: uploadRequest(cookie, kind, file), params: {}, context: {} } as never));
const detailAction = (id: string, form: Record<string, string | string[]>, cookie = admin.cookie) =>
  outcome(() => detailRoute.action({ request: req(`/admin/storage-import/${id}`, { cookie, form }), params: { id }, context: {} } as never));
const detailView = async (id: string, cookie = admin.cookie) => (await outcome(() => detailRoute.loader({ request: req(`/admin/storage-import/${id}`, { cookie }), params: { id }, context: {} } as never)));

const csvFile = (text: string, name = "events.csv", bom = true) => new File([bom ? `\uFEFF${text}` : text], name, { type: "text/csv" });

async function uploaded(kind: string, file: File) {
  const res = await upload(kind, file);
  expect(res.status, JSON.stringify(res.body)).toBe(302);
  return res.location!.split("/").at(-1)!;
}

/** Dry run with the suggested mapping (as the page's form posts it). */
async function dryRun(id: string) {
  const [job] = await db.select().from(dataImports).where(eq(dataImports.id, id));
  return detailAction(id, { intent: "validate", ...Object.fromEntries(job!.headers.map((h, i) => [`map[${i}]`, job!.mapping[h] ?? ""])) });
}

async function untilFinished(id: string) {
  for (let i = 0; i < 200; i++) {
    const [job] = await db.select({ status: dataImports.status }).from(dataImports).where(eq(dataImports.id, id));
    if (job!.status !== "queued" && job!.status !== "running") return job!.status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("import did not finish");
}

const HEADER = "Titel;Slug;Beginn;Stadt;Veranstaltungsort;Adresse;PLZ;Breitengrad;Längengrad";
const row = (title: string, slug: string, start: string, city = "Lübeck") => `${title};${slug};${start};${city};Kulturwerft;Willy-Brandt-Allee 1;23554;53,8700;10,6800`;

describe("/admin/storage-import", () => {
  it("dry run finds exactly the bad rows with German messages; the import creates the rest, audited; undo deletes them", async () => {
    const text = [
      HEADER,
      row("Jazz am Hafen", "jazz-am-hafen-0000aa01", "12.12.2026 19:30"),
      row("", "ohne-titel-0000aa02", "13.12.2026 19:30"),
      row("Lesung im Dom", "lesung-im-dom-0000aa03", "31.02.2026 19:00"),
      row("Markt auf Atlantis", "markt-atlantis-0000aa04", "14.12.2026 10:00", "Atlantis"),
      row("Theaterabend", "theaterabend-0000aa05", "2026-12-15T20:00"),
    ].join("\r\n");
    const id = await uploaded("events", csvFile(text));
    const [job] = await db.select().from(dataImports).where(eq(dataImports.id, id));
    // suggested by header name
    expect(job!.mapping).toMatchObject({ Titel: "title", Slug: "slug", Beginn: "startDate", Stadt: "cityId", PLZ: "venuePostalCode", Breitengrad: "latitude", Längengrad: "longitude" });

    const checked = await dryRun(id);
    expect(checked.status).toBe(200);
    expect((checked.body as Body).message).toBe("Probelauf abgeschlossen: 2 Zeilen gültig, 3 mit Fehlern (siehe unten).");
    const view = (await detailView(id)).body as { issues: Array<{ rowNumber: number; field: string; message: string }> };
    expect(view.issues).toEqual([
      { rowNumber: 2, field: "Titel", column: "Titel", message: "Bitte geben Sie einen Titel ein." },
      { rowNumber: 3, field: "Beginn", column: "Beginn", message: "Bitte geben Sie für den Beginn ein gültiges Datum im Format TT.MM.JJJJ an." },
      { rowNumber: 4, field: "Stadt", column: "Stadt", message: "Bitte wählen Sie eine Stadt." },
    ]);
    expect(await db.$count(events, inArray(events.slug, ["jazz-am-hafen-0000aa01", "theaterabend-0000aa05"]))).toBe(0); // a dry run writes nothing

    const started = await detailAction(id, { intent: "start" });
    expect(started.status).toBe(200);
    expect(await untilFinished(id)).toBe("done");
    const [done] = await db.select().from(dataImports).where(eq(dataImports.id, id));
    expect(done).toMatchObject({ createdCount: 2, updatedCount: 0, skippedCount: 3, cursor: 5 });
    const created = await db.select().from(events).where(inArray(events.slug, ["jazz-am-hafen-0000aa01", "theaterabend-0000aa05"]));
    expect(created.map((e) => e.title).sort()).toEqual(["Jazz am Hafen", "Theaterabend"]);
    expect(created[0]).toMatchObject({ status: "published", cityId: "luebeck", venueName: "Kulturwerft", createdBy: admin.id });
    // the address works on the public page: the id starts with the slug's tail
    expect(created.find((e) => e.slug === "jazz-am-hafen-0000aa01")!.id.startsWith("0000aa01-")).toBe(true);
    const audits = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(["import.finished", "import.started"]);

    const undone = await detailAction(id, { intent: "undo" });
    expect((undone.body as Body).message).toBe("Import rückgängig gemacht: 2 Einträge gelöscht, 0 wiederhergestellt.");
    expect(await db.$count(events, inArray(events.slug, ["jazz-am-hafen-0000aa01", "theaterabend-0000aa05"]))).toBe(0);
    expect((await db.select().from(dataImports).where(eq(dataImports.id, id)))[0]!.status).toBe("undone");
    expect(await db.$count(auditLog, and(eq(auditLog.entityId, id), eq(auditLog.action, "import.undone")))).toBe(1);
    // undone once: a second undo is refused
    expect((await detailAction(id, { intent: "undo" })).status).toBe(409);
  });

  it("a re-import updates by slug; undo restores the row's before-state", async () => {
    const first = await uploaded("events", csvFile([HEADER, row("Orgelnacht", "orgelnacht-0000bb01", "20.12.2026 20:00")].join("\n")));
    await dryRun(first);
    await detailAction(first, { intent: "start" });
    expect(await untilFinished(first)).toBe("done");
    const [before] = await db.select().from(events).where(eq(events.slug, "orgelnacht-0000bb01"));

    const second = await uploaded("events", csvFile([HEADER, row("Orgelnacht mit Chor", "orgelnacht-0000bb01", "21.12.2026 18:00"), row("Neujahrskonzert", "neujahr-0000bb02", "01.01.2027 17:00")].join("\n")));
    await dryRun(second);
    await detailAction(second, { intent: "start" });
    expect(await untilFinished(second)).toBe("done");
    const [job] = await db.select().from(dataImports).where(eq(dataImports.id, second));
    expect(job).toMatchObject({ createdCount: 1, updatedCount: 1, skippedCount: 0 });
    const [changed] = await db.select().from(events).where(eq(events.slug, "orgelnacht-0000bb01"));
    expect(changed).toMatchObject({ id: before!.id, title: "Orgelnacht mit Chor" });
    expect(changed!.startDate.toISOString()).toBe("2026-12-21T17:00:00.000Z");

    await detailAction(second, { intent: "undo" });
    const [restored] = await db.select().from(events).where(eq(events.slug, "orgelnacht-0000bb01"));
    expect(restored).toMatchObject({ id: before!.id, title: "Orgelnacht", startDate: before!.startDate, venueName: before!.venueName, status: before!.status });
    expect(await db.$count(events, eq(events.slug, "neujahr-0000bb02"))).toBe(0);
  });

  it("a slug twice in one file: the second row updates what the first created; undo leaves nothing behind", async () => {
    const id = await uploaded("events", csvFile([HEADER, row("Erstes", "doppelt-0000dd01", "10.12.2026 19:30"), row("Zweites", "doppelt-0000dd01", "11.12.2026 19:30"), row("Drittes", "drittes-0000dd02", "12.12.2026 19:30")].join("\n")));
    await dryRun(id);
    await detailAction(id, { intent: "start" });
    expect(await untilFinished(id)).toBe("done");
    // the second row updates what the first created (same slug): nothing is lost, undo restores in reverse
    const [job] = await db.select().from(dataImports).where(eq(dataImports.id, id));
    expect(job).toMatchObject({ createdCount: 2, updatedCount: 1, skippedCount: 0 });
    expect((await db.select().from(events).where(eq(events.slug, "doppelt-0000dd01")))[0]!.title).toBe("Zweites");
    await detailAction(id, { intent: "undo" });
    expect(await db.$count(events, inArray(events.slug, ["doppelt-0000dd01", "drittes-0000dd02"]))).toBe(0);
  });

  it("an interrupted import continues after its cursor (a restart): no row twice", async () => {
    const lines = [HEADER, ...Array.from({ length: 4 }, (_, i) => row(`Fortsetzung ${i + 1}`, `fortsetzung-0000ee0${i + 1}`, "10.12.2026 19:30"))];
    const id = await uploaded("events", csvFile(lines.join("\n")));
    await dryRun(id);
    // as if a runner had written rows 1–2 and died: the cursor says 2, the lease is over
    await detailAction(id, { intent: "start" });
    expect(await untilFinished(id)).toBe("done");
    await db.execute(sql`delete from events where slug in ('fortsetzung-0000ee03', 'fortsetzung-0000ee04')`);
    await db.update(dataImports).set({ status: "running", cursor: 2, createdCount: 2, lockedUntil: new Date(Date.now() - 1000) }).where(eq(dataImports.id, id));
    await db.update(dataImportRows).set({ outcome: "pending", entityId: null }).where(and(eq(dataImportRows.importId, id), inArray(dataImportRows.rowNumber, [3, 4])));
    expect(await resumeImportJobs({ wait: true })).toBe(1);
    const [job] = await db.select().from(dataImports).where(eq(dataImports.id, id));
    expect(job).toMatchObject({ status: "done", cursor: 4, createdCount: 4, updatedCount: 0 });
    expect(await db.$count(events, sql`${events.slug} like 'fortsetzung-%'`)).toBe(4);
  });

  it("imports artists with the artist form's schema (its German messages for bad rows)", async () => {
    const text = ["Name,Art,Genre,Instagram", "Lotte Import,Musiker:in,Jazz,@lotte.import", "Bad Insta,DJ,House,https://evil.example/x", "Ohne Art,,Pop,"].join("\n");
    const id = await uploaded("artists", csvFile(text, "artists.csv", false));
    const checked = await dryRun(id);
    expect((checked.body as Body).message).toBe("Probelauf abgeschlossen: 1 Zeilen gültig, 2 mit Fehlern (siehe unten).");
    const rows = await db.select().from(dataImportRows).where(eq(dataImportRows.importId, id)).orderBy(dataImportRows.rowNumber);
    expect(rows.map((r) => r.issues)).toEqual([
      null,
      [{ field: "socialMedia.instagram", message: "Instagram: Bitte geben Sie @name oder https://instagram.com/name an." }],
      [{ field: "type", message: "Bitte wählen Sie, was für ein Artist das ist." }],
    ]);
    await detailAction(id, { intent: "start" });
    expect(await untilFinished(id)).toBe("done");
    const [lotte] = await db.select().from(artists).where(eq(artists.name, "Lotte Import"));
    expect(lotte).toMatchObject({ slug: "lotte-import", type: "musician", genre: "Jazz", socialMedia: { instagram: "@lotte.import" }, isActive: true });
  });

  it("imports places and organizers with their schemas; re-import by slug updates, undo restores", async () => {
    const places = ["Name;Slug;Kategorie;Stadt;Straße;PLZ;Kapazität;Breitengrad;Längengrad", "Hafenhalle;hafenhalle-import;Konzertsaal;Lübeck;Am Hafen 1;23552;800;53,87;10,68", "Zu klein;;Club;Kiel;;2410;0;;", "Halbe Koordinate;;Bar;Kiel;;;;53,1;"].join("\n");
    const p = await uploaded("places", csvFile(places, "orte.csv"));
    await dryRun(p);
    const pRows = await db.select().from(dataImportRows).where(eq(dataImportRows.importId, p)).orderBy(dataImportRows.rowNumber);
    expect(pRows.map((r) => r.issues)).toEqual([
      null,
      [
        { field: "postalCode", message: "Bitte geben Sie eine fünfstellige Postleitzahl ein." },
        { field: "capacity", message: "Mindestens 1." },
      ],
      [{ field: "longitude", message: "Bitte geben Sie Breiten- und Längengrad zusammen an." }],
    ]);
    await detailAction(p, { intent: "start" });
    expect(await untilFinished(p)).toBe("done");
    const [hall] = await db.select().from(locations).where(eq(locations.slug, "hafenhalle-import"));
    expect(hall).toMatchObject({ name: "Hafenhalle", category: "concert_hall", cityId: "luebeck", capacity: 800, latitude: 53.87, postalCode: "23552" });

    const orgs = ["Name;Slug;Website;Instagram;Verifiziert", "Kulturwerft e. V.;kulturwerft-import;https://kulturwerft.example.org;@kulturwerft;ja", "X;;keine-url;;"].join("\n");
    const o = await uploaded("organizers", csvFile(orgs, "veranstalter.csv"));
    await dryRun(o);
    const oRows = await db.select().from(dataImportRows).where(eq(dataImportRows.importId, o)).orderBy(dataImportRows.rowNumber);
    expect(oRows[1]!.issues).toEqual([
      { field: "name", message: "Der Name muss mindestens 2 Zeichen lang sein." },
      { field: "website", message: "Website: Bitte geben Sie eine vollständige Adresse mit https:// ein." },
    ]);
    await detailAction(o, { intent: "start" });
    expect(await untilFinished(o)).toBe("done");
    const [org] = await db.select().from(organizers).where(eq(organizers.slug, "kulturwerft-import"));
    expect(org).toMatchObject({ name: "Kulturwerft e. V.", isVerified: true, isActive: true, socialMedia: { instagram: "@kulturwerft" }, userId: null });

    const again = await uploaded("organizers", csvFile("Name;Slug\nKulturwerft Lübeck;kulturwerft-import\n", "veranstalter-2.csv"));
    await dryRun(again);
    await detailAction(again, { intent: "start" });
    expect(await untilFinished(again)).toBe("done");
    expect((await db.select().from(organizers).where(eq(organizers.id, org!.id)))[0]).toMatchObject({ name: "Kulturwerft Lübeck", isVerified: false });
    await detailAction(again, { intent: "undo" });
    expect((await db.select().from(organizers).where(eq(organizers.id, org!.id)))[0]).toMatchObject({ name: "Kulturwerft e. V.", isVerified: true, website: "https://kulturwerft.example.org" });
    await detailAction(p, { intent: "undo" });
    expect(await db.$count(locations, eq(locations.slug, "hafenhalle-import"))).toBe(0);
  });

  it("refuses a file that is not UTF-8, an oversize upload and a missing mapping in German; nothing is created", async () => {
    const badSlug = await uploaded("events", csvFile([HEADER, row("Ohne ID", "ohne-id", "12.12.2026 19:30")].join("\n")));
    await dryRun(badSlug);
    expect((await db.select({ issues: dataImportRows.issues }).from(dataImportRows).where(eq(dataImportRows.importId, badSlug)))[0]!.issues).toEqual([
      { field: "slug", message: "Die Adresse (Slug) eines Events endet auf die ersten 8 Zeichen seiner ID, z. B. jazz-am-hafen-1a2b3c4d. Lassen Sie die Spalte für neue Events leer." },
    ]);
    const count = await db.$count(dataImports);
    const latin1 = new File([new Uint8Array([...Buffer.from("Titel;Stadt\n", "latin1"), ...Buffer.from("Käse-Markt;Lübeck\n", "latin1")])], "alt.csv");
    const wrong = await upload("events", latin1);
    expect(wrong.status).toBe(400);
    expect((wrong.body as Body).fields?.file).toMatch(/^Die Datei ist nicht UTF-8-kodiert\./);

    // 11 MB streamed without a length: cut off while reading
    const big = new File([new Uint8Array(11 * 1024 * 1024).fill(65)], "gross.csv");
    const tooBig = await upload("events", big);
    expect(tooBig.status).toBe(413);
    expect((tooBig.body as Body).message).toBe("Die Datei ist zu groß. Bitte laden Sie höchstens 10 MB hoch oder teilen Sie die Datei auf.");
    // 50 MB announced: refused before the body is read
    let pulled = 0;
    const body = new ReadableStream({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(1024));
      },
    });
    const announced = new Request(`${ORIGIN}/admin/storage-import`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: admin.cookie, "content-type": "multipart/form-data; boundary=x", "content-length": String(50 * 1024 * 1024) },
      body,
      duplex: "half",
    } as RequestInit);
    const fifty = await outcome(() => listRoute.action({ request: announced, params: {}, context: {} } as never));
    expect(fifty.status).toBe(413);
    expect(pulled).toBeLessThan(3);

    const empty = await upload("events", csvFile("Titel;Stadt\n"));
    expect((empty.body as Body).fields?.file).toBe("Die Datei enthält keine Datenzeilen.");
    expect(await db.$count(dataImports)).toBe(count);

    const id = await uploaded("events", csvFile("Name;Ort\nA;B\n"));
    const unmapped = await detailAction(id, { intent: "validate", "map[0]": "", "map[1]": "" });
    expect(unmapped.status).toBe(400);
    expect((unmapped.body as Body).fields?.map).toBe("Bitte ordnen Sie eine Spalte „Titel“, „Beginn“, „Stadt“ zu.");
    const twice = await detailAction(id, { intent: "validate", "map[0]": "title", "map[1]": "title" });
    expect((twice.body as Body).fields?.["map[1]"]).toBe("„Titel“ ist schon der Spalte „Name“ zugeordnet.");
  });

  it("reads Excel (.xlsx) and JSON files as well as CSV with commas", async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet("Events");
    sheet.addRow(["Titel", "Beginn", "Stadt"]);
    sheet.addRow(["Excel-Abend", new Date(Date.UTC(2026, 11, 24, 18, 30)), "Lübeck"]);
    const xlsx = await readImportFile("liste.xlsx", new Uint8Array(await wb.xlsx.writeBuffer()));
    expect(xlsx).toMatchObject({ format: "xlsx", headers: ["Titel", "Beginn", "Stadt"], rows: [{ Titel: "Excel-Abend", Beginn: "24.12.2026 18:30", Stadt: "Lübeck" }] });
    const json = await readImportFile("liste.json", new TextEncoder().encode(JSON.stringify([{ title: "JSON-Abend", capacity: 120, free: true }])));
    expect(json).toMatchObject({ format: "json", headers: ["title", "capacity", "free"], rows: [{ title: "JSON-Abend", capacity: "120", free: "true" }] });
    const comma = await readImportFile("a.csv", new TextEncoder().encode('Titel,Beschreibung\n"Abend, mit Komma","Text; mit Semikolon"\n'));
    expect(comma.rows).toEqual([{ Titel: "Abend, mit Komma", Beschreibung: "Text; mit Semikolon" }]);
  });

  it("refuses non-admins: upload 403, another's import not found for them; nothing changes", async () => {
    const count = await db.$count(dataImports);
    const res = await upload("events", csvFile([HEADER, row("Fremd", "fremd-0000cc01", "12.12.2026 19:30")].join("\n")), organizer.cookie);
    expect(res.status).toBe(403);
    expect(await db.$count(dataImports)).toBe(count);
    const id = await uploaded("events", csvFile([HEADER, row("Nur Admin", "nur-admin-0000cc02", "12.12.2026 19:30")].join("\n")));
    expect((await detailAction(id, { intent: "validate" }, organizer.cookie)).status).toBe(403);
    expect((await db.select().from(dataImports).where(eq(dataImports.id, id)))[0]!.status).toBe("uploaded");
  });
});

describe("/admin/dbsetup", () => {
  const view = () => outcome(() => dbRoute.loader({ request: req("/admin/dbsetup", { cookie: admin.cookie }), params: {}, context: {} } as never));
  const post = (form: Record<string, string>, cookie = admin.cookie) => outcome(() => dbRoute.action({ request: req("/admin/dbsetup", { cookie, form }), params: {}, context: {} } as never));

  it("shows the engine, every migration as applied, table sizes and the outbox's dead messages", async () => {
    const res = await view();
    expect(res.status).toBe(200);
    const d = res.body as { engine: string; migrations: Array<{ tag: string; applied: boolean }>; pendingMigrations: number; tables: Array<{ name: string }>; canLoadDemoData: boolean };
    expect(d.engine).toMatch(/PGlite|PostgreSQL/);
    expect(d.migrations.find((m) => m.tag.endsWith("_data_import"))).toMatchObject({ applied: true });
    expect(d.pendingMigrations).toBe(0);
    expect(d.tables.map((t) => t.name)).toEqual(expect.arrayContaining(["events", "data_imports", "outbox"]));
    expect(d.canLoadDemoData).toBe(true);
  });

  it("sends a dead message again ('erneut senden'), audited; a message that is not dead is refused", async () => {
    const [m] = await db.insert(outbox).values({ kind: "email", topic: "booking_confirmation", recipient: "tot@example.org", payload: {}, status: "dead", attempts: 8 }).returning();
    const res = await post({ intent: "resend", id: String(m!.id) });
    expect(res.status).toBe(200);
    const [after] = await db.select().from(outbox).where(eq(outbox.id, m!.id));
    expect(after).toMatchObject({ status: "pending", attempts: 0 });
    expect(await db.$count(auditLog, and(eq(auditLog.action, "outbox.message_resent"), eq(auditLog.entityId, String(m!.id))))).toBe(1);
    const again = await post({ intent: "resend", id: String(m!.id) });
    expect(again.status).toBe(409);
    expect((await post({ intent: "resend", id: String(m!.id) }, organizer.cookie)).status).toBe(403);
  });

  it("refuses loading demo data in production mode (nothing written)", async () => {
    const before = process.env.APP_ENV;
    process.env.APP_ENV = "production";
    try {
      const res = await post({ intent: "loadDemo" });
      expect(res.status).toBe(403);
      expect((res.body as Body).message).toBe("Im Produktivbetrieb können keine Demo-Daten geladen werden.");
      expect(((await view()).body as { canLoadDemoData: boolean }).canLoadDemoData).toBe(false);
    } finally {
      process.env.APP_ENV = before;
    }
    expect(await db.$count(auditLog, eq(auditLog.action, "demo_data.loaded"))).toBe(0);
  });
});
