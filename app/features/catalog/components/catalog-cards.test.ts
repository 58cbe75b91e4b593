import { describe, expect, it } from "vitest";
import { cardGridPlacement } from "./catalog-cards";

const placements = (count: number) => Array.from({ length: count }, (_, index) => cardGridPlacement(index, count));

describe("card grid placement", () => {
  it("leaves full rows to the grid", () => {
    expect(placements(6)).toEqual(["", "", "", "", "", ""]);
  });

  it("centres a lone last card at two and at three per row", () => {
    expect(placements(1)).toEqual(["sm:col-start-2 lg:col-start-3"]);
    expect(placements(7).at(-1)).toBe("sm:col-start-2 lg:col-start-3");
  });

  it("centres two last cards at three per row", () => {
    expect(placements(5)).toEqual(["", "", "", "lg:col-start-2", "sm:col-start-2 lg:col-start-auto"]);
    expect(placements(2)).toEqual(["lg:col-start-2", ""]);
  });

  it("centres the odd card at two per row only, when three per row is full", () => {
    expect(placements(3)).toEqual(["", "", "sm:col-start-2 lg:col-start-auto"]);
  });
});
