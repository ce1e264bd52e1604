#!/usr/bin/env node
// Startup benchmark: cold start (empty data dir → migrations + demo seed) and warm start
// (existing data) until the first page (/luebeck) answers 200. Prints the figures.
// Usage: npm run bench:startup   (builds first if there is no build)
import { spawn, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stadtpuls-startup-"));

if (!fs.existsSync(path.join(BUILD_DIR, "server/index.js"))) {
  console.log("Kein Build vorhanden – baue …");
  execSync("npx react-router build", { stdio: "inherit" });
}

async function firstPage(label) {
  const started = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), APP_URL: `http://localhost:${PORT}`, DATA_DIR: dataDir, PGLITE_DATA_DIR: path.join(dataDir, "pglite"), LOG_LEVEL: "warn", BUILD_DIR },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let ms;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://localhost:${PORT}/luebeck`);
      if (res.status === 200) {
        await res.text();
        ms = performance.now() - started;
        break;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  if (ms === undefined) throw new Error(`${label}: keine Antwort innerhalb von 120 s`);
  return ms;
}

const cold = await firstPage("cold");
const warm = [];
for (let i = 0; i < 3; i++) warm.push(await firstPage("warm"));
fs.rmSync(dataDir, { recursive: true, force: true });

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = [...warm].sort((a, b) => a - b)[1];
console.log("\nStartzeit bis zur ersten Seite (/luebeck → 200), eingebettete Datenbank");
console.log(`  Kaltstart (leeres ./data, Migrationen + Demodaten): ${fmt(cold)}   Ziel ≤ 30 s  ${cold <= 30_000 ? "✓" : "✗"}`);
console.log(`  Warmstart (Median von 3: ${warm.map(fmt).join(", ")}): ${fmt(median)}   Ziel ≤ 5 s  ${median <= 5_000 ? "✓" : "✗"}`);
console.log(`  Verhältnis kalt/warm: ${(cold / median).toFixed(1)}×`);
console.log(`  Maschine: ${os.cpus().length} Kerne, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
