/**
 * The words of one language. Entries are written as people type them (accents,
 * capitals and punctuation are normalised the same way as prompts) with a small
 * syntax:
 * - a trailing `*` lets the word go on ("child*" matches "children", "childlike");
 * - a space or hyphen matches a space, punctuation or nothing ("jail bait", "grown-up");
 * - `#` stands for a school grade, 1 to 12 ("# grade*", "klasse #").
 *
 * Latin, Cyrillic and Greek entries match whole words; Han and kana entries match
 * anywhere (those scripts have no spaces), except that a katakana edge must not
 * touch more katakana ("ロリ" is not in "カロリー"); Hangul entries must start a
 * word and may be followed by a particle ("아이들이").
 */
export type Lexicon = {
  language: string;
  /** Words for a child or teenager, and phrases saying a person is under 18. */
  minor: string[];
  /** School levels, pupils and school uniforms: they place a person under 18. */
  school: string[];
  /** Names of sexual material involving minors: refused on their own. */
  abuse: string[];
  /** Refused only beside a sexual or minor signal ("cp" is also CP/M). */
  abuseInContext?: string[];
  sexualExplicit: string[];
  sexualSuggestive: string[];
  /** Excluded from adult content, one of these asks for a minor ("adult", "mature"). */
  adulthood: string[];
  /** Words saying a person is an adult that are no exclusion of adulthood ("legal"): read only as below. */
  adultStatus?: string[];
  /**
   * Words before an adulthood word that say it is not reached ("not", "almost",
   * "noch nicht", "quasi"): "not an adult", "fast volljährig" are minor signals.
   */
  notAdultBefore?: string[];
  /** The same after the adulthood word ("reşit değil", "成人していない", "legal soon"). */
  notAdultAfter?: string[];
  /**
   * Weaker adulthood words ("old", "wrinkles"), common in the exclusions of adult
   * pictures of young adults: they count only when two of them are excluded and
   * the prompt has a youth cue.
   */
  adulthoodWeak: string[];
  /** Words in a prompt that make weak adulthood exclusions count ("petite", "tiny"). */
  youthCues: string[];
  /**
   * Frames that sexualise a minor without a sexual word ("arched back", "fishnet
   * stockings", "glamour shoot"): beside a minor signal, refused whatever the flag;
   * alone, nothing (from `suggestive-frames.ts`).
   */
  suggestiveFrames?: string[];
  /** Weaker frames ("on the bed", "transparent", "nightie"): two of them make a frame. */
  frameCues?: string[];
  /**
   * Things of a child's body or world ("braces", "pigtails", "lollipop"): in an
   * adult request naming no adult, two of them, or one and a youth cue, are a minor
   * (from `child-cues.ts`).
   */
  childCues?: string[];
  /** Excluded from a request, these ask for nudity ("clothes", "shirt"). */
  clothing: string[];
  /** Harmless phrases blanked before anything is matched ("kid gloves", "nude lipstick"). */
  harmless: string[];
  /**
   * Words that turn an item of the exclusions round ("all but", "except", "only"):
   * a minor word beside one is asked for, not pushed away ("alles behalve kinderen").
   */
  exclusionTurns?: string[];
  /**
   * Words for a girl and a boy that also name young adults, and for their adult
   * counterparts: in an adult request naming a girl and no adult, excluding the
   * woman leaves a child (ADR 037; "नंगी लड़की" without "औरत").
   */
  counterparts?: { girl: string[]; boy: string[]; woman: string[]; man: string[] };
  /**
   * Everyday words of image prompts that signal nothing ("figure", "body",
   * "portrait"), the photo shoot, an adult's family place and hair colour ("oma",
   * "mormor", "morena"): the language gate reads them as this language's, with
   * their inflections, so a short prompt made of them ("figura nuda", "naakte oma")
   * is not taken for an uncovered language.
   */
  vocabulary?: string[];
  ages: AgeWords;
};

export type AgeWords = {
  /** Number words with their value; tens combine with units ("twenty-two", "zweiundzwanzig", "十五"). */
  numbers: Record<string, number>;
  /** Words joining tens and units ("and", "y", "und"). */
  numberJoiners?: string[];
  /** Words between the two ends of an age range ("to", "or", "bis"). */
  rangeWords?: string[];
  /** Words after a number (glued or not) that make it an age ("years old", "ans", "jährig*", "歳"). */
  units: string[];
  /**
   * Words after a number that make it an age only when they end the phrase ("girl,
   * 13 years", "13y"): "13 years of experience" is a span of time.
   */
  bareUnits?: string[];
  /** Words before a number that make it an age ("aged", "Alter"). */
  prefixes: string[];
  /**
   * Words for a person: a bare number after one, ending the phrase, reads as an
   * age ("nude boy, 12", "a girl (13)").
   */
  persons: string[];
  /** Words that may stand between a person word and that bare number ("girl of 13", "she is 12"). */
  personLinks?: string[];
  /**
   * Words and phrases that are an age on their own ("quindicenne"), including
   * occasions and milestones that imply one ("sweet sixteen": 16, "quinceañera": 15,
   * "bar mitzvah": 13).
   */
  ageWords?: Record<string, number>;
  /**
   * Ordinal words the number-word package lacks, with their value ("decimoquinto").
   * Cardinal number words (1–99) and ordinals (1st–20th) of every language the
   * package covers are derived from it (see `number-words.ts`): `numbers` and
   * `ordinals` only add what it lacks.
   */
  ordinals?: Record<string, number>;
  /** Endings that make digits an ordinal ("th" in "15th", "e" in "15e", "." in "15."). */
  ordinalSuffixes?: string[];
  // The templates below use `#` for the number (digits, or this language's number
  // words) and the entry syntax of the lists above (space, trailing `*`): words
  // before the number, words after it, or both ("almost #", "# candles", "in her # year").
  /**
   * Hedges that put the age under the number ("almost #", "under #", "not yet #",
   * "a year short of #", "turning #"): the age read is the number minus one, so
   * "almost 18" is 17 and "almost 40" stays an adult. The number must end the
   * phrase or be followed by an age unit or a person word ("under 5 minutes" is no age).
   */
  below?: string[];
  /**
   * Templates that take in everyone from the number on ("older than #", "über #",
   * "# yaşından büyük", "# 歳より上"). Excluded, such a threshold up to an age of
   * majority leaves only the younger (ADR 060): "older than 13" leaves a child.
   */
  above?: string[];
  /** Apparent ages ("looks #", "could pass for #"), read with the same care as `below`. */
  looks?: string[];
  /**
   * Other phrases that state an age around a number ("she's #", "has lived # years",
   * "birthday cake with # candles"); with words only before the number, read with
   * the same care as `below` ("she's 5 feet tall" is no age).
   */
  phrases?: string[];
  /** Phrases around an ordinal that state an age reached ("# birthday"). */
  ordinalPhrases?: string[];
  /**
   * Phrases that state an age only where nothing goes on after them: "her # years"
   * ("her 14 years of marriage" goes on), read for numbers.
   */
  endingPhrases?: string[];
  /** The same around an ordinal: "celebrating her #" ("celebrating her 10th wedding anniversary" goes on). */
  ordinalEndingPhrases?: string[];
  /**
   * Phrases around an ordinal that count a year of life ("in her # year", "in her #
   * summer", "im # Lebensjahr"): the age is one less, the sixteenth year is age 15.
   */
  lifeYearPhrases?: string[];
  /**
   * Words just before a year (1900–2099) that make it a birth year ("geboren 2012",
   * "nacida en 2012", "Jahrgang 2012", "rocznik 2012"): the age is this year less it.
   */
  bornBefore?: string[];
  /** The same just after the year, glued or not ("2012 doğumlu", "2012年生まれ", "2012년생", "2012 года рождения"). */
  bornAfter?: string[];
  /**
   * Words before a number that divide it, with the divisor ("die Hälfte von": 2,
   * "la moitié de": 2, "un tercio de": 3): "half of 28" in each language.
   */
  fractionsOf?: Record<string, number>;
  /** Arithmetic words between two numbers ("18 minus 3" is 15). */
  minus?: string[];
  plus?: string[];
  /** Words just before the number that make it a span of time, not an age ("hace", "vor"). */
  notBefore?: string[];
  /** Words just after the unit that make it a span of time ("ago", "назад"). */
  notAfter?: string[];
};
