import pino from "pino";

const g = globalThis as unknown as { __stadtpulsLogger?: pino.Logger };

export const logger: pino.Logger =
  g.__stadtpulsLogger ??
  (g.__stadtpulsLogger = pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { app: "stadtpuls" },
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
  }));
