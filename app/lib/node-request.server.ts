import type { IncomingMessage } from "node:http";
import type { Request as ExpressRequest } from "express";

/**
 * The origin of an Express request as the React Router adapter puts it into the request URL
 * (trust-proxy aware host and protocol, like @react-router/express).
 */
export function requestOrigin(req: ExpressRequest): string {
  const forwardedHost = req.app?.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  const portOf = (h: string | undefined) => {
    const p = Number.parseInt(h?.split(":")[1] ?? "", 10);
    return Number.isSafeInteger(p) ? p : null;
  };
  const port = portOf(forwardedHost) ?? portOf(req.get("host"));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return `${req.protocol}://${hostname}${port ? `:${port}` : ""}`;
}

/** A request body of announced length into one buffer (a body longer than announced is cut off, as the HTTP parser would). */
export function readBody(req: IncomingMessage, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= length) chunks.push(c);
    });
    req.on("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Set on a request whose body middleware already read (the adapter then takes it from here). */
export const PRE_READ_BODY = Symbol.for("stadtpuls.preReadBody");
/** Set on a request whose React Router answer middleware wants to see (and may replace) before it is sent. */
export const ON_RESPONSE = Symbol.for("stadtpuls.onResponse");
export type HandOff = {
  [PRE_READ_BODY]?: Buffer;
  [ON_RESPONSE]?: (response: Response) => Promise<Response>;
};
