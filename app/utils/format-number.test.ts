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
});
