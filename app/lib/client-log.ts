/** A small local error log in the browser (spec §9: 50 entries, purged after 24 h). */
const KEY = "stadtpuls-error-log";
const MAX = 50;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type LogEntry = { at: number; level: "critical" | "error"; name: string; message: string; componentStack?: string; url?: string };

export function readLog(now = Date.now()): LogEntry[] {
  if (typeof localStorage === "undefined") return [];
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? "[]") as LogEntry[];
    return Array.isArray(list) ? list.filter((e) => now - e.at < MAX_AGE_MS) : [];
  } catch {
    return [];
  }
}

export function logClientError(entry: Omit<LogEntry, "at">, now = Date.now()): void {
  if (typeof localStorage === "undefined") return;
  const list = [...readLog(now), { ...entry, at: now }].slice(-MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage full or blocked: logging must never break the page */
  }
  console.error(`[${entry.level}] ${entry.name}: ${entry.message}`, entry.componentStack ?? "");
}
