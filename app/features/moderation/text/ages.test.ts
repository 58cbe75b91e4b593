import { describe, expect, it } from "vitest";
import { findAgeMentions } from "./ages";

/** The distinct ages a text states, in order. */
const parseAges = (text: string) => [...new Set(findAgeMentions(text).map((mention) => mention.age))];

describe("the ages a text states", () => {
  it.each([
    ["15yo", [15]],
    ["15 yo", [15]],
    ["15 y.o.", [15]],
    ["15 y/o", [15]],
    ["15-year-old", [15]],
    ["15 year old", [15]],
    ["15 years old", [15]],
    ["15 years of age", [15]],
    ["15 yrs old", [15]],
    ["age 15", [15]],
    ["age: 15", [15]],
    ["aged 15", [15]],
    ["at age 15", [15]],
    // "Under" puts the age below the number: at most 15.
    ["under the age of 16", [15]],
    ["fifteen-year-old", [15]],
    ["fifteen years old", [15]],
    ["aged fifteen", [15]],
    ["nude boy, 12", [12]],
    ["nude, 15", [15]],
    // A number alone is a list of one item: read as an age.
    ["15", [15]],
    ["photo (14)", [14]],
    ["she just turned 16", [16]],
    ["born in 2010", [new Date().getUTCFullYear() - 2010]],
    ["a girl (13)", [13]],
    ["woman, 30, nude", [30]],
    ["nude, she is 12", [12]],
    ["a girl of thirteen", [13]],
    ["12-14 years old", [12, 14]],
    ["13 or 14 yo", [13, 14]],
    ["40-year-olds", [40]],
    ["18 years old", [18]],
    ["21yo", [21]],
    ["25 years old", [25]],
    ["twenty-two-year-old", [22]],
    ["ＡＧＥ： １４", [14]],
    ["15 уо", [15]],
  ])("reads %j", (text, ages) => {
    expect(parseAges(text)).toEqual(ages);
  });

  it.each([
    ["Spanish", "quince años", [15]],
    ["Spanish, digits", "chica de 15 años", [15]],
    ["Spanish, compound", "veintidós años", [22]],
    ["Portuguese", "garota de 14 anos", [14]],
    ["French", "15 ans", [15]],
    ["French, compound", "dix-sept ans", [17]],
    ["French, compound over 20", "vingt-deux ans", [22]],
    ["German", "15 Jahre alt", [15]],
    ["German, one word", "fünfzehnjährige", [15]],
    ["German, digits", "15-jährige", [15]],
    ["German, units before tens", "zweiundzwanzigjährige", [22]],
    ["Italian", "ragazza di 15 anni", [15]],
    ["Italian, one word", "quindicenne", [15]],
    ["Russian", "15 лет", [15]],
    ["Russian, one word", "пятнадцатилетняя", [15]],
    ["Russian, digits", "15-летняя", [15]],
    ["Russian, over 20", "двадцать два года", [22]],
    ["Japanese", "15歳", [15]],
    ["Japanese, kanji numerals", "十五歳", [15]],
    ["Japanese, over 20", "二十五歳", [25]],
    ["Chinese", "15岁", [15]],
    ["Chinese, numerals", "十五岁", [15]],
    ["Korean", "15세", [15]],
    ["Korean, native numbers", "열다섯 살", [15]],
    ["Korean, short native form", "열세 살", [13]],
    ["Korean, Sino-Korean numbers", "이십이세", [22]],
  ])("reads %s: %j", (_, text, ages) => {
    expect(parseAges(text)).toEqual(ages);
  });

  it.each([
    "4k",
    "8k",
    "35mm",
    "1080p",
    "f/1.8",
    "16:9",
    "3d",
    "the 1990s",
    "2 cats",
    "top 10",
    "Tesla Model 3",
    "woman, 2 cats",
    "girl 1.8m tall",
    "aged whisky",
    "hace 15 años",
    "il y a 15 ans",
    "vor 15 Jahren",
    "15 anni fa",
    "15 лет назад",
    "fifteen roses",
    "a canteen",
    "두 세 개",
    "이 세상",
    "오세훈",
    "万歳",
    "she is 5 feet tall",
    "niña de 12 kilos",
  ])("finds no age in %j", (text) => {
    expect(parseAges(text)).toEqual([]);
  });
});

describe("findAgeMentions", () => {
  it("returns the words that stated each age, in order", () => {
    expect(findAgeMentions("15 y.o. girl and her 40-year-old mother")).toEqual([
      { age: 15, text: "15 y.o." },
      { age: 40, text: "40-year-old" },
    ]);
  });
});
