/**
 * Pure price rules of the event card and detail (spec §2.6 "Event card", §3 "Ticket category"):
 * 'Eintritt frei' when the price is 0, a range when there are several active ticket categories,
 * the early-bird price until its end date, 'Ausverkauft' when sold out.
 */
import { formatMoney } from "~/lib/format";
import { NOUNS, plural } from "~/lib/plural";

export type TicketPriceInfo = {
  priceCents: number;
  isActive: boolean;
  earlyBirdPriceCents: number | null;
  /** ISO string; null = the early-bird price has no end date. */
  earlyBirdEndDate: string | null;
};

export type PriceInput = {
  status: string;
  priceCents: number;
  currentParticipants: number;
  maxParticipants: number | null;
  ticketPrices: TicketPriceInfo[];
};

export type PriceDisplay =
  | { kind: "sold_out"; label: "Ausverkauft" }
  | { kind: "free"; label: "Eintritt frei" }
  | { kind: "single"; label: string; regularLabel: string | null; earlyBird: boolean }
  | { kind: "range"; label: string; fromLabel: string; minCents: number; maxCents: number; earlyBird: boolean };

/** 1200 → "12,00 €" (plain space, so the text reads the same everywhere). */
export const money = (cents: number) => formatMoney(cents, { plainSpace: true });

/** An early-bird price applies while its end date has not passed (no end date: it applies). */
export function isEarlyBirdActive(t: TicketPriceInfo, now: Date): boolean {
  if (t.earlyBirdPriceCents == null || t.earlyBirdPriceCents >= t.priceCents) return false;
  if (!t.earlyBirdEndDate) return true;
  return now.getTime() < new Date(t.earlyBirdEndDate).getTime();
}

/** The price a buyer pays for this category right now. */
export function effectivePriceCents(t: TicketPriceInfo, now: Date): number {
  return isEarlyBirdActive(t, now) ? (t.earlyBirdPriceCents as number) : t.priceCents;
}

/** Sold out: status sold_out, or current participants reached the maximum (spec §4). */
export function isSoldOut(e: Pick<PriceInput, "status" | "currentParticipants" | "maxParticipants">): boolean {
  if (e.status === "sold_out") return true;
  return e.maxParticipants != null && e.maxParticipants > 0 && e.currentParticipants >= e.maxParticipants;
}

export function priceDisplay(e: PriceInput, now: Date = new Date()): PriceDisplay {
  if (isSoldOut(e)) return { kind: "sold_out", label: "Ausverkauft" };
  const active = e.ticketPrices.filter((t) => t.isActive);
  if (active.length === 0) {
    if (e.priceCents <= 0) return { kind: "free", label: "Eintritt frei" };
    return { kind: "single", label: money(e.priceCents), regularLabel: null, earlyBird: false };
  }
  const prices = active.map((t) => effectivePriceCents(t, now));
  const earlyBird = active.some((t) => isEarlyBirdActive(t, now));
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  if (max <= 0) return { kind: "free", label: "Eintritt frei" };
  if (min === max) {
    const only = active.length === 1 ? active[0] : null;
    return {
      kind: "single",
      label: money(min),
      regularLabel: only && earlyBird ? money(only.priceCents) : null,
      earlyBird,
    };
  }
  return {
    kind: "range",
    label: `${formatMoney(min, { symbol: false })} – ${formatMoney(max, { symbol: false })} €`,
    fromLabel: `ab ${money(min)}`,
    minCents: min,
    maxCents: max,
    earlyBird,
  };
}

/** Card tag list: the first three, then '+N'. */
export function visibleTags(tags: string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/**
 * How full an event is, for the back office's event lists: "7 / 800 Plätze belegt" with a capacity;
 * without one the count of guests and that there is no limit — never "0 Plätze".
 */
export function seatsLabel(e: { currentParticipants: number; maxParticipants: number | null }): string {
  const n = new Intl.NumberFormat("de-DE");
  if (e.maxParticipants) return `${n.format(e.currentParticipants)} / ${n.format(e.maxParticipants)} Plätze belegt`;
  if (e.currentParticipants === 0) return "Noch keine Gäste · ohne Platzlimit";
  return `${plural(e.currentParticipants, NOUNS.guest)} · ohne Platzlimit`;
}
