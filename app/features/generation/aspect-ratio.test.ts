import { describe, expect, it } from "vitest";
import { nearestAspectRatio } from "./generation-options";

describe("nearestAspectRatio (an edit keeps its source's shape)", () => {
  it("picks the offered ratio nearest to the picture's own", () => {
    expect(nearestAspectRatio(1080, 1920)).toBe("9:16");
    expect(nearestAspectRatio(1920, 1080)).toBe("16:9");
    expect(nearestAspectRatio(1024, 1024)).toBe("1:1");
    expect(nearestAspectRatio(1200, 900)).toBe("4:3");
    expect(nearestAspectRatio(900, 1200)).toBe("3:4");
    expect(nearestAspectRatio(700, 1300)).toBe("9:16");
  });

  it("falls back to square for a picture without a size", () => {
    expect(nearestAspectRatio(0, 100)).toBe("1:1");
    expect(nearestAspectRatio(Number.NaN, 100)).toBe("1:1");
  });
});
