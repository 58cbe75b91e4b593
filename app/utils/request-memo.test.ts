import { describe, expect, it, vi } from "vitest";
import { oncePerRequest, withRequestMemo } from "./request-memo.server";

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

describe("withRequestMemo", () => {
  // React Router passes each loader `new Request(url, { headers, signal })`, not the request it was given.
  const copy = (request: Request) => new Request(request.url, { method: request.method, headers: request.headers, signal: request.signal });

  it("shares one read among the copies of a GET request that each loader gets", async () => {
    const read = vi.fn(async () => "user");
    const request = new Request("http://localhost/generator-app");
    const results = await withRequestMemo(request, () =>
      Promise.all([oncePerRequest(copy(request), "session-user", read), oncePerRequest(copy(request), "session-user", read)]),
    );
    expect(results).toEqual(["user", "user"]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("gives each page request its own memo", async () => {
    const read = vi.fn(async () => "user");
    await withRequestMemo(new Request("http://localhost/"), () => oncePerRequest(new Request("http://localhost/"), "session-user", read));
    await withRequestMemo(new Request("http://localhost/"), () => oncePerRequest(new Request("http://localhost/"), "session-user", read));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps a memo per Request for a POST, whose action may change what the loaders after it read", async () => {
    const read = vi.fn(async () => "user");
    const request = new Request("http://localhost/sign-in", { method: "POST" });
    await withRequestMemo(request, () =>
      Promise.all([oncePerRequest(copy(request), "session-user", read), oncePerRequest(copy(request), "session-user", read)]),
    );
    expect(read).toHaveBeenCalledTimes(2);
  });
});
