/** Pure price calculation of an order (cents). Every price shown is the total incl. all fees (PAngV). */

export type PricedCategory = {
  id: string;
  name: string;
  priceCents: number;
  earlyBirdPriceCents: number | null;
  earlyBirdEndDate: Date | null;
};

/**
 * A discount code as pricing sees it: only the lines of its categories count (none given: all), and
 * only when they hold at least `minTickets` tickets.
 */
export type Discount = { kind: "percent" | "amount"; value: number; categoryIds?: readonly string[]; minTickets?: number };

/** The tickets of an order a discount applies to. */
export function discountedLines<L extends { categoryId: string; quantity: number }>(lines: L[], discount: Pick<Discount, "categoryIds">): L[] {
  const only = discount.categoryIds?.length ? new Set(discount.categoryIds) : null;
  return only ? lines.filter((l) => only.has(l.categoryId)) : lines;
}

export type OrderLine = { categoryId: string; name: string; quantity: number; unitPriceCents: number; isEarlyBird: boolean };

export type OrderPrice = {
  lines: OrderLine[];
  quantity: number;
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
};

/** Service fee per paid ticket in cents (TICKET_SERVICE_FEE_CENTS, default 0 = no fee). */
export function serviceFeePerTicketCents(): number {
  const v = Number(process.env.TICKET_SERVICE_FEE_CENTS ?? 0);
  return Number.isInteger(v) && v >= 0 ? v : 0;
}

/** Early-bird price applies until (and including) its end date. */
export function unitPrice(c: PricedCategory, now: Date): { cents: number; isEarlyBird: boolean } {
  if (c.earlyBirdPriceCents != null && c.earlyBirdEndDate && now.getTime() <= c.earlyBirdEndDate.getTime()) {
    return { cents: Math.min(c.earlyBirdPriceCents, c.priceCents), isEarlyBird: c.earlyBirdPriceCents < c.priceCents };
  }
  return { cents: c.priceCents, isEarlyBird: false };
}

export function priceOrder(
  categories: PricedCategory[],
  quantities: Record<string, number>,
  options: { now: Date; discount?: Discount | null; feePerTicketCents?: number },
): OrderPrice {
  const lines: OrderLine[] = [];
  for (const c of categories) {
    const q = quantities[c.id] ?? 0;
    if (q <= 0) continue;
    const p = unitPrice(c, options.now);
    lines.push({ categoryId: c.id, name: c.name, quantity: q, unitPriceCents: p.cents, isEarlyBird: p.isEarlyBird });
  }
  const quantity = lines.reduce((s, l) => s + l.quantity, 0);
  const subtotalCents = lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
  let discountCents = 0;
  const d = options.discount;
  const applicable = d ? discountedLines(lines, d) : [];
  const applicableQuantity = applicable.reduce((s, l) => s + l.quantity, 0);
  if (d && applicableQuantity > 0 && applicableQuantity >= (d.minTickets ?? 1)) {
    const base = applicable.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
    discountCents = Math.min(d.kind === "percent" ? Math.round((base * d.value) / 100) : d.value, base);
  }
  const paidTickets = lines.filter((l) => l.unitPriceCents > 0).reduce((s, l) => s + l.quantity, 0);
  const feeCents = subtotalCents - discountCents > 0 ? paidTickets * (options.feePerTicketCents ?? 0) : 0;
  return { lines, quantity, subtotalCents, discountCents, feeCents, totalCents: subtotalCents - discountCents + feeCents };
}
