import { describe, expect, it, vi } from "vitest";
import { fetchOnFreshConnection } from "./fetch-on-fresh-connection.server";

const failure = (code: string) => Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(code), { code }) });

describe("fetchOnFreshConnection", () => {
  it("sends the request once more when the kept-alive connection was closed before any answer", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValueOnce(failure("ECONNRESET")).mockResolvedValueOnce(new Response("ok"));
    const response = await fetchOnFreshConnection(fetchImpl, "http://engine/sdapi/v1/txt2img", { method: "POST", body: "{}" });
    expect(await response.text()).toBe("ok");
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[1]).toEqual(fetchImpl.mock.calls[0]);
  });

  it("sends it once more only: a second broken connection is the caller's failure", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(failure("UND_ERR_SOCKET"));
    await expect(fetchOnFreshConnection(fetchImpl, "http://engine/x", {})).rejects.toThrow("fetch failed");
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("does not send again when the engine is down or the caller gave up", async () => {
    const refused = vi.fn<typeof fetch>().mockRejectedValue(failure("ECONNREFUSED"));
    await expect(fetchOnFreshConnection(refused, "http://engine/x", {})).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
    const controller = new AbortController();
    controller.abort();
    const aborted = vi.fn<typeof fetch>().mockRejectedValue(failure("ECONNRESET"));
    await expect(fetchOnFreshConnection(aborted, "http://engine/x", { signal: controller.signal })).rejects.toThrow();
    expect(aborted).toHaveBeenCalledTimes(1);
  });
});
