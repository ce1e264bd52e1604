import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupAddress } from "node:dns";
import net, { type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { AppError } from "~/lib/app-error";
import { isProductionMode } from "~/lib/env.server";

/**
 * The one outbound-URL guard (DESIGN.md rule 10, issue 21 finding 2): every server-side request to a
 * URL a user (or an operator's setting) chose — webhooks, Web Push, the external geocoder, imports —
 * goes through here, so the server never becomes a way into its own network (SSRF).
 *
 * - only http(s), https only in production mode; no user name or password in the URL;
 * - the host must be a public name or a public (global unicast) address: loopback, private (RFC 1918,
 *   unique local), link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast,
 *   broadcast, unspecified, reserved and documentation ranges, IPv4-mapped/-embedding IPv6 (NAT64, 6to4,
 *   Teredo) are refused — classified by ipaddr.js, whose `range()` must say "unicast". Odd IPv4 forms
 *   (`2130706433`, `127.1`, `0x7f.1`) are normalised to dotted quads by the WHATWG URL parser first
 *   and then checked (and a name the resolver reads as an address is checked after resolving);
 * - names like `localhost`, `*.local`, `*.internal` (`metadata.google.internal`), `*.home.arpa` and
 *   single-label names (resolved through the search domains of the host's network) are refused;
 * - checked when the URL is saved AND at every request against the RESOLVED addresses: the connection
 *   uses a `lookup` that resolves the name, refuses if ANY address is not public, and connects to the
 *   address it checked (no second resolution an attacker's DNS could answer differently: rebinding);
 * - redirects are never followed (a 3xx is the answer), answers are read up to a size limit.
 */

/** Host names that never name a public server. */
const INTERNAL_NAMES = [/^localhost$/, /\.localhost$/, /\.local$/, /\.internal$/, /\.localdomain$/, /\.home\.arpa$/, /\.intranet$/, /\.lan$/];

const TEST_ALLOWED = new Set<string>();

/**
 * Tests only: addresses (e.g. "127.0.0.1" of a test server) the guard lets through outside
 * production mode. `null` clears the list. In production mode the list is ignored.
 */
export function allowOutboundAddressesForTests(addresses: string[] | null): void {
  TEST_ALLOWED.clear();
  for (const a of addresses ?? []) TEST_ALLOWED.add(a);
}

const testAllowed = (address: string) => TEST_ALLOWED.size > 0 && !isProductionMode() && TEST_ALLOWED.has(address);

/** True for a global unicast address (IPv4 or IPv6) — the only kind the server may connect to. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === "unicast";
}

const allowedAddress = (address: string) => isPublicAddress(address) || testAllowed(address);

/**
 * The URL if its form may be requested: scheme, credentials, host name or IP literal (no DNS).
 * Refusals are AppErrors with a German text: OUTBOUND_URL_INVALID, _HTTPS_REQUIRED, _CREDENTIALS, _NOT_PUBLIC.
 */
export function checkOutboundUrl(raw: string | URL): URL {
  const text = String(raw);
  if (!URL.canParse(text)) throw new AppError("OUTBOUND_URL_INVALID");
  const url = new URL(text);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new AppError("OUTBOUND_URL_INVALID");
  if (url.protocol === "http:" && isProductionMode()) throw new AppError("OUTBOUND_URL_HTTPS_REQUIRED");
  if (url.username || url.password) throw new AppError("OUTBOUND_URL_CREDENTIALS");
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase().replace(/\.$/, "");
  if (!host) throw new AppError("OUTBOUND_URL_INVALID");
  if (net.isIP(host)) {
    if (!allowedAddress(host)) throw new AppError("OUTBOUND_URL_NOT_PUBLIC");
    return url;
  }
  if (!host.includes(".") || INTERNAL_NAMES.some((re) => re.test(host))) throw new AppError("OUTBOUND_URL_NOT_PUBLIC");
  return url;
}

type Resolver = (hostname: string) => Promise<LookupAddress[]>;
let resolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Tests only: answer DNS questions without the network (null restores the system resolver). */
export function setOutboundResolverForTests(fn: Resolver | null): void {
  resolver = fn ?? ((hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true }));
}

/** Every address of `hostname`, each checked; OUTBOUND_URL_UNRESOLVABLE / _NOT_PUBLIC otherwise. */
export async function resolvePublicAddresses(hostname: string): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const literal = net.isIP(host);
  if (literal) {
    if (!allowedAddress(host)) throw new AppError("OUTBOUND_URL_NOT_PUBLIC");
    return [{ address: host, family: literal }];
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolver(host);
  } catch {
    throw new AppError("OUTBOUND_URL_UNRESOLVABLE");
  }
  if (addresses.length === 0) throw new AppError("OUTBOUND_URL_UNRESOLVABLE");
  // one internal address is enough to refuse: a name that points inward is not a public server
  if (addresses.some((a) => !allowedAddress(a.address))) throw new AppError("OUTBOUND_URL_NOT_PUBLIC");
  return addresses;
}

/** The full check when a URL is saved: its form, then every address its name resolves to now. */
export async function assertOutboundUrl(raw: string | URL): Promise<URL> {
  const url = checkOutboundUrl(raw);
  await resolvePublicAddresses(url.hostname);
  return url;
}

/**
 * `lookup` for the connection (http.request, https.Agent, web-push): resolves, checks every address
 * and hands the socket exactly the addresses it checked.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  resolvePublicAddresses(hostname).then(
    (addresses) => {
      const family = typeof options === "object" && options ? options.family : undefined;
      const wanted = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
      if (wanted.length === 0) {
        callback(Object.assign(new Error(`no address of family ${family} for ${hostname}`), { code: "ENOTFOUND" }), "", 4);
        return;
      }
      if (typeof options === "object" && options?.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, wanted);
      else callback(null, wanted[0]!.address, wanted[0]!.family);
    },
    (err: unknown) => callback(err as NodeJS.ErrnoException, "", 4),
  );
};

/** An https.Agent whose connections go only to checked public addresses (for libraries that take one, e.g. web-push). */
export function guardedHttpsAgent(): https.Agent {
  return new https.Agent({ lookup: guardedLookup, keepAlive: false });
}

export type OutboundRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** total time for connect, request and answer */
  timeoutMs?: number;
  /** the answer's body is read up to this many bytes (the rest is dropped) */
  maxResponseBytes?: number;
};

/**
 * A request to a user-given URL through the guard: the URL's form is checked, the connection goes to
 * a checked public address (see guardedLookup), redirects are not followed, and the answer is read up
 * to `maxResponseBytes`. Resolves with a standard Response (status, headers, the body read); refusals
 * of the guard are AppErrors (OUTBOUND_URL_*), network failures plain errors.
 */
export function outboundFetch(raw: string | URL, init: OutboundRequest = {}): Promise<Response> {
  let url: URL;
  try {
    url = checkOutboundUrl(raw);
  } catch (err) {
    return Promise.reject(err);
  }
  const timeoutMs = init.timeoutMs ?? 10_000;
  const maxBytes = init.maxResponseBytes ?? 64 * 1024;
  const client = url.protocol === "https:" ? https : http;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      reject(err);
    };
    // the guard's refusal of a resolved address travels through lookup's error: keep it as it is
    let refusal: unknown = null;
    const lookup: LookupFunction = (hostname, options, callback) =>
      guardedLookup(hostname, options, ((err: NodeJS.ErrnoException | null, ...rest: unknown[]) => {
        if (err instanceof AppError) refusal = err;
        (callback as (...a: unknown[]) => void)(err, ...rest);
      }) as typeof callback);
    // an IP literal never reaches `lookup`: check it here
    if (net.isIP(host) && !allowedAddress(host)) return fail(new AppError("OUTBOUND_URL_NOT_PUBLIC"));
    const req = client.request(
      url,
      {
        method: init.method ?? "GET",
        headers: { ...init.headers, ...(init.body !== undefined ? { "content-length": String(Buffer.byteLength(init.body)) } : {}) },
        lookup,
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size >= maxBytes) return;
          chunks.push(chunk.subarray(0, maxBytes - size));
          size += Math.min(chunk.length, maxBytes - size);
          if (size >= maxBytes) res.destroy();
        });
        const done = () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const status = res.statusCode ?? 502;
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(", ") : v);
          const nullBody = [101, 204, 205, 304].includes(status) || status < 200;
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status: status < 200 ? 502 : status, headers }));
        };
        res.on("end", done);
        res.on("close", done);
        res.on("error", (err) => fail(err));
      },
    );
    const timer = setTimeout(() => req.destroy(Object.assign(new Error(`timeout after ${timeoutMs} ms`), { code: "ETIMEDOUT" })), timeoutMs);
    timer.unref?.();
    req.on("timeout", () => req.destroy(Object.assign(new Error(`timeout after ${timeoutMs} ms`), { code: "ETIMEDOUT" })));
    req.on("error", (err) => {
      clearTimeout(timer);
      fail(refusal ?? err);
    });
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}
