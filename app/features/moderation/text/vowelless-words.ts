import { LEXICONS } from "./lexicon/languages";
import { refusingEntries } from "./lexicon-vocabulary";
import { normalizeForMatching } from "./normalize";

// Words written with every vowel dropped ("sx wth a kd", "nkd tddlr", "nd schlgrl"):
// no single word gives the disguise away ("kd" and "nd" are also initials, and the
// word lists hold such initials), but a prompt written so drops the vowels of most of
// its words. Such a prompt is read once more with each vowelless word put back as the lexicon word with
// the same consonants ("kd" as "kid", "nkd" as "naked"), and the worst reading decides
// (as for the codes of `decoded-readings`).

const VOWELS = /[aeiouy]/gu;
const DOUBLED = /(\p{L})\1+/gu;
/** The consonants of a word in order, as written and with doubled ones once ("baby" and "bby" meet at "bb", "toddler" and "tdlr" at "tdlr"). */
const consonantKeys = (word: string) => {
  const written = word.replace(VOWELS, "");
  return [...new Set([written, written.replace(DOUBLED, "$1")])].filter((key) => key.length >= 2);
};

// Minor, school, abuse and sexual words, the youth words that make a phrase a child
// ("little", "young") and the adult words (so "nkd wmn" reads "naked woman"); English
// first, so its word wins where two lexicons share the consonants.
const TARGETS = new Map<string, string>();
/** The keys of words that are whole entries ("nude", "kid"), not only words of phrases ("with"). */
const WHOLE_ENTRIES = new Set<string>();
const ordered = [...LEXICONS].sort((a, b) => Number(b.language === "en") - Number(a.language === "en"));
const entries = ordered.flatMap((lexicon) =>
  [...refusingEntries(lexicon), ...lexicon.youthCues].map((entry) => normalizeForMatching(entry.replace(/\*/gu, ""))),
);
// Words that are entries of their own before the words of phrases: "nd" is "nude", not the "and" of a phrase.
for (const word of [...entries.filter((entry) => !entry.includes(" ")), ...entries.flatMap((entry) => entry.split(" "))]) {
  if (!/^[a-z]{3,}$/u.test(word) || !/[aeiou]/u.test(word)) continue;
  for (const key of consonantKeys(word)) if (!TARGETS.has(key)) TARGETS.set(key, word);
}
for (const entry of entries) if (/^[a-z]{3,}$/u.test(entry)) for (const key of consonantKeys(entry)) WHOLE_ENTRIES.add(key);

const WORD = /\p{L}+/gu;
const VOWELLESS = /^[b-df-hj-np-tv-z]{2,}$/u;
// Two words read back as whole entries at least: one initial beside others ("kid, hd, nd filter") is an initial.
const MIN_READ = 2;

/** The prompt with its vowelless words read back, or null when it is not written without vowels. */
export function vowellessReading(prompt: string): string | null {
  // Most prompts have fewer than two vowelless words even before normalising: no need to.
  const rough = prompt.normalize("NFKC").toLowerCase().match(WORD) ?? [];
  if (rough.filter((word) => VOWELLESS.test(word)).length < MIN_READ) return null;
  const text = normalizeForMatching(prompt);
  const words = text.split(" ").filter((word) => /^\p{L}{2,}$/u.test(word));
  const vowelless = words.filter((word) => VOWELLESS.test(word));
  // Most words vowelless: a few initials ("hd", "dslr") in a plain prompt are initials.
  if (vowelless.length < MIN_READ || vowelless.length * 2 < words.length) return null;
  let read = 0;
  const reading = text.replace(WORD, (word) => {
    const key = VOWELLESS.test(word) ? consonantKeys(word).find((candidate) => TARGETS.has(candidate)) : undefined;
    if (key && WHOLE_ENTRIES.has(key)) read++;
    const target = key && TARGETS.get(key);
    return target ?? word;
  });
  return read >= MIN_READ ? reading : null;
}
