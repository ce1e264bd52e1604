import { eq, inArray, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type Tx } from "~/lib/db.server";
import { fixedAdminEmails } from "~/modules/accounts/session.server";
import { account, businessRegistrations, organizerRequests, profiles, session, user, userRoles } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { notifications, notificationSettings, pushSubscriptions, userFavorites } from "~/modules/engagement/schema";
import { outbox } from "~/modules/outbox/schema";
import { bookingAttendees, bookingItems, bookings } from "~/modules/ticketing/schema";

import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/profile/permissions";

import { lockAccount } from "~/modules/profile/admin-users.server";

const ownBookings = (a: Pick<Actor, "id" | "email">) => or(eq(bookings.userId, a.id), sql`lower(${bookings.userEmail}) = ${a.email.toLowerCase()}`);

/** DSGVO Art. 15/20: everything stored about the signed-in user, as one JSON document. Audited. */
export async function exportUserData({ actor }: { actor: Actor }) {
  assertCan(actor, "account.manage", actor);
  const [u] = await db.select().from(user).where(eq(user.id, actor.id)).limit(1);
  if (!u) throw new AppError("NOT_FOUND");
  const [profile, role, favorites, notes, settings, subs, requests, businessRegs, sessions, accounts, myBookings] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, actor.id)),
    db.select({ role: userRoles.role, since: userRoles.createdAt }).from(userRoles).where(eq(userRoles.userId, actor.id)),
    db.select().from(userFavorites).where(eq(userFavorites.userId, actor.id)),
    db.select().from(notifications).where(eq(notifications.userId, actor.id)),
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, actor.id)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, userAgent: pushSubscriptions.userAgent, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, actor.id)),
    db.select().from(organizerRequests).where(eq(organizerRequests.userId, actor.id)),
    db.select().from(businessRegistrations).where(eq(businessRegistrations.userId, actor.id)),
    db
      .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, actor.id)),
    db.select({ providerId: account.providerId, createdAt: account.createdAt }).from(account).where(eq(account.userId, actor.id)),
    db.select().from(bookings).where(ownBookings(actor)),
  ]);
  const ids = myBookings.map((b) => b.id);
  const [items, attendees] = ids.length
    ? await Promise.all([
        db.select().from(bookingItems).where(inArray(bookingItems.bookingId, ids)),
        db
          .select({
            bookingId: bookingAttendees.bookingId,
            firstName: bookingAttendees.firstName,
            lastName: bookingAttendees.lastName,
            ticketNumber: bookingAttendees.ticketNumber,
            isCheckedIn: bookingAttendees.isCheckedIn,
            checkedInAt: bookingAttendees.checkedInAt,
          })
          .from(bookingAttendees)
          .where(inArray(bookingAttendees.bookingId, ids)),
      ])
    : [[], []];
  await db.transaction(async (tx) => {
    await audit(tx, actor, "account.data_exported", { type: "user", id: actor.id });
  });
  return {
    exportedAt: new Date().toISOString(),
    hinweis: "Auskunft nach Art. 15 und Datenübertragbarkeit nach Art. 20 DSGVO – alle bei Stadtpuls zu Ihrem Konto gespeicherten Daten.",
    konto: { id: u.id, email: u.email, name: u.name, emailVerified: u.emailVerified, createdAt: u.createdAt, updatedAt: u.updatedAt },
    profil: profile[0] ?? null,
    rolle: role[0]?.role ?? "user",
    anmeldeverfahren: accounts,
    sitzungen: sessions,
    favoriten: favorites,
    benachrichtigungen: notes,
    benachrichtigungsEinstellungen: settings[0] ?? null,
    pushAbonnements: subs,
    veranstalterAnfragen: requests,
    businessRegistrierungen: businessRegs,
    buchungen: myBookings.map((b) => ({
      ...b,
      positionen: items.filter((i) => i.bookingId === b.id),
      teilnehmende: attendees.filter((a) => a.bookingId === b.id),
    })),
  };
}

/**
 * DSGVO Art. 17: erases the account and its personal data. Bookings stay for tax law, anonymised
 * (user, e-mail and attendee names removed, anonymized_at set). Audited; the caller signs out first.
 */
export async function deleteAccount({ actor, confirmation }: { actor: Actor; confirmation: string }) {
  assertCan(actor, "account.manage", actor);
  if (confirmation.trim().toUpperCase() !== "LÖSCHEN") {
    throw new AppError("DELETE_CONFIRMATION_MISMATCH", { fields: { confirmation: "Bitte geben Sie zur Bestätigung LÖSCHEN ein." } });
  }
  if (fixedAdminEmails().includes(actor.email.toLowerCase())) throw new AppError("FIXED_ADMIN_CANNOT_DELETE");
  await db.transaction(async (tx) => {
    const anonymizedBookings = await eraseAccount(tx, actor);
    await audit(tx, { id: actor.id, email: "", impersonatedBy: actor.impersonatedBy }, "account.deleted", { type: "user", id: actor.id }, { anonymizedBookings }, null);
  });
}

/**
 * An admin deletes someone's account with the same DSGVO rules as self-service deletion (issue 23):
 * bookings anonymised and kept for tax law, everything else erased. Never an admin, a fixed admin
 * or oneself (decision 0011). Audited under the admin.
 */
export async function deleteUserAccount({ actor, id }: { actor: Actor; id: string }) {
  assertCan(actor, "user.delete");
  await db.transaction(async (tx) => {
    const target = await lockAccount(tx, id);
    if (target.fixed) throw new AppError("FIXED_ADMIN_PROTECTED");
    if (target.role === "admin") throw new AppError("ADMIN_PROTECTED");
    if (target.id === actor.id || target.id === actor.impersonatedBy?.id) throw new AppError("SELF_PROTECTED");
    const anonymizedBookings = await eraseAccount(tx, target);
    await audit(tx, actor, "user.deleted_by_admin", { type: "user", id }, { email: target.email, role: target.role, anonymizedBookings }, null);
  });
}

/** The erasure in the caller's transaction: bookings anonymised, mails dropped, the user deleted (the rest cascades); answers how many bookings were anonymised. */
async function eraseAccount(tx: Tx, target: Pick<Actor, "id" | "email">): Promise<number> {
  const mine = await tx.select({ id: bookings.id }).from(bookings).where(ownBookings(target));
  const ids = mine.map((b) => b.id);
  if (ids.length) {
    await tx
      .update(bookings)
      .set({ userId: null, userEmail: null, specialRequirements: null, anonymizedAt: new Date() })
      .where(inArray(bookings.id, ids));
    await tx.update(bookingAttendees).set({ firstName: "Anonymisiert", lastName: "" }).where(inArray(bookingAttendees.bookingId, ids));
  }
  // mails to and about this person (delivered copies and pending ones)
  await tx.delete(outbox).where(or(sql`lower(${outbox.recipient}) = ${target.email.toLowerCase()}`, eq(outbox.recipient, target.id)));
  // profile, roles, sessions, favorites, notifications, settings, push, requests cascade
  await tx.delete(user).where(eq(user.id, target.id));
  return ids.length;
}
