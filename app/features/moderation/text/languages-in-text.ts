import { vouchedByWordLists } from "./clause-word-lists";
import { isCoveredLanguage, isCoveredLetter, normalizeCode } from "./language-coverage";
import { detectWithCld, detectWithEld, type LanguageGuess } from "./language-detectors";
import { findInWordList, hasWordList, type WordListHit } from "./language-word-lists";
import { isKnownWord, isRareEnglishWord } from "./known-words";
import { givenNameWords } from "./given-names";
import { placeNameWords } from "./place-names";
import { coveredNearTheTop } from "./word-list-languages";
import { inAnyCoveredDictionary } from "./any-covered-dictionary";
import { foldLatinLookalikes, foldMixedScriptWord, squeezedWord } from "./normalize";
import { isMonthName } from "./written-dates";

// Finds the part of a text written in a language the text rules do not cover
// (ADR 024). Closed world: the rules can only refuse what they can read, so an
// adult request must be readable in every part. A prompt is cut into segments
// (clauses, lines, script changes), and each segment, each run of short
// segments and the whole text are judged: a prompt mixing languages is judged
// by its worst part, and a short foreign phrase cannot hide among tags.

export type UncoveredLanguage = {
  /** What was found: a language code ("sw"), or a script name ("Georgian") when a letter alone tells. */
  language: string;
  /** For the audit: the letter or the words that gave it away. */
  evidence: string;
};

// Clause and line boundaries, in the punctuation of the covered scripts and beyond.
const BOUNDARY = /[\n\r\t.,;:!?|()[\]{}<>"“”„«»‹›、。，；：！？・·/\\=+*#~_]+/u;
// Parts of a prompt for the short-part rule: the Arabic and Persian comma and
// semicolon separate them too (clauses keep them: ELD reads a Persian prompt
// whole better than piece by piece).
const PART_BOUNDARY = new RegExp(`${BOUNDARY.source.slice(0, -2)}،؛]+`, "u");
const WORD = /[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}]|['’ʼ-](?=[\p{L}\p{M}\p{N}]))*/gu;
// Tokens with a digit ("8k", "40yo", "1girl"), single letters and Roman numerals ("XIV") say nothing about a language.
const NOT_A_WORD = /\p{N}|^.$|^[ivxlcdm]+$/u;
// Format characters and variation selectors say nothing about the language.
const INVISIBLE = /[\p{Cf}\uFE00-\uFE0F\u034F]/gu;
// Letters shared by every script (the kana prolonged sound mark, ordinals):
// neutral, like digits and emoji.
const SCRIPT_NEUTRAL = /[\p{sc=Common}\p{sc=Inherited}]/u;
const COMBINING_MARK = /\p{M}/u;
// Keycaps and circles drawn around a digit or symbol ("2️⃣"): a frame, no letter.
const ENCLOSING_MARK = /\p{Me}/u;

/** Scripts written by more than one language, where a detector must tell which one. */
const SHARED_SCRIPTS = ["Latin", "Cyrillic", "Arabic", "Devanagari"] as const;
type SharedScript = (typeof SHARED_SCRIPTS)[number];
const SCRIPT_TESTS = SHARED_SCRIPTS.map((script) => [script, new RegExp(`\\p{sc=${script}}`, "u")] as const);

/**
 * Words common in image prompts in every language (camera, render and quality
 * tags, site names). They say nothing about the prompt's language and confuse
 * detectors on short text, so they are left out of what is detected.
 */
const PROMPT_JARGON = new Set(
  (
    "masterpiece best quality high highres absurdres ultra hd uhd hdr fhd 4k 8k 16k 32k raw photo photorealistic realistic hyperrealistic " +
    "hyperdetailed detailed intricate sharp focus bokeh dof depth field cinematic lighting volumetric octane render unreal engine unity " +
    "blender 3d 2d cgi vray redshift artstation deviantart pixiv behance instagram tiktok trending dslr slr mirrorless canon nikon sony " +
    "fujifilm fuji leica hasselblad kodak portra ektar ilford polaroid iso f1.4 f1.8 f2.8 mm 35mm 50mm 85mm 135mm lens wide angle telephoto " +
    "macro closeup close-up full-body fullbody nsfw sfw anime manga hentai ecchi chibi waifu cosplay pinup pin-up lora vae sdxl sd flux " +
    "futanari ahegao bukkake paizuri oppai " +
    "midjourney stable diffusion dall-e niji style score_9 score_8_up score_7_up rating_explicit rating_safe greg rutkowski alphonse mucha " +
    "artgerm wlop sakimichan loish ilya kuvshinov makoto shinkai ghibli pixar disney marvel dc " +
    // Loanwords and names common in prompts that no English list has.
    "katana shinto sakura shoji onsen yukata ukiyo-e ukiyo yuri yaoi netrunner ingres eos zzz " +
    // Loanwords of English prompts for crafts, dress, hair, places and pastimes that
    // SCOWL's lists lack and detectors read as Hausa or Somali ("shibari ropes",
    // "an afro in hawaii"). None is a word for a person in any language; the minors
    // rules still read every word.
    "shibari kinbaku kintsugi afro afros hawaii hawaiian bindi tiki luau hula aloha mehndi kente dashiki batik sarong " +
    "cheongsam qipao hanbok dirndl lederhosen ikebana wabi sabi boho matcha izakaya favela cantina hacienda mariachi " +
    "lehenga saree durag hygge ryokan kawaii ahoge kpop k-pop pov kodachrome ektachrome " +
    // Negative-prompt tags and embeddings common in exclusions.
    "lbs lb kg cm ft " +
    // Units of measure and of time in the covered scripts: a unit is no language.
    "km mp fps px kb mb gb hz o'clock oclock мм см км кг мп " +
    "lowres highres easynegative deepnegative negativexl unaestheticxl verybadimagenegative badhandv4 jpeg " +
    // Generation settings written into prompts.
    "cfg seed sampler euler dpm dpm++ karras ddim unipc denoise denoising hires upscaler esrgan lyco lycoris hypernet embedding clip"
  ).split(" "),
);

type Word = { text: string; name: boolean; script: SharedScript | "other" };
/** `clause`: one clause of two or more words, judged by its own share of read words; otherwise by the text's. */
type Unit = { script: SharedScript; words: Word[]; clause?: boolean };

const MIN_WORDS_ALONE = 2;

function scriptOf(word: string): Word["script"] {
  let best: Word["script"] = "other";
  let bestCount = 0;
  for (const [script, test] of SCRIPT_TESTS) {
    const count = [...word].filter((ch) => test.test(ch)).length;
    if (count > bestCount) [best, bestCount] = [script, count];
  }
  return best;
}

// Small capitals and turned letters are no language's letters, but "ɴᴀᴋᴇᴅ" is English
// in disguise: a word with letters no covered language writes is read with its
// Latin look-alikes made plain when that gives a known word. Real letters of other
// languages ("ð" in "maður") give no known word and still stop the request.
// Likewise a word of covered letters that no list reads is read as the rules read it
// when that gives a known word: stretched letters squeezed ("nuuude"), look-alikes of
// another script folded ("гoлaя" with a Latin o). An unread word stays unread.
const WORD_WITH_UNCOVERED = /[\p{L}\p{M}]+/gu;
const MIXED_SCRIPTS = [/\p{sc=Latin}/u, /[\p{sc=Cyrillic}\p{sc=Greek}]/u];
const knownReading = (readings: string[]) => readings.find((plain) => plain.length > 1 && isKnownWord(plain.toLowerCase()));
// An apostrophe that stands for letters left out ("li'l", "lil'") is read out of the
// word when that gives a known word; French "l'enfant" gives none and stays as it is.
const APOSTROPHE_WORD = /(?<![\p{L}'’ʼ`])(?=[\p{L}'’ʼ`]*\p{L})[\p{L}]*['’ʼ`][\p{L}]*(?![\p{L}'’ʼ`])/gu;
const readElidedWords = (text: string) => text.replace(APOSTROPHE_WORD, (word) => knownReading([word.replace(/['’ʼ`]/gu, "")]) ?? word);

function readLookalikeWords(input: string) {
  const text = /['’ʼ`]/u.test(input) ? readElidedWords(input) : input;
  return text.replace(WORD_WITH_UNCOVERED, (word) => {
    if ([...word].every(isCoveredLetter)) {
      if (isKnownWord(word.toLowerCase())) return word;
      const mixed = MIXED_SCRIPTS.every((script) => script.test(word));
      return knownReading([...squeezedWord(word), ...(mixed ? [foldMixedScriptWord(word.toLowerCase())] : [])]) ?? word;
    }
    const plain = foldLatinLookalikes(word);
    return plain !== word && plain.length > 1 && [...plain].every(isCoveredLetter) && isKnownWord(plain.toLowerCase()) ? plain : word;
  });
}

/** The first letter of the text that no covered language is written with. */
function uncoveredLetter(words: string[]) {
  for (const word of words) {
    for (const ch of word) {
      if (ENCLOSING_MARK.test(ch) || (SCRIPT_NEUTRAL.test(ch) && !COMBINING_MARK.test(ch))) continue;
      if (!isCoveredLetter(ch)) return ch;
    }
  }
  return null;
}

// Scripts written without spaces hold Latin abbreviations glued ("元JKの", "OLの"):
// the Latin letters are a word of their own, not one with the Han and kana around them.
const EAST_ASIAN_LETTER = "[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}ー]";
const EAST_ASIAN_EDGE = new RegExp(`(?<=${EAST_ASIAN_LETTER})(?=\\p{sc=Latin})|(?<=\\p{sc=Latin})(?=${EAST_ASIAN_LETTER})`, "gu");
const CAPITALISED = /^\p{Lu}/u;
const LOWER_CASE = /^\p{Ll}+$/u;

/**
 * A segment's words, lower-cased, without jargon and numbers. A word that may
 * be a name ("Emma Watson", "Helmut Newton", "Santorini", "Louis XIV":
 * capitalised, in a segment that also has lower-case words, and not starting
 * it unless the next word is capitalised too) is marked: names are no
 * language, and detectors read them as anything.
 */
function segmentWords(segment: string): Word[] {
  const raw = segment.match(WORD) ?? [];
  const hasLowerCase = raw.some((word) => LOWER_CASE.test(word));
  const places = placeNameWords(raw);
  const isName = (word: string, index: number) =>
    places.has(index) || (hasLowerCase && CAPITALISED.test(word) && (index > 0 || CAPITALISED.test(raw[1] ?? "")));
  return raw
    .map((word, index) => ({ text: word.toLowerCase(), name: isName(word, index) }))
    .filter((word) => !PROMPT_JARGON.has(word.text) && !NOT_A_WORD.test(word.text))
    .map((word) => ({ ...word, script: scriptOf(word.text) }));
}

/** Segments, split again where the script changes, as units to judge. */
function unitsOf(text: string) {
  const runs: Unit[] = [];
  for (const segment of text.split(BOUNDARY)) {
    let current: Unit | null = null;
    for (const word of segmentWords(segment)) {
      if (word.script === "other") {
        current = null;
        continue;
      }
      if (!current || current.script !== word.script) {
        current = { script: word.script, words: [] };
        runs.push(current);
      }
      current.words.push(word);
    }
  }
  const units: Unit[] = [];
  // Each segment long enough to judge alone.
  for (const run of runs) if (run.words.length >= MIN_WORDS_ALONE) units.push({ ...run, clause: true });
  // Consecutive short segments of one script, read together ("msichana, uchi, 14").
  let group: Unit | null = null;
  for (const run of runs) {
    if (run.words.length >= MIN_WORDS_ALONE || (group && group.script !== run.script)) {
      if (group && group.words.length >= MIN_WORDS_ALONE) units.push(group);
      group = null;
    }
    if (run.words.length < MIN_WORDS_ALONE) {
      group ??= { script: run.script, words: [] };
      group.words.push(...run.words);
    }
  }
  if (group && group.words.length >= MIN_WORDS_ALONE) units.push(group);
  // The whole text, one script at a time (a lone word is judged here too).
  for (const script of SHARED_SCRIPTS) {
    const words = runs.filter((run) => run.script === script).flatMap((run) => run.words);
    if (words.length && !units.some((unit) => unit.script === script && unit.words.length === words.length)) units.push({ script, words });
  }
  return units;
}

/**
 * Uncovered languages that detectors also give for text in a close covered
 * relative (Galician for Portuguese, Macedonian for Bulgarian, Marathi and
 * Nepali for Hindi, Belarusian for Russian): one detector saying so is not
 * enough. Where the letters differ (Macedonian "ѓ ќ ј"), the letters tell.
 */
const RELATIVES: Record<string, string> = { gl: "pt", mk: "bg", be: "ru", mr: "hi", ne: "hi", sl: "sk", bs: "hr", eo: "es", la: "it", fy: "nl" };
const CLD_COVERED = 0.7;
const CLD_SURE = 0.9;
const CLD_AGREES = 0.5;
/** A text whose words are read at least this much is "mostly read". */
const MOSTLY_READ = 0.5;
const MALAY_FAMILY = new Set(["ms", "jv", "su"]);

const uncoveredGuess = (guess: LanguageGuess) => guess.language !== "" && !isCoveredLanguage(guess.language) && !(guess.language in RELATIVES);

/**
 * One unit's verdict: the language it is in when that is not covered, else
 * null. English words and the lexicons' own words are taken as read; the rest
 * (what the rules cannot read) goes to the detectors. ELD decides when it is
 * reliable; otherwise CLD3 may name an uncovered language for two or more
 * unread words, or both detectors must agree. What neither can tell (one word,
 * a name) passes: it is in a covered script, and the minors rules still run.
 */
export function judgeWords(words: Word[], mostlyRead: boolean): string | null {
  const language = judgeText(
    words.map((word) => word.text),
    mostlyRead,
  );
  // German nouns are capitalised too: names are left out only to clear a verdict.
  if (!language || !words.some((word) => word.name)) return language;
  return judgeText(
    words.filter((word) => !word.name).map((word) => word.text),
    mostlyRead,
  );
}

/**
 * `mostlyRead`: most of the text's words are words the rules read (an English
 * prompt with a few rare words: "katana, bushido", "tatami, shoji"). Then the
 * unread words are refused only when a detector names an uncovered language
 * with confidence; otherwise (closed world) they must be recognised as covered.
 */
function judgeText(words: string[], mostlyRead: boolean): string | null {
  const unread = words.filter((word) => !isKnownWord(word));
  // One unread word is too little for a detector: a name, a typo, a brand.
  if (unread.length < 2) return null;
  const text = unread.join(" ");
  const eldGuess = detectWithEld(text);
  if (eldGuess.reliable && isCoveredLanguage(eldGuess.language)) {
    // ELD's Malay (read as Indonesian) also takes in Hausa, Somali or Shona: CLD3,
    // which knows them, has the last word there.
    if (eldGuess.language !== "id") return null;
    const cldGuess = detectWithCld(text);
    return uncoveredGuess(cldGuess) && !MALAY_FAMILY.has(cldGuess.language) && cldGuess.confidence >= CLD_COVERED ? cldGuess.language : null;
  }
  const cldGuess = detectWithCld(text);
  if (mostlyRead) {
    // Romanised Japanese or Hindi among English words is loanwords ("katana", "shoji").
    const cldSays = uncoveredGuess(cldGuess) && !cldGuess.language.endsWith("-Latn");
    const verdict =
      cldSays && cldGuess.confidence >= CLD_SURE
        ? cldGuess.language
        : eldGuess.reliable && uncoveredGuess(eldGuess) && cldSays && cldGuess.confidence >= CLD_AGREES
          ? eldGuess.language
          : null;
    // English mixed with another covered language ("nude woman en la playa al
    // atardecer"): the few unread words alone look like anything, the whole clause
    // does not. Both detectors must name the same covered language, not English.
    if (verdict) return inOtherCoveredLanguage(words) ? null : verdict;
    // Closed world inside a mostly-read text too (ADR 037): two or more words that
    // are not even rare English ("nude woman with msichana mdogo") must be
    // recognised as a covered language, as in a text mostly unread.
    const strange = unread.filter((word) => !isRareEnglishWord(word));
    if (strange.length < 2) return null;
    const closed = closedWorld(strange.join(" "));
    return closed && !inOtherCoveredLanguage(words) ? closed : null;
  }
  return closedWorld(text, eldGuess, cldGuess);
}

/** Words the rules cannot read must be positively recognised as a covered language. */
function closedWorld(text: string, eldGuess = detectWithEld(text), cldGuess = detectWithCld(text)): string | null {
  if (eldGuess.reliable && isCoveredLanguage(eldGuess.language)) {
    if (eldGuess.language !== "id") return null;
    return uncoveredGuess(cldGuess) && !MALAY_FAMILY.has(cldGuess.language) && cldGuess.confidence >= CLD_COVERED ? cldGuess.language : null;
  }
  if (eldGuess.reliable && uncoveredGuess(eldGuess)) return eldGuess.language;
  // Closed world: two or more words the rules cannot read must be positively
  // recognised as a covered language, by ELD or by a fairly sure CLD3.
  const cldCovered = cldGuess.language !== "" && isCoveredLanguage(cldGuess.language);
  if (cldCovered && (cldGuess.confidence >= CLD_COVERED || isCoveredLanguage(eldGuess.language))) return null;
  return uncoveredGuess(cldGuess) ? cldGuess.language : uncoveredGuess(eldGuess) ? eldGuess.language : "und";
}

function inOtherCoveredLanguage(words: string[]) {
  const whole = words.join(" ");
  const eld = detectWithEld(whole);
  if (!eld.reliable || !isCoveredLanguage(eld.language) || eld.language === "en") return false;
  // CLD3 may name a neighbour of ELD's language, unsure ("naga kobieta leży na łóżku":
  // ELD Polish, CLD3 Slovak at 0.66): any covered language other than English will
  // do. A text in an uncovered language gets that language from CLD3, which knows it.
  const cld = detectWithCld(whole);
  return isCoveredLanguage(cld.language) && normalizeCode(cld.language) !== "en";
}

const CHILD_AGE = /^(?:[1-9]|1[0-7])$/;
// The zeros of the decimal digit blocks (Arabic-Indic, Persian, Devanagari, Bengali, …, Thai, fullwidth).
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0xff10];
/** "१४" → "14". */
const asciiDigits = (token: string) =>
  token.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
const AGE_NEIGHBOURHOOD = 3;

/**
 * One word is too little for a detector, so a lone unread word passes, except
 * beside a child's age: "nude photo, msichana, 14". A word the rules cannot
 * read within three words of a number from 1 to 17 is where an attacker puts
 * the local word for "girl"; it counts as uncovered unless its clause reliably
 * reads as a covered language ("2 nackte Frauen") or it is a name ("Lena").
 */
// Decimals, ratios and weights ("cfg 7.5", "<lora:abc:0.8>", "3/4") are no ages.
const DECIMAL = /\p{Nd}+(?:[.,:/]\p{Nd}+)+/gu;

function unreadWordBesideChildAge(input: string): UncoveredLanguage | null {
  const text = input.replace(DECIMAL, "0");
  const tokens: Array<{ text: string; clause: string[]; name: boolean }> = [];
  for (const sentence of text.split(/[.!?\n\r]+/u)) {
    let first = true;
    for (const clause of sentence.split(BOUNDARY)) {
      const words = clause.match(WORD) ?? [];
      const lower = words.map((word) => word.toLowerCase());
      for (const word of words) {
        tokens.push({ text: word, clause: lower, name: !first && CAPITALISED.test(word) });
        if (!NOT_A_WORD.test(word.toLowerCase())) first = false;
      }
    }
  }
  for (const [index, token] of tokens.entries()) {
    if (!CHILD_AGE.test(asciiDigits(token.text))) continue;
    const near = tokens.slice(Math.max(0, index - AGE_NEIGHBOURHOOD), index + AGE_NEIGHBOURHOOD + 1);
    for (const candidate of near) {
      const word = candidate.text.toLowerCase();
      if (candidate.name || NOT_A_WORD.test(word) || PROMPT_JARGON.has(word) || isKnownWord(word) || isMonthName(word) || scriptOf(word) === "other")
        continue;
      const clause = detectWithEld(candidate.clause.filter((w) => !NOT_A_WORD.test(w)).join(" "));
      if (clause.reliable && isCoveredLanguage(clause.language)) continue;
      return { language: detectWithCld(word).language || "und", evidence: `"${word}" beside the age ${token.text}` };
    }
  }
  return null;
}

const SHORT_PART = 3;
const TRIGRAM = 3;

/**
 * The covered languages other than English the whole prompt could be prose
 * of, or none when it is not such prose. It is when ELD reads it reliably so,
 * or, in a prompt longer than a short part, CLD3 is sure of it. Each detector
 * misreads some short prompts ("naakte oma, artistiek naakt" is Finnish to
 * CLD3, "naken mormor, konstnärlig aktbild" unsure Norwegian to ELD); on a
 * short part alone CLD3 is not trusted ("tüdruk alasti" is Turkish to it).
 * The languages are ELD's near the top and CLD3's best, so that a word of
 * the prompt's real language is found when the detectors disagree on it.
 */
function coveredProseLanguages(text: string): string[] {
  // Place names are no prose: "Paris" made "nude, msichana, Paris" French.
  const written = text.match(WORD) ?? [];
  const places = placeNameWords(written);
  const words = written.filter((word, index) => !places.has(index) && !NOT_A_WORD.test(word.toLowerCase()));
  const joined = words.map((word) => word.toLowerCase()).join(" ");
  const coveredProse = (language: string) => isCoveredLanguage(language) && normalizeCode(language) !== "en";
  const eld = detectWithEld(joined);
  const cld = detectWithCld(joined);
  const prose =
    (eld.reliable && coveredProse(eld.language)) ||
    (words.length > SHORT_PART && cld.reliable && cld.confidence >= CLD_SURE && coveredProse(cld.language));
  if (!prose) return [];
  const languages = coveredNearTheTop(joined);
  if (coveredProse(cld.language) && cld.confidence >= CLD_AGREES) languages.push(normalizeCode(cld.language));
  return [...new Set(languages)];
}

/**
 * One word is too little for a detector, but a part of the prompt of one to
 * three words is where an attacker puts the local word for "girl" ("nude,
 * mtoto", "nude woman, msichana", "tüdruk alasti"). In such a part a word the
 * rules cannot read (not English up to SCOWL's rare lists, not a lexicon word,
 * not prompt jargon) counts as uncovered, unless the part reliably reads as a
 * covered language by ELD ("Schlafzimmer"; when CLD3 is sure of an uncovered
 * language for the word, the word must also be in that language's list), or the whole prompt is prose of a
 * covered language other than English (`coveredProseLanguages`), the unread
 * words are words of that language (its word list: "buhardilla" in a Spanish
 * prompt, "ložnice" in a Czech one, not "msichana") and CLD3 is not sure of an
 * uncovered language for the word. CLD3 alone is not trusted on so few
 * letters: it reads "tüdruk alasti" as Turkish. One unread word beside two read
 * ones is a clause and is left to `judgeText` ("nude drow priestess"). A capitalised word is a name
 * inside a part or beside a read word ("Paris apartment"); alone, or first
 * beside unread words, its capital excuses nothing ("Msichana").
 */
const bestHit = (hits: WordListHit[]): WordListHit => (hits.includes("dictionary") ? "dictionary" : hits.includes("frequent") ? "frequent" : null);

function unreadWordInShortPart(text: string, context: string, anyDictionary: boolean): UncoveredLanguage | null {
  let prose: string[] | null = null;
  for (const sentence of text.split(/[.!?\n\r]+/u)) {
    for (const part of sentence.split(PART_BOUNDARY)) {
      const words = (part.match(WORD) ?? []).filter((word) => !NOT_A_WORD.test(word.toLowerCase()));
      if (!words.length || words.length > SHORT_PART) continue;
      const read = (word: string) => {
        const lower = word.toLowerCase();
        return PROMPT_JARGON.has(lower) || isKnownWord(lower) || scriptOf(lower) === "other" || isRareEnglishWord(lower);
      };
      const someRead = words.some(read);
      const places = placeNameWords(words);
      const names = givenNameWords(words);
      const unread = words.filter(
        (word, index) => !read(word) && !places.has(index) && !names.has(index) && !(CAPITALISED.test(word) && (index > 0 || someRead)),
      );
      // One rare word between two read ones is a clause, judged as a whole
      // ("nude drow priestess"); alone or beside one read word it is not.
      if (!unread.length || (unread.length === 1 && words.length - unread.length >= 2)) continue;
      const partText = words.map((word) => word.toLowerCase()).join(" ");
      const eld = detectWithEld(partText);
      const partCovered = eld.reliable && isCoveredLanguage(eld.language);
      const word = unread[0].toLowerCase();
      const cld = detectWithCld(word);
      // On three letters or fewer CLD3 has a single trigram to go on: in covered prose
      // such a word is taken as the prose's ("naakte oma", grandmother, in Dutch).
      const cldSure = uncoveredGuess(cld) && cld.confidence >= CLD_SURE && [...word].length > TRIGRAM;
      if (partCovered && eld.language !== "en") {
        // ELD reads the part as a covered language ("Schlafzimmer"). When CLD3 is sure
        // of an uncovered one ("umntwana": Polish to ELD, Xhosa to CLD3), the list of
        // ELD's language decides; a language without a list keeps ELD's word.
        const languages = coveredNearTheTop(partText);
        if (!cldSure || !languages.some(hasWordList)) continue;
        if (unread.every((unreadWord) => bestHit(languages.map((language) => findInWordList(unreadWord.toLowerCase(), language))))) continue;
      }
      prose ??= coveredProseLanguages(context ? `${text}\n${context}` : text);
      // ELD calls many an unknown word English ("lijagered"); in prose of another
      // language a word no English list holds must be a word of that language.
      if (partCovered && eld.language === "en" && !prose.length) continue;
      // Covered prose vouches only for its own words: a word of an uncovered language
      // framed by Spanish ("desnuda, msichana, en la playa") is in no Spanish list. A
      // dictionary outweighs CLD3 on one word ("buhardilla" is Uzbek to it at 0.91);
      // the subtitles' commonest forms, which hold names and foreign words, do not.
      const found = unread.map((unreadWord) => bestHit(prose!.map((language) => findInWordList(unreadWord.toLowerCase(), language))));
      if (prose.length && found.every((hit) => hit === "dictionary" || (hit === "frequent" && !cldSure))) continue;
      // Two or more unread words are a clause of their own ("gác mái", attic): the
      // lists of a language the part or the prompt could be in vouch for them together.
      const lowerUnread = unread.map((unreadWord) => unreadWord.toLowerCase());
      if (lowerUnread.length >= 2 && vouchedByWordLists(lowerUnread, partText, text)) continue;
      // A lone word excluded from an adult's request, in any covered language (`GateOptions`).
      if (anyDictionary && words.length === 1 && inAnyCoveredDictionary(word)) continue;
      return { language: uncoveredGuess(cld) ? cld.language : "und", evidence: `"${word}" in the short part "${words.join(" ")}"` };
    }
  }
  return null;
}

// Three or more single letters with one to three separators between them (not a line break).
const SPELLED = /(?<![\p{L}\p{M}\p{N}])\p{L}\p{M}*(?:[^\p{L}\p{M}\p{N}\n\r]{1,3}\p{L}\p{M}*(?![\p{L}\p{M}\p{N}])){2,}/gu;
const SEPARATORS = /[^\p{L}\p{M}]+/gu;

/**
 * "m.s.i.c.h.a.n.a u.c.h.i", "m s i c h a n a  u c h i", "m🔥s🔥i": letters
 * spelled out are read as the words they spell. The commonest separator joins
 * letters; any other one separates words.
 */
function joinSpelledLetters(text: string) {
  return text.replace(SPELLED, (letters) => {
    const separators = letters.match(SEPARATORS) ?? [];
    const counts = new Map<string, number>();
    for (const separator of separators) counts.set(separator, (counts.get(separator) ?? 0) + 1);
    const joiner = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    return letters.replace(SEPARATORS, (separator) => (separator === joiner ? "" : " "));
  });
}

// Add-on syntax ("<lora:name:0.8>", "<lyco:name:1>", "<hypernet:name>"): the name is
// a file's identifier, no language. The minors rules still read it.
const ADD_ON = /<\s*(?:lora|lyco|lycoris|hypernet|embedding|ti)\s*:[^<>]*>/giu;

/** How the text is read beside the rest of its request. */
export type GateOptions = {
  /**
   * The rest of the request (the prompt, when the text is its exclusions): an exclusion
   * of one or two words ("feo, borroso") is too short to be prose of its own, and is read
   * as the prose of the whole request when its words are that language's dictionary words.
   */
  context?: string;
  /**
   * The text is the exclusions of a request that names an adult ("nude woman, 30"): a
   * part of one word is read when the dictionary of any covered language holds it
   * ("feo", "unscharf" beside an English prompt). Pushing a word away from a named adult
   * leaves no minor, and a part of one word holds no turn word ("everything except …").
   */
  excludedFromAnAdult?: boolean;
};

/** The first part of the text in a language the rules do not cover, or null. */
export function findUncoveredLanguage(input: string, { context = "", excludedFromAnAdult = false }: GateOptions = {}): UncoveredLanguage | null {
  // Twice: a run spelled with two separators ("m🔥s🔥i u-c-h-i") comes apart in two steps.
  const text = joinSpelledLetters(
    joinSpelledLetters(readLookalikeWords(input).normalize("NFKC").replace(INVISIBLE, "").replace(ADD_ON, ",")),
  ).replace(EAST_ASIAN_EDGE, " ");
  const allWords = (text.match(WORD) ?? []).map((word) => word.toLowerCase());
  const letter = uncoveredLetter(allWords);
  if (letter) {
    const word = allWords.find((candidate) => candidate.includes(letter)) ?? letter;
    return { language: scriptName(letter), evidence: `letter "${letter}" in "${word}"` };
  }
  const besideAge = unreadWordBesideChildAge(text);
  if (besideAge) return besideAge;
  const shortPart = unreadWordInShortPart(text, context.normalize("NFKC"), excludedFromAnAdult);
  if (shortPart) return shortPart;
  const units = unitsOf(text);
  const isMostlyRead = (words: Word[]) => words.filter((word) => isKnownWord(word.text)).length >= MOSTLY_READ * words.length;
  const textMostlyRead = isMostlyRead(units.flatMap((unit) => unit.words));
  const requestProse = context ? coveredProseLanguages(`${text}\n${context.normalize("NFKC")}`) : [];
  const alone = excludedFromAnAdult ? wordsAloneInParts(text) : new Set<string>();
  const readAlone = (word: string) => alone.has(word.toLowerCase()) && inAnyCoveredDictionary(word.toLowerCase());
  const listed = listedClauseWords(units, text, requestProse, readAlone);
  for (const unit of units) {
    const language = judgeWords(unit.words, unit.clause ? isMostlyRead(unit.words) : textMostlyRead);
    if (language && !listed(unit))
      return {
        language,
        evidence: `"${unit.words
          .map((word) => word.text)
          .join(" ")
          .slice(0, 80)}"`,
      };
  }
  return null;
}

/** The lower-cased words that make a part of the text on their own. */
function wordsAloneInParts(text: string): Set<string> {
  const parts = text.split(/[.!?\n\r]+/u).flatMap((sentence) => sentence.split(PART_BOUNDARY));
  const words = parts.map((part) => (part.match(WORD) ?? []).filter((word) => !NOT_A_WORD.test(word.toLowerCase())));
  return new Set(words.filter((partWords) => partWords.length === 1).map(([word]) => word.toLowerCase()));
}

const unreadOf = (unit: Unit) => unit.words.filter((word) => !word.name && !isKnownWord(word.text)).map((word) => word.text);
const textOf = (unit: Unit) => unit.words.map((word) => word.text).join(" ");

/**
 * Whether the word lists vouch for a unit (`clause-word-lists`): a clause when
 * one covered language holds its unread words; a run of parts or the whole text
 * only when each of its unread words is in a clause so vouched for. A lone word
 * in a part of its own is no clause: "gabar" (Somali, girl) is a Portuguese verb
 * too, and "nua, gabar, na praia" must stay unread. In the exclusions (`requestProse`:
 * the covered languages the whole request is prose of) such words are read when that
 * language's dictionary holds them all.
 */
function listedClauseWords(units: Unit[], text: string, requestProse: string[], readAlone: (word: string) => boolean): (unit: Unit) => boolean {
  let inListedClauses: Set<string> | null = null;
  const vouched = (unit: Unit) => vouchedByWordLists(unreadOf(unit), textOf(unit), text);
  const inRequestDictionary = (word: string) => requestProse.some((language) => findInWordList(word, language) === "dictionary");
  return (unit) => {
    if (unit.clause) return vouched(unit);
    // Exclusions of lone words ("feo, borroso") in the dictionary of the request's prose:
    // each only takes something away, and no turn word stands in a part of one word.
    if (requestProse.length && unreadOf(unit).every(inRequestDictionary)) return true;
    if (unreadOf(unit).length && unreadOf(unit).every(readAlone)) return true;
    inListedClauses ??= new Set(units.filter((clause) => clause.clause && vouched(clause)).flatMap(unreadOf));
    const unread = unreadOf(unit);
    return unread.length > 0 && unread.every((word) => inListedClauses!.has(word));
  };
}

const SCRIPT_NAMES = [
  "Latin",
  "Cyrillic",
  "Arabic",
  "Devanagari",
  "Greek",
  "Hebrew",
  "Georgian",
  "Armenian",
  "Ethiopic",
  "Bengali",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Gujarati",
  "Gurmukhi",
  "Oriya",
  "Sinhala",
  "Khmer",
  "Lao",
  "Myanmar",
  "Tibetan",
  "Mongolian",
  "Syriac",
  "Thaana",
  "Cherokee",
  "Tifinagh",
];
const SCRIPT_NAME_TESTS = SCRIPT_NAMES.map((name) => [name, new RegExp(`\\p{sc=${name}}`, "u")] as const);

/** "Georgian script", or "Latin letter" for a letter of a shared script that no covered language uses. */
function scriptName(letter: string) {
  const script = SCRIPT_NAME_TESTS.find(([, test]) => test.test(letter))?.[0];
  if (!script) return "unknown script";
  return (SHARED_SCRIPTS as readonly string[]).includes(script) || script === "Greek" || script === "Hebrew"
    ? `uncovered ${script} letter`
    : `${script} script`;
}
