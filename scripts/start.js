// `npm start`: build once if there is no build yet, then serve it.
// Migrations, demo seed and the admin bootstrap run inside the server at start.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js") || process.argv.includes("--rebuild")) {
  console.log("Building the site (first start)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = "production";
await import("../server/main.js");
