// `npm test`: typecheck, unit and integration tests (Vitest), then the browser tests (Playwright).
import { spawnSync } from "node:child_process";

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env: process.env }).status ?? 1;

const typecheck = run("npm", ["run", "typecheck"]);
const unit = run("npx", ["vitest", "run"]);
const e2e = run("npx", ["playwright", "test"]);
const word = (status) => (status === 0 ? "passed" : "FAILED");
console.log(`\ntypecheck: ${word(typecheck)}; vitest: ${word(unit)}; playwright: ${word(e2e)}`);
process.exit(typecheck || unit || e2e);
