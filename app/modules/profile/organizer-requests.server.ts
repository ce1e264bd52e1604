import crypto from "node:crypto";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { safeWebUrl } from "~/lib/input";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import { slugify } from "~/lib/slugify";
import { appUrl } from "~/lib/env.server";
import type { Actor } from "~/modules/accounts/actor";
import type { AdminOrganizerRequestListParams } from "~/modules/profile/labels";
import { assertCan } from "~/modules/profile/permissions";
import { organizerRequests, profiles, user, userRoles } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import { organizers } from "~/modules/people/schema";

export type OrganizerRequestInput = {
  organizationName: string;
  description: string;
  website: string | null;
  phone: string | null;
  city: string | null;
  eventTypes: string[];
};

/** A signed-in user asks to become an organizer; one open request at a time. */
export async function submitOrganizerRequest(input: { actor: Actor; data: OrganizerRequestInput }) {
  const { actor, data } = input;
  assertCan(actor, "organizerRequest.create");
  try {
    return await db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: organizerRequests.id })
        .from(organizerRequests)
        .where(and(eq(organizerRequests.userId, actor.id), eq(organizerRequests.status, "pending")))
        .limit(1);
      if (open) throw new AppError("REQUEST_PENDING_EXISTS");
      const [row] = await tx.insert(organizerRequests).values({ userId: actor.id, ...data }).returning();
      await audit(tx, actor, "organizer_request.created", { type: "organizer_request", id: row.id }, null, { ...data });
      // tell the admins (in-app) and the team mailbox
      const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
      for (const a of admins) {
        await createNotification(tx, {
          userId: a.userId,
          type: "system",
          category: "admin_messages",
          title: "Neue Veranstalter-Anfrage",
          message: `${data.organizationName} möchte Veranstalter:in werden.`,
          actionUrl: "/admin/requests",
          entityType: "organizer_request",
          entityId: row.id,
          deliver: { email: false },
        });
      }
      const team = process.env.TEAM_EMAIL ?? "team@stadtpuls.de";
      await enqueue(tx, {
        kind: "email",
        topic: "organizer_request_received",
        recipient: team,
        payload: {
          to: team,
          template: "organizer_request_received",
          data: { name: actor.email, email: actor.email, organizationName: data.organizationName, description: data.description, url: `${appUrl()}/admin/requests` },
        },
        dedupeKey: `organizer-request:${row.id}`,
      });
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("REQUEST_PENDING_EXISTS");
    throw e;
  }
}

/** A request as both its applicant and the admins see it (display-ready; links only http/https). */
function requestView(r: typeof organizerRequests.$inferSelect) {
  return {
    id: r.id,
    organizationName: r.organizationName,
    description: r.description,
    website: safeWebUrl(r.website),
    phone: r.phone,
    city: r.city,
    eventTypes: r.eventTypes,
    status: r.status,
    adminResponse: r.adminResponse,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

/** The signed-in user's own requests, newest first (the page 'Veranstalter:in werden'). */
export async function listMyRequests(userId: string) {
  const rows = await db.select().from(organizerRequests).where(eq(organizerRequests.userId, userId)).orderBy(desc(organizerRequests.createdAt)).limit(50);
  return rows.map(requestView);
}

/**
 * One page of the organizer requests with the applicant (admin view; admins only). Without a status
 * filter the open requests (the daily work); `status=all` every one. Search: organization, e-mail, name.
 */
export async function listOrganizerRequests(actor: Actor, params: AdminOrganizerRequestListParams) {
  assertCan(actor, "organizerRequest.list");
  const status = params.filters.status ?? "pending";
  const q = params.q.trim();
  const where = and(
    status === "all" ? undefined : eq(organizerRequests.status, status),
    q
      ? or(
          ilike(organizerRequests.organizationName, likePattern(q)),
          ilike(user.email, likePattern(q)),
          ilike(user.name, likePattern(q)),
          ilike(sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})`, likePattern(q)),
        )
      : undefined,
  );
  return listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select({ request: organizerRequests, email: user.email, name: user.name, firstName: profiles.firstName, lastName: profiles.lastName })
        .from(organizerRequests)
        .innerJoin(user, eq(user.id, organizerRequests.userId))
        .leftJoin(profiles, eq(profiles.id, organizerRequests.userId))
        .where(where)
        .orderBy(...orderBy(params, { created: organizerRequests.createdAt, organization: organizerRequests.organizationName }, organizerRequests.id))
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(organizerRequests)
        .innerJoin(user, eq(user.id, organizerRequests.userId))
        .leftJoin(profiles, eq(profiles.id, organizerRequests.userId))
        .where(where);
      return row?.n ?? 0;
    },
    map: ({ request: r, email, name, firstName, lastName }) => ({
      ...requestView(r),
      applicant: [firstName, lastName].filter(Boolean).join(" ") || name,
      email,
    }),
  });
}
export type AdminOrganizerRequestRow = Awaited<ReturnType<typeof listOrganizerRequests>>["rows"][number];

/**
 * An admin approves or rejects a pending request, with a response. Approval grants the
 * organizer role (never downgrading an admin) and creates the organizer profile if there is none.
 * Audit row, in-app notification and e-mail (outbox) are written in the same transaction.
 */
export async function reviewOrganizerRequest(input: { actor: Actor; requestId: string; decision: "approve" | "reject"; response: string }) {
  const { actor: admin, requestId, decision } = input;
  assertCan(admin, "organizerRequest.review");
  const response = input.response.trim();
  if (decision === "reject" && !response) throw new AppError("ADMIN_RESPONSE_REQUIRED", { fields: { response: "Bitte begründen Sie die Ablehnung." } });
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select id from organizer_requests where id = ${requestId} for update`);
    if (locked.rows.length === 0) throw new AppError("REQUEST_NOT_FOUND");
    const [req] = await tx.select().from(organizerRequests).where(eq(organizerRequests.id, requestId)).limit(1);
    if (!req) throw new AppError("REQUEST_NOT_FOUND");
    if (req.status !== "pending") throw new AppError("REQUEST_ALREADY_REVIEWED");
    const status = decision === "approve" ? "approved" : "rejected";
    const [updated] = await tx
      .update(organizerRequests)
      .set({ status, adminResponse: response || null, reviewedBy: admin.id, reviewedAt: new Date() })
      .where(eq(organizerRequests.id, requestId))
      .returning();
    await audit(tx, admin, `organizer_request.${status}`, { type: "organizer_request", id: requestId }, { status: req.status }, { status, adminResponse: response || null });

    if (decision === "approve") {
      const [before] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, req.userId)).limit(1);
      await tx
        .insert(userRoles)
        .values({ userId: req.userId, role: "organizer", grantedBy: admin.id })
        .onConflictDoUpdate({
          target: userRoles.userId,
          set: { role: sql`case when ${userRoles.role} = 'admin' then 'admin'::app_role else 'organizer'::app_role end`, grantedBy: admin.id, updatedAt: new Date() },
        });
      await audit(tx, admin, "user_role.granted", { type: "user", id: req.userId }, { role: before?.role ?? "user" }, { role: before?.role === "admin" ? "admin" : "organizer" });
      const [existing] = await tx.select({ id: organizers.id }).from(organizers).where(eq(organizers.userId, req.userId)).limit(1);
      if (!existing) {
        const [u] = await tx.select({ email: user.email }).from(user).where(eq(user.id, req.userId)).limit(1);
        const [org] = await tx
          .insert(organizers)
          .values({
            name: req.organizationName,
            slug: `${slugify(req.organizationName, { max: 60, fallback: "veranstalter" })}-${crypto.randomBytes(3).toString("hex")}`,
            description: req.description,
            website: req.website,
            phone: req.phone,
            email: u?.email ?? null,
            userId: req.userId,
          })
          .returning({ id: organizers.id });
        await audit(tx, admin, "organizer.created", { type: "organizer", id: org.id }, null, { name: req.organizationName, userId: req.userId });
      }
    }

    await createNotification(tx, {
      userId: req.userId,
      type: "system",
      category: "requests",
      priority: "high",
      title: decision === "approve" ? "Ihre Veranstalter-Anfrage wurde freigegeben" : "Ihre Veranstalter-Anfrage wurde abgelehnt",
      message:
        decision === "approve"
          ? `Willkommen an Bord! Sie können jetzt im Organisator-Dashboard Events anlegen.${response ? ` Antwort des Teams: ${response}` : ""}`
          : `Antwort des Teams: ${response}`,
      actionUrl: decision === "approve" ? "/organizer" : "/luebeck/requests",
      entityType: "organizer_request",
      entityId: requestId,
    });
    return updated;
  });
}
