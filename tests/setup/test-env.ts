import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { resetEnvCache } from "~/utils/env.server";
import { createTestDatabase } from "./test-database";

// Settings every test file starts from; a test may change them and call resetEnvCache().
process.env.NODE_ENV = "test";
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "uai-test-"));
process.env.PUBLIC_URL = "http://localhost:3999";
process.env.AUTH_SECRET = "test-secret-test-secret-test-secret-000";
process.env.RATE_LIMIT = "off";
delete process.env.DATABASE_URL;
resetEnvCache();

let close: (() => Promise<void>) | undefined;

// A fresh database for each test file (only files that touch it pay for it).
const testPath = expect.getState().testPath ?? "";
beforeAll(async () => {
  if (!/\.server\.test\.tsx?$/.test(testPath)) return;
  close = await createTestDatabase();
});

afterAll(async () => {
  await close?.();
});
