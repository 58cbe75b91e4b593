import { stat } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createAdmission } from "./admission.js";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("createAdmission", () => {
  it("lets requests go on at once while the turn has time left", () => {
    const admission = createAdmission({ sliceMs: 50 });
    expect(admission.enter()).toBeUndefined();
    expect(admission.enter()).toBeUndefined();
    expect(admission.waiting()).toBe(0);
  });

  it("holds requests once the turn's slice is spent and lets them in one per later turn, in arrival order", async () => {
    const admission = createAdmission({ sliceMs: 5 });
    expect(admission.enter()).toBeUndefined();
    busy(6);
    const order: string[] = [];
    const first = admission.enter()!.then(() => order.push("first"));
    const second = admission.enter()!.then(() => order.push("second"));
    expect(admission.waiting()).toBe(2);
    await nextTurn();
    await Promise.resolve();
    expect(order).toEqual(["first"]);
    await Promise.all([first, second]);
    expect(order).toEqual(["first", "second"]);
  });

  it("refuses a slice that is not a positive number (a mistyped ADMISSION_SLICE_MS)", () => {
    expect(() => createAdmission({ sliceMs: Number("5ms") })).toThrow(/ADMISSION_SLICE_MS/);
    expect(() => createAdmission({ sliceMs: 0 })).toThrow(/ADMISSION_SLICE_MS/);
  });

  it("starts a fresh slice on the next turn", async () => {
    const admission = createAdmission({ sliceMs: 5 });
    admission.enter();
    busy(6);
    await nextTurn();
    await nextTurn();
    expect(admission.enter()).toBeUndefined();
  });
});

describe("a server behind the admission", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** Each request checks a file (async, like the static-file lookup), then works 3 ms on the main thread. */
  async function start(admission: ReturnType<typeof createAdmission> | null) {
    let served = 0;
    server = http.createServer(async (_req, res) => {
      await stat(import.meta.filename);
      const wait = admission?.enter();
      if (wait) await wait;
      busy(3);
      served += 1;
      res.end("ok");
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return { port: (server.address() as AddressInfo).port, served: () => served };
  }

  const get = (port: number, agent: http.Agent | false) =>
    new Promise<void>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
          res.resume();
          res.on("end", resolve);
        })
        .on("error", reject);
    });

  /**
   * 20 new connections open while 20 keep-alive connections keep the server busy: how many
   * requests were answered between their requests and the last of their answers.
   */
  async function servedBeforeNewcomers(admission: ReturnType<typeof createAdmission> | null) {
    const site = await start(admission);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    let running = true;
    const loops = Array.from({ length: 20 }, async () => {
      while (running) await get(site.port, agent);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = site.served();
    await Promise.all(Array.from({ length: 20 }, () => get(site.port, false)));
    const between = site.served() - before;
    running = false;
    await Promise.all(loops);
    agent.destroy();
    return between;
  }

  // Node accepts one connection per turn: without the admission each turn serves every open
  // connection once (20 requests), so the last newcomers wait several rounds (90–170 answers when
  // measured, against 59 with it).
  it("answers new connections after about one round of the open connections' requests, not one round per newcomer", async () => {
    expect(await servedBeforeNewcomers(createAdmission({ sliceMs: 5 }))).toBeLessThan(80);
  });
});
