/** The outbound-URL guard (issue 21 finding 2, DESIGN.md rule 10). */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  allowOutboundAddressesForTests,
  assertOutboundUrl,
  checkOutboundUrl,
  guardedLookup,
  isPublicAddress,
  outboundFetch,
  setOutboundResolverForTests,
} from "~/lib/outbound-url.server";

const INTERNAL_URLS = [
  "http://127.0.0.1:8080/",
  "http://localhost/",
  "http://LOCALHOST./x",
  "http://api.localhost/",
  "http://[::1]/",
  "http://169.254.169.254/latest/meta-data",
  "http://10.0.0.1/",
  "http://172.16.0.1/",
  "http://172.31.255.255/",
  "http://192.168.1.1/",
  "http://0.0.0.0/",
  "http://2130706433/",
  "http://127.1/",
  "http://0x7f.1/",
  "http://017700000001/",
  "http://127.0.0.1./",
  "http://0/",
  "http://①②⑦.0.0.1/",
  "http://localhost%2e/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:a9fe:a9fe]/",
  "http://[64:ff9b::a9fe:a9fe]/",
  "http://[fe80::1]/",
  "http://[fd00::1]/",
  "http://[::]/",
  "http://100.64.0.1/",
  "http://224.0.0.1/",
  "http://255.255.255.255/",
  "http://metadata.google.internal/computeMetadata/v1/",
  "http://drucker.local/",
  "http://router.home.arpa/",
  "http://intranet/",
];

afterEach(() => {
  setOutboundResolverForTests(null);
  allowOutboundAddressesForTests(null);
  delete process.env.APP_ENV;
});

describe("isPublicAddress", () => {
  it("accepts only global unicast addresses", () => {
    for (const a of ["93.184.215.14", "1.1.1.1", "2606:4700::1111", "2a00:1450:4001:80b::200e"]) expect(isPublicAddress(a), a).toBe(true);
    for (const a of ["127.0.0.1", "10.0.0.1", "172.16.5.4", "192.168.0.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.1", "::1", "::", "fe80::1", "fc00::1", "::ffff:127.0.0.1", "::ffff:1.1.1.1", "64:ff9b::7f00:1", "2002:7f00:1::", "2001::1", "2001:db8::1", "kein-ip"]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});

describe("checkOutboundUrl", () => {
  it("refuses loopback, private, link-local, CGNAT, multicast, unspecified, mapped and odd IPv4 forms, and internal names", () => {
    for (const url of INTERNAL_URLS) expect(() => checkOutboundUrl(url), url).toThrow(expect.objectContaining({ code: "OUTBOUND_URL_NOT_PUBLIC" }));
  });
  it("refuses credentials, other schemes and, in production, http", () => {
    expect(() => checkOutboundUrl("https://nutzer:geheim@hooks.example.com/")).toThrow(expect.objectContaining({ code: "OUTBOUND_URL_CREDENTIALS" }));
    for (const url of ["ftp://hooks.example.com/", "file:///etc/passwd", "gopher://hooks.example.com/", "kein url"]) {
      expect(() => checkOutboundUrl(url), url).toThrow(expect.objectContaining({ code: "OUTBOUND_URL_INVALID" }));
    }
    expect(checkOutboundUrl("http://hooks.example.com/x").hostname).toBe("hooks.example.com");
    process.env.APP_ENV = "production";
    expect(() => checkOutboundUrl("http://hooks.example.com/x")).toThrow(expect.objectContaining({ code: "OUTBOUND_URL_HTTPS_REQUIRED", userMessage: "Bitte geben Sie eine https-Adresse ein." }));
    expect(checkOutboundUrl("https://hooks.example.com:8443/x").port).toBe("8443");
  });
  it("accepts public names and addresses", () => {
    for (const url of ["https://hooks.example.com/stadtpuls", "https://93.184.215.14/x", "https://[2606:4700::1111]/x"]) expect(checkOutboundUrl(url).href).toBe(url);
  });
});

describe("resolved addresses (DNS rebinding)", () => {
  it("refuses a name when ANY of its addresses is internal, or when it does not resolve", async () => {
    setOutboundResolverForTests(async (host) =>
      host === "oeffentlich.example.com"
        ? [{ address: "93.184.215.14", family: 4 }]
        : host === "gemischt.example.com"
          ? [{ address: "93.184.215.14", family: 4 }, { address: "10.0.0.7", family: 4 }]
          : host === "intern.example.com"
            ? [{ address: "::ffff:169.254.169.254", family: 6 }]
            : Promise.reject(Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" })),
    );
    await expect(assertOutboundUrl("https://oeffentlich.example.com/x")).resolves.toBeInstanceOf(URL);
    await expect(assertOutboundUrl("https://gemischt.example.com/x")).rejects.toMatchObject({ code: "OUTBOUND_URL_NOT_PUBLIC" });
    await expect(assertOutboundUrl("https://intern.example.com/x")).rejects.toMatchObject({ code: "OUTBOUND_URL_NOT_PUBLIC" });
    await expect(assertOutboundUrl("https://gibt-es-nicht.example.com/x")).rejects.toMatchObject({
      code: "OUTBOUND_URL_UNRESOLVABLE",
      userMessage: "Der Server dieser Adresse wurde nicht gefunden.",
    });
  });

  it("the connection's lookup hands the socket only addresses it checked", async () => {
    let answer = [{ address: "93.184.215.14", family: 4 }];
    setOutboundResolverForTests(async () => answer);
    const lookup = (all: boolean) =>
      new Promise<unknown>((resolve, reject) =>
        guardedLookup("hooks.example.com", { all }, ((err: Error | null, address: unknown) => (err ? reject(err) : resolve(address))) as never),
      );
    expect(await lookup(false)).toBe("93.184.215.14");
    expect(await lookup(true)).toEqual([{ address: "93.184.215.14", family: 4 }]);
    answer = [{ address: "127.0.0.1", family: 4 }];
    await expect(lookup(false)).rejects.toMatchObject({ code: "OUTBOUND_URL_NOT_PUBLIC" });
  });
});

describe("outboundFetch", () => {
  let server: http.Server;
  let port = 0;
  const paths: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      paths.push(req.url ?? "");
      if (req.url === "/weiter") res.writeHead(302, { location: `http://127.0.0.1:${port}/ziel` }).end();
      else res.writeHead(200, { "content-type": "text/plain" }).end("x".repeat(5000));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("never connects to an internal address: not as a literal, not behind a name that resolves to one", async () => {
    paths.length = 0;
    await expect(outboundFetch(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ code: "OUTBOUND_URL_NOT_PUBLIC" });
    setOutboundResolverForTests(async () => [{ address: "127.0.0.1", family: 4 }]);
    await expect(outboundFetch(`http://rebind.example.com:${port}/`)).rejects.toMatchObject({ code: "OUTBOUND_URL_NOT_PUBLIC" });
    expect(paths).toEqual([]);
  });

  it("does not follow redirects and reads the answer only up to its limit", async () => {
    allowOutboundAddressesForTests(["127.0.0.1"]);
    setOutboundResolverForTests(async () => [{ address: "127.0.0.1", family: 4 }]);
    paths.length = 0;
    const moved = await outboundFetch(`http://hooks.example.com:${port}/weiter`);
    expect(moved.status).toBe(302);
    const ok = await outboundFetch(`http://hooks.example.com:${port}/`, { maxResponseBytes: 100 });
    expect(ok.status).toBe(200);
    expect((await ok.text()).length).toBe(100);
    expect(paths).toEqual(["/weiter", "/"]);
  });

  it("the test allowance does not exist in production mode", async () => {
    allowOutboundAddressesForTests(["127.0.0.1"]);
    process.env.APP_ENV = "production";
    expect(() => checkOutboundUrl("https://127.0.0.1/")).toThrow(expect.objectContaining({ code: "OUTBOUND_URL_NOT_PUBLIC" }));
  });
});
