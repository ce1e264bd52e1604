/**
 * Team members of organizer profiles (issue 26): invitations and their German refusals, the plan's
 * member limit (also two invitations at once for the last place), what each role reaches, removal
 * ending access at once, unverified addresses, foreign member ids, several profiles and the switcher.
 * Runs on PGlite, and on PostgreSQL with TEST_DB=pg + TEST_DATABASE_URL.
 */
import { DEFAULT_CITY } from "~/lib/cities";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { parseListParams } from "~/lib/list/list-spec";
import type { Actor } from "~/modules/accounts/actor";
import { auditLog } from "~/modules/audit/schema";
import { createEvent } from "~/modules/event-management/create-event.server";
import { findOwnEvent } from "~/modules/event-management/organizer-scope.server";
import { getOrganizerEventsView, organizerEventsList } from "~/modules/event-management/organizer-events.server";
import { events } from "~/modules/events/schema";
import { eventFormSchema, type EventFormInput } from "~/modules/events/validation";
import { organizerMembers } from "~/modules/organizers/schema";
import type { TeamRole } from "~/modules/organizers/team-roles";
import { changeTeamMemberRole, contextRole, getTeamView, inviteTeamMember, loadTeam, removeTeamMember, resolveTeamActor } from "~/modules/organizers/team.server";
import { assertBoxOfficeAccess, checkInAccess } from "~/modules/ticketing/check-in-access.server";
import { listOrganizerBookings } from "~/modules/ticketing/list-organizer-bookings.server";
import { bookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { makeCategory, makeCity, makeUser, TEST_VENUE_FORM } from "../../../tests/factories";
import { makeSignedInUser, req } from "../../../tests/factories/accounts";
import { bookEvent, makeOrganizer, makeOrganizerEvent, type TestOrganizer } from "../../../tests/factories/organizers";
import { codeOf, fail } from "../../../tests/helpers/refusal";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  await makeCategory();
});

/** A colleague's account (no role of its own) invited by the profile's account with `role`. */
async function colleague(org: TestOrganizer, role: TeamRole, over: { canSell?: boolean; emailVerified?: boolean } = {}) {
  const u = await makeUser({ emailVerified: over.emailVerified ?? true });
  const member = await inviteTeamMember({ actor: org.actor, fields: { email: u.email, role, canSell: over.canSell ? "on" : undefined } });
  const actor: Actor = { id: u.id, email: u.email, role: "user", emailVerified: over.emailVerified ?? true };
  return { actor, member };
}

/** The actor as the organizer area's guard resolves it, working in `organizerId`. */
const inProfile = (actor: Actor, organizerId: string | null) => resolveTeamActor(actor, organizerId);

const activeMembers = (organizerId: string) => db.$count(organizerMembers, and(eq(organizerMembers.organizerId, organizerId), isNull(organizerMembers.removedAt)));

const listParams = (qs = "") => parseListParams(new URLSearchParams(qs), bookingsList);

/** Event form values as the editor posts them, parsed by the page's schema. */
async function eventValues(title: string): Promise<EventFormInput> {
  const start = new Date(Date.now() + 30 * 86_400_000);
  const local = (d: Date) => d.toISOString().slice(0, 16);
  const fd = new FormData();
  const base: Record<string, string> = {
    kind: "event",
    title,
    cityId: DEFAULT_CITY,
    startDate: local(start),
    endDate: local(new Date(start.getTime() + 3 * 3_600_000)),
    ...TEST_VENUE_FORM,
    maxParticipants: "80",
    "tickets[0].name": "Normal",
    "tickets[0].price": "12,50",
    "tickets[0].isActive": "on",
  };
  for (const [k, v] of Object.entries(base)) fd.set(k, v);
  const res = await runFormSubmission(fd, eventFormSchema, async (v) => v);
  if (!("title" in (res as object))) throw new Error(`invalid: ${JSON.stringify((res as { data: unknown }).data)}`);
  return res as EventFormInput;
}

describe("inviting a colleague", () => {
  it("refuses in German: no address, an invalid one, a member already in the team, the owner's own address, an unknown role — nothing written", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const first = await makeUser();
    await inviteTeamMember({ actor: org.actor, fields: { email: first.email, role: "editor" } });

    const empty = await fail(inviteTeamMember({ actor: org.actor, fields: { email: "  ", role: "door" } }));
    expect(empty).toMatchObject({ code: "VALIDATION", fields: { email: "Bitte geben Sie die E-Mail-Adresse der Person ein." } });
    const invalid = await fail(inviteTeamMember({ actor: org.actor, fields: { email: "kein-postfach", role: "door" } }));
    expect(invalid).toMatchObject({ code: "VALIDATION", fields: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein." } });
    // the same address in other letters is the same person
    const again = await fail(inviteTeamMember({ actor: org.actor, fields: { email: ` ${first.email.toUpperCase()} `, role: "door" } }));
    expect(again).toMatchObject({ code: "TEAM_MEMBER_EXISTS", fields: { email: "Diese Person gehört bereits zum Team." } });
    const self = await fail(inviteTeamMember({ actor: org.actor, fields: { email: org.actor.email, role: "manager" } }));
    expect(self).toMatchObject({ code: "TEAM_MEMBER_SELF", fields: { email: "Dieses Konto führt das Profil bereits selbst." } });
    const role = await fail(inviteTeamMember({ actor: org.actor, fields: { email: "neu@example.test", role: "chef" } }));
    expect(role).toMatchObject({ code: "VALIDATION", fields: { role: "Bitte wählen Sie eine Rolle." } });

    const rows = await db.select().from(organizerMembers).where(eq(organizerMembers.organizerId, org.organizerId));
    expect(rows.map((r) => [r.email, r.role])).toEqual([[first.email.toLowerCase(), "editor"]]);
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, "team_member.invited"));
    expect(audited.filter((a) => a.actorId === org.actor.id)).toHaveLength(1);
  });

  it("Starter allows two members: the third is refused with the plan's German message; a removal frees the place", async () => {
    const org = await makeOrganizer();
    const a = await colleague(org, "door");
    await colleague(org, "editor");
    const third = await fail(inviteTeamMember({ actor: org.actor, fields: { email: "dritte@example.test", role: "finance" } }));
    expect(third).toMatchObject({
      code: "PLAN_TEAM_LIMIT",
      message:
        "Ihr Tarif Starter erlaubt bis zu 2 Teammitglieder – das Team ist vollständig. Entfernen Sie ein Mitglied oder wählen Sie einen höheren Tarif (Einstellungen → Tarif).",
    });
    expect(await activeMembers(org.organizerId)).toBe(2);
    const view = await getTeamView(org.actor);
    expect(view).toMatchObject({ limit: 2, used: 2 });
    await removeTeamMember({ actor: org.actor, memberId: a.member.id });
    await expect(inviteTeamMember({ actor: org.actor, fields: { email: "dritte@example.test", role: "finance" } })).resolves.toMatchObject({ role: "finance" });
    expect(await activeMembers(org.organizerId)).toBe(2);
  });

  it("two invitations at once for the last place: exactly one succeeds", async () => {
    for (let round = 0; round < 3; round++) {
      const org = await makeOrganizer();
      await colleague(org, "door");
      const results = await Promise.all(
        ["eins", "zwei"].map((n) => fail(inviteTeamMember({ actor: org.actor, fields: { email: `${n}-${round}@example.test`, role: "door" } }))),
      );
      expect(results.map((r) => r.code).sort()).toEqual(["PLAN_TEAM_LIMIT", "ok"]);
      expect(await activeMembers(org.organizerId)).toBe(2);
    }
  });
});

describe("what each role reaches", () => {
  it("Redaktion creates an event: filed under the team's profile, audited under the member's id and address", async () => {
    const org = await makeOrganizer();
    const { actor } = await colleague(org, "editor");
    const editor = await inProfile(actor, org.organizerId);
    expect(contextRole(editor)).toBe("editor");
    const { id } = await createEvent({ actor: editor, values: await eventValues("Lesung im Team") });
    const [row] = await db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ organizerId: org.organizerId, createdBy: actor.id, status: "draft" });
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, "event.created")));
    expect(entry).toMatchObject({ actorId: actor.id, actorEmail: actor.email });
    // the profile's own account runs it too, and Redaktion sees no bookings
    await expect(findOwnEvent(db, org.actor, id)).resolves.toMatchObject({ id });
    expect(await codeOf(listOrganizerBookings({ actor: editor, params: listParams() }))).toBe("FORBIDDEN");
  });

  it("Redaktion lists the profile's events without revenue, even as a sort order; the organizer sees it", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    await bookEvent(event, 2);
    const { actor } = await colleague(org, "editor");
    const editor = await inProfile(actor, org.organizerId);
    const params = parseListParams(new URLSearchParams("sort=revenue"), organizerEventsList);
    const list = await getOrganizerEventsView(editor, params);
    expect(list.showRevenue).toBe(false);
    expect(list.rows.map((r) => [r.id, r.revenueCents])).toEqual([[event.id, null]]);
    const own = await getOrganizerEventsView(org.actor, params);
    expect(own.showRevenue).toBe(true);
    expect(own.rows[0]!.revenueCents).toBeGreaterThan(0);
  });

  it("Finanzen sees the profile's bookings but cannot edit its events", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    const { bookingId } = await bookEvent(event, 2);
    const { actor } = await colleague(org, "finance");
    const finance = await inProfile(actor, org.organizerId);
    const list = await listOrganizerBookings({ actor: finance, params: listParams() });
    expect(list.rows.map((r) => r.id)).toEqual([bookingId]);
    expect(await codeOf(findOwnEvent(db, finance, event.id))).toBe("EVENT_NOT_FOUND");
    // another profile's bookings stay out of the list
    const other = await makeOrganizer();
    await bookEvent(await makeOrganizerEvent(other), 1);
    expect((await listOrganizerBookings({ actor: finance, params: listParams() })).rows).toHaveLength(1);
  });

  it("Einlass scans; the box office only with the right to sell", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    const { actor, member } = await colleague(org, "door");
    expect(await checkInAccess(actor, event.id)).toBe("scan");
    expect(await codeOf(assertBoxOfficeAccess(actor, event.id))).toBe("FORBIDDEN");
    await changeTeamMemberRole({ actor: org.actor, memberId: member.id, fields: { role: "door", canSell: "on" } });
    await expect(assertBoxOfficeAccess(actor, event.id)).resolves.toBe("sell");
    // another organizer's door does not exist for them
    const foreign = await makeOrganizerEvent(await makeOrganizer());
    expect(await checkInAccess(actor, foreign.id)).toBeNull();
    expect(await codeOf(assertBoxOfficeAccess(actor, foreign.id))).toBe("NOT_FOUND");
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, "team_member.role_changed")));
    expect(entry).toMatchObject({ actorId: org.actor.id, before: { role: "door", canSell: false }, after: { role: "door", canSell: true } });
  });

  it("Verwaltung manages the door and the team page", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const event = await makeOrganizerEvent(org);
    const { actor } = await colleague(org, "manager");
    const manager = await inProfile(actor, null);
    expect(manager.activeOrganizerId).toBe(org.organizerId);
    expect(contextRole(manager)).toBe("manager");
    expect(await checkInAccess(manager, event.id)).toBe("manage");
    await expect(assertBoxOfficeAccess(manager, event.id)).resolves.toBe("manage");
    const invited = await inviteTeamMember({ actor: manager, fields: { email: "kasse@example.test", role: "door", canSell: "on" } });
    expect(invited).toMatchObject({ organizerId: org.organizerId, canSell: true, invitedBy: actor.id });
    const view = await getTeamView(manager);
    expect(view.profile?.id).toBe(org.organizerId);
    expect(view.members.map((m) => [m.email, m.role, m.isSelf])).toEqual([
      [actor.email.toLowerCase(), "manager", true],
      ["kasse@example.test", "door", false],
    ]);
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, invited.id), eq(auditLog.action, "team_member.invited")));
    expect(entry).toMatchObject({ actorId: actor.id, actorEmail: actor.email });
    // the other roles do not reach the team page
    const { actor: door } = await colleague(org, "door");
    expect(await codeOf(getTeamView(await inProfile(door, org.organizerId)))).toBe("ORGANIZER_NOT_FOUND");
  });
});

describe("ending and refusing access", () => {
  it("a removed member loses access with the next call", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    const { actor, member } = await colleague(org, "door", { canSell: true });
    expect(await checkInAccess(actor, event.id)).toBe("scan");
    await removeTeamMember({ actor: org.actor, memberId: member.id });
    expect(await checkInAccess(actor, event.id)).toBeNull();
    expect(await codeOf(assertBoxOfficeAccess(actor, event.id))).toBe("NOT_FOUND");
    const after = await inProfile(actor, org.organizerId);
    expect(after.team).toEqual([]);
    expect(contextRole(after)).toBeNull();
    // removing again: the member no longer exists
    expect(await codeOf(removeTeamMember({ actor: org.actor, memberId: member.id }))).toBe("TEAM_MEMBER_NOT_FOUND");
  });

  it("a removed Einlass member's open live feed of the door ends with the next access check", async () => {
    process.env.CHECK_IN_ACCESS_RECHECK_MS = "100";
    const { watchCheckInCounters } = await import("~/modules/ticketing/check-in-live.server");
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    const { actor, member } = await colleague(org, "door");
    let ended = false;
    const stop = watchCheckInCounters(event.id, async () => actor, () => {}, () => (ended = true));
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(ended).toBe(false);
      await removeTeamMember({ actor: org.actor, memberId: member.id });
      await expect.poll(() => ended, { timeout: 3000 }).toBe(true);
    } finally {
      stop();
    }
  });

  it("an account with the invited address that is not verified gets nothing", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org);
    await bookEvent(event, 1);
    const { actor } = await colleague(org, "manager", { emailVerified: false });
    expect(await loadTeam(actor)).toEqual([]);
    // even when the caller forgets the flag, the SQL reads the account's verified address
    const unflagged: Actor = { id: actor.id, email: actor.email, role: "user" };
    expect(await checkInAccess(unflagged, event.id)).toBeNull();
    const resolved = await inProfile(actor, org.organizerId);
    expect(contextRole(resolved)).toBeNull();
    expect(await codeOf(listOrganizerBookings({ actor: resolved, params: listParams() }))).toBe("FORBIDDEN");
    expect(await codeOf(findOwnEvent(db, unflagged, event.id))).toBe("FORBIDDEN");
  });

  it("another organizer's member id is not found; nothing changes", async () => {
    const org = await makeOrganizer();
    const other = await makeOrganizer();
    const { member } = await colleague(other, "door");
    expect(await codeOf(removeTeamMember({ actor: org.actor, memberId: member.id }))).toBe("TEAM_MEMBER_NOT_FOUND");
    expect(await codeOf(changeTeamMemberRole({ actor: org.actor, memberId: member.id, fields: { role: "manager" } }))).toBe("TEAM_MEMBER_NOT_FOUND");
    expect(await codeOf(removeTeamMember({ actor: org.actor, memberId: "kein-uuid" }))).toBe("TEAM_MEMBER_NOT_FOUND");
    const [row] = await db.select().from(organizerMembers).where(eq(organizerMembers.id, member.id));
    expect(row).toMatchObject({ role: "door", canSell: false, removedAt: null });
    expect(await db.$count(auditLog, eq(auditLog.entityId, member.id))).toBe(1); // the invitation only
  });
});

describe("several profiles", () => {
  it("a member of two profiles works in the chosen one; a foreign id is ignored", async () => {
    const a = await makeOrganizer();
    const b = await makeOrganizer();
    const foreign = await makeOrganizer();
    const u = await makeUser();
    const actor: Actor = { id: u.id, email: u.email, role: "user", emailVerified: true };
    await inviteTeamMember({ actor: a.actor, fields: { email: u.email, role: "editor" } });
    await inviteTeamMember({ actor: b.actor, fields: { email: u.email, role: "finance" } });
    const eventB = await makeOrganizerEvent(b);
    const { bookingId } = await bookEvent(eventB, 1);
    await bookEvent(await makeOrganizerEvent(a), 1);

    const inB = await inProfile(actor, b.organizerId);
    expect(inB.activeOrganizerId).toBe(b.organizerId);
    expect(contextRole(inB)).toBe("finance");
    expect(inB.profiles.map((p) => [p.organizerId, p.role]).sort()).toEqual(
      [
        [a.organizerId, "editor"],
        [b.organizerId, "finance"],
      ].sort(),
    );
    expect((await listOrganizerBookings({ actor: inB, params: listParams() })).rows.map((r) => r.id)).toEqual([bookingId]);

    const inA = await inProfile(actor, a.organizerId);
    expect(contextRole(inA)).toBe("editor");
    const { id } = await createEvent({ actor: inA, values: await eventValues("Quiz im Hafen") });
    expect((await db.select({ o: events.organizerId }).from(events).where(eq(events.id, id)))[0]?.o).toBe(a.organizerId);

    // a profile the account does not belong to: ignored, it works in its first team profile
    const spoofed = await inProfile(actor, foreign.organizerId);
    expect(spoofed.activeOrganizerId).not.toBe(foreign.organizerId);
    expect([a.organizerId, b.organizerId]).toContain(spoofed.activeOrganizerId);
    expect((await inProfile(actor, "nicht-uuid")).activeOrganizerId).not.toBe("nicht-uuid");
  });

  it("the switcher: a profile the account does not belong to answers 404 and sets nothing; its own team profile is kept in the cookie", async () => {
    const { action } = await import("~/routes/organizer/switch");
    const mine = await makeOrganizer();
    const foreign = await makeOrganizer();
    const u = await makeSignedInUser("user");
    await inviteTeamMember({ actor: mine.actor, fields: { email: u.email, role: "door" } });
    const post = (organizerId: string) => action({ request: req("/organizer/switch", { cookie: u.cookie, form: { organizerId } }), params: {}, context: {} } as never);
    const refused = await post(foreign.organizerId).then(
      (r) => r as Response,
      (e: unknown) => e as Response,
    );
    expect(refused.status).toBe(404);
    expect(refused.headers.get("set-cookie")).toBeNull();
    const ok = (await post(mine.organizerId).catch((e: unknown) => e)) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("set-cookie")).toContain(`sp_organizer=${mine.organizerId}`);
  });
});
