import { editsBetween } from "./edit-distance";
import { isEnglishWord } from "./known-words";
import { findInWordList, hasDictionary, hasWordList } from "./language-word-lists";
import { normalizeForMatching } from "./normalize";
import { listedLanguagesOf } from "./word-list-languages";

// The readers of misspelt minor words (by sound, by a slip of the keyboard) take
// an unread word within an edit or two of a minor word for it. Words the rules
// do not read include every word of the covered languages beyond the lexicons,
// and many sit that close to a minor word: Italian "scogliera" (cliff) to Dutch
// "scholier", French "baignoire" (bathtub) to "bairn", Spanish "puerta" (door)
// to "pubertal", the painter Schiele (German "schiele", I squint) to "Schüler".
// A word found in a dictionary of a covered language is that word, not a guess,
// unless it is a form of a minor word itself ("dziecka", of a child).

/** Whether `word` (in the matching form), read as the minor word `childWord` of the lexicons of `childLanguages`, is a real word instead. */
export type RealWordCheck = (word: string, childWord: string, childLanguages: readonly string[]) => boolean;
/** The minor words of each language's lexicon, in the matching form. */
export type MinorWordsByLanguage = ReadonlyMap<string, readonly string[]>;

const WRITTEN_WORD = /\p{L}[\p{L}\p{M}]*/gu;
// A form of a word keeps all of it but its last letters: "dziecka", "dzieckiem"
// and "dziecku" of "dziecko", "chlapci" of "chlapec" (two letters changed at the
// end of a minor word of the same language); "chaval" of "chavalin" (one, of the
// child word read: "pensar", to think, is no form of Finnish "penska", a kid).
const LEXICON_ENDING = 2;
// Close relatives share their roots: a word of one within a slip of a child word
// of another is as likely that word's cousin as a word of its own (Czech
// "malých", of the little ones, and Polish "maluch", a toddler).
const CLOSE_RELATIVES = [
  ["cs", "sk", "pl"],
  ["ru", "uk"],
  ["bg", "mk", "sr"],
  ["da", "nb", "sv"],
  ["es", "pt"],
];
const relatives = (a: string, b: string) => CLOSE_RELATIVES.some((group) => group.includes(a) && group.includes(b));
// One letter from a child word of its own language (before an ending), or
// starting as it does, a word is as likely a variant or a form of it as another
// word: Czech "děvenka" and "dívenka" (little girl), "klouček" and "kluček"
// (little boy), "dětka" (kiddies) and "dětsk-", "mladičtější" (younger-looking)
// and "mladistv-". Two letters away from its start on it is another word
// ("Schiele", I squint, and "Schüler", pupil).
const VARIANT_EDITS = 1;
function variantOf(word: string, childWord: string) {
  if (isFormOf(word, childWord, Infinity)) return true;
  for (let cut = childWord.length - 1; cut <= Math.min(word.length, childWord.length + 1); cut++) {
    if (editsBetween(word.slice(0, cut), childWord, VARIANT_EDITS) <= VARIANT_EDITS) return true;
  }
  return false;
}
const CHILD_ENDING = 1;
const MIN_SHARED = 4;

/**
 * A check for the words of one prompt. Asked: the dictionaries of the covered
 * languages the detectors rank near the top for the prompt when they read it as
 * covered prose; in other prompts (English ones), those of the child word's
 * languages ("Egon Schiele" in an English prompt). Only dictionaries count, not
 * the subtitle lists, which hold names and misspellings. Kept as a minor word:
 * a word that is a form of the child word, of a minor word of a language whose
 * dictionary holds it (the lexicons list a minor word in a few of its forms, the
 * slip reader reads the others), a near variant of a child word of its own
 * language, or a word of a close relative of the child word's language.
 * Asking only the prose's languages keeps the loading to them (ADR 051).
 */
export function coveredRealWords(prompt: string, minorWords: MinorWordsByLanguage): RealWordCheck {
  let written: Map<string, string[]> | null = null;
  let promptLanguages: string[] | null = null;
  return (word, childWord, childLanguages) => {
    if (isFormOf(word, childWord, CHILD_ENDING)) return false;
    written ??= writtenForms(prompt);
    promptLanguages ??= listedLanguagesOf(prompt.toLowerCase(), { reliably: true });
    // In covered prose a word is the prose's; elsewhere (an English prompt), the child word's language is asked.
    const languages = promptLanguages.length ? promptLanguages : childLanguages.filter(hasWordList);
    // The word as written, accents and all ("príncipe"), and as matched ("principe").
    const forms = [...new Set([...(written.get(word) ?? []), word])];
    // A language with no dictionary here (Indonesian, Finnish, Hindi…) has only its subtitles' commonest
    // forms: those count in prose read reliably as that language ("secara teknis" is no "teini"),
    // except English words, which subtitles borrow ("kid").
    const found = (form: string, language: string) => {
      const hit = findInWordList(form, language);
      if (hit === "dictionary") return true;
      return hit === "frequent" && !hasDictionary(language) && promptLanguages!.includes(language) && !isEnglishWord(form);
    };
    const holding = languages.filter((language) => forms.some((form) => found(form, language)));
    const cousin = (language: string) =>
      childLanguages.includes(language) ? variantOf(word, childWord) : childLanguages.some((child) => relatives(child, language));
    const minorForm = (language: string) => (minorWords.get(language) ?? []).some((minor) => isFormOf(word, minor, LEXICON_ENDING));
    return holding.length > 0 && !holding.some((language) => cousin(language) || minorForm(language));
  };
}

function isFormOf(word: string, minor: string, ending: number) {
  let shared = 0;
  while (shared < word.length && shared < minor.length && word[shared] === minor[shared]) shared++;
  return shared >= MIN_SHARED && shared >= Math.min(word.length, minor.length) - ending;
}

/** The prompt's words as written (lower case), by their matching form. */
function writtenForms(prompt: string): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const word of prompt.normalize("NFC").toLowerCase().match(WRITTEN_WORD) ?? []) {
    const matched = normalizeForMatching(word);
    forms.set(matched, [...new Set([...(forms.get(matched) ?? []), word])]);
  }
  return forms;
}
