/**
 * A redirect target from user input (`?redirectTo=`, a form field): only a path of this site.
 * The target is parsed as a URL against a placeholder origin, as a browser would resolve it in a
 * Location header, and accepted only when it stays on that origin; what is returned is the
 * normalised path, so the browser goes exactly where the check looked. Control characters
 * (browsers drop tab and newline: `/\t/evil.example` is `//evil.example`) and backslashes (read as
 * `/`) are refused outright; a newline would also make the Location header invalid.
 */
const BASE = "http://stadtpuls.invalid";

export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith("/")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/luebeck/..//evil.example` normalises to `//evil.example`: protocol-relative, another host
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  if (url.pathname.startsWith("/api/")) return fallback;
  return path;
}
