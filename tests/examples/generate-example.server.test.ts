import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createAdaptorServer } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { credits, generations } from "~/db/schema";
import { stopGenerationEvents } from "~/features/generation/generation-events.server";
import { runningGenerations } from "~/features/generation/inflight-generations.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../factories";

// examples/generate.mjs, the script /docs/api points developers at, run as a
// separate Node process against this app on a real port: it generates with a
// key, follows the events to the end and saves the picture.

vi.mock("virtual:react-router/server-build", () => import("../setup/react-router-build"));
const { app } = await import("../../server/app");

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "../../examples/generate.mjs");
let server: ReturnType<typeof createAdaptorServer>;
let base: string;
let outDir: string;

beforeAll(async () => {
  server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outDir = await mkdtemp(path.join(tmpdir(), "example-generate-"));
});

afterAll(async () => {
  await Promise.all(runningGenerations());
  await new Promise((resolve) => server.close(resolve));
  await stopGenerationEvents();
  await rm(outDir, { recursive: true, force: true });
});

async function keyFor(cookie: string, scopes: string[]) {
  const answer = await app.request(`${getEnv().PUBLIC_URL}/api/keys`, {
    method: "POST",
    headers: { cookie, origin: getEnv().PUBLIC_URL, "content-type": "application/json" },
    body: JSON.stringify({ name: "example script", scopes }),
  });
  return ((await answer.json()) as { key: string }).key;
}

describe("examples/generate.mjs", () => {
  it("generates, follows the progress to 'succeeded' and saves the PNG, charging 1 credit", async () => {
    const { cookie, user } = await createSignedInUser({ credits: 3 });
    const key = await keyFor(cookie, ["generate", "read"]);
    const { stdout } = await run(process.execPath, [script, "a red fox in the snow"], {
      env: { ...process.env, API_BASE_URL: base, API_KEY: key, OUT_DIR: outDir },
      timeout: 60_000,
    });
    const [row] = await getDb().select().from(generations).where(eq(generations.userId, user.id));
    expect(row).toMatchObject({ status: "succeeded", prompt: "a red fox in the snow" });
    expect(stdout).toContain(`started ${row.id}`);
    expect(stdout).toContain(`succeeded: ${row.id}`);
    const saved = path.join(outDir, `generated-${row.id}.png`);
    expect(stdout).toContain(`saved ${saved}`);
    const bytes = await readFile(saved);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [balance] = await getDb().select().from(credits).where(eq(credits.userId, user.id));
    expect(balance.amount).toBe(2);
  }, 90_000);

  it("exits 1 with the API's refusal when the key may not generate, and saves nothing", async () => {
    const { cookie } = await createSignedInUser({ credits: 3 });
    const key = await keyFor(cookie, ["read"]);
    const before = await readdir(outDir);
    const failed = await run(process.execPath, [script, "a red fox"], {
      env: { ...process.env, API_BASE_URL: base, API_KEY: key, OUT_DIR: outDir },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain("403 Missing scope");
    expect(await readdir(outDir)).toEqual(before);
  }, 60_000);
});
