import { afterAll, describe, expect, it } from "vitest";
import { isStartupDone, markStartupDone, resetStartupState } from "~/services/instance/startup-state.server";
import { healthRoutes } from "./health";

afterAll(() => resetStartupState());

describe("/healthz", () => {
  it("answers 503 'starting' until start-up work is done, then 200", async () => {
    resetStartupState();
    const before = await healthRoutes.request("/healthz");
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual({ status: "starting" });

    markStartupDone();
    expect(isStartupDone()).toBe(true);
    const after = await healthRoutes.request("/healthz");
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: "ok" });
  });
});

describe("start-up (boot)", () => {
  it("keeps /healthz at 503 while it runs and makes it 200 when it has finished", async () => {
    resetStartupState();
    const { boot, stopBackgroundWork } = await import("./boot");
    const running = boot();
    const during = await healthRoutes.request("/healthz");
    expect(during.status).toBe(503);
    await running;
    expect((await healthRoutes.request("/healthz")).status).toBe(200);
    await stopBackgroundWork();
  }, 120_000);
});

describe("stopping (SIGTERM)", () => {
  it("answers 503 'stopping' once a stop has begun, and says how long the stop may take", async () => {
    markStartupDone();
    expect((await healthRoutes.request("/healthz")).status).toBe(200);
    const { beginShutdown } = await import("./shutdown");
    expect(beginShutdown()).toBe(30_000);
    const stopping = await healthRoutes.request("/healthz");
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: "stopping" });
  });
});
