import { describe, expect, it, vi } from "vitest";
import { oncePerRequest } from "./request-memo.server";

describe("oncePerRequest", () => {
  it("runs a read once for every caller of one request, again for another request", async () => {
    const read = vi.fn(async () => 42);
    const request = new Request("http://localhost/");
    expect(await Promise.all([oncePerRequest(request, "balance:u1", read), oncePerRequest(request, "balance:u1", read)])).toEqual([42, 42]);
    expect(read).toHaveBeenCalledTimes(1);
    await oncePerRequest(request, "balance:u2", read);
    await oncePerRequest(new Request("http://localhost/"), "balance:u1", read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("does not keep a failed read: the next caller reads again", async () => {
    const request = new Request("http://localhost/");
    const failing = vi.fn(async () => {
      throw new Error("database away");
    });
    await expect(oncePerRequest(request, "k", failing)).rejects.toThrow("database away");
    await Promise.resolve();
    expect(await oncePerRequest(request, "k", async () => "back")).toBe("back");
  });
});
