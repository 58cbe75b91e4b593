import { adulthoodNotReached } from "./adulthood-not-reached";
import {
  adultStatusAloneReader,
  permissionsExcluded,
  stagesAndOlderExcluded,
  stagesExcludedBesideNoAdult,
  youngKeptByTurn,
} from "./adulthood-by-stage";
import { withoutAdultPasts } from "./adult-pasts";
import { namesPupils, withoutAdultRoles } from "./adult-roles";
import { thingsNamedNaked } from "./things-named-naked";
import { namesAnAdult } from "./adult-counterparts";
import { endsAsAge, findAgeMentions, thresholdsAboveIn, wordsAsDigits } from "./ages";
import { harmlessOpenEnd } from "./harmless-open-ends";
import { hedgedAges } from "./hedged-ages";
import { harmlessWithinClauses } from "./harmless-clauses";
import { drawnToAnAdult } from "./drawn-to-an-age";
import { excludedAdultDecades } from "./excluded-decades";
import { excludedMilestones, exclusionAgeText } from "./excluded-milestones";
import { agesKeptByExclusion } from "./exclusion-ages";
import { turnsExclusionRound } from "./exclusion-turns";
import { decodedReadings } from "./decoded-readings";
import { arabiziReading } from "./arabizi";
import { englishBySoundReading } from "./english-by-sound";
import { romanisedHindiReading } from "./romanised-hindi";
import { inNativeScripts } from "./romanised-words";
import { vowellessReading } from "./vowelless-words";
import { spanishTildesReading } from "./spanish-tildes";
import { isEnglishWord, isKnownWord } from "./known-words";
import { isCommonWord } from "./language-word-lists";
import type { Lexicon } from "./lexicon/lexicon";
import { LEXICONS } from "./lexicon/languages";
import { normalizeForAges, normalizeForMatching, prepareText, type PreparedText } from "./normalize";
import { findObscured, obscuredReader, type ObscuredReader } from "./obscured-words";
import { findUnexplainedSmallNumbers } from "./small-numbers";
import { unplacedTimes } from "./time-placement";
import { unreadAgeTalk } from "./unread-ages";
import { findNamedSchools } from "./named-schools";
import { findStandaloneGrades } from "./standalone-grades";
import { findClassCodes } from "./class-codes";
import { namesPupilsOrClass, taughtByAdults } from "./taught-by-adults";
import { findSpacedSchoolInitials } from "./japanese-initialisms";
import { findMaskedMinorWords } from "./masked-minor-words";
import { collegeYear } from "./college-years";
import { shiftedMinorAges } from "./shifted-ages";
import { withoutArticleKeys } from "./key-of-a-minor";
import { childFromCues, distinctCues, frameFromCues } from "./cue-sets";
import { compileTerms, findMatches, matchesWithin, termsOutside, type TermMatch, type TermMatcher } from "./term-matcher";
import { drinkNames } from "./drink-names";
import { collidingWords } from "./lexicon-collisions";
import { withoutLookalikeNames } from "./lookalike-names";
import { isYouthWordForAdults, youthWordsHaveAdultAges } from "./youth-words-for-adults";

// Compiled once when the module loads: the check runs on every generation.
const compile = (pick: (lexicon: Lexicon) => string[] | undefined, options?: Parameters<typeof compileTerms>[1]) =>
  compileTerms(
    LEXICONS.flatMap((lexicon) => pick(lexicon) ?? []),
    options,
  );
// The categories that refuse also read Korean compounds written without spaces ("알몸여고생").
const INSIDE_HANGUL = { hangulInside: true };

const WORDS = {
  harmless: compile((lexicon) => lexicon.harmless, { openEnd: harmlessOpenEnd(LEXICONS) }),
  abuse: compile((lexicon) => lexicon.abuse, INSIDE_HANGUL),
  abuseInContext: compile((lexicon) => lexicon.abuseInContext),
  minor: compile((lexicon) => [...lexicon.minor, ...lexicon.school, ...adulthoodNotReached(lexicon)], INSIDE_HANGUL),
  explicit: compile((lexicon) => lexicon.sexualExplicit, INSIDE_HANGUL),
  suggestive: compile((lexicon) => lexicon.sexualSuggestive),
  youthCues: compile((lexicon) => lexicon.youthCues),
  adulthood: compile((lexicon) => lexicon.adulthood),
  adulthoodWeak: compile((lexicon) => lexicon.adulthoodWeak),
  clothing: compile((lexicon) => lexicon.clothing),
  suggestiveFrames: compile((lexicon) => lexicon.suggestiveFrames, INSIDE_HANGUL),
  frameCues: compile((lexicon) => lexicon.frameCues, INSIDE_HANGUL),
  childCues: compile((lexicon) => lexicon.childCues, INSIDE_HANGUL),
};

let things: TermMatcher | undefined;
const thingsMatcher = () => (things ??= compileTerms(thingsNamedNaked()));

// Minor and abuse words hidden by masks, reversal, spelling by sound or gluing
// ("ch*ld", "dlihc", "chyld", "nudechild") count as minor signals.
const minorAndAbuse = (lexicon: Lexicon) => [...lexicon.minor, ...lexicon.school, ...lexicon.abuse];
const OBSCURED = obscuredReader(compile(minorAndAbuse), minorAndAbuse);

/** The minor and abuse words one word is read as once unmasked, glued, slipped or spelt by sound ("Kidman" holds "kid"): for `find-lookalike-names`. */
export function obscuredMinorWordsIn(word: string): string[] {
  return findObscured(OBSCURED, word, prepareText(word).text.split(" "));
}

// Explicit words masked, glued or split ("n*ked", "nudechild", "na ked") are read only
// where the prompt already names a minor, so that with NSFW off the pairing is still
// seen; built on first use, as most prompts never need it.
const explicitWords = (lexicon: Lexicon) => lexicon.sexualExplicit;
let obscuredExplicit: ObscuredReader | null = null;
const OBSCURED_EXPLICIT = () => (obscuredExplicit ??= obscuredReader(WORDS.explicit, explicitWords));

export type PromptSignals = {
  abuse: string[];
  /** Abuse terms that count only beside a sexual or minor signal ("cp"). */
  abuseInContext: string[];
  /** Minor and school words. */
  minor: string[];
  /** Stated ages under 18, as written. */
  minorAges: string[];
  /** Words saying an age is given where no age could be read ("age: 28 halved"): ages in an adult request (see `unread-ages`). */
  unreadAges: string[];
  /** Whole numbers from 1 to 17 that nothing explains but an age: ages in an adult request (see `small-numbers`). */
  smallNumbers: string[];
  explicit: string[];
  suggestive: string[];
  youthCue: boolean;
  /** Frames that sexualise a minor without a sexual word, and frame cues two at a time (see `suggestive-frames`). */
  frames: string[];
  /** Child cues making a set (see `cue-sets`): a minor in an adult request that names no adult. */
  childCues: string[];
};

// "Freshman" and "sophomore" name a college's students as well as a high school's (see `college-years`).
const COLLEGE_YEARS = new Set(["freshman", "freshmen", "frosh", "sophomore"]);

/**
 * The signals of a prompt, read as written and through every plausible decoding
 * (ROT13, base64, Morse, backwards, upside down, pig Latin): the worst reading decides.
 */
export function readPrompt(written: string): PromptSignals {
  const prompt = withoutLookalikeNames(written);
  // Other scripts' spellings of covered languages: English by sound in Cyrillic or
  // Greek letters, Hindi and Arabic in Latin letters; and words with their vowels dropped.
  const native = inNativeScripts(prompt);
  const respelt = [
    englishBySoundReading(prompt),
    romanisedHindiReading(prompt),
    arabiziReading(prompt),
    vowellessReading(prompt),
    spanishTildesReading(prompt),
    native === prompt ? null : native,
  ].filter((reading) => reading !== null);
  const readings = [...decodedReadings(prompt), ...respelt];
  const signals = readOneReading(prompt);
  if (!readings.length) return signals;
  return readings.map(readOneReading).reduce(mergeSignals, signals);
}

const overlaps = (a: TermMatch, b: TermMatch) => a.form === b.form && a.start < b.end && b.start < a.end;

let schools: TermMatcher | undefined;
const schoolMatcher = () => (schools ??= compile((lexicon) => lexicon.school));

// Harmless phrases naming an adult's school work ("5th grade teacher*", "high school
// teacher*") follow the rule of `adult-roles`: with a pupil, a girl or a boy in the
// prompt ("5th grade teacher with her students") the school words name that child's school.
// The same with the pupils named in the clause after the role ("teacher of 5th grade girl").
function harmlessOutsideSchools(prompt: string, harmless: TermMatch[]): TermMatch[] {
  const schoolPhrases = harmless.filter((span) => matchesWithin(schoolMatcher(), span.term));
  if (!schoolPhrases.length) return harmless;
  if (namesPupils(prompt)) return harmless.filter((span) => !schoolPhrases.includes(span));
  const clauses = normalizeForMatching(prompt.replace(/[,;.!?()[\]\n]+/gu, " | ")).split("|");
  const withPupils = new Set(
    schoolPhrases
      .filter((span) => clauses.some((clause) => clause.includes(span.term) && namesPupilsOrClass(clause.split(span.term).slice(1).join(" "))))
      .map((span) => span.term),
  );
  return withPupils.size ? harmless.filter((span) => !withPupils.has(span.term)) : harmless;
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

function mergeSignals(a: PromptSignals, b: PromptSignals): PromptSignals {
  return {
    abuse: union(a.abuse, b.abuse),
    abuseInContext: union(a.abuseInContext, b.abuseInContext),
    minor: union(a.minor, b.minor),
    minorAges: union(a.minorAges, b.minorAges),
    unreadAges: union(a.unreadAges, b.unreadAges),
    smallNumbers: union(a.smallNumbers, b.smallNumbers),
    explicit: union(a.explicit, b.explicit),
    suggestive: union(a.suggestive, b.suggestive),
    youthCue: a.youthCue || b.youthCue,
    frames: union(a.frames, b.frames),
    childCues: union(a.childCues, b.childCues),
  };
}

// A number word spelt out letter by letter ("aged t.w.e.l.v.e", "t-h-i-r-t-e-e-n years"):
// ages are read on text whose spelt-out letters are not joined, so they are read
// again with each run of single letters joined. Only minor ages are taken from it.
const SPELLED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[.\-_·/ ]\p{L}){2,}(?![\p{L}\p{N}])/gu;
function spelledOutMinorAges(prompt: string, spelled: string[]): string[] {
  if (!spelled.length) return [];
  const joined = prompt.replace(SPELLED_LETTERS, (run) => run.replace(/[.\-_·/ ]/gu, ""));
  if (joined === prompt) return [];
  return findAgeMentions(joined)
    .filter((mention) => mention.age < 18)
    .map((mention) => mention.text);
}

function readOneReading(prompt: string): PromptSignals {
  const text = prepareText(prompt);
  const harmless = withoutArticleKeys(prompt, harmlessOutsideSchools(prompt, harmlessWithinClauses(WORDS.harmless, prompt, text)));
  const find = (words: keyof typeof WORDS) => termsOutside(findMatches(WORDS[words], text), harmless);
  const outside = wordsOutside(text.text, harmless);
  const findSplit = (words: keyof typeof WORDS) => splitTerms(WORDS[words], text, outside);
  const ages = findAgeMentions(prompt);
  const unreadAges = [...unreadAgeTalk(prompt, ages.length), ...unplacedTimes(prompt, ages, namesAnAdult)];
  const minorAges = [
    ...ages.filter((mention) => mention.age < 18).map((mention) => mention.text),
    ...spelledOutMinorAges(prompt, text.spelled),
    ...shiftedMinorAges(prompt, ages),
    ...hedgedAges(prompt, ages),
  ];
  const smallNumbers = findUnexplainedSmallNumbers(prompt, text.spelled);
  const noMinorAge = !minorAges.length && !unreadAges.length && !smallNumbers.length;
  const adultAgeOnly = noMinorAge && ages.some((mention) => mention.age >= 18);
  let minor = withoutCollisions(prompt, minorWords(prompt, text, harmless));
  // A minor word that names the adult's past, with an adult age stated and no minor
  // one, or followed by what she is now ("former child star, now 30"), or the school
  // where an adult works ("kindergarten teacher", "maestra de primaria"), is no minor
  // signal (ADR 047).
  if (minor.length && noMinorAge) {
    const rest = withoutAdultRoles(withoutAdultPasts(prompt, adultAgeOnly));
    if (rest !== normalizeForAges(prompt)) {
      const prepared = prepareText(rest);
      minor = withoutCollisions(rest, minorWords(rest, prepared, harmlessWithinClauses(WORDS.harmless, rest, prepared)));
    }
  }
  // Youth words that also name young adults, each with an adult age of its own and
  // nothing else in the prompt pointing to a minor, name those adults (ADR 047).
  const statedAdults = minor.length > 0 && noMinorAge && minor.every(isYouthWordForAdults) && youthWordsHaveAdultAges(prompt);
  // Nudity said of things ("nackte Wahrheit") is harmless only where no minor is named,
  // by a word or a stated age; that includes the lexicons' own phrases of it
  // ("naked wall*"), which would otherwise mask "12 year old girl naked wall".
  const thingSpans = harmlessWithinClauses(thingsMatcher(), prompt, text);
  const namesMinor = (minor.length > 0 && !statedAdults) || minorAges.length > 0;
  const drinks = drinkNames(prompt, text, namesMinor);
  const sexualMasks = [
    ...(namesMinor ? harmless.filter((span) => !thingSpans.some((thing) => overlaps(span, thing))) : [...harmless, ...thingSpans]),
    ...drinks,
  ];
  const findSexual = (words: "explicit" | "suggestive") => termsOutside(findMatches(WORDS[words], text), sexualMasks);
  // A sexual word that is another language's everyday word counts anyway beside a minor:
  // some collisions are loans with the same sense ("sperma").
  const sexualWords = (terms: string[]) => (namesMinor ? terms : withoutCollisions(prompt, terms));
  const explicit = sexualWords(withinClauses(explicitOutsidePhrases(text, sexualMasks), WORDS.explicit, prompt, text));
  const childCueSpans = findMatches(WORDS.childCues, text).spans;
  // A youth word inside a child cue ("little" in "little hands") is that cue, not a second one.
  const youthBesideCues = termsOutside(findMatches(WORDS.youthCues, text), [...harmless, ...childCueSpans]).length > 0;
  return {
    abuse: [...new Set([...find("abuse"), ...findSplit("abuse")])],
    abuseInContext: find("abuseInContext"),
    minor: statedAdults ? [] : minor,
    unreadAges,
    minorAges,
    smallNumbers,
    explicit: namesMinor ? [...new Set([...explicit, ...obscuredExplicitWords(prompt, text)])] : explicit,
    suggestive: sexualWords(withinClauses(findSexual("suggestive"), WORDS.suggestive, prompt, text)),
    youthCue: find("youthCues").length > 0,
    frames: [...find("suggestiveFrames"), ...frameFromCues(distinctCues(findMatches(WORDS.frameCues, text).spans, harmless))],
    childCues: childFromCues(distinctCues(childCueSpans, harmless), youthBesideCues),
  };
}

function withoutCollisions(prompt: string, terms: string[]): string[] {
  const colliding = collidingWords(prompt, terms);
  return colliding.size ? terms.filter((term) => !colliding.has(term)) : terms;
}

/**
 * Explicit words masked, glued, reversed or split in two ("n*ked", "nudechild",
 * "na ked"). A split counts only when one half is no known word: "pen is" is two words.
 */
function obscuredExplicitWords(prompt: string, text: PreparedText): string[] {
  const split = splitTerms(WORDS.explicit, text).filter((term) => !(text.pairs.get(term) ?? []).every((half) => isKnownWord(half)));
  // Not by sound or slip (but by ear, below): another language's inflections sit one letter from an
  // explicit word too often (Romanian "sexului", of the sex, is not "sexual").
  // English spelt by ear ("nekked") is read: its vowels alone differ from the entry's.
  return [...findObscured(OBSCURED_EXPLICIT(), prompt, text.text.split(" "), { misspellings: false, byEar: true }), ...split];
}

function minorWords(prompt: string, text: PreparedText, harmless: TermMatch[]): string[] {
  const outside = wordsOutside(text.text, harmless);
  const minor = [
    ...new Set([
      ...termsOutside(findMatches(WORDS.minor, text), harmless),
      ...splitTerms(WORDS.minor, text, outside),
      ...findObscured(OBSCURED, prompt, outside),
      ...findStandaloneGrades(prompt),
      ...findNamedSchools(prompt),
      ...findClassCodes(prompt),
      ...findSpacedSchoolInitials(prompt),
      ...findMaskedMinorWords(prompt),
    ]),
  ]
    .filter((term) => !COLLEGE_YEARS.has(term) || !collegeYear(prompt))
    .filter((term) => !drawnToAnAdult(term, prompt));
  // A school year after a teacher's word ("maestra de quinto de primaria") is the adult's work.
  const taught = taughtByAdults(prompt, minor);
  return minor.filter((term) => !taught.has(term));
}

// The words of the matching form outside harmless phrases: a reading of hidden
// words must not find "girl scout" again inside "girl scout leader".
function wordsOutside(text: string, harmless: TermMatch[]): string[] {
  const spans = harmless.filter((span) => span.form === 0);
  if (!spans.length) return text.split(" ");
  let kept = text;
  for (const span of spans) kept = kept.slice(0, span.start) + " ".repeat(span.end - span.start) + kept.slice(span.end);
  return kept.split(" ").filter(Boolean);
}

// A nudity word inside a longer suggestive phrase is that phrase: "torse nu"
// (bare-chested) is suggestive as "topless" is, not explicit as "nu" alone.
function explicitOutsidePhrases(text: PreparedText, harmless: TermMatch[]): string[] {
  const phrases = findMatches(WORDS.suggestive, text).spans;
  const inside = (inner: TermMatch, outer: TermMatch) =>
    inner.form === outer.form && inner.start >= outer.start && inner.end <= outer.end && inner.end - inner.start < outer.end - outer.start;
  const found = findMatches(WORDS.explicit, text);
  return termsOutside({ ...found, spans: found.spans.filter((span) => !phrases.some((phrase) => inside(span, phrase))) }, harmless);
}

// Clause boundaries an English sexual idiom does not run across: "13th birthday,
// suit and kippah" holds no "birthday suit". Phrases of other lexicons pair a
// person with a state ("dieťa, nahé": child, naked) and are read across tags.
const CLAUSES = /[,;|\n\r()[\]{}]+/u;
const isIdiom = (term: string) => term.includes(" ") && term.split(" ").every((word) => isEnglishWord(word));

/** Sexual idioms of several words kept only when one clause holds them (or the words were spelt out). */
function withinClauses(terms: string[], matcher: TermMatcher, prompt: string, prepared: PreparedText): string[] {
  if (!terms.some(isIdiom) || prepared.spelled.length || !CLAUSES.test(prompt)) return terms;
  const inClauses = new Set(
    prompt.split(CLAUSES).flatMap((clause) => (clause.trim() ? termsOutside(findMatches(matcher, prepareText(clause))) : [])),
  );
  return terms.filter((term) => !isIdiom(term) || inClauses.has(term));
}

/**
 * Minor and abuse words split in two ("chi ld", "te en"), when neither half
 * matches on its own (so "childless couple" stays harmless). Sexual words are
 * not read this way: "pen is" would be one.
 */
function splitTerms(matcher: TermMatcher, prepared: PreparedText, outsideHarmless?: string[]): string[] {
  if (!prepared.pairs.size) return [];
  // Halves inside a harmless phrase ("girl scout leader") are not split words.
  const outside = outsideHarmless ? ` ${outsideHarmless.join(" ")} ` : null;
  const joined = [...prepared.pairs.keys()].join(" ");
  const found = termsOutside(findMatches(matcher, { text: joined, folded: joined, spelled: [], pairs: new Map(), raw: "" }));
  return found.filter((term) => {
    const halves = prepared.pairs.get(term);
    return (
      halves !== undefined &&
      !halves.some((half) => matchesWithin(matcher, half)) &&
      (outside === null || outside.includes(` ${halves.join(" ")} `)) &&
      !elidedWords(prepared.raw, halves)
    );
  });
}

// French and Italian elide a short word before a vowel ("n'en", "l'enfant", "qu'il"):
// a letter and the word it is written onto are two words, not pieces of one, so "elle
// n'en a" holds no "nena". Only pieces an apostrophe joins in the prompt, the first a
// word that elides and the next a common French or Italian word starting with a vowel
// ("c'hild", "l'oli", "n'ena" are no elisions).
const ELIDING = new Set(["c", "d", "j", "l", "m", "n", "s", "t", "qu", "un", "dell", "nell", "all", "sull", "dall"]);
const VOWEL_FIRST = /^[aeiouy]/u;
function elidedWords(raw: string, pieces: readonly string[]): boolean {
  const written = raw.toLowerCase().normalize("NFC");
  return pieces.some((piece, index) => {
    const next = pieces[index + 1];
    return (
      next !== undefined &&
      ELIDING.has(piece) &&
      VOWEL_FIRST.test(next) &&
      (isCommonWord(next, "fr") || isCommonWord(next, "it")) &&
      new RegExp(`(?<!\\p{L})${piece}['’]${next}(?!\\p{L})`, "u").test(written)
    );
  });
}

export type ExclusionSignals = {
  /** Minor words the exclusions ask for rather than push away ("anything but a child", "(child:-1)"). */
  asked: string[];
  adulthood: string[];
  adulthoodWeak: string[];
  clothing: string[];
};

/**
 * What the exclusions push away. Minor words there are safeguards and mask what
 * they contain: "未成年" (minors) must not read as "成年" (adult). A minor word
 * inside a longer adulthood phrase ("past puberty", "older than a teen") is part
 * of that phrase and masks nothing.
 */
export function readExclusions(negativePrompt: string): ExclusionSignals {
  const text = prepareText(negativePrompt);
  const adulthoodPhrases = findMatches(WORDS.adulthood, text).spans;
  const inside = (inner: TermMatch, outer: TermMatch) =>
    inner.form === outer.form && inner.start >= outer.start && inner.end <= outer.end && inner.end - inner.start < outer.end - outer.start;
  const harmless = harmlessWithinClauses(WORDS.harmless, negativePrompt, text);
  // A minor word inside an adult or a harmless phrase ("十代" in "二十代") is none.
  const minorWords = findMatches(WORDS.minor, text).spans.filter(
    (minor) => !adulthoodPhrases.some((phrase) => inside(minor, phrase)) && !harmless.some((phrase) => inside(minor, phrase)),
  );
  const masks = [...harmless, ...minorWords];
  const find = (words: keyof typeof WORDS) => termsOutside(findMatches(WORDS[words], text), masks);
  // An adulthood word in an item that turns round ("everything except adults") is asked for.
  const keptAdulthood = new Set(turnedItems(negativePrompt).flatMap((item) => termsOutside(findMatches(WORDS.adulthood, prepareText(item)))));
  return {
    asked: [...(minorWords.length ? askedMinors(negativePrompt) : []), ...agesKeptByExclusion(negativePrompt), ...minorAgesKept(negativePrompt)],
    // A threshold ("18+", "over 17") excludes every adult whatever else is excluded:
    // minor words beside it do not make it a safeguard (ADR 037).
    adulthood: [
      ...new Set([
        ...find("adulthood").filter((term) => !keptAdulthood.has(term)),
        ...excludedThresholds(negativePrompt),
        ...permissionsExcluded(negativePrompt),
        ...stagesAndOlderExcluded(negativePrompt, namesYouth),
        ...adultStatusAlone(negativePrompt),
        ...(minorWords.length ? [] : [...excludedMajority(negativePrompt), ...excludedAdultDecades(negativePrompt)]),
      ]),
    ],
    adulthoodWeak: find("adulthoodWeak"),
    clothing: find("clothing"),
  };
}

const adultStatusAlone = adultStatusAloneReader(LEXICONS.flatMap((lexicon) => lexicon.adultStatus ?? []));
// A youth stage before "and older": a minor or school word, or the teens however said.
const TEENS = /(?<!\p{L})(?:teens|teenagers?|teenage|adolescents?|adolescentes|jugendliche|tieners|подростки)(?!\p{L})/u;
const namesYouth = (text: string) => TEENS.test(normalizeForAges(text)) || findMatches(WORDS.minor, prepareText(text)).spans.length > 0;

// An item that denies a minor word asks for everyone but the minor: "NOT a child",
// "nicht ein Kind", "pas un enfant", "не ребёнок". "No child", "kein Kind", "pas
// d'enfants" are safeguards and stay so.
const DENIES = /^(?:not|nicht|pas\s+(?:un|une)|no\s+(?:es|sea)|non\s+e|не)(?!\p{L})/u;
const deniedMinors = (negativePrompt: string) =>
  negativePrompt
    .split(ITEMS)
    .filter((item) => DENIES.test(normalizeForAges(item).trim()))
    .flatMap((item) => termsOutside(findMatches(WORDS.minor, prepareText(item))));

/**
 * Exclusions that leave a minor only where the prompt names no adult (the caller's
 * condition): schooling finished or the older of the young pushed away ("anyone who
 * graduated", "older girls"), the young kept by a turn ("every age but the young
 * ones"), a minor word denied ("NOT a child"). "Nude woman, 45" without "college
 * girls" or "not a child" asks for an adult.
 */
export function exclusionsBesideNoAdult(negativePrompt: string): string[] {
  return [
    ...stagesExcludedBesideNoAdult(negativePrompt),
    ...youngKeptByTurn(negativePrompt, turnsRound).map((young) => `${young} (kept)`),
    ...deniedMinors(negativePrompt).map((minor) => `not ${minor}`),
  ];
}

// Minor words in the exclusions are safeguards, unless the item they stand in turns
// the exclusion round (ADR 037): "anything but a child", "everyone except kids",
// "only teens", or a weight of zero or less ("(child:-1)",
// "[teen:0]"), which asks for what it names. Each item (between commas, semicolons
// or lines) is read on its own, so "child, kid, teen" stays a list of safeguards.
const TURNS_ROUND =
  /(?<!\p{L})(?:but|except|excepting|other\s+than|apart\s+from|besides|unless|only|just|keep|include|including|allow|want|show|instead|save|bar|isn'?t|is\s+not|aren'?t|non|sauf|excepte|a\s+part|seulement|nur|ausser|auser|bis\s+auf|solo|excepto|menos|salvo|tranne|apenas|exceto|behalve|oprocz|utom|kecuali|tru|кроме|только|окрім|крім)(?!\p{L})|(?<!\p{L})no[nt]-|除了|以外|빼고|제외하고/u;
// A weight of zero or less: "(child:-1)", "(child:−1)", "(kid:-.5)", "child:0", "[teen:0.0]".
const ZERO_WEIGHT = /:\s*(?:[-−–—]\s*\.?\d|0+(?:[.,]0+)?\s*(?:[)\]]|$))/u;
const ITEMS = /[,;\n\r|]+/u;

const turnsRound = (item: string) => {
  const plain = normalizeForAges(item);
  return TURNS_ROUND.test(plain) || ZERO_WEIGHT.test(plain) || turnsExclusionRound(item);
};
const turnedItems = (negativePrompt: string) => negativePrompt.split(ITEMS).filter(turnsRound);

// An age under 18 stated in an item that turns round is kept: "everyone except those
// under 16", "alle außer unter 16", "todos salvo menores de 16 años".
function minorAgesKept(negativePrompt: string): string[] {
  return turnedItems(negativePrompt).flatMap((item) =>
    findAgeMentions(item)
      .filter((mention) => mention.age < MAJORITY.min)
      .map((mention) => mention.text),
  );
}

function askedMinors(negativePrompt: string): string[] {
  return [...new Set(turnedItems(negativePrompt).flatMap((item) => termsOutside(findMatches(WORDS.minor, prepareText(item)))))];
}

// The ages of majority (18 in most countries, up to 21 in a few). Excluding one of
// them, stated as an age ("18 years old", "aged 18") or as a threshold ("18+"),
// pushes adulthood away as excluding "adult" does. An older age excluded ("40 years
// old", "50+") is how a younger adult is asked for, and stays harmless; so is "18
// years old" beside excluded minor words ("teen, 18 years old"): youth is pushed away.
const MAJORITY = { min: 18, max: 21 };
const THRESHOLD = /(?<![\d.,])(\d{1,2})\s*\+(?!\s*\d)/gu;
const isMajority = (age: number) => age >= MAJORITY.min && age <= MAJORITY.max;
const UNDER =
  /^(?:under|below|younger\s+than|less\s+than|unter|junger\s+als|moins\s+de|menos\s+de|menores?\s+de|sotto\s+i|meno\s+di|младше|меньше|ponizej)(?!\p{L})/u;

// "18+", "15+", "over 17", "older than 16", "über 18", "plus de 18 ans", "mayores de
// 18": everyone from an age up to adulthood on is excluded, so what is left is a minor.
// Only up to the top age of majority: "over 60" asks for a younger adult.
const OLDER_THAN =
  /(?<!\p{L})(?:over|above|older\s+than|more\s+than|at\s+least|aged\s+over|uber|ueber|alter\s+als|plus\s+de|au\s+dessus\s+de|mas\s+de|mayores\s+de|mayor\s+de|maiores\s+de|mais\s+de|acima\s+de|piu\s+di|sopra\s+i|oltre\s+i|ab|boven|ouder\s+dan|старше|больше|powyzej|starsze\s+niz)[\s-]+(?:the\s+age\s+of\s+)?(\d{1,2})(?!\d)|(?:>=?|≥|=>)\s*(\d{1,2})(?!\d)/gu;
// "18 and above", "18 years or older", "18 plus", "eighteen plus", "16 ans et plus", "16歳以上",
// "16세 이상", "16 yaş üstü", and an adult range ("18-99").
const AND_OLDER =
  /(?<![\d.,])(\d{1,2})\s*(?:(?:years?(?:\s+old)?|yrs?|yo|ans|anos|anni|jahre|лет|yas|歳|岁|歲|세)\s*)?(?:and\s+(?:above|over|older|up)|or\s+(?:above|over|older|more)|plus|et\s+plus|y\s+mas|e\s+oltre|ou\s+mais|und\s+alter|und\s+aelter|и\s+старше|以上|이상|ve\s+uzeri|ustu|uzeri)(?!\p{L})/gu;
// A comma after the range ends an item ("18-99, kids"); a digit after it is a decimal.
const ADULT_RANGE = /(?<![\d.,])(\d{1,2})\s*(?:[-–—]|to)\s*(\d{2,3})(?!\d|[.,]\d)/gu;
// A range said in any language's words, the two ends at most two short words apart
// ("zwischen 18 und 80", "dai 18 agli 80", "od 18 do 80", "18歳から80歳", "18到80岁").
// The far end must be old age, so a range of counts or sizes ("16 to 32 bit") is none.
const RANGE_IN_WORDS = /(?<![\d.,:])(\d{1,2})(?:\s*(?:[\p{L}\p{M}]{1,8}|[~〜～])){1,2}\s*(\d{2,3})(?![\d:]|[.,]\d)/gu;
const OLD_AGE_TOP = 130;
// "born before 2010": everyone older than the age that year gives.
const BORN_BEFORE = /(?<!\p{L})born\s+(?:in\s+or\s+)?(?:before|prior\s+to|earlier\s+than|by|until)\s+((?:19|20)\d\d)(?!\d)/gu;
const OLD_AGE_END = 60;
// "1-100" is a scale, not ages.
const RANGE_START_MIN = 10;

// After "over" or "more than" the number must be said as an age (`endsAsAge`):
// "over 13", "more than 13 years", "over-18s"; "more than 5 fingers", "over 2 heads" are counts.
const PLURAL_OF_AGE = /^['’]?s(?!\p{L})/u;
const saidAsAge = (text: string, match: RegExpMatchArray) =>
  endsAsAge(match[1] ?? match[2], text.slice(match.index! + match[0].length).replace(PLURAL_OF_AGE, ""));

function excludedThresholds(negativePrompt: string): string[] {
  // Number words as digits ("older than sixteen", "eighteen+"), approximations
  // dropped and arithmetic worked out ("over about 15", "older than twice eight").
  const text = exclusionAgeText(negativePrompt);
  const below = (value: number) => value >= 1 && value <= MAJORITY.max;
  return [
    ...[...text.matchAll(THRESHOLD)].filter((match) => below(Number(match[1]))).map((match) => match[0]),
    ...[...text.matchAll(OLDER_THAN)].filter((match) => below(Number(match[1] ?? match[2])) && saidAsAge(text, match)).map((match) => match[0]),
    // Not from one: the words for one are articles too ("60 ans et plus": Danish "et").
    ...[...wordsAsDigits(text).matchAll(AND_OLDER), ...normalizeForAges(negativePrompt).matchAll(AND_OLDER)]
      .filter((match) => Number(match[1]) > 1 && below(Number(match[1])))
      .map((match) => match[0]),
    // A range from a teen age or an age of majority to old age ("16-99", "ages 18 to 90"), read before
    // number words are digits ("to" is two in Norwegian).
    ...[...text.matchAll(ADULT_RANGE), ...normalizeForAges(negativePrompt).matchAll(ADULT_RANGE)]
      .filter((match) => Number(match[1]) >= RANGE_START_MIN && below(Number(match[1])) && Number(match[2]) >= OLD_AGE_END)
      .map((match) => match[0]),
    ...[...normalizeForAges(negativePrompt).matchAll(RANGE_IN_WORDS)]
      .filter((match) => Number(match[1]) >= RANGE_START_MIN && below(Number(match[1])))
      .filter((match) => Number(match[2]) >= OLD_AGE_END && Number(match[2]) <= OLD_AGE_TOP)
      .map((match) => match[0]),
    // "older than 13", "über 13", "13 yaşından büyük", "13歳より上": the lexicons' templates.
    ...thresholdsAboveIn(text)
      .filter((mention) => below(mention.age))
      .map((mention) => mention.text),
    ...excludedMilestones(text),
    ...[...text.matchAll(BORN_BEFORE)].filter((match) => below(new Date().getUTCFullYear() - Number(match[1]))).map((match) => match[0]),
  ];
}

function excludedMajority(negativePrompt: string): string[] {
  // "no one under 21" excludes the young, not an age of majority.
  const stated = findAgeMentions(negativePrompt)
    .filter((mention) => isMajority(mention.age) && !UNDER.test(normalizeForAges(mention.text)))
    .map((mention) => mention.text);
  const thresholds = [...wordsAsDigits(normalizeForAges(negativePrompt)).matchAll(THRESHOLD)]
    .filter((match) => isMajority(Number(match[1])))
    .map((match) => match[0]);
  return [...new Set([...stated, ...thresholds])];
}
