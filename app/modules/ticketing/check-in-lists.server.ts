import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { parseInput } from "~/lib/route-helpers.server";
import { audit } from "~/modules/audit/audit.server";
import { ticketCategories } from "~/modules/events/schema";
import { MAX_TICKET_CATEGORIES } from "~/modules/events/validation";
import { assertCheckInAccess, type CheckInActor } from "~/modules/ticketing/check-in-access.server";
import { checkInLists } from "~/modules/ticketing/schema";
import { oneLine, UUID_RE } from "~/lib/input";

export const DEFAULT_LIST_NAME = "Haupteingang";

export type CheckInListRow = typeof checkInLists.$inferSelect;

/** The event's lists, oldest first; an event without lists gets 'Haupteingang' (every category). */
export async function eventCheckInLists(eventId: string): Promise<CheckInListRow[]> {
  const rows = await db.select().from(checkInLists).where(eq(checkInLists.eventId, eventId)).orderBy(asc(checkInLists.createdAt), asc(checkInLists.name));
  if (rows.length > 0) return rows;
  await db.insert(checkInLists).values({ eventId, name: DEFAULT_LIST_NAME }).onConflictDoNothing();
  return db.select().from(checkInLists).where(eq(checkInLists.eventId, eventId)).orderBy(asc(checkInLists.createdAt));
}

export async function defaultCheckInList(eventId: string): Promise<CheckInListRow> {
  const [first] = await eventCheckInLists(eventId);
  return first!;
}

export const checkInListSchema = z.object({
  name: oneLine(z.string({ error: "Name ist erforderlich." }).trim().min(1, "Name ist erforderlich.").max(60, "Der Name darf höchstens 60 Zeichen lang sein.")),
  categoryIds: z.array(z.string().regex(UUID_RE, "Ungültige Kategorie.")).max(MAX_TICKET_CATEGORIES, `Höchstens ${MAX_TICKET_CATEGORIES} Ticketkategorien.`).default([]),
  allowExit: z.boolean().default(false),
});

/** Organizer/admin: a new list ('VIP-Bereich') admitting the chosen categories (none chosen = all). */
export async function createCheckInList(input: { actor: CheckInActor; eventId: string; fields: unknown }) {
  await assertCheckInAccess(input.actor, input.eventId, "manage");
  const f = parseInput(input.fields, checkInListSchema);
  const cats = await db.select({ id: ticketCategories.id }).from(ticketCategories).where(eq(ticketCategories.eventId, input.eventId));
  const known = new Set(cats.map((c) => c.id));
  const chosen = f.categoryIds.filter((id) => known.has(id));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checkInLists)
      .values({ eventId: input.eventId, name: f.name, allCategories: chosen.length === 0, categoryIds: chosen, allowExit: f.allowExit })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("CHECKIN_LIST_NAME_TAKEN", { fields: { name: "Eine Liste mit diesem Namen gibt es schon." } });
    await audit(tx, input.actor, "check_in_list.created", { type: "check_in_list", id: row.id }, null, { name: row.name, categoryIds: chosen, allowExit: row.allowExit });
    return row;
  });
}

/** Organizer/admin: turn exit scans on or off for a list. */
export async function setCheckInListExit(input: { actor: CheckInActor; eventId: string; listId: string; allowExit: boolean }) {
  await assertCheckInAccess(input.actor, input.eventId, "manage");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkInLists)
      .set({ allowExit: input.allowExit })
      .where(and(eq(checkInLists.id, input.listId), eq(checkInLists.eventId, input.eventId)))
      .returning();
    if (!row) throw new AppError("CHECKIN_LIST_NOT_FOUND");
    await audit(tx, input.actor, "check_in_list.updated", { type: "check_in_list", id: row.id }, null, { allowExit: input.allowExit });
    return row;
  });
}
