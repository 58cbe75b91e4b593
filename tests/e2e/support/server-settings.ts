import { tmpdir } from "node:os";
import path from "node:path";

// The end-to-end server: its own port, build folder and data folder, so that
// several runs on one machine never share state. The data folder is outside
// test-results/, which Playwright empties when a run starts.
const setting = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export const E2E_PORT = Number(setting("E2E_PORT", "3100"));
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(setting("E2E_DATA_DIR", path.join(tmpdir(), `uai-e2e-data-${E2E_PORT}`)));
export const E2E_ADMIN = { email: "admin@example.com", password: "admin-password-123" };
