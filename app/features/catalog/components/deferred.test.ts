import { describe, expect, it, vi } from "vitest";
import { settleList } from "./deferred";

describe("settleList", () => {
  it("passes a read's items through", async () => {
    const onError = vi.fn();
    await expect(settleList(Promise.resolve(["a", "b"]), onError)).resolves.toEqual({ items: ["a", "b"], failed: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it("turns a failed read into an empty, failed list and reports the error", async () => {
    const error = new Error("database down");
    const onError = vi.fn();
    await expect(settleList(Promise.reject(error), onError)).resolves.toEqual({ items: [], failed: true });
    expect(onError).toHaveBeenCalledWith(error);
  });
});
