import { formatDate } from "~/lib/format";

/**
 * Spec §9: under 1 minute 'Gerade eben', then minutes, hours, days (under 7), then the date.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const d = typeof date === "string" ? new Date(date) : date;
  const sec = Math.max(0, Math.floor((now.getTime() - d.getTime()) / 1000));
  if (sec < 60) return "Gerade eben";
  const min = Math.floor(sec / 60);
  if (min < 60) return min === 1 ? "vor 1 Minute" : `vor ${min} Minuten`;
  const h = Math.floor(min / 60);
  if (h < 24) return h === 1 ? "vor 1 Stunde" : `vor ${h} Stunden`;
  const days = Math.floor(h / 24);
  if (days < 7) return days === 1 ? "vor 1 Tag" : `vor ${days} Tagen`;
  return formatDate(d);
}

/** The unread badge caps at 99+ (spec §9). */
export function badgeCount(n: number): string {
  return n > 99 ? "99+" : String(n);
}
