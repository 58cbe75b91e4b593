import { describe, expect, it } from "vitest";
import { turnsExclusionRound } from "./exclusion-turns";

// Words that turn an item of the exclusions round, in the covered languages.

describe("words that turn an exclusion round", () => {
  it.each([
    "alles behalve kinderen",
    "wszystko oprócz dzieci",
    "allt utom barn",
    "все окрім дітей",
    "除了儿童以外的一切",
    "子供以外すべて",
    "아이 빼고 전부",
    "semua kecuali anak-anak",
    "tất cả trừ trẻ em",
    "tout à part les enfants",
    "alles bis auf Kinder",
    "todo excepto niños",
    "her şey hariç çocuklar",
  ])("finds one in %j", (item) => {
    expect(turnsExclusionRound(item)).toBe(true);
  });

  it.each(["kinderen", "dzieci, nastolatki", "儿童", "子供", "아이", "anak-anak", "trẻ em", "les enfants", "Kinder", "niños"])(
    "finds none in the plain safeguard %j",
    (item) => {
      expect(turnsExclusionRound(item)).toBe(false);
    },
  );
});
