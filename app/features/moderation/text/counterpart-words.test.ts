import { describe, expect, it } from "vitest";
import { excludedCounterparts } from "./counterpart-words";

// Excluding the adult counterpart of the girl or boy a prompt names leaves a child,
// in the languages whose lexicons give those words.

describe("adult counterparts excluded", () => {
  it.each([
    ["नंगी लड़की", "औरत, महिला"],
    ["cô gái khỏa thân", "phụ nữ"],
    ["裸体女孩", "女人"],
    ["裸の女の子", "女性"],
    ["çıplak kız", "kadın"],
    ["gadis telanjang", "wanita"],
    ["فتاة عارية", "امرأة"],
    ["meztelen lány", "nő"],
    ["alaston tyttö", "nainen"],
    ["γυμνό κορίτσι", "γυναίκα"],
    ["голо момиче", "жена"],
    ["γυμνό μοντέλο", "γυναίκα, άντρας"],
  ])("finds the counterpart excluded from %j / %j", (prompt, negativePrompt) => {
    expect(excludedCounterparts(prompt, negativePrompt)).not.toEqual([]);
  });

  it.each([
    ["裸体女孩和女人", "女人"],
    ["裸体女人", "男人"],
    ["cô gái khỏa thân, phụ nữ trưởng thành", "đàn ông"],
    ["नंगी औरत", "आदमी"],
    ["çıplak kız, yetişkin kadın", "erkek"],
    ["çıplak kadın", "erkek"],
    ["meztelen lány", "no watermark"],
    ["meztelen nő", "férfi"],
    ["γυμνό μοντέλο", "γυναίκα"],
    ["γυμνό μοντέλο", "γυναίκα, άντρας, κορίτσι"],
  ])("finds none in %j / %j", (prompt, negativePrompt) => {
    expect(excludedCounterparts(prompt, negativePrompt)).toEqual([]);
  });
});
