import type { Lexicon } from "./lexicon/lexicon";
import { LEXICONS } from "./lexicon/languages";
import { prepareText } from "./normalize";
import { excludesEveryone, namesAPerson } from "./people-excluded";
import { compileTerms, findMatches, termsOutside } from "./term-matcher";

// Exclusions that leave a child (ADR 037), in the languages whose words for a girl,
// a boy, a woman and a man the lexicons give (`counterparts`): "नंगी लड़की" without
// "औरत", "cô gái khỏa thân" without "phụ nữ", "裸体女孩" without "女人". Matched as
// lexicon entries are, so phrases ("phụ nữ") and scripts without spaces ("女人") read.

type Role = keyof NonNullable<Lexicon["counterparts"]>;
// A word of one or two letters folded to plain letters is another language's word
// (Hungarian "nő", woman, is "no"): such words are matched only as written.
const isShort = (word: string) => /^\p{sc=Latin}+$/u.test(word) && [...word].length <= 2;
const wordsOf = (role: Role) => LEXICONS.flatMap((lexicon) => lexicon.counterparts?.[role] ?? []);
const matcher = (role: Role) => compileTerms(wordsOf(role).filter((word) => !isShort(word)));
const WORDS = { girl: matcher("girl"), boy: matcher("boy"), woman: matcher("woman"), man: matcher("man") };
const SHORT_WORDS = { girl: short("girl"), boy: short("boy"), woman: short("woman"), man: short("man") };
const ADULTHOOD = compileTerms(LEXICONS.flatMap((lexicon) => lexicon.adulthood));

function short(role: Role): Set<string> {
  return new Set(
    wordsOf(role)
      .filter(isShort)
      .map((word) => word.normalize("NFC").toLowerCase()),
  );
}
const asWritten = (role: Role, text: ReturnType<typeof prepareText>) =>
  text.raw
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => SHORT_WORDS[role].has(word));

const found = (role: Role | "adulthood", text: ReturnType<typeof prepareText>) =>
  role === "adulthood" ? termsOutside(findMatches(ADULTHOOD, text)) : [...termsOutside(findMatches(WORDS[role], text)), ...asWritten(role, text)];

/** Whether a prompt names a woman, a man or an adulthood word of a lexicon. */
export function namesLexiconAdult(prompt: string): boolean {
  const asked = prepareText(prompt);
  return found("woman", asked).length > 0 || found("man", asked).length > 0 || found("adulthood", asked).length > 0;
}

/**
 * The excluded counterparts that leave a child: the woman excluded from a prompt
 * that names a girl, the man from one that names a boy, both from one that names
 * neither ("nude person" without "woman, man"). A prompt that names an
 * adult itself (a woman, a man, an adulthood word) asks for no child this way; an
 * adult age in it must be checked by the caller.
 */
export function excludedCounterparts(prompt: string, negativePrompt: string, subjectImplied = false): string[] {
  if (namesLexiconAdult(prompt)) return [];
  const asked = prepareText(prompt);
  const excluded = prepareText(negativePrompt);
  const girl = found("girl", asked).length > 0;
  const boy = found("boy", asked).length > 0;
  const women = found("woman", excluded);
  const men = found("man", excluded);
  // With no girl or boy named, excluding both the woman and the man leaves only a child.
  if (!girl && !boy) {
    const leavesPeople =
      (subjectImplied || namesAPerson(prompt)) &&
      !excludesEveryone(negativePrompt) &&
      !found("girl", excluded).length &&
      !found("boy", excluded).length;
    return women.length && men.length && leavesPeople ? [...women, ...men] : [];
  }
  return [...(girl ? women : []), ...(boy ? men : [])];
}
