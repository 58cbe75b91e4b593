import { describe, expect, it } from "vitest";
import { checkWebhookTarget, isAllowedAddress, type Resolver } from "./webhook-target.server";

// Attack: register (or later redirect DNS of) a webhook so that our server posts
// into its own network. Every spelling of a private address is refused.

const publicResolver: Resolver = async () => [{ address: "93.184.216.34", family: 4 }];
const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("webhook targets with WEBHOOK_PRIVATE_TARGETS=off", () => {
  const off = { privateTargets: "off" as const, resolver: publicResolver };

  it.each([
    "http://127.0.0.1/hook",
    "http://127.1.2.3:8080/",
    "http://[::1]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/",
    "http://172.16.5.4/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://0.0.0.0/",
    "http://0x7f000001/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://127.1/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[fe80::1]/",
    "http://[fc00::1]/",
    "http://[::]/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://[64:ff9b::7f00:1]/",
    "http://[2002:7f00:1::]/",
  ])("refuses %s", async (url) => {
    const result = await checkWebhookTarget(url, off);
    expect(result.ok).toBe(false);
  });

  it("refuses localhost, which the system resolves to loopback", async () => {
    expect((await checkWebhookTarget("http://localhost:9/hook", { privateTargets: "off" })).ok).toBe(false);
  });

  it("refuses a name that resolves to a private address, or to any private address among public ones", async () => {
    expect((await checkWebhookTarget("https://hooks.example.com/", { privateTargets: "off", resolver: resolvesTo("10.1.2.3") })).ok).toBe(false);
    expect(
      (await checkWebhookTarget("https://hooks.example.com/", { privateTargets: "off", resolver: resolvesTo("93.184.216.34", "127.0.0.1") })).ok,
    ).toBe(false);
    expect((await checkWebhookTarget("https://hooks.example.com/", { privateTargets: "off", resolver: resolvesTo("::ffff:192.168.0.1") })).ok).toBe(
      false,
    );
  });

  it("refuses other schemes, credentials in the address, names that do not resolve and malformed addresses", async () => {
    for (const url of [
      "ftp://example.com/",
      "file:///etc/passwd",
      "gopher://example.com/",
      "https://user:pass@example.com/",
      "not a url",
      "https://",
    ]) {
      expect((await checkWebhookTarget(url, off)).ok, url).toBe(false);
    }
    const failing: Resolver = async () => {
      throw new Error("ENOTFOUND");
    };
    expect(await checkWebhookTarget("https://nowhere.invalid/", { privateTargets: "off", resolver: failing })).toEqual({
      ok: false,
      reason: "The host nowhere.invalid could not be found.",
    });
  });

  it("accepts a public address and returns the addresses it checked", async () => {
    const result = await checkWebhookTarget("https://hooks.example.com/in?x=1", off);
    expect(result).toMatchObject({ ok: true, addresses: [{ address: "93.184.216.34", family: 4 }] });
    expect((await checkWebhookTarget("http://93.184.216.34/", off)).ok).toBe(true);
    expect((await checkWebhookTarget("http://[2606:2800:220:1:248:1893:25c8:1946]/", off)).ok).toBe(true);
  });
});

describe("webhook targets with WEBHOOK_PRIVATE_TARGETS=loopback", () => {
  const loopback = { privateTargets: "loopback" as const };

  it("allows 127.0.0.0/8, ::1 and localhost, and nothing else private", async () => {
    expect((await checkWebhookTarget("http://127.0.0.1:4000/", loopback)).ok).toBe(true);
    expect((await checkWebhookTarget("http://127.9.9.9/", loopback)).ok).toBe(true);
    expect((await checkWebhookTarget("http://[::1]:4000/", loopback)).ok).toBe(true);
    expect((await checkWebhookTarget("http://localhost:4000/", loopback)).ok).toBe(true);
    for (const url of ["http://10.0.0.1/", "http://169.254.169.254/", "http://192.168.0.1/", "http://[fe80::1]/", "http://0.0.0.0/"]) {
      expect((await checkWebhookTarget(url, loopback)).ok, url).toBe(false);
    }
  });

  it("classifies addresses, IPv4-mapped IPv6 as the IPv4 it carries", () => {
    expect(isAllowedAddress("::ffff:127.0.0.1", "loopback")).toBe(true);
    expect(isAllowedAddress("::ffff:127.0.0.1", "off")).toBe(false);
    expect(isAllowedAddress("::ffff:8.8.8.8", "off")).toBe(true);
    expect(isAllowedAddress("not-an-ip", "loopback")).toBe(false);
  });
});
