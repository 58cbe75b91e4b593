import { describe, expect, it } from "vitest";
import { differenceBehind } from "./age-operands";
import { findMaskedMinorWords } from "./masked-minor-words";

describe("Japanese stage words with one character masked", () => {
  it.each(["中〇生 裸", "女子○学生 ヌード", "小学● はだか", "ちゅう○くせい", "未✕年"])("reads %j as the word", (prompt) => {
    expect(findMaskedMinorWords(prompt)).toHaveLength(1);
  });
  it.each(["二〇二〇年の東京 30歳の女性", "○×ゲームをする女性", "幼○", "中学生", "大人の女性 ○"])("reads no stage word in %j", (prompt) => {
    expect(findMaskedMinorWords(prompt)).toEqual([]);
  });
});

describe("a number taken away", () => {
  it("is read with the number it is taken from", () => {
    expect(differenceBehind(15, "woman aged 40 minus ")).toBe(25);
    expect(differenceBehind(6, "chica de 20 menos ")).toBe(14);
    expect(differenceBehind(4, "girl aged 18 − ")).toBe(14);
    expect(differenceBehind(12, "woman, 35, minus ")).toBeUndefined();
    expect(differenceBehind(5, "the minus ")).toBeUndefined();
  });
});
