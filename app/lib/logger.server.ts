import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { isUuid } from "~/lib/input";

const g = globalThis as unknown as { __stadtpulsLogger?: pino.Logger; __stadtpulsRequestContext?: AsyncLocalStorage<{ reqId: string }> };

/** The request being answered (set by the HTTP layer): every log line written for it carries its id. */
export const requestContext: AsyncLocalStorage<{ reqId: string }> = (g.__stadtpulsRequestContext ??= new AsyncLocalStorage());

/**
 * A failed query's error message ends in its parameters (Drizzle: "Failed query: …\nparams: …"):
 * session tokens, e-mail addresses. Logged without them.
 */
function errorWithoutParams(err: unknown) {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  const strip = (s: unknown) => (typeof s === "string" ? s.replace(/\nparams: [^\n]*/g, "\nparams: [entfernt]") : s);
  if (out && typeof out === "object") {
    out.message = strip(out.message);
    out.stack = strip(out.stack);
  }
  return out;
}

export const logger: pino.Logger =
  g.__stadtpulsLogger ??
  (g.__stadtpulsLogger = pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { app: "stadtpuls" },
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
    serializers: { err: errorWithoutParams },
    mixin: () => {
      const ctx = requestContext.getStore();
      return ctx ? { reqId: ctx.reqId } : {};
    },
  }));

/** Request header carrying the id the HTTP layer gave this request (always overwritten). */
export const REQUEST_ID_HEADER = "x-stadtpuls-request-id";

/** The request id of a fetch Request that came through the HTTP layer (null in tests calling loaders directly). */
export function requestIdOf(request: Request): string | null {
  const id = request.headers.get(REQUEST_ID_HEADER);
  return isUuid(id) ? id : null;
}
