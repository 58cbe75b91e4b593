import type { AgeMention } from "./ages";

// Decades of life in Chinese and Japanese said with a Han tens digit: "二十代" (in her
// twenties), "三十多岁", "二十几岁", "四十來歲". The teen words inside them ("十代",
// "十几岁") name no teen there, and the age is the decade's first year.
const TENS: Record<string, number> = { 二: 20, 三: 30, 四: 40, 五: 50, 六: 60, 七: 70, 八: 80, 九: 90 };
const ENDINGS = ["代", "几岁", "幾歲", "多岁", "多歲", "来岁", "來歲"];
const CJK_DECADE = new RegExp(`([${Object.keys(TENS).join("")}])十(?:${ENDINGS.join("|")})`, "gu");

/** The decade phrases as harmless phrases: each tens digit with each ending. */
export const cjkDecadePhrases = (): string[] => Object.keys(TENS).flatMap((tens) => ENDINGS.map((ending) => `${tens}十${ending}`));

/** The ages the decade phrases of a text give ("三十多岁" is at least 30). */
export const findCjkDecadeAges = (text: string): AgeMention[] =>
  [...text.matchAll(CJK_DECADE)].map((match) => ({ age: TENS[match[1]], text: match[0] }));
