import { describe, expect, it } from "vitest";
import { formatCredits, formatNumber } from "./format-number";

describe("formatNumber / formatCredits", () => {
  it("groups thousands the same way whatever the runtime's locale", () => {
    expect(formatCredits(3000)).toBe("3,000");
    expect(formatCredits(3500)).toBe("3,500");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
  });

  it("writes exactly what Intl.NumberFormat('en-US', whole numbers) writes", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const values = [
      ...[0, -0, 0.4, -0.4, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 999.5, -999.5, 1e21, -1e21, 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER],
      ...[Infinity, -Infinity, NaN, Number.MAX_VALUE, Number.EPSILON],
      ...Array.from({ length: 16 }, (_, digits) => 10 ** digits),
      ...Array.from({ length: 16 }, (_, digits) => 10 ** digits - 1),
    ];
    // A fixed pseudo-random spread over every magnitude, signs and fractions included.
    let seed = 42;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      values.push(((seed / 2 ** 31 - 0.5) * 10 ** (i % 17)) / (i % 3 === 0 ? 1 : 7));
    }
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });
});
