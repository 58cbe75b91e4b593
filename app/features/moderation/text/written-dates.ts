import { LEXICONS } from "./lexicon/languages";

// Dates written with a month's name ("5 March 1999", "am 5. März 2012", "el 5 de marzo
// de 2012", "5 марта 2012", "March 5, 2012"), with digits ("05.03.2012") or in Han and
// Hangul ("2012年3月5日", "2012년 3월 5일"). Two readers use them: the age readers see a
// whole date as its year, so the birth-year readers of every language read "geboren am
// 5. März 2012" as "geboren 2012"; and the small-number closed world (ADR 010) takes
// the day of a date for a day, not an age ("born 5 March 1999").
//
// Month names come from Intl for every covered language, as they stand alone and as
// they are written in a date (the genitive "марта", "března"), not typed.

const MONTH_INDEXES = Array.from({ length: 12 }, (_, month) => month);

function monthNamesOf(language: string): string[] {
  let long: Intl.DateTimeFormat;
  let inDate: Intl.DateTimeFormat;
  try {
    long = new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" });
    inDate = new Intl.DateTimeFormat(language, { day: "numeric", month: "long", timeZone: "UTC" });
  } catch {
    return [];
  }
  return MONTH_INDEXES.flatMap((month) => {
    const date = new Date(Date.UTC(2001, month, 15));
    const written = inDate.formatToParts(date).find((part) => part.type === "month")?.value ?? "";
    return [long.format(date), written];
  });
}

const withoutMarks = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
// Only names written in letters: "3月" and "3월" are read by the Han and Hangul forms below.
const MONTH_NAMES = [
  ...new Set(
    LEXICONS.flatMap((lexicon) => monthNamesOf(lexicon.language))
      .map((name) => name.toLowerCase().replace(/\.$/u, ""))
      .filter((name) => /^\p{L}{3,}$/u.test(name))
      .flatMap((name) => [name, withoutMarks(name)]),
  ),
].sort((a, b) => b.length - a.length);
const MONTH = `(?<!\\p{L})(?:${MONTH_NAMES.join("|")})(?!\\p{L})`;
const MONTH_NAME_SET = new Set(MONTH_NAMES);

/** Whether a word is a month's name in a covered language ("märz", "марта"). */
export const isMonthName = (word: string) => MONTH_NAME_SET.has(word.toLowerCase());
// Month names that are everyday words too ("she may", "march", the planet Mars, Romanian
// "mai", more) make a day of a date only with a year after them.
const EVERYDAY_WORDS = new Set(["may", "march", "mars", "mai", "maj", "mart"]);

const YEAR = "((?:19|20)\\d\\d)(?!\\d)";
const DAY = "(?<![\\p{N}.,:/])(\\d{1,2})";
const DAY_MARK = "(?:\\.|st|nd|rd|th|º|er|-?(?:го|е|ого))?";
const DAY_MONTH_LINK = "(?:of\\s+(?:the\\s+)?|de\\s+|d'|del\\s+)?";
const MONTH_YEAR_LINK = "\\.?,?\\s*(?:de\\s+|del\\s+|of\\s+)?";
// Words that put a date after a birth word ("geboren am", "nacida el", "née le", "born on the").
const DATE_PREPOSITION = "(?:(?<!\\p{L})(?:am|el|le|il|em|on|on\\s+the|the|den|dne|op|w|v|в|на|la|pe|di|pada|tanggal|ngay|ngày)\\s+)?";
// Before a month and a year without a day ("im Juni 2011", "in June 2011", "en junio de 2011").
const MONTH_PREPOSITION = "(?:(?<!\\p{L})(?:im|in|en|em|au|a|nel|ve|w|v|i)\\s+)?";

const DATES = [
  new RegExp(`${DATE_PREPOSITION}${DAY}${DAY_MARK}\\s*${DAY_MONTH_LINK}${MONTH}${MONTH_YEAR_LINK}${YEAR}`, "gu"),
  new RegExp(`${DATE_PREPOSITION}${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${YEAR}`, "gu"),
  new RegExp(`${DATE_PREPOSITION}(?<![\\d.,/])\\d{1,2}[./-]\\d{1,2}[./-]\\s*${YEAR}`, "gu"),
  new RegExp(`${MONTH_PREPOSITION}${MONTH}${MONTH_YEAR_LINK}${YEAR}`, "gu"),
];
const HAN_DATE = /((?:19|20)\d\d)\s*(年|년)\s*\d{1,2}\s*(?:月|월)(?:\s*\d{1,2}\s*(?:日|号|號|일))?/gu;

/** The text with each whole date written as its year ("born 5 March 2012" as "born 2012"). */
export function datesAsYears(text: string): string {
  if (!/(?:19|20)\d\d/u.test(text)) return text;
  let result = text.replace(HAN_DATE, (_, year: string, mark: string) => `${year}${mark}`);
  for (const date of DATES)
    result = result.replace(date, (said, ...groups: unknown[]) => ` ${groups.find((g) => typeof g === "string" && /^(?:19|20)\d\d$/u.test(g))}`);
  return result;
}

const DAY_BEFORE_MONTH = new RegExp(`^(${DAY_MARK})\\s*(${DAY_MONTH_LINK})(${MONTH})(${MONTH_YEAR_LINK}${YEAR})?`, "u");
const MONTH_BEFORE_DAY = new RegExp(`${MONTH}\\.?\\s*$`, "u");

/**
 * Whether what follows a number makes it the day of a date: a month's name ("5 June",
 * "5 September"), or one that is an everyday word too with a year after it ("5 March
 * 1999") or after a day's mark or link ("5th of May", "5. Mai", "5 de mayo").
 */
export function dayOfADate(after: string): boolean {
  const date = DAY_BEFORE_MONTH.exec(after.toLowerCase());
  if (!date) return false;
  const [, mark, link, month, year] = date;
  return Boolean(year || mark || link || !EVERYDAY_WORDS.has(month));
}

/** Whether a month's name ends what comes before a number ("March 5", "Juni 5"). */
export const monthBeforeDay = (before: string) => MONTH_BEFORE_DAY.test(before.toLowerCase());
