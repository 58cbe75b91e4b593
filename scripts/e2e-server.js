// Builds the site into its own folder and serves it with a fresh data folder
// for the end-to-end tests (see tests/e2e/support/server-settings.ts).
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { removeScratchDir, setting } from "./lib/safe-remove.js";

const port = setting("E2E_PORT", "3100");
const buildDir = setting("BUILD_DIR", `build-e2e-${port}`);
const dataDir = path.resolve(setting("E2E_DATA_DIR", path.join(tmpdir(), `uai-e2e-data-${port}`)));

const env = { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir };
const built = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env });
if (built.status !== 0) process.exit(built.status ?? 1);

removeScratchDir(dataDir);
// A fake AUTOMATIC1111 engine on a free port, so the workspace offers self-hosted checkpoints (issue 14).
const { runThroughVite } = await import("./lib/run-through-vite.js");
const sdWebUiUrl = await runThroughVite("/tests/mocks/sdwebui-fake.ts", "startE2eFake");
Object.assign(process.env, env, {
  SD_WEBUI_URL: sdWebUiUrl,
  PORT: port,
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${port}`,
  RATE_LIMIT: "off",
  // No made-up accounts, money or refusals among what the tests create and count.
  DEMO_HISTORY: "off",
  ADMIN_EMAIL: "admin@example.com",
  ADMIN_PASSWORD: "admin-password-123",
  LOG_LEVEL: "warn",
  // The webhook specs send to a receiver the test starts on 127.0.0.1 (docs/decisions/036).
  WEBHOOK_PRIVATE_TARGETS: "loopback",
});
delete process.env.DATABASE_URL;
await import("../server/main.js");
