// `npm test`: unit and integration tests (Vitest), then the browser tests (Playwright).
import { spawnSync } from "node:child_process";

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env: process.env }).status ?? 1;

const unit = run("npx", ["vitest", "run"]);
const e2e = run("npx", ["playwright", "test"]);
console.log(`\nvitest: ${unit === 0 ? "passed" : "FAILED"}; playwright: ${e2e === 0 ? "passed" : "FAILED"}`);
process.exit(unit || e2e);
