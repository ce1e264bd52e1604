/** "HH:mm" → minutes after midnight, or null when malformed. */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes after local midnight of `now` in the time zone (falls back to Europe/Berlin). */
export function localMinutes(now: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  }
  const h = Number(parts.find((p) => p.type === "hour")?.value ?? 0);
  const min = Number(parts.find((p) => p.type === "minute")?.value ?? 0);
  return h * 60 + min;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("de-DE", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * If `now` falls inside the quiet hours [start, end) in the user's time zone (the window may span
 * midnight), returns when they end; otherwise null. start === end means no quiet time.
 */
export function quietHoursEnd(now: Date, q: { enabled: boolean; start: string; end: string; timeZone: string }): Date | null {
  if (!q.enabled) return null;
  const start = parseClock(q.start);
  const end = parseClock(q.end);
  if (start === null || end === null || start === end) return null;
  const cur = localMinutes(now, q.timeZone);
  const inside = start < end ? cur >= start && cur < end : cur >= start || cur < end;
  if (!inside) return null;
  const delta = (end - cur + 1440) % 1440;
  const d = new Date(now.getTime() + delta * 60_000);
  d.setUTCSeconds(0, 0);
  return d;
}
