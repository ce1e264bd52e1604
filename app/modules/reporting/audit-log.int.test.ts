import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import type { getAuditLogView } from "~/modules/reporting/audit-log.server";
import * as route from "~/routes/admin/audit-log";
import * as download from "~/routes/api/download";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeArtist } from "../../../tests/factories/discovery";
import { makeCity, makeUser } from "../../../tests/factories";
import { sql } from "drizzle-orm";

type Row = Awaited<ReturnType<typeof getAuditLogView>>["rows"][number];

let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let organizer: Awaited<ReturnType<typeof makeSignedInUser>>;
let user: Awaited<ReturnType<typeof makeSignedInUser>>;
let artistId: string;

const load = async (query: string, cookie = admin.cookie) => outcome(() => route.loader({ request: req(`/admin/users/audit${query}`, { cookie }), params: {}, context: {} } as never));
const rowsOf = async (query: string) => {
  const res = await load(query);
  expect(res.status).toBe(200);
  return res.body as { rows: Row[]; total: number; notices: string[] };
};
const csv = async (query: string, cookie = admin.cookie) =>
  outcome(() => download.loader({ request: req(`/api/download/admin/users/audit${query}`, { cookie }), params: { "*": "admin/users/audit" }, context: {} } as never));

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  admin = await makeSignedInUser("admin", { name: "Ada Admin", email: "ada.admin@example.test" });
  organizer = await makeSignedInUser("organizer", { name: "Olaf Organisator", email: "olaf@example.test" });
  user = await makeSignedInUser("user");
  const artist = await makeArtist({ name: "Lotte Brandt" });
  artistId = artist.id;
  const orgActor = { id: organizer.id, email: organizer.email };
  await audit(db, { id: admin.id, email: admin.email }, "artist.updated", { type: "artist", id: artistId }, { name: "Lotte B.", isVerified: false, genre: "Jazz" }, { name: "Lotte Brandt", isVerified: true, genre: "Jazz" });
  await audit(db, orgActor, "event.published", { type: "event", id: "00000000-0000-4000-8000-000000000001" }, { status: "draft" }, { status: "published", slug: "sommerfest" });
  await audit(db, { id: admin.id, email: admin.email }, "user_role.granted", { type: "user", id: user.id }, { role: "user" }, { role: "organizer", mystery: "=HYPERLINK(\"http://x\")" });
  await audit(db, null, "booking.cancelled_with_event", { type: "booking", id: "00000000-0000-4000-8000-000000000002" }, { status: "confirmed" }, { status: "cancelled" });
  const formula = await makeUser({ name: "=SUMME(1)", email: "formel@example.test" });
  await audit(db, { id: formula.id, email: formula.email }, "profile.updated", { type: "profile", id: formula.id }, null, { firstName: "=1+1" });
  // one row far in the past (for the period filter)
  await audit(db, orgActor, "event.created", { type: "event", id: "00000000-0000-4000-8000-000000000003" }, null, { title: "Altes Fest" });
  await db.execute(sql`update audit_log set created_at = '2024-03-10T12:00:00Z' where action = 'event.created'`);
});

describe("/admin/users/audit", () => {
  it("lists every change newest first: who (name, e-mail), German action, Berlin time, entity linked to its admin page", async () => {
    const { rows, total } = await rowsOf("");
    expect(total).toBe(6);
    expect(rows.slice(0, 2).map((r) => r.actionLabel)).toEqual(["Profil geändert", "Buchung mit dem Event abgesagt"]);
    expect(rows[1]!.actorEmail).toBeNull();
    expect(rows.at(-1)!.actionLabel).toBe("Event angelegt");
    expect(rows.at(-1)!.time).toBe("10.03.2024 13:00");
    const artist = rows.find((r) => r.action === "artist.updated")!;
    expect(artist).toMatchObject({ actorName: "Ada Admin", actorEmail: "ada.admin@example.test", entityLabel: "Artist", entityName: "Lotte Brandt", entityHref: `/admin/artists/${artistId}/edit` });
    const role = rows.find((r) => r.action === "user_role.granted")!;
    expect(role.entityHref).toBe(`/admin/users/${user.id}/edit`);
    expect(rows.find((r) => r.action === "event.published")!.entityHref).toBe("/admin/events/00000000-0000-4000-8000-000000000001/edit");
  });

  it("shows before/after as a diff with German field names; an unknown field keeps its name", async () => {
    const { rows } = await rowsOf("?action=artist.updated");
    // changed fields first, the unchanged one last
    expect(rows[0]!.changes.slice(0, 2)).toEqual(
      expect.arrayContaining([
        { field: "name", label: "Name", before: "Lotte B.", after: "Lotte Brandt", changed: true },
        { field: "isVerified", label: "Verifiziert", before: "Nein", after: "Ja", changed: true },
      ]),
    );
    expect(rows[0]!.changes[2]).toEqual({ field: "genre", label: "Genre", before: "Jazz", after: "Jazz", changed: false });
    const [role] = (await rowsOf("?action=user_role.granted")).rows;
    expect(role!.changes.map((c) => c.label).sort()).toEqual(["Rolle", "mystery"]);
  });

  it("filters by actor (e-mail or name), action, entity type and period; combined filters narrow further", async () => {
    expect((await rowsOf("?q=olaf@example")).rows.map((r) => r.action).sort()).toEqual(["event.created", "event.published"]);
    expect((await rowsOf("?q=Ada%20Adm")).rows.map((r) => r.action).sort()).toEqual(["artist.updated", "user_role.granted"]);
    expect((await rowsOf("?q=niemand")).rows).toEqual([]);
    expect((await rowsOf("?action=event.published")).rows.map((r) => r.actorName)).toEqual(["Olaf Organisator"]);
    expect((await rowsOf("?entity=event")).total).toBe(2);
    expect((await rowsOf("?entity=event&q=olaf&from=01.01.2025")).rows.map((r) => r.action)).toEqual(["event.published"]);
    expect((await rowsOf("?from=01.03.2024&to=31.03.2024")).rows.map((r) => r.action)).toEqual(["event.created"]);
    expect((await rowsOf(`?entity=artist&entityId=${artistId}`)).total).toBe(1);
    expect((await rowsOf("?sort=time&dir=asc")).rows[0]!.action).toBe("event.created");
  });

  it("ignores bad filter values with a German notice, never a 500", async () => {
    const res = await rowsOf("?action=event.teleported&entity=gadget&from=31.02.2024&page=abc&sort=actor");
    expect(res.total).toBe(6);
    expect(res.notices.length).toBeGreaterThanOrEqual(3);
  });

  it("exports the filtered list as CSV (German labels, formula cells neutralised)", async () => {
    const all = await csv("?format=csv");
    expect(all.status).toBe(200);
    const text = String(all.body);
    expect(text.split("\n")[0]).toContain("Zeit;Aktion;Akteur:in;E-Mail der Akteur:in;Objektart;Objekt-ID;Änderungen");
    expect(text).toContain("Artist geändert");
    expect(text).toContain("Verifiziert: Nein → Ja");
    expect(text).toContain("System");
    expect(text).toContain("SUMME(1)");
    expect(text).not.toMatch(/(^|;|\n)=SUMME/);
    const filtered = String((await csv("?format=csv&q=olaf&action=event.published")).body);
    expect(filtered).toContain("Event veröffentlicht");
    expect(filtered).not.toContain("Artist geändert");
    expect(filtered).not.toContain("Event angelegt");
    expect(filtered.trim().split("\n")).toHaveLength(2);
  });

  it("is for admins only: others are sent home, their export refused", async () => {
    expect(await load("", organizer.cookie)).toMatchObject({ status: 302, location: "/" });
    expect(await load("", user.cookie)).toMatchObject({ status: 302, location: "/" });
    expect((await csv("?format=csv", organizer.cookie)).status).toBe(302);
    const anon = await outcome(() => route.loader({ request: req("/admin/users/audit"), params: {}, context: {} } as never));
    expect(anon.location).toMatch(/auth/);
  });

  it("an account that was deleted is still found by the e-mail its rows kept", async () => {
    const gone = await makeUser({ email: "weg@example.test", name: "Gerda Gone" });
    await audit(db, { id: gone.id, email: gone.email }, "profile.updated", { type: "profile", id: gone.id }, { firstName: "G" }, { firstName: "Gerda" });
    await db.execute(sql`delete from "user" where id = ${gone.id}`);
    const { rows } = await rowsOf("?q=weg@example.test");
    expect((await rowsOf("?q=formel")).rows).toHaveLength(1);
    expect(rows.map((r) => [r.action, r.actorName, r.actorEmail, r.actorHref])).toEqual([["profile.updated", null, "weg@example.test", null]]);
    expect(rows[0]!.changes[0]).toMatchObject({ label: "Vorname", before: "G", after: "Gerda" });
  });
});
