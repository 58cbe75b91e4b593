import { describe, expect, it } from "vitest";
import { isMeasureUnit } from "./measure-units";

describe("units of measure from CLDR", () => {
  it.each(["kg", "cm", "m", "lb", "ft", "kilogramm", "kilograms", "centimetres"])("%s is a unit", (word) => {
    expect(isMeasureUnit(word)).toBe(true);
  });
  // Durations are ages; short unit names that are words are not units here.
  it.each(["years", "ans", "jaar", "lat", "in", "de", "mi", "a", "tall", ""])("%s is not", (word) => {
    expect(isMeasureUnit(word)).toBe(false);
  });
});
