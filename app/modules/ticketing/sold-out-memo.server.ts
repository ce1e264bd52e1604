/**
 * Events this process saw sold out within the last second: during an on-sale rush the late buyers
 * are refused without reading the event again. Seats freed in this process clear the entry at once
 * (forgetSoldOut); seats freed by another process are noticed at the latest a second later. Only
 * ever used to refuse early — the conditional seat UPDATE remains the one authority on seats.
 */
import { bumpContentVersion } from "~/lib/micro-cache.server";

const soldOutUntil = new Map<string, number>();
const SOLD_OUT_MEMO_MS = 1000;

export function rememberSoldOut(eventId: string): void {
  if (soldOutUntil.size > 10_000) soldOutUntil.clear();
  // newly seen sold out: cached public pages still say "noch N Plätze" (purchases leave the
  // micro-cache alone), so they are renewed now — at most once a second per event during a rush
  if (!isRememberedSoldOut(eventId)) bumpContentVersion();
  soldOutUntil.set(eventId, Date.now() + SOLD_OUT_MEMO_MS);
}

export function forgetSoldOut(eventId: string): void {
  // seats of an event seen sold out are free again: public pages that say so are renewed
  if (soldOutUntil.delete(eventId)) bumpContentVersion();
}

/** Cheap first test of the sold-out gate: has this process seen any event sold out lately? */
export function anyRememberedSoldOut(): boolean {
  if (soldOutUntil.size === 0) return false;
  const now = Date.now();
  for (const [id, until] of soldOutUntil) if (until <= now) soldOutUntil.delete(id);
  return soldOutUntil.size > 0;
}

export function isRememberedSoldOut(eventId: string): boolean {
  const until = soldOutUntil.get(eventId);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  soldOutUntil.delete(eventId);
  return false;
}
