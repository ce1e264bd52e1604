import crypto from "node:crypto";
import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { formatMoney, formatMoneyInput, toBerlinLocalInput } from "~/lib/format";
import { isUuid } from "~/lib/input";
import { offsetBatches, type ExportSpec } from "~/lib/list/export-spec";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import { isAdmin, type Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { events, ticketCategories } from "~/modules/events/schema";
import { ownedEventsSql, teamOrganizerIdsSql } from "~/modules/organizers/ownership";
import { eventOrganizerIdSql, ensureOwnOrganizer, type OrganizerActor } from "~/modules/organizers/scope.server";
import { organizers } from "~/modules/people/schema";
import { discountValue, type DiscountCodeFormValues, type DiscountCodeListParams } from "~/modules/ticketing/discount-code-form";
import type { DiscountState } from "~/modules/ticketing/labels";
import { assertCan } from "~/modules/ticketing/permissions";
import { bookings, discountCodes } from "~/modules/ticketing/schema";
import { linkTo, organizer } from "~/registry";

/**
 * Discount codes of organizer profiles (issue 26): the organizer's list, its export, the edit view
 * and the use cases (save, bulk-generate, delete). Every function takes the actor first; a code of
 * another organizer profile does not exist for them (DISCOUNT_CODE_NOT_FOUND).
 */

/** The codes an actor manages: admins all, anyone else those of the organizer profiles their account runs. */
export function ownedDiscountCodesSql(actor: Actor): SQL {
  return isAdmin(actor)
    ? sql`true`
    : sql`(${discountCodes.organizerId} in (select ${organizers.id} from ${organizers} where ${organizers.userId} = ${actor.id}) or ${discountCodes.organizerId} in ${teamOrganizerIdsSql(actor.id, "money")})`;
}

/** Uses that count: confirmed bookings with the code; revenue is what they paid minus refunds (cents). */
const revenueSql = sql<number>`(select coalesce(sum(b.total_amount_cents - b.refunded_cents), 0)::int from ${bookings} b
  where b.discount_code_id = "discount_codes"."id" and b.status = 'confirmed')`;

const stateSql: Record<DiscountState, SQL> = {
  inactive: sql`${discountCodes.isActive} = false`,
  used_up: sql`${discountCodes.isActive} and ${discountCodes.maxUses} is not null and ${discountCodes.usedCount} >= ${discountCodes.maxUses}`,
  expired: sql`${discountCodes.isActive} and ${discountCodes.validUntil} < now()`,
  scheduled: sql`${discountCodes.isActive} and ${discountCodes.validFrom} > now()`,
  active: sql`${discountCodes.isActive} and (${discountCodes.maxUses} is null or ${discountCodes.usedCount} < ${discountCodes.maxUses})
    and (${discountCodes.validUntil} is null or ${discountCodes.validUntil} >= now()) and (${discountCodes.validFrom} is null or ${discountCodes.validFrom} <= now())`,
};

function listWhere(actor: Actor, params: DiscountCodeListParams) {
  const f = params.filters;
  return and(
    ownedDiscountCodesSql(actor),
    params.q ? ilike(discountCodes.code, likePattern(params.q.trim())) : undefined,
    f.state ? stateSql[f.state] : undefined,
    f.kind ? eq(discountCodes.kind, f.kind) : undefined,
    f.event ? sql`(cardinality(${discountCodes.eventIds}) = 0 or ${f.event}::uuid = any(${discountCodes.eventIds}))` : undefined,
    f.batch ? eq(discountCodes.batch, f.batch) : undefined,
  );
}

const listColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  kind: discountCodes.kind,
  value: discountCodes.value,
  eventIds: discountCodes.eventIds,
  categoryIds: discountCodes.categoryIds,
  maxUses: discountCodes.maxUses,
  usedCount: discountCodes.usedCount,
  maxUsesPerBuyer: discountCodes.maxUsesPerBuyer,
  minTickets: discountCodes.minTickets,
  validFrom: discountCodes.validFrom,
  validUntil: discountCodes.validUntil,
  isActive: discountCodes.isActive,
  batch: discountCodes.batch,
  createdAt: discountCodes.createdAt,
  revenueCents: revenueSql,
};
type ListRow = { [K in keyof typeof listColumns]: K extends "revenueCents" ? number : (typeof discountCodes.$inferSelect)[Exclude<K, "revenueCents">] };

function listOrder(params: DiscountCodeListParams) {
  return orderBy(params, { code: discountCodes.code, created: discountCodes.createdAt, uses: discountCodes.usedCount, revenue: revenueSql }, discountCodes.id);
}

/** What a code says about itself now. */
export function discountState(c: Pick<ListRow, "isActive" | "maxUses" | "usedCount" | "validFrom" | "validUntil">, now = new Date()): DiscountState {
  if (!c.isActive) return "inactive";
  if (c.maxUses != null && c.usedCount >= c.maxUses) return "used_up";
  if (c.validUntil && c.validUntil < now) return "expired";
  if (c.validFrom && c.validFrom > now) return "scheduled";
  return "active";
}

export function discountLabel(c: { kind: "percent" | "amount"; value: number }): string {
  return c.kind === "percent" ? `${c.value} %` : formatMoney(c.value);
}

function scopeLabel(c: Pick<ListRow, "eventIds" | "categoryIds">): string {
  const ev = c.eventIds.length === 0 ? "Alle Events" : c.eventIds.length === 1 ? "1 Event" : `${c.eventIds.length} Events`;
  return c.categoryIds.length ? `${ev}, ${c.categoryIds.length === 1 ? "1 Kategorie" : `${c.categoryIds.length} Kategorien`}` : ev;
}

function displayRow(c: ListRow) {
  return {
    ...c,
    state: discountState(c),
    discountLabel: discountLabel(c),
    scopeLabel: scopeLabel(c),
    usesLabel: c.maxUses == null ? `${c.usedCount}` : `${c.usedCount} / ${c.maxUses}`,
    revenueLabel: formatMoney(c.revenueCents),
    editHref: linkTo(organizer, "discountCodeEdit", { id: c.id }),
  };
}

/** The organizer's discount codes with uses and revenue (list page). */
export async function getDiscountCodesView(actor: Actor, params: DiscountCodeListParams) {
  assertCan(actor, "discountCode.manage");
  const where = listWhere(actor, params);
  return listPage(params, {
    rows: ({ limit, offset }) => db.select(listColumns).from(discountCodes).where(where).orderBy(...listOrder(params)).limit(limit).offset(offset),
    total: () => db.$count(discountCodes, where),
    map: (c) => displayRow(c as ListRow),
  });
}

/** The list as CSV/Excel with the same filters (a bulk run's codes: filter by its batch). */
export async function exportDiscountCodes(actor: Actor, params: DiscountCodeListParams): Promise<ExportSpec<ReturnType<typeof displayRow>>> {
  assertCan(actor, "discountCode.manage");
  const where = listWhere(actor, params);
  return {
    filename: params.filters.batch ? `rabattcodes-${params.filters.batch.toLowerCase()}.csv` : "rabattcodes.csv",
    batches: offsetBatches(async ({ limit, offset }) =>
      (await db.select(listColumns).from(discountCodes).where(where).orderBy(...listOrder(params)).limit(limit).offset(offset)).map((c) => displayRow(c as ListRow)),
    ),
    columns: [
      { header: "Code", value: (c) => c.code },
      { header: "Rabatt", value: (c) => c.discountLabel },
      { header: "Gilt für", value: (c) => c.scopeLabel },
      { header: "Einlösungen", value: (c) => c.usedCount },
      { header: "Höchstens", value: (c) => c.maxUses ?? "" },
      { header: "Umsatz (€)", value: (c) => (c.revenueCents / 100).toFixed(2).replace(".", ",") },
      { header: "Status", value: (c) => c.state },
      { header: "Serie", value: (c) => c.batch ?? "" },
    ],
  };
}

/** The actor's events and their ticket categories to choose from (form, list filter). */
export async function discountScopeOptions(actor: Actor, organizerId?: string) {
  assertCan(actor, "discountCode.manage");
  const own = organizerId
    ? sql`${eventOrganizerIdSql("events")} = ${organizerId}`
    : ownedEventsSql(actor, { createdBy: events.createdBy, organizerId: events.organizerId }, "money");
  const rows = await db
    .select({ id: events.id, title: events.title, startDate: events.startDate, categoryId: ticketCategories.id, categoryName: ticketCategories.name })
    .from(events)
    .leftJoin(ticketCategories, eq(ticketCategories.eventId, events.id))
    .where(and(own, sql`${events.status} <> 'cancelled'`))
    .orderBy(desc(events.startDate), asc(ticketCategories.sortOrder))
    .limit(600);
  const byEvent = new Map<string, { id: string; title: string; startDate: string; categories: Array<{ id: string; name: string }> }>();
  for (const r of rows) {
    const e = byEvent.get(r.id) ?? { id: r.id, title: r.title, startDate: r.startDate.toISOString(), categories: [] };
    if (r.categoryId) e.categories.push({ id: r.categoryId, name: r.categoryName! });
    byEvent.set(r.id, e);
  }
  return [...byEvent.values()];
}

async function findOwnCode(q: DbOrTx, actor: Actor, id: string, forUpdate = false) {
  if (!isUuid(id)) throw new AppError("DISCOUNT_CODE_NOT_FOUND");
  const query = q.select().from(discountCodes).where(and(eq(discountCodes.id, id), ownedDiscountCodesSql(actor))).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("DISCOUNT_CODE_NOT_FOUND");
  return row;
}

/** The edit page: the code as the form shows it, with its uses and revenue. */
export async function getDiscountCodeEditView(actor: Actor, id: string) {
  assertCan(actor, "discountCode.manage");
  const c = await findOwnCode(db, actor, id);
  const [{ revenue }] = (await db.select({ revenue: revenueSql }).from(discountCodes).where(eq(discountCodes.id, c.id))) as Array<{ revenue: number }>;
  return {
    code: { id: c.id, code: c.code, usedCount: c.usedCount, revenueLabel: formatMoney(Number(revenue)), state: discountState(c), batch: c.batch, createdAt: c.createdAt.toISOString() },
    options: await discountScopeOptions(actor, c.organizerId),
    defaultValue: {
      code: c.code,
      kind: c.kind,
      value: c.kind === "percent" ? String(c.value) : (formatMoneyInput(c.value) ?? ""),
      eventIds: c.eventIds,
      categoryIds: c.categoryIds,
      validFrom: c.validFrom ? toBerlinLocalInput(c.validFrom) : "",
      validUntil: c.validUntil ? toBerlinLocalInput(c.validUntil) : "",
      maxUses: c.maxUses == null ? "" : String(c.maxUses),
      maxUsesPerBuyer: c.maxUsesPerBuyer == null ? "" : String(c.maxUsesPerBuyer),
      minTickets: String(c.minTickets),
      isActive: c.isActive,
    },
  };
}

/** Events and categories must be the code's organizer's (refused otherwise, nothing changes). */
async function assertScope(tx: DbOrTx, organizerId: string, eventIds: string[], categoryIds: string[]) {
  if (eventIds.length) {
    const [{ n }] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from events e
      where e.id = any(${`{${eventIds.join(",")}}`}::uuid[]) and ${eventOrganizerIdSql("e")} = ${organizerId}`)).rows as Array<{ n: number }>;
    if (Number(n) !== new Set(eventIds).size) throw new AppError("DISCOUNT_CODE_FOREIGN_SCOPE", { field: "eventIds" });
  }
  if (categoryIds.length) {
    const [{ n }] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from ticket_categories t join events e on e.id = t.event_id
      where t.id = any(${`{${categoryIds.join(",")}}`}::uuid[]) and ${eventOrganizerIdSql("e")} = ${organizerId}
        and (${eventIds.length} = 0 or t.event_id = any(${`{${eventIds.join(",") || ""}}`}::uuid[]))`)).rows as Array<{ n: number }>;
    if (Number(n) !== new Set(categoryIds).size) throw new AppError("DISCOUNT_CODE_FOREIGN_SCOPE", { field: "categoryIds" });
  }
}

function columnsOf(v: Omit<DiscountCodeFormValues, "code" | "quantity">) {
  return {
    kind: v.kind,
    value: discountValue(v),
    eventIds: [...new Set(v.eventIds)],
    categoryIds: [...new Set(v.categoryIds)],
    validFrom: v.validFrom ?? null,
    validUntil: v.validUntil ?? null,
    maxUses: v.maxUses ?? null,
    maxUsesPerBuyer: v.maxUsesPerBuyer ?? null,
    minTickets: v.minTickets,
    isActive: v.isActive,
  };
}

const auditFields = ["code", "kind", "value", "eventIds", "categoryIds", "validFrom", "validUntil", "maxUses", "maxUsesPerBuyer", "minTickets", "isActive"] as const;
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of auditFields) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return { b, a };
}

/**
 * Creates a code for the actor's organizer profile, or changes one (the whole form, or only
 * `isActive` from the list). Unique per organizer (case-insensitive: stored upper-case); a code
 * used before keeps its name, its kind and value may change for later buyers.
 */
export async function saveDiscountCode(
  input: { actor: OrganizerActor; values: DiscountCodeFormValues } | { actor: OrganizerActor; id: string; values: DiscountCodeFormValues | { isActive: boolean } },
): Promise<{ id: string }> {
  const { actor } = input;
  assertCan(actor, "discountCode.manage");
  try {
    return await db.transaction(async (tx) => {
      if (!("id" in input)) {
        const profile = await ensureOwnOrganizer(tx, actor, "money");
        const cols = columnsOf(input.values);
        await assertScope(tx, profile.id, cols.eventIds, cols.categoryIds);
        const [row] = await tx.insert(discountCodes).values({ organizerId: profile.id, code: input.values.code, ...cols }).returning();
        await audit(tx, actor, "discount_code.created", { type: "discount_code", id: row!.id }, null, { ...changed({}, row!).a, organizerId: profile.id });
        return { id: row!.id };
      }
      const before = await findOwnCode(tx, actor, input.id, true);
      const patch = "code" in input.values ? { code: input.values.code, ...columnsOf(input.values) } : { isActive: input.values.isActive };
      if ("eventIds" in patch) await assertScope(tx, before.organizerId, patch.eventIds, patch.categoryIds);
      const [after] = await tx.update(discountCodes).set({ ...patch, updatedAt: new Date() }).where(eq(discountCodes.id, before.id)).returning();
      const { b, a } = changed(before, after!);
      if (Object.keys(a).length) await audit(tx, actor, "discount_code.updated", { type: "discount_code", id: before.id }, b, a);
      return { id: before.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DISCOUNT_CODE_TAKEN", { field: "code" });
    throw error;
  }
}

/** Deletes a code that was never used; a used one must be deactivated instead (German refusal). */
export async function deleteDiscountCode(input: { actor: OrganizerActor; id: string }): Promise<void> {
  assertCan(input.actor, "discountCode.manage");
  await db.transaction(async (tx) => {
    const before = await findOwnCode(tx, input.actor, input.id, true);
    const [{ used }] = (await tx.execute<{ used: boolean }>(sql`select exists (select 1 from bookings where discount_code_id = ${before.id}) as used`)).rows as Array<{ used: boolean }>;
    if (before.usedCount > 0 || used) throw new AppError("DISCOUNT_CODE_USED");
    await tx.delete(discountCodes).where(eq(discountCodes.id, before.id));
    await audit(tx, input.actor, "discount_code.deleted", { type: "discount_code", id: before.id }, { code: before.code, usedCount: before.usedCount }, null);
  });
}

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** `n` cryptographically random characters of ALPHABET (rejection sampling: no bias). */
export function randomCodePart(n: number): string {
  let out = "";
  while (out.length < n) {
    for (const byte of crypto.randomBytes(n * 2)) {
      if (byte < 256 - (256 % ALPHABET.length)) out += ALPHABET[byte % ALPHABET.length];
      if (out.length === n) break;
    }
  }
  return out;
}

/**
 * Generates `quantity` one-time codes (`PREFIX-XXXXXXXX`, 31^8 ≈ 8.5 × 10^11 each) for the actor's
 * organizer profile with the same rules, one use each, in one transaction; the batch is the prefix,
 * so the list filters and exports exactly them.
 */
export async function generateDiscountCodes(input: { actor: OrganizerActor; values: DiscountCodeFormValues }): Promise<{ batch: string; count: number }> {
  const { actor, values } = input;
  assertCan(actor, "discountCode.manage");
  const prefix = values.code;
  return db.transaction(async (tx) => {
    const profile = await ensureOwnOrganizer(tx, actor, "money");
    const cols = { ...columnsOf(values), maxUses: 1, maxUsesPerBuyer: 1 };
    await assertScope(tx, profile.id, cols.eventIds, cols.categoryIds);
    let made = 0;
    for (let attempt = 0; made < values.quantity && attempt < 5; attempt++) {
      const rows = Array.from({ length: values.quantity - made }, () => ({ organizerId: profile.id, code: `${prefix}-${randomCodePart(8)}`, batch: prefix, ...cols }));
      const inserted = await tx.insert(discountCodes).values(rows).onConflictDoNothing().returning({ id: discountCodes.id });
      made += inserted.length;
    }
    if (made < values.quantity) throw new AppError("DISCOUNT_CODE_TAKEN", { field: "code" });
    await audit(tx, actor, "discount_code.bulk_created", { type: "discount_code" }, null, { batch: prefix, count: made, organizerId: profile.id, ...changed({}, cols).a });
    return { batch: prefix, count: made };
  });
}
