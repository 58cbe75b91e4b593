import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { addressBucket, CLIENT_ADDRESS_HEADER, clientAddress, normalizeAddress, resolveClientAddress } from "~/utils/client-address.server";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { clientAddressMiddleware } from "./client-address";

describe("resolveClientAddress", () => {
  it("uses the socket's address and ignores X-Forwarded-For with TRUST_PROXY=0", () => {
    expect(resolveClientAddress({ socketAddress: "198.51.100.9", forwardedFor: "203.0.113.1", trustProxy: 0 })).toBe("198.51.100.9");
    expect(resolveClientAddress({ socketAddress: "198.51.100.9", forwardedFor: null, trustProxy: 0 })).toBe("198.51.100.9");
  });

  it("takes the entry the outermost trusted proxy wrote, N places from the right", () => {
    // The client sent "6.6.6.6"; one proxy appended the address it saw.
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "6.6.6.6, 203.0.113.7", trustProxy: 1 })).toBe("203.0.113.7");
    // CDN then load balancer: the CDN saw the client, the balancer saw the CDN.
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "6.6.6.6,203.0.113.7, 192.0.2.50", trustProxy: 2 })).toBe("203.0.113.7");
  });

  it("falls back to the socket when the request did not pass all the proxies or the entry is not an address", () => {
    expect(resolveClientAddress({ socketAddress: "198.51.100.9", forwardedFor: "203.0.113.7", trustProxy: 2 })).toBe("198.51.100.9");
    expect(resolveClientAddress({ socketAddress: "198.51.100.9", forwardedFor: "6.6.6.6, not-an-ip", trustProxy: 1 })).toBe("198.51.100.9");
    expect(resolveClientAddress({ socketAddress: "198.51.100.9", forwardedFor: "", trustProxy: 1 })).toBe("198.51.100.9");
    expect(resolveClientAddress({ socketAddress: undefined, forwardedFor: null, trustProxy: 0 })).toBe("unknown");
  });

  it("normalises addresses: IPv4-mapped IPv6, case, compression, ports, zones", () => {
    expect(resolveClientAddress({ socketAddress: "::ffff:192.0.2.33", forwardedFor: null, trustProxy: 0 })).toBe("192.0.2.33");
    expect(normalizeAddress("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8::1");
    expect(normalizeAddress("[2001:db8::1]:8443")).toBe("2001:db8::1");
    expect(normalizeAddress("192.0.2.1:5678")).toBe("192.0.2.1");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    // Not addresses (or not as anyone else reads them).
    expect(normalizeAddress("127.1")).toBeNull();
    expect(normalizeAddress("0x7f.0.0.1")).toBeNull();
    expect(normalizeAddress("local")).toBeNull();
  });
});

describe("addressBucket", () => {
  it("counts IPv6 per /64 and IPv4 per address", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressBucket("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressBucket("192.0.2.1")).not.toBe(addressBucket("192.0.2.2"));
  });
});

describe("the client address middleware", () => {
  const app = new Hono();
  app.use("*", clientAddressMiddleware);
  app.get("*", (c) => c.json({ address: clientAddress(c.req.raw), seen: c.req.header(CLIENT_ADDRESS_HEADER) }));

  const ask = async (headers: Record<string, string>, remoteAddress: string) => {
    const response = await app.request("http://localhost/", { headers }, { incoming: { socket: { remoteAddress } } });
    return (await response.json()) as { address: string; seen: string };
  };

  afterEach(() => {
    delete process.env.TRUST_PROXY;
    resetEnvCache();
  });

  it("replaces a client-sent copy of the internal header and ignores X-Forwarded-For by default", async () => {
    const body = await ask(
      { [CLIENT_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.77", "x-real-ip": "203.0.113.88" },
      "::ffff:198.51.100.4",
    );
    expect(body).toEqual({ address: "198.51.100.4", seen: "198.51.100.4" });
  });

  it("reads X-Forwarded-For by the TRUST_PROXY rule", async () => {
    process.env.TRUST_PROXY = "1";
    resetEnvCache();
    const body = await ask({ "x-forwarded-for": "203.0.113.66, 198.51.100.20", [CLIENT_ADDRESS_HEADER]: "203.0.113.66" }, "10.0.0.5");
    expect(body.address).toBe("198.51.100.20");
  });

  it("refuses a TRUST_PROXY that is not a number of proxies", () => {
    for (const bad of ["-1", "yes", "1.5", "2e1", "0x1"]) {
      process.env.TRUST_PROXY = bad;
      resetEnvCache();
      expect(() => getEnv()).toThrow(/TRUST_PROXY/);
    }
    process.env.TRUST_PROXY = " 2 ";
    resetEnvCache();
    expect(getEnv().TRUST_PROXY).toBe(2);
  });
});
