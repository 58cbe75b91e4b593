// `npm test`: typecheck, lint (ESLint + Prettier), unit and integration tests (Vitest), then the browser tests (Playwright).
import { spawnSync } from "node:child_process";

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env: process.env }).status ?? 1;

const typecheck = run("npm", ["run", "typecheck"]);
const lint = run("npm", ["run", "lint"]);
const unit = run("npx", ["vitest", "run"]);
const e2e = run("npx", ["playwright", "test"]);
const word = (status) => (status === 0 ? "passed" : "FAILED");
console.log(`\ntypecheck: ${word(typecheck)}; lint: ${word(lint)}; vitest: ${word(unit)}; playwright: ${word(e2e)}`);
process.exit(typecheck || lint || unit || e2e);
