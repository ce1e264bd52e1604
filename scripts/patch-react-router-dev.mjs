#!/usr/bin/env node
// postinstall: backport of the upstream fix remix-run/react-router#15230 (released in v8 only) to
// @react-router/dev 7.x. Its internal Vite servers pass `envFile: false`, which Vite ≥ 8.1 reports
// as deprecated on every build and start ("The `envFile` option is deprecated, please use
// `envDir: false` instead."). `envDir: false` is the same setting under its current name (Vite ≥ 6.3).
// Idempotent; does nothing when the package is missing or already fixed.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
let pkgFile;
try {
  pkgFile = require.resolve("@react-router/dev/package.json");
} catch {
  process.exit(0);
}
const dir = path.dirname(pkgFile);
const { version } = JSON.parse(fs.readFileSync(pkgFile, "utf8"));
if (!version.startsWith("7.")) process.exit(0);

let patched = 0;
for (const file of ["dist/cli/index.js", "dist/vite.js", "dist/vite/cloudflare.js"]) {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) continue;
  const source = fs.readFileSync(full, "utf8");
  const next = source.replaceAll("envFile: false", "envDir: false");
  if (next !== source) {
    fs.writeFileSync(full, next);
    patched++;
  }
}
if (patched) console.log(`@react-router/dev ${version}: internal Vite servers use envDir: false (${patched} files)`);
