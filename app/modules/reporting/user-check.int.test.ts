import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { checkInStaff } from "~/modules/ticketing/schema";
import { locationManagers } from "~/modules/places/schema";
import * as route from "~/routes/admin/usercheck";
import type { UserCheckView } from "~/modules/reporting/user-check.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeOrganizerRequest, makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeOrganizer } from "../../../tests/factories/discovery";
import { makeEvent, makeLocation, makeUser } from "../../../tests/factories";

type Found = Extract<UserCheckView, { state: "found" }>;

let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let organizer: Awaited<ReturnType<typeof makeSignedInUser>>;
let plain: Awaited<ReturnType<typeof makeSignedInUser>>;
const savedAdminEmails = process.env.ADMIN_EMAILS;

const check = async (q: string, cookie = admin.cookie) =>
  outcome(() => route.loader({ request: req(`/admin/usercheck?q=${encodeURIComponent(q)}`, { cookie }), params: {}, context: {} } as never));
const found = async (q: string) => {
  const res = await check(q);
  expect(res.status).toBe(200);
  const view = res.body as UserCheckView;
  expect(view.state).toBe("found");
  return view as Found;
};
const fact = (v: Found, id: string) => {
  const f = v.sections.flatMap((s) => s.facts).find((x) => x.id === id);
  expect(f, id).toBeDefined();
  return f!;
};

beforeAll(async () => {
  await setupTestDb();
  process.env.ADMIN_EMAILS = "chefin@example.test";
  admin = await makeSignedInUser("user", { email: "chefin@example.test", name: "Chefin" });
  organizer = await makeSignedInUser("organizer", { email: "olaf@example.test", name: "Olaf Organisator" });
  plain = await makeSignedInUser("user", { email: "nora@example.test", name: "Nora Nutzerin" });
});
afterAll(() => {
  if (savedAdminEmails === undefined) delete process.env.ADMIN_EMAILS;
  else process.env.ADMIN_EMAILS = savedAdminEmails;
});

describe("/admin/usercheck", () => {
  it("asks for an e-mail or id first; an unknown address gets the one German sentence and nothing else", async () => {
    expect((await check("")).body).toEqual({ state: "empty", query: "" });
    expect((await check("niemand@example.test")).body).toEqual({ state: "notFound", query: "niemand@example.test", message: "Kein Konto mit dieser E-Mail-Adresse gefunden." });
    expect(((await check("x".repeat(300))).body as UserCheckView).state).toBe("invalid");
  });

  it("a fixed admin (ADMIN_EMAILS) is admin without a user_roles row, and the page says so", async () => {
    const v = await found("CHEFIN@example.test");
    expect(v.account).toMatchObject({ email: "chefin@example.test", role: "admin", roleLabel: "Administrator" });
    const role = fact(v, "role");
    expect(role.value).toBe("Administrator (fest, ADMIN_EMAILS)");
    expect(role.explanation).toContain("ADMIN_EMAILS");
    expect(role.fix).toBeUndefined();
    expect(fact(v, "sessions").value).toBe("1");
  });

  it("an organizer's role comes from its user_roles row; profiles, request, places and door grants are listed with links", async () => {
    const profile = await makeOrganizer({ name: "Kulturverein Holstentor", userId: organizer.id });
    await makeOrganizerRequest(organizer.id, { status: "approved", reviewedAt: new Date("2026-01-05T10:00:00Z") });
    const place = await makeLocation({ name: "Kulturwerft" });
    await db.insert(locationManagers).values({ locationId: place.id, userId: organizer.id });
    const event = await makeEvent({ title: "Sommerfest" });
    await db.insert(checkInStaff).values({ email: "olaf@example.test", eventId: event.id, ownerId: organizer.id, invitedBy: organizer.id });
    const v = await found(organizer.id);
    expect(v.account.role).toBe("organizer");
    const role = fact(v, "role");
    expect(role.value).toBe("Organisator");
    expect(role.explanation).toContain("user_roles");
    expect(role.fix?.href).toBe(`/admin/users/${organizer.id}/edit`);
    expect(fact(v, "organizerRequest")).toMatchObject({ value: "Genehmigt", tone: "success" });
    expect(fact(v, "organizerProfiles").items).toEqual([{ label: "Kulturverein Holstentor", detail: "Tarif Starter", href: `/admin/organizers/${profile!.id}/edit` }]);
    expect(fact(v, "places").items).toEqual([{ label: "Kulturwerft", detail: "Manager:in", href: `/admin/locations/${place.id}/managers` }]);
    const staff = fact(v, "staff");
    expect(staff).toMatchObject({ value: "1 aktiv", tone: "success" });
    expect(staff.items![0]).toMatchObject({ label: "Event „Sommerfest“", href: `/organizer/check-in/${event.id}/settings` });
  });

  it("a plain user without a row falls back to 'user'; unconfirmed e-mail, pending request and a sign-in lock are explained", async () => {
    let v = await found("nora@example.test");
    expect(fact(v, "role")).toMatchObject({ value: "Benutzer (Standard)" });
    expect(fact(v, "role").explanation).toContain("Kein Eintrag in user_roles");
    expect(fact(v, "verified")).toMatchObject({ value: "Ja", tone: "success" });
    expect(fact(v, "signinLock")).toMatchObject({ value: "Keine", tone: "success" });
    expect(fact(v, "organizerRequest").value).toBe("Keine");

    await db.execute(sql`update "user" set email_verified = false where id = ${plain.id}`);
    await makeOrganizerRequest(plain.id);
    await db.execute(sql`insert into rate_limit (id, key, count, last_request) values ('t1', 'sp:signin:email:nora@example.test', 6, ${Date.now()})`);
    v = await found("nora@example.test");
    expect(fact(v, "verified")).toMatchObject({ value: "Nein", tone: "danger" });
    expect(fact(v, "organizerRequest")).toMatchObject({ value: "Wartet auf Prüfung", tone: "warning", fix: { href: "/admin/requests", label: "Anfragen öffnen" } });
    const lock = fact(v, "signinLock");
    expect(lock.tone).toBe("danger");
    expect(lock.value).toMatch(/^Gesperrt bis \d\d:\d\d Uhr$/);
    expect(lock.explanation).toContain("Passwort vergessen");
  });

  it("a user_roles row saying 'user' is shown as the row's role (not the fallback)", async () => {
    const odd = await makeUser({ email: "odd@example.test" });
    await db.execute(sql`insert into user_roles (user_id, role) values (${odd.id}, 'user')`);
    const v = await found("odd@example.test");
    expect(v.account.role).toBe("user");
    expect(fact(v, "role").value).toBe("Benutzer");
  });

  it("is for admins only: an organizer or user is sent home and learns nothing", async () => {
    expect(await check("chefin@example.test", organizer.cookie)).toMatchObject({ status: 302, location: "/" });
    expect(await check("chefin@example.test", plain.cookie)).toMatchObject({ status: 302, location: "/" });
    const anon = await outcome(() => route.loader({ request: req("/admin/usercheck?q=chefin@example.test"), params: {}, context: {} } as never));
    expect(anon.status).toBe(302);
    expect(anon.location).toMatch(/auth/);
  });
});
