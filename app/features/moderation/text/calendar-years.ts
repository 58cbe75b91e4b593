// Years written in other calendars, as Gregorian years, so that the birth-year,
// graduation-year and "in year X she was N" readers read them: Japanese eras
// ("平成22年", "Heisei 22", "H22年", "令和元年"), Minguo ("民國100年"), Thai
// Buddhist ("พ.ศ. 2555"), Solar Hijri ("۱۳۹۰ ش", "1390 SH"), lunar Hijri ("1432 هـ"),
// Hebrew ("5771", "תשע״א") and Korean Dangi ("단기 4344"). The offsets and era
// starts come from the calendars Intl knows, not from a hand table; only Dangi,
// which Intl counts in Gregorian years, is typed (2333 years before the era).

const THIS_YEAR = new Date().getUTCFullYear();
const OLDEST_YEAR = THIS_YEAR - 120;

const formatter = (locale: string, era: "long" | "narrow") => new Intl.DateTimeFormat(locale, { year: "numeric", era, timeZone: "UTC" });
const yearOf = (format: Intl.DateTimeFormat, date: Date) => Number(format.formatToParts(date).find((part) => part.type === "year")?.value);
const midYear = (year: number) => new Date(Date.UTC(year, 6, 1));

/** Calendar year less Gregorian year, at mid-year, for calendars whose years run beside Gregorian ones. */
const offsetOf = (calendar: string) => yearOf(formatter(`en-u-ca-${calendar}`, "long"), midYear(THIS_YEAR)) - THIS_YEAR;
const OFFSETS = { roc: offsetOf("roc"), buddhist: offsetOf("buddhist"), persian: offsetOf("persian"), hebrew: offsetOf("hebrew"), dangi: 2333 };

/** The first Gregorian year of each Japanese era, by its name in kanji, in romaji (marks dropped) and by its letter. */
const JAPANESE_ERAS: Map<string, number> = (() => {
  const eras = new Map<string, number>();
  const formats = [formatter("ja-JP-u-ca-japanese", "long"), formatter("en-u-ca-japanese", "long"), formatter("en-u-ca-japanese", "narrow")];
  // Intl follows the Gregorian calendar in Japan from Meiji 6 (1873).
  for (let year = 1873; year <= THIS_YEAR; year++) {
    for (const date of [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year, 11, 31))]) {
      for (const format of formats) {
        const parts = format.formatToParts(date);
        const era = parts.find((part) => part.type === "era")?.value;
        const eraYear = Number(parts.find((part) => part.type === "year")?.value);
        if (!era || !eraYear) continue;
        const name = era.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
        if (!eras.has(name)) eras.set(name, year - eraYear + 1);
      }
    }
  }
  return eras;
})();
const KANJI_ERAS = [...JAPANESE_ERAS.keys()].filter((name) => /\p{sc=Han}/u.test(name));
const ROMAJI_ERAS = [...JAPANESE_ERAS.keys()].filter((name) => /^[a-z]{2,}$/.test(name));
const ERA_LETTERS = [...JAPANESE_ERAS.keys()].filter((name) => /^[a-z]$/.test(name));

// Lunar Hijri years do not run beside Gregorian ones (a year is 354 days): a table,
// built from Intl the first time one is read.
let hijriYears: Map<number, number> | null = null;
function gregorianOfHijri(year: number): number | undefined {
  if (!hijriYears) {
    const format = formatter("en-u-ca-islamic-civil", "long");
    hijriYears = new Map();
    for (let gregorian = OLDEST_YEAR; gregorian <= THIS_YEAR; gregorian++) {
      for (const date of [new Date(Date.UTC(gregorian, 0, 1)), midYear(gregorian)]) hijriYears.set(yearOf(format, date), gregorian);
    }
  }
  return hijriYears.get(year);
}

// Hebrew years in letters ("תשע״א", 5771): letter values, thousands left out.
const HEBREW_LETTERS: Record<string, number> = Object.fromEntries(
  [..."אבגדהוזחטיכלמנסעפצקרשת"].map((letter, i) => [letter, i < 9 ? i + 1 : i < 18 ? (i - 8) * 10 : (i - 17) * 100]),
);
Object.assign(HEBREW_LETTERS, { ך: 20, ם: 40, ן: 50, ף: 80, ץ: 90 });
const hebrewLettersValue = (letters: string) => [...letters].reduce((sum, letter) => sum + (HEBREW_LETTERS[letter] ?? 0), 0);

const inRange = (year: number | undefined): year is number => year !== undefined && year >= OLDEST_YEAR && year <= THIS_YEAR;
const japaneseYear = (era: string, year: string) => {
  const start = JAPANESE_ERAS.get(era);
  const eraYear = /^(?:元|gannen)$/.test(year) ? 1 : Number(year);
  return start === undefined ? undefined : start + eraYear - 1;
};

// Before a letter era ("H22", "S60"): a birth said, or a year unit after it
// ("H22年"); alone, "R2" and "S60" are droids and cars.
const BIRTH_BEFORE = "(?:born|birth|b\\.|dob|生まれ|出生)[^,;.\\n]{0,12}?";
const letters = (names: string[]) => names.join("|");
const alternatives = (names: string[]) => names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|") || "(?!)";

type Reading = { pattern: RegExp; toGregorian: (match: RegExpExecArray) => number | undefined; unit?: (match: RegExpExecArray) => string };

const READINGS: Reading[] = [
  {
    pattern: new RegExp(`(${alternatives(KANJI_ERAS)})\\s*(元|\\d{1,2})\\s*(年?)`, "gu"),
    toGregorian: (match) => japaneseYear(match[1], match[2]),
    unit: (match) => match[3],
  },
  {
    pattern: new RegExp(`(?<!\\p{L})(${alternatives(ROMAJI_ERAS)})(?:\\s+era)?[\\s-]*(\\d{1,2}|gannen)(?!\\d)(\\s*年)?`, "gu"),
    toGregorian: (match) => japaneseYear(match[1], match[2]),
    unit: (match) => match[3] ?? "",
  },
  {
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])(${letters(ERA_LETTERS)})\\.?\\s?(\\d{1,2}|元)(\\s*年)|(?<=${BIRTH_BEFORE})(?<![\\p{L}\\p{N}])(${letters(ERA_LETTERS)})\\.?\\s?(\\d{1,2})(?![\\p{L}\\p{N}])`,
      "gu",
    ),
    toGregorian: (match) => japaneseYear(match[1] ?? match[4], match[2] ?? match[5]),
    unit: (match) => match[3] ?? "",
  },
  {
    // An era without a year ("令和生まれ", "Reiwa-born", "a Reiwa baby"): born from its first year on, read as that year.
    pattern: new RegExp(
      `(${alternatives(KANJI_ERAS)})(?=\\s*(?:生まれ|うまれ|産まれ|世代))|(?<!\\p{L})(${alternatives(ROMAJI_ERAS)})(?:[\\s-]+born|[\\s-]+bab(?:y|ies)|[\\s-]+generation)(?!\\p{L})`,
      "gu",
    ),
    toGregorian: (match) => japaneseYear(match[1] ?? match[2], "元"),
    unit: (match) => (match[1] ? "年" : "-born"),
  },
  {
    pattern: /(?:中華)?民[國国]\s*(元|\d{1,3})\s*(年?)|(?<!\p{L})(?:roc|minguo)(?:\s+year)?\s*(\d{1,3})(?!\d)/gu,
    toGregorian: (match) => {
      const year = match[1] ?? match[3];
      return (year === "元" ? 1 : Number(year)) - OFFSETS.roc;
    },
    unit: (match) => match[2] ?? "",
  },
  {
    // "พ.ศ. 2555", "BE 2555", "B.E. 2555", "2555 BE" (the mark after the year, as Gregorian "AD"
    // is written); and a Buddhist-era year alone in Thai text.
    pattern:
      /(?:พ\s*\.?\s*ศ\s*\.?|(?<!\p{L})b\.?\s?e\.?)\s*(2[45]\d\d)(?!\d)|(?<=\p{sc=Thai}[^\d]{0,20})(?<!\d)(2[45]\d\d)(?!\d)|(?<!\d)(2[45]\d\d)\s*(?:b\.\s?e\.?|be|พ\s*\.?\s*ศ\s*\.?)(?!\p{L})/gu,
    toGregorian: (match) => Number(match[1] ?? match[2] ?? match[3]) - OFFSETS.buddhist,
  },
  {
    // Solar Hijri, marked ("1390 ش", "1390 ه.ش", "1390 SH", "AP 1390") or alone in Persian text.
    pattern:
      /(?<!\d)(1[34]\d\d)\s*(?:ه\s*\.?\s*ش\.?|ش(?!\p{L})|هجری\s+شمسی|(?:sh|ap|solar\s+hijri)(?!\p{L}))|(?<!\p{L})(?:sh|ap)\s*(1[34]\d\d)(?!\d)|(?<=(?:[پچژگیک]|متولد|سال|تولد)[^\d]{0,30})(?<!\d)(1[34]\d\d)(?!\d)/gu,
    toGregorian: (match) => Number(match[1] ?? match[2] ?? match[3]) - OFFSETS.persian,
  },
  {
    // Lunar Hijri, marked ("1432 هـ", "1432 AH") or alone in Arabic text. The
    // normaliser takes out the tatweel, so the mark "هـ" is read as a lone "ه".
    pattern:
      /(?<!\d)(1[34]\d\d)\s*(?:هـ?(?!\p{L})|ه\s*\.?\s*ق|هجري|هجرية|(?:ah|hijri)(?!\p{L}))|(?<!\p{L})ah\s*(1[34]\d\d)(?!\d)|(?<=\p{sc=Arabic}[^\d]{0,30})(?<!\d)(1[34]\d\d)(?!\d)/gu,
    toGregorian: (match) => gregorianOfHijri(Number(match[1] ?? match[2] ?? match[3])),
  },
  {
    // Hebrew years in digits beside the calendar's name or in Hebrew text, and in letters ("תשע״א").
    pattern:
      /(?<!\d)(5[78]\d\d)(?!\d)(?=.{0,40}(?:hebrew|jewish|am(?!\p{L})))|(?<=\p{sc=Hebrew}[^\d]{0,30})(?<!\d)(5[78]\d\d)(?!\d)|(?<!\p{L})(ה['׳]?)?([א-ת]{1,3}["״][א-ת])(?!\p{L})|(?<=(?<!\p{L})born(?:\s+in)?(?:\s+the\s+year)?\s+)(5[78]\d\d)(?!\d)/gu,
    toGregorian: (match) => {
      // A birth in 57xx or 58xx is no Gregorian year: only the Hebrew calendar counts so far.
      const year = match[1] ?? match[2] ?? match[5];
      return year ? Number(year) - OFFSETS.hebrew : 5000 + hebrewLettersValue(match[4].replace(/["״]/g, "")) - OFFSETS.hebrew;
    },
  },
  {
    pattern: /(?:단기|(?<!\p{L})dangi)\s*(4[23]\d\d)(?!\d)(\s*년)?/gu,
    toGregorian: (match) => Number(match[1]) - OFFSETS.dangi,
    unit: (match) => match[2] ?? "",
  },
];

const MAY_HOLD = new RegExp(
  `[${KANJI_ERAS.join("")}]|民[國国]|roc|minguo|\\p{sc=Thai}|b\\.?\\s?e|\\p{sc=Arabic}|sh|ap|ah|\\p{sc=Hebrew}|5[78]\\d\\d|단기|dangi|${alternatives(ROMAJI_ERAS)}|(?<![\\p{L}\\p{N}])[${ERA_LETTERS.join("")}]\\.?\\s?\\d`,
  "u",
);

/**
 * The text (normalised for ages: lower case, ASCII digits) with years of other
 * calendars written as Gregorian years, keeping a year unit ("年", "년") that
 * followed them. Years outside the last 120 are left as written.
 */
export function inGregorianYears(text: string): string {
  if (!MAY_HOLD.test(text)) return text;
  return READINGS.reduce(
    (form, { pattern, toGregorian, unit }) =>
      form.replace(pattern, (...args) => {
        const match = args.slice(0, -2) as unknown as RegExpExecArray;
        const year = toGregorian(match);
        return inRange(year) ? `${year}${unit?.(match) ?? ""}` : match[0];
      }),
    text,
  );
}
