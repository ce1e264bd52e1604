import pino from "pino";
import { isUuid } from "~/lib/input";

const g = globalThis as unknown as { __stadtpulsLogger?: pino.Logger };

export const logger: pino.Logger =
  g.__stadtpulsLogger ??
  (g.__stadtpulsLogger = pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { app: "stadtpuls" },
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
  }));

/** Request header carrying the id the HTTP layer gave this request (always overwritten). */
export const REQUEST_ID_HEADER = "x-stadtpuls-request-id";

/** The request id of a fetch Request that came through the HTTP layer (null in tests calling loaders directly). */
export function requestIdOf(request: Request): string | null {
  const id = request.headers.get(REQUEST_ID_HEADER);
  return isUuid(id) ? id : null;
}
