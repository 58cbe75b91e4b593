import type { Lexicon } from "./lexicon";

// Japanese writes a word in either kana when it wants a look: a loanword in
// hiragana ("ぬーど", "せくしー"), a native word in katakana ("コドモ"). Entries of
// three kana or more get their spelling in the other kana; shorter ones would sit
// inside everyday words of the other script ("えろ" is listed where it is meant).

const HIRAGANA_TO_KATAKANA = 0x60;
const ONLY_HIRAGANA = /^[\p{sc=Hiragana}ー]+$/u;
const ONLY_KATAKANA = /^[\p{sc=Katakana}ー]+$/u;
const SHORTEST = 3;

const shift = (entry: string, by: number) =>
  [...entry].map((ch) => (ch === "ー" ? ch : String.fromCodePoint((ch.codePointAt(0) ?? 0) + by))).join("");

/** An entry written wholly in one kana, in the other; none for mixed or short entries. */
export function otherKanaSpelling(entry: string): string | undefined {
  const word = entry.replace(/\*$/u, "");
  if ([...word].length < SHORTEST) return undefined;
  const star = entry.endsWith("*") ? "*" : "";
  // Katakana without a hiragana twin (ヴ's kin, ヷ–ヺ) are left alone.
  if (ONLY_KATAKANA.test(word) && [...word].every((ch) => ch === "ー" || (ch >= "ァ" && ch <= "ヶ" && ch !== "ヵ" && ch !== "ヶ"))) {
    return shift(word, -HIRAGANA_TO_KATAKANA) + star;
  }
  if (ONLY_HIRAGANA.test(word) && [...word].every((ch) => ch === "ー" || (ch >= "ぁ" && ch <= "ゖ"))) return shift(word, HIRAGANA_TO_KATAKANA) + star;
  return undefined;
}

// A long o or u is written "う" or with the long-vowel mark ("ようじょ", "よーじょ";
// "ちゅうがくせい", "ちゅーがくせい"): the hiragana rows whose vowel is o or u.
const O_OR_U = new Set([..."おこそとのほもよろをごぞどぼぽうくすつぬふむゆるぐずづぶぷょゅ"]);
const LONG_VOWEL = /(?<=(\p{sc=Hiragana}))う/gu;

/** A hiragana entry with its long o and u written with "ー"; none when it has none. */
export function longVowelSpelling(entry: string): string | undefined {
  const marked = entry.replace(LONG_VOWEL, (kana, before: string) => (O_OR_U.has(before) ? "ー" : kana));
  return marked === entry ? undefined : marked;
}

const spellings = (entry: string) => {
  const long = longVowelSpelling(entry);
  return [entry, otherKanaSpelling(entry), ...(long ? [long, otherKanaSpelling(long)] : [])].filter((spelt) => spelt !== undefined);
};
const spell = (entries: string[]) => [...new Set(entries.flatMap(spellings))];

/** The lexicon with each kana entry also in the other kana. */
export function withKanaSpellings(lexicon: Lexicon): Lexicon {
  return {
    ...lexicon,
    minor: spell(lexicon.minor),
    school: spell(lexicon.school),
    abuse: spell(lexicon.abuse),
    sexualExplicit: spell(lexicon.sexualExplicit),
    sexualSuggestive: spell(lexicon.sexualSuggestive),
    harmless: spell(lexicon.harmless),
  };
}
