import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { sendResponse } from "./react-router-handler";

/** A streamed body of `count` incompressible chunks, so the socket and the compressor push back. */
function streamOf(chunks: Buffer[]): Response {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]);
      else controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
}

describe("sendResponse behind compression", () => {
  const servers: http.Server[] = [];
  afterEach(() => servers.splice(0).forEach((s) => s.close()));

  it("delivers a large streamed page to a slow reader completely, without piling up drain listeners", async () => {
    const chunks = Array.from({ length: 48 }, () => crypto.randomBytes(64 * 1024));
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on("warning", onWarning);

    const app = express();
    app.use(compression());
    app.get("/page", (_req, res) => void sendResponse(res, streamOf(chunks)));
    const server = app.listen(0);
    servers.push(server);
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as AddressInfo).port;

    const received = await new Promise<Buffer>((resolve, reject) => {
      http.get({ port, path: "/page", headers: { "accept-encoding": "br" } }, (res) => {
        expect(res.headers["content-encoding"]).toBe("br");
        const decoded: Buffer[] = [];
        const br = zlib.createBrotliDecompress();
        br.on("data", (c: Buffer) => decoded.push(c));
        br.on("end", () => resolve(Buffer.concat(decoded)));
        br.on("error", reject);
        // a slow reader: pause after every chunk, so the server has to wait for 'drain' many times
        res.on("data", (c: Buffer) => {
          br.write(c);
          res.pause();
          setTimeout(() => res.resume(), 2);
        });
        res.on("end", () => br.end());
      }).on("error", reject);
    });
    process.off("warning", onWarning);

    expect(received.length).toBe(48 * 64 * 1024);
    expect(received.equals(Buffer.concat(chunks))).toBe(true);
    expect(warnings.filter((w) => w.includes("MaxListenersExceeded"))).toEqual([]);
  });
});
