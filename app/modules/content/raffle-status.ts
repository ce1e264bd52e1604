import type { RaffleStatus } from "~/modules/content/labels";

/** A raffle ends "soon" within this many days (then it shows 'Endet bald'). */
export const ENDING_SOON_DAYS = 3;

/** Status from the dates (spec §4 "Raffle status"): active, ending_soon, ended (or not yet started). */
export function raffleStatus(r: { startsAt: Date | string; endDate: Date | string }, now: Date = new Date()): RaffleStatus {
  const end = new Date(r.endDate).getTime();
  const start = new Date(r.startsAt).getTime();
  const t = now.getTime();
  if (t >= end) return "ended";
  if (t < start) return "upcoming";
  if (end - t <= ENDING_SOON_DAYS * 86_400_000) return "ending_soon";
  return "active";
}

/** "noch 2 Tage", "noch 5 Stunden", "endet heute" */
export function timeLeftLabel(endDate: Date | string, now: Date = new Date()): string {
  const ms = new Date(endDate).getTime() - now.getTime();
  if (ms <= 0) return "Beendet";
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return "Endet in weniger als einer Stunde";
  if (hours < 24) return `Noch ${hours} ${hours === 1 ? "Stunde" : "Stunden"}`;
  const days = Math.floor(hours / 24);
  return `Noch ${days} ${days === 1 ? "Tag" : "Tage"}`;
}
