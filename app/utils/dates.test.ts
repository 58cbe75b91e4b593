import { describe, expect, it } from "vitest";
import { DAY_MS, isoDay } from "./dates";

describe("isoDay", () => {
  it("writes the UTC calendar day of a Date or a timestamp", () => {
    expect(isoDay(new Date("2026-03-01T23:59:59.999Z"))).toBe("2026-03-01");
    expect(isoDay(Date.parse("2026-03-01T00:00:00Z") + DAY_MS)).toBe("2026-03-02");
  });
});
