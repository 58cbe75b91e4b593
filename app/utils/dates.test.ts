import { describe, expect, it } from "vitest";
import { DAY_MS, formatDay, formatDayTime, formatShortDay, formatUtcMinute, isoDay } from "./dates";

describe("isoDay", () => {
  it("writes the UTC calendar day of a Date or a timestamp", () => {
    expect(isoDay(new Date("2026-03-01T23:59:59.999Z"))).toBe("2026-03-01");
    expect(isoDay(Date.parse("2026-03-01T00:00:00Z") + DAY_MS)).toBe("2026-03-02");
  });
});

describe("formatDay", () => {
  it("writes the UTC day as 'MMM d, yyyy' from a Date, a timestamp or an ISO string", () => {
    expect(formatDay(new Date("2026-11-12T10:00:00Z"))).toBe("Nov 12, 2026");
    expect(formatDay(Date.parse("2026-01-01T00:00:00Z"))).toBe("Jan 1, 2026");
    expect(formatDay("2026-12-31T23:59:59.999Z")).toBe("Dec 31, 2026");
  });
});

describe("formatShortDay", () => {
  it("writes a YYYY-MM-DD day as day and month", () => {
    expect(formatShortDay("2026-11-12")).toBe("12 Nov");
    expect(formatShortDay("2026-01-01")).toBe("1 Jan");
  });
});

describe("formatUtcMinute", () => {
  it("writes the UTC hour and minute", () => {
    expect(formatUtcMinute("2026-11-12T04:05:59Z")).toBe("04:05 UTC");
  });
});

describe("formatDayTime", () => {
  it("writes the UTC day and minute, whatever the clock's zone", () => {
    expect(formatDayTime("2026-11-12T23:59:30Z")).toBe("Nov 12, 2026, 23:59 UTC");
  });
});
