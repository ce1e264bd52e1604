#!/usr/bin/env node
// `npm start`: build only when there is no build or a source changed since the last one, then serve.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const built = path.join(buildDir, "server/index.js");
const SOURCES = ["app", "public", "package-lock.json", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];

/** Newest modification time below a file or folder (ms). */
function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

function needsBuild() {
  if (!fs.existsSync(built)) return "no build yet";
  const builtAt = fs.statSync(built).mtimeMs;
  const changed = SOURCES.find((s) => newest(path.join(root, s)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = needsBuild();
if (reason) {
  console.log(`Building (${reason}) …`);
  const r = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawnSync(process.execPath, [path.join(root, "server.js"), ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
process.exit(server.status ?? 0);
