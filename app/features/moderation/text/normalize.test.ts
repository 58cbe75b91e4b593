import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { joinSplitDigits, normalizeForAges, normalizeForMatching, prepareText, squeezeRepeats } from "./normalize";

describe("normalizeForMatching", () => {
  it.each([
    ["NFKC fullwidth letters", "ｃｈｉｌｄ", "child"],
    ["NFKC mathematical bold letters", "𝐜𝐡𝐢𝐥𝐝", "child"],
    ["NFKC mathematical script letters", "𝓷𝓾𝓭𝓮", "nude"],
    ["NFKC circled letters", "ⓒⓗⓘⓛⓓ", "child"],
    ["a Cyrillic с inside a Latin word", "\u0441hild", "child"],
    ["Greek capitals inside a Latin word", "ΝUDΕ", "nude"],
    ["small capitals", "ᴄʜɪʟᴅ", "child"],
    ["regional indicator letters", "🇳🇺🇩🇪", "nude"],
    ["zero-width space", "ch\u200bild", "child"],
    ["zero-width joiner and non-joiner", "ch\u200di\u200cld", "child"],
    ["word joiner and BOM", "ch\u2060il\ufeffd", "child"],
    ["soft hyphen", "ch\u00adild", "child"],
    ["bidi controls", "ch\u202eil\u202cd", "child"],
    ["C0 and C1 controls", "ch\u0001il\u0085d", "child"],
    ["variation selectors", "chi\ufe0fld", "child"],
    ["accents", "nüde chíld écolière", "nude child ecoliere"],
    ["stacked combining marks", "c\u0336h\u0336i\u0336l\u0336d\u0336", "child"],
    ["case", "NuDe ChIlD", "nude child"],
    ["German sharp s", "Straße", "strasse"],
    ["spaced letters", "n u d e", "nude"],
    ["dotted letters", "n.u.d.e", "nude"],
    ["dotted letters with spaces", "n. u. d. e.", "nude"],
    ["hyphenated letters", "c-h-i-l-d", "child"],
    ["underscored letters", "n_u_d_e", "nude"],
    ["a double space ends a spelt-out word", "n u d e  c h i l d", "nude child"],
    // Vowel signs and viramas are marks of their letter, not separators of spelt-out letters.
    ["Devanagari words with vowel signs stay apart", "बच्ची चूत", "बच्ची चूत"],
    ["Thai words with vowel marks stay apart", "เด็ก หญิง", "เด็ก หญิง"],
    ["emoji between letters", "c👶h👶i👶l👶d", "child"],
    ["emoji between words", "kid🙂nude", "kid nude"],
    ["leetspeak digits", "ch1ld n00d l0li k1d s3x t33n", "child nood loli kid sex teen"],
    ["leetspeak symbols", "$ex n@ked ch!ld", "sex naked child"],
    ["a leading leet digit before a word", "1oli", "ioli"],
    ["an exclamation mark after a word", "nude!", "nude"],
    ["punctuation becomes one space", "nude,child;;teen", "nude child teen"],
    ["Han and kana words joined across spaces", "女 子 高 生", "女子高生"],
    ["Latin next to Han gets a space", "裸体nude", "裸体 nude"],
  ])("%s", (_, input, expected) => {
    expect(normalizeForMatching(input)).toBe(expected);
  });

  it.each([
    ["15yo", "15yo"],
    ["age 14", "age 14"],
    ["4k 8k 35mm 1080p", "4k 8k 35mm 1080p"],
    ["2girls, 2 cats", "2girls 2 cats"],
  ])("keeps numbers that are not leetspeak in %j", (input, expected) => {
    expect(normalizeForMatching(input)).toBe(expected);
  });

  it.each([
    ["a Latin o inside a Cyrillic word", "г\u006fлая", "голая"],
    ["Latin capitals inside a Cyrillic word", "ГOЛAЯ", "голая"],
    ["a Latin o inside a Greek word", "γυμν\u006f", "γυμνο"],
  ])("writes %s in that script", (_, input, expected) => {
    expect(normalizeForMatching(input)).toBe(expected);
  });

  it.each([
    ["Cyrillic", "Школьница голая", "школьница голая"],
    ["Japanese", "女子高生のヌード", "女子高生のヌード"],
    ["Chinese", "裸体少女", "裸体少女"],
    ["Korean", "여고생 누드", "여고생 누드"],
    ["Spanish ñ", "niña", "niña"],
  ])("leaves %s words intact", (_, input, expected) => {
    expect(normalizeForMatching(input)).toBe(expected);
  });
});

describe("prepareText", () => {
  it("folds a word spelt wholly in Cyrillic look-alikes in the folded form only", () => {
    const prepared = prepareText("сһіӏԁ");
    expect(prepared.text).toBe("сһіӏԁ");
    // The palochka "ӏ" is a vertical stroke: read as "i", which the matchers also take for "l".
    expect(prepared.folded).toBe("chiid");
    expect(checkPrompt({ prompt: "nude сһіӏԁ", nsfw: false }).allowed).toBe(false);
  });

  it("keeps real Cyrillic words in the matching form", () => {
    expect(prepareText("голая школьница").text).toBe("голая школьница");
  });

  it("runs neighbouring pieces of a word together", () => {
    expect(prepareText("chi ld").pairs.get("child")).toEqual(["chi", "ld"]);
    expect(prepareText("c hild").pairs.get("child")).toEqual(["c", "hild"]);
    expect(prepareText("ch i ld").pairs.get("child")).toEqual(["ch", "i", "ld"]);
  });

  it("does not start a word with a one-letter word", () => {
    expect(prepareText("shot a").pairs.has("shota")).toBe(false);
    expect(prepareText("a kid").pairs.has("akid")).toBe(false);
  });

  it("keeps katakana words apart in a form of their own, spaced-out kana joined", () => {
    expect(prepareText("ショタ エロ").text).toBe("ショタエロ");
    expect(prepareText("ショタ エロ").squeezed).toContain("ショタ エロ");
    expect(prepareText("ロ リ ヌード").squeezed).toContain("ロリ ヌード");
    expect(prepareText("女子 高生").squeezed).toEqual([]);
  });

  it("lists the words that were spelt out letter by letter", () => {
    expect(prepareText("n u d e c h i l d").spelled).toEqual(["nudechild"]);
    expect(prepareText("a b").spelled).toEqual([]);
  });
});

describe("normalizeForAges", () => {
  it("keeps digits and punctuation", () => {
    expect(normalizeForAges("15 Y.O. girl, f/1.8, 16:9")).toBe("15 y.o. girl, f/1.8, 16:9");
  });

  it("reads fullwidth digits", () => {
    expect(normalizeForAges("ＡＧＥ： １４")).toBe("age: 14");
  });

  it("folds look-alike units only when asked", () => {
    expect(normalizeForAges("15 уо")).toBe("15 уо");
    expect(normalizeForAges("15 уо", true)).toBe("15 yo");
  });
});

describe("squeezeRepeats", () => {
  it("squeezes letters stretched to three or more into two and into one", () => {
    expect(squeezeRepeats("chiiiild teeeen")).toEqual(["chiild teen", "child ten"]);
  });

  it("leaves real double letters alone and gives nothing when nothing is stretched", () => {
    expect(squeezeRepeats("teen book")).toEqual([]);
  });

  it("is read by the matchers", () => {
    expect(prepareText("nuuude chiiiild").squeezed).toContain("nude child");
  });

  // Every letter typed twice is no spelling either ("cchhiilldd"); a word with a
  // few real double letters ("bookkeeper", "mississippi") is left alone.
  it("halves words whose every letter is doubled", () => {
    expect(squeezeRepeats("nnuuddee cchhiilldd")).toContain("nude child");
    expect(squeezeRepeats("ssttuuddeenntt")).toContain("student");
  });

  it("leaves words with only some doubled letters alone", () => {
    expect(squeezeRepeats("bookkeeper mississippi aabb")).toEqual([]);
  });

  it("is read by the policy", () => {
    expect(checkPrompt({ prompt: "nnuuddee cchhiilldd", nsfw: false })).toMatchObject({ allowed: false, category: "sexual-minors" });
  });
});

describe("joinSplitDigits", () => {
  it.each([
    ["1.4 y.o", "14 y.o"],
    ["1 4 years", "14 years"],
    ["1-4 yo", "14 yo"],
    ["1_4 years", "14 years"],
  ])("joins %j", (input, expected) => {
    expect(joinSplitDigits(input)).toBe(expected);
  });

  it.each(["f/1.8", "16:9", "girl, 1.8", "1080p", "1.85 m", "12 14"])("leaves %j alone", (input) => {
    expect(joinSplitDigits(input)).toBe(input);
  });
});

describe("a pipe standing for a letter", () => {
  // "ch|ld": the pipe between letters is an l or an i; "nude|child" is two words,
  // so the pipe form is read beside the plain one.
  it("reads the pipe between letters as a letter, beside the plain form", () => {
    const prepared = prepareText("nude ch|ld, chi|d");
    expect(prepared.squeezed).toContain("nude child chiid");
    expect(prepared.text).toBe("nude ch ld chi d");
  });

  it("is read by the policy", () => {
    expect(checkPrompt({ prompt: "nude ch|ld", nsfw: true })).toMatchObject({ allowed: false, category: "sexual-minors" });
    expect(checkPrompt({ prompt: "nude|woman|bedroom", nsfw: true }).allowed).toBe(true);
  });
});
