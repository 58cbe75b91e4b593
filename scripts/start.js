// `npm start`: build when there is no build or the sources changed since the
// last one (build/.source-hash), then serve it. `--rebuild` always builds.
// Migrations, demo seed and the admin bootstrap run inside the server at start.
import { spawnSync } from "node:child_process";
import { hashSources, rebuildReason, writeStamp } from "./lib/source-hash.js";

const buildDir = "build";
const hash = hashSources();
const reason = process.argv.includes("--rebuild") ? "--rebuild was given" : rebuildReason(buildDir, hash);
if (reason) {
  console.log(`Building the site (${reason})...`);
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeStamp(buildDir, hash);
}
process.env.NODE_ENV = "production";
await import("../server/main.js");
