import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { LANGUAGES_WITH_WORD_LISTS, findInWordList } from "./language-word-lists";
import { isKnownWord } from "./known-words";
import { UNCOVERED_SEXUAL_WORDS } from "./lexicon/uncovered-sexual-words";
import { findUncoveredSexualWords, foldWord } from "./uncovered-sexual-words";

const singleWords = Object.entries(UNCOVERED_SEXUAL_WORDS).flatMap(([language, terms]) =>
  terms.filter((term) => !/[*? ]/u.test(term)).map((term) => [language, term] as const),
);
// Marked "?": in some covered language's hunspell dictionary, never in a lexicon or SCOWL.
const sharedWords = Object.entries(UNCOVERED_SEXUAL_WORDS).flatMap(([language, terms]) =>
  terms.filter((term) => term.startsWith("?")).map((term) => [language, term.slice(1)] as const),
);

describe("uncovered languages' sexual words", () => {
  it.each(singleWords)("%s %s is no word of a covered language", (_language, term) => {
    const word = foldWord(term);
    expect(isKnownWord(word)).toBe(false);
    expect(LANGUAGES_WITH_WORD_LISTS.filter((language) => findInWordList(word, language) === "dictionary")).toEqual([]);
  });

  it.each(sharedWords)("%s %s is a dictionary word of a covered language, but none the rules read", (_language, term) => {
    const word = foldWord(term);
    expect(isKnownWord(word)).toBe(false);
    expect(LANGUAGES_WITH_WORD_LISTS.filter((language) => findInWordList(word, language) === "dictionary")).not.toEqual([]);
  });

  it("counts a shared word only in a clause not plainly a covered language", () => {
    expect(findUncoveredSexualWords("batang hubad sa dalampasigan")).toEqual([{ term: "hubad", language: "tl" }]);
    expect(findUncoveredSexualWords("de naak van de jurk in de winkel")).toEqual([]);
  });

  it("counts a shared word in a clause or prompt CLD3 surely reads as its own language", () => {
    expect(findUncoveredSexualWords("naak meisie op die strand")).toEqual([{ term: "naak", language: "af" }]);
    expect(findUncoveredSexualWords("meisie van 12, naak")).toEqual([{ term: "naak", language: "af" }]);
    expect(findUncoveredSexualWords("ontklede seuntjie op die bed")).toEqual([{ term: "ontklede", language: "af" }]);
    // The same word in Dutch prose stays Dutch.
    expect(findUncoveredSexualWords("naak model in de studio")).toEqual([]);
  });

  it("finds words, phrases and inflections, with their language", () => {
    expect(findUncoveredSexualWords("msichana uchi")).toEqual([{ term: "uchi", language: "sw" }]);
    expect(findUncoveredSexualWords("picha, bila nguo")).toEqual([{ term: "bila nguo", language: "sw" }]);
    expect(findUncoveredSexualWords("ራቁቷን ልጃገረድ")).toEqual([{ term: "ራቁቷን", language: "am" }]);
    expect(findUncoveredSexualWords("ọmọbinrin ni ìhòhò")).toEqual([{ term: "ihoho", language: "yo" }]);
    expect(findUncoveredSexualWords("intombazane ngenqunu")).toEqual([{ term: "ngenqunu", language: "zu" }]);
  });

  it("leaves a short word alone where its clause is mostly read words, or a name", () => {
    expect(findUncoveredSexualWords("uchi no neko, a cat at home")).toEqual([]);
    expect(findUncoveredSexualWords("a sofa from Uchi")).toEqual([]);
    expect(findUncoveredSexualWords("uchi, 13")).toEqual([{ term: "uchi", language: "sw" }]);
  });

  it("makes the request sexual, refused whatever the NSFW switch, in the uncovered language", () => {
    const off = checkPrompt({ prompt: "yarinya tsirara", nsfw: false });
    expect(off).toMatchObject({ allowed: false, category: "uncovered-language" });
    expect(checkPrompt({ prompt: "nude photo, msichana 14", nsfw: false }).allowed).toBe(false);
    expect(checkPrompt({ prompt: "yara suna wasa a filin makaranta", nsfw: false }).allowed).toBe(true);
  });
});
