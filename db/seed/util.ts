import { TZDate } from "@date-fns/tz";

export const TIME_ZONE = "Europe/Berlin";

/** URL slug: lower case, German umlauts transliterated (ä→ae, ö→oe, ü→ue, ß→ss), other accents dropped. */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/ø/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/å/g, "aa")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/-{2,}/g, "-");
}

/** Event slug rule (spec §3): title slug + "-" + first segment of the id. */
export function eventSlug(title: string, id: string): string {
  return `${slugify(title)}-${id.slice(0, 8)}`;
}

/** Small deterministic PRNG (mulberry32) so the demo data looks the same on every run. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
export type Rng = ReturnType<typeof createRng>;

/** The calendar day of `now` in Berlin, shifted by `dayOffset`, at local time `hhmm` ("19:30"), as a UTC Date. */
export function berlinDateTime(now: Date, dayOffset: number, hhmm: string): Date {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  const [h, m] = hhmm.split(":").map(Number);
  const d = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + dayOffset, h, m, 0, TIME_ZONE);
  return new Date(d.getTime());
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a Berlin calendar day. */
export function berlinWeekday(now: Date, dayOffset: number): number {
  const d = new TZDate(berlinDateTime(now, dayOffset, "12:00").getTime(), TIME_ZONE);
  const js = d.getDay();
  return js === 0 ? 7 : js;
}

/** Month (1–12) of a Berlin calendar day. */
export function berlinMonth(now: Date, dayOffset: number): number {
  return new TZDate(berlinDateTime(now, dayOffset, "12:00").getTime(), TIME_ZONE).getMonth() + 1;
}

export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** Random 32-character id, as better-auth generates them. */
export function randomAuthId(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let out = "";
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

export function formatMs(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1).replace(".", ",")} s`;
  const min = Math.floor(s / 60);
  return `${min} min ${Math.round(s - min * 60)} s`;
}
