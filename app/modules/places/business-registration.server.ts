import crypto from "node:crypto";
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { appUrl } from "~/lib/env.server";
import { isUuid, safeWebUrl } from "~/lib/input";
import { likePattern } from "~/lib/list/list.server";
import { slugify } from "~/lib/slugify";
import { freeSlug } from "~/lib/unique-slug.server";
import type { Actor } from "~/modules/accounts/actor";
import { businessRegistrations, user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { mediaStore } from "~/modules/media/store.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import { emailAtDomain, websiteDomain, type RegistrationFormValues, type RegistrationState } from "~/modules/places/business-registration";
import { assertCan } from "~/modules/places/permissions";
import { businessProfiles, locationManagers, locations } from "~/modules/places/schema";

/**
 * An in-app notification for a user, written in the caller's transaction (the engagement module's
 * createNotification; given by the caller because engagement sits above places).
 */
export type Notify = (
  tx: DbOrTx,
  n: { userId: string; type: "system"; category: "system" | "admin_messages"; title: string; message: string; actionUrl: string; entityType: string; entityId: string; deliver: { email: false } },
) => Promise<unknown>;

const REGISTER_URL = "/business-owner/register";
const DASHBOARD_URL = "/business-owner";
const ADMIN_URL = "/admin/businesses#registrierungen";
const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** SQL: the place already has a manager, an owned business profile, or an open or granted claim. */
const placeTaken = (locationId: unknown) => sql<boolean>`(
  exists (select 1 from ${locationManagers} m where m.location_id = ${locationId})
  or exists (select 1 from ${businessProfiles} b where b.location_id = ${locationId} and b.owner_id is not null)
  or exists (select 1 from ${businessRegistrations} r where r.location_id = ${locationId} and r.status in ('pending', 'approved')))`;

/** Places matching a search, with whether each can still be claimed (step 1 of the registration). */
export async function searchClaimablePlaces(q: string) {
  const term = q.trim().slice(0, 80);
  if (term.length < 2) return [];
  const rows = await db
    .select({ id: locations.id, name: locations.name, city: locations.city, streetAddress: locations.streetAddress, website: locations.website, taken: placeTaken(locations.id) })
    .from(locations)
    .where(and(eq(locations.isActive, true), or(ilike(locations.name, likePattern(term)), ilike(locations.streetAddress, likePattern(term)))))
    .orderBy(asc(locations.name))
    .limit(12);
  return rows.map((r) => ({ ...r, website: safeWebUrl(r.website), taken: Boolean(r.taken) }));
}

/** One place as step 2 shows it (the claim's subject), or null. */
export async function getClaimPlace(locationId: string) {
  if (!isUuid(locationId)) return null;
  const [row] = await db
    .select({ id: locations.id, name: locations.name, city: locations.city, streetAddress: locations.streetAddress, website: locations.website, taken: placeTaken(locations.id) })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.isActive, true)))
    .limit(1);
  return row ? { ...row, website: safeWebUrl(row.website), domain: websiteDomain(row.website), taken: Boolean(row.taken) } : null;
}

function stateOf(r: Pick<typeof businessRegistrations.$inferSelect, "status" | "proofKind" | "proofEmailConfirmedAt">): RegistrationState {
  if (r.status === "pending" && r.proofKind === "email" && !r.proofEmailConfirmedAt) return "awaiting_email";
  return r.status;
}

/** The signed-in user's latest registration, display-ready (dashboard and register page). */
export async function getMyRegistration(actor: Pick<Actor, "id">) {
  const [r] = await db
    .select({ reg: businessRegistrations, placeName: locations.name })
    .from(businessRegistrations)
    .leftJoin(locations, eq(locations.id, businessRegistrations.locationId))
    .where(eq(businessRegistrations.userId, actor.id))
    .orderBy(desc(businessRegistrations.createdAt))
    .limit(1);
  if (!r) return null;
  return {
    id: r.reg.id,
    businessName: r.reg.businessName,
    placeName: r.placeName,
    kind: r.reg.locationId ? ("claim" as const) : ("new" as const),
    state: stateOf(r.reg),
    proofKind: r.reg.proofKind,
    proofEmail: r.reg.proofEmail,
    reason: r.reg.status === "rejected" ? r.reg.adminResponse : null,
    createdAt: r.reg.createdAt.toISOString(),
    reviewedAt: r.reg.reviewedAt?.toISOString() ?? null,
  };
}
export type MyRegistration = NonNullable<Awaited<ReturnType<typeof getMyRegistration>>>;

/** Checks the magic bytes of an uploaded proof and stores it (media store); returns its key. */
async function storeDocument(file: File): Promise<string> {
  const body = Buffer.from(await file.arrayBuffer());
  const ext = body.subarray(0, 4).toString("latin1") === "%PDF" ? "pdf" : body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff ? "jpg" : body.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) ? "png" : null;
  if (!ext) throw new AppError("DOCUMENT_INVALID", { field: "document" });
  const key = `registrations/${crypto.randomUUID()}.${ext}`;
  await mediaStore().put(key, body, ext === "pdf" ? "application/pdf" : ext === "jpg" ? "image/jpeg" : "image/png");
  return key;
}

/**
 * A signed-in user registers a new business or claims a place (decision 0013). A claimed place must
 * be free (no manager, no owned profile, no open or granted claim — the partial unique index decides
 * between two claims at the same moment). The e-mail proof sends a confirmation link through the
 * outbox; the admins are notified. Audited.
 */
export async function submitRegistration(input: { actor: Actor; values: RegistrationFormValues; notify: Notify }) {
  const { actor, values: v, notify } = input;
  assertCan(actor, "businessRegistration.submit");
  const place = v.kind === "claim" ? await getClaimPlace(v.locationId) : null;
  if (v.kind === "claim" && !place) throw new AppError("PLACE_NOT_FOUND", { field: "locationId" });
  if (place?.taken) throw new AppError("PLACE_ALREADY_CLAIMED", { field: "locationId" });
  if (v.proofKind === "email" && place) {
    if (!place.domain) throw new AppError("PROOF_EMAIL_NO_WEBSITE", { field: "proofEmail" });
    if (!emailAtDomain(v.proofEmail, place.domain)) throw new AppError("PROOF_EMAIL_DOMAIN", { field: "proofEmail", message: `Die E-Mail-Adresse muss zur Domain der Website des Orts gehören (…@${place.domain}).` });
  }
  const documentKey = v.proofKind === "document" && v.document ? await storeDocument(v.document) : null;
  const token = v.proofKind === "email" ? crypto.randomBytes(24).toString("base64url") : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(businessRegistrations)
        .values({
          userId: actor.id,
          businessName: v.businessName,
          description: v.description,
          streetAddress: v.streetAddress || null,
          postalCode: v.postalCode || null,
          city: v.city || place?.city || null,
          phone: v.phone || null,
          website: v.website || place?.website || null,
          email: v.proofKind === "email" ? v.proofEmail : null,
          locationId: place?.id ?? null,
          documents: documentKey ? [documentKey] : [],
          roleAtBusiness: v.roleAtBusiness,
          proofKind: v.proofKind,
          proofEmail: v.proofKind === "email" ? v.proofEmail : null,
          proofTokenHash: token ? hashToken(token) : null,
        })
        .returning({ id: businessRegistrations.id });
      await audit(tx, actor, "business_registration.submitted", { type: "business_registration", id: row!.id }, null, {
        businessName: v.businessName,
        locationId: place?.id ?? null,
        roleAtBusiness: v.roleAtBusiness,
        proofKind: v.proofKind,
      });
      if (token) {
        await enqueue(tx, {
          kind: "email",
          topic: "notification",
          recipient: v.proofEmail,
          payload: {
            to: v.proofEmail,
            template: "notification",
            data: {
              name: v.businessName,
              title: "Bitte bestätigen Sie Ihre geschäftliche E-Mail-Adresse",
              message: `Mit dieser Adresse weisen Sie nach, dass Sie „${v.businessName}“ vertreten. Öffnen Sie den Link und bestätigen Sie die Adresse – danach prüft das Stadtpuls-Team Ihre Registrierung.`,
              url: `${appUrl()}${REGISTER_URL}?bestaetigen=${token}`,
            },
          },
          dedupeKey: `business-registration-confirm:${row!.id}`,
        });
      }
      const admins = await tx.execute<{ user_id: string }>(sql`select user_id from user_roles where role = 'admin'`);
      for (const a of admins.rows) {
        await notify(tx, {
          userId: a.user_id,
          type: "system",
          category: "admin_messages",
          title: "Neue Business-Registrierung",
          message: place ? `${v.businessName} beansprucht „${place.name}“.` : `${v.businessName} möchte ein Business registrieren.`,
          actionUrl: ADMIN_URL,
          entityType: "business_registration",
          entityId: row!.id,
          deliver: { email: false },
        });
      }
      return { id: row!.id };
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const [open] = await db
      .select({ id: businessRegistrations.id })
      .from(businessRegistrations)
      .where(and(eq(businessRegistrations.userId, actor.id), eq(businessRegistrations.status, "pending")))
      .limit(1);
    throw open ? new AppError("REGISTRATION_PENDING_EXISTS") : new AppError("PLACE_ALREADY_CLAIMED", { field: "locationId" });
  }
}

/** The applicant withdraws their pending registration (the row goes; the audit log keeps it). */
export async function withdrawRegistration(input: { actor: Actor; id: string }) {
  const { actor, id } = input;
  if (!isUuid(id)) throw new AppError("REGISTRATION_NOT_FOUND");
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(businessRegistrations)
      .where(and(eq(businessRegistrations.id, id), eq(businessRegistrations.userId, actor.id), eq(businessRegistrations.status, "pending")))
      .returning({ id: businessRegistrations.id, businessName: businessRegistrations.businessName, locationId: businessRegistrations.locationId });
    if (!gone) throw new AppError("REGISTRATION_NOT_FOUND");
    await audit(tx, actor, "business_registration.withdrawn", { type: "business_registration", id }, { businessName: gone.businessName, locationId: gone.locationId }, null);
    return { id };
  });
}

/** The applicant opens the link mailed to the business address: the e-mail proof is confirmed. */
export async function confirmRegistrationEmail(input: { actor: Actor; token: string }) {
  const { actor } = input;
  const token = input.token.trim();
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new AppError("REGISTRATION_TOKEN_INVALID");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(businessRegistrations)
      .set({ proofEmailConfirmedAt: new Date(), proofTokenHash: null })
      .where(and(eq(businessRegistrations.proofTokenHash, hashToken(token)), eq(businessRegistrations.userId, actor.id), eq(businessRegistrations.status, "pending")))
      .returning({ id: businessRegistrations.id, proofEmail: businessRegistrations.proofEmail });
    if (!row) throw new AppError("REGISTRATION_TOKEN_INVALID");
    await audit(tx, actor, "business_registration.email_confirmed", { type: "business_registration", id: row.id }, null, { proofEmail: row.proofEmail });
    return { id: row.id };
  });
}

/**
 * An admin approves or rejects a pending registration. Approval creates the business profile (or
 * gives an existing unowned one of the place its owner) and the manager link of a claimed place — in
 * one transaction; the user is the "Business Owner" from then on (derived, owner-scope). A rejection
 * needs a reason. Both are mailed and notified (outbox) and audited.
 */
export async function reviewRegistration(input: { actor: Actor; id: string; decision: "approve" | "reject"; reason?: string; notify: Notify }) {
  const { actor, id, decision, notify } = input;
  assertCan(actor, "businessRegistration.review");
  const reason = (input.reason ?? "").trim();
  if (decision === "reject" && reason.length < 5) throw new AppError("VALIDATION", { field: "reason", message: "Bitte begründen Sie die Ablehnung (mindestens 5 Zeichen)." });
  if (!isUuid(id)) throw new AppError("REGISTRATION_NOT_FOUND");
  return db.transaction(async (tx) => {
    const [reg] = await tx.select().from(businessRegistrations).where(eq(businessRegistrations.id, id)).for("update");
    if (!reg) throw new AppError("REGISTRATION_NOT_FOUND");
    if (reg.status !== "pending") throw new AppError("REGISTRATION_ALREADY_REVIEWED");
    if (decision === "approve" && reg.proofKind === "email" && !reg.proofEmailConfirmedAt) throw new AppError("REGISTRATION_EMAIL_UNCONFIRMED");
    const status = decision === "approve" ? "approved" : "rejected";
    await tx
      .update(businessRegistrations)
      .set({ status, adminResponse: decision === "reject" ? reason : null, reviewedBy: actor.id, reviewedAt: new Date() })
      .where(eq(businessRegistrations.id, id));
    await audit(tx, actor, `business_registration.${status}`, { type: "business_registration", id }, { status: reg.status }, { status, reason: reason || null });

    let profileId: string | null = null;
    if (decision === "approve") {
      const [place] = reg.locationId
        ? await tx.select({ id: locations.id, cityId: locations.cityId }).from(locations).where(eq(locations.id, reg.locationId)).limit(1)
        : [];
      const [existing] = place
        ? await tx.select({ id: businessProfiles.id, ownerId: businessProfiles.ownerId }).from(businessProfiles).where(eq(businessProfiles.locationId, place.id)).limit(1)
        : [];
      if (existing && !existing.ownerId) {
        await tx.update(businessProfiles).set({ ownerId: reg.userId }).where(eq(businessProfiles.id, existing.id));
        await audit(tx, actor, "business_profile.updated", { type: "business_profile", id: existing.id }, { ownerId: null }, { ownerId: reg.userId });
        profileId = existing.id;
      } else {
        const slug = await freeSlug(tx, businessProfiles, slugify(reg.businessName, { max: 80, fallback: "business" }));
        const [created] = await tx
          .insert(businessProfiles)
          .values({
            name: reg.businessName,
            description: reg.description,
            slug,
            cityId: place?.cityId ?? null,
            city: reg.city ?? "",
            category: reg.category,
            phone: reg.phone,
            email: reg.email,
            website: reg.website,
            ownerId: reg.userId,
            locationId: existing ? null : (place?.id ?? null),
          })
          .returning({ id: businessProfiles.id });
        profileId = created!.id;
        await audit(tx, actor, "business_profile.created", { type: "business_profile", id: profileId }, null, { name: reg.businessName, ownerId: reg.userId, locationId: place?.id ?? null });
      }
      if (place) {
        await tx.insert(locationManagers).values({ locationId: place.id, userId: reg.userId, role: "owner" }).onConflictDoNothing();
        await audit(tx, actor, "location_manager.added", { type: "location", id: place.id }, null, { userId: reg.userId, registrationId: id });
      }
    }

    const [u] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, reg.userId)).limit(1);
    const title = decision === "approve" ? `Ihr Business „${reg.businessName}“ ist freigegeben` : `Ihre Registrierung „${reg.businessName}“ wurde abgelehnt`;
    const message =
      decision === "approve"
        ? "Willkommen im Business-Bereich von Stadtpuls: Sie können jetzt Ihr Business und Ihren Ort pflegen, Bewertungen beantworten und Events anlegen."
        : `Begründung des Stadtpuls-Teams: ${reason} – Sie können eine neue Registrierung stellen.`;
    const url = decision === "approve" ? DASHBOARD_URL : REGISTER_URL;
    await notify(tx, { userId: reg.userId, type: "system", category: "system", title, message, actionUrl: url, entityType: "business_registration", entityId: id, deliver: { email: false } });
    if (u) {
      await enqueue(tx, {
        kind: "email",
        topic: "notification",
        recipient: u.email,
        payload: { to: u.email, template: "notification", data: { name: u.name || u.email, title, message, url: `${appUrl()}${url}` } },
        dedupeKey: `business-registration-${status}:${id}`,
      });
    }
    return { id, status, profileId };
  });
}
