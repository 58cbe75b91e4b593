// Time alive said in small units ("680 weeks on earth", "160 months of life",
// "alive for 4800 days", "she has lived 160 months") and ages given in years and
// months together ("13 years and 2 months old"): written as whole years ("13 yo")
// in the age form. `ages.ts` reads small units only before "old" or at the end of a
// phrase; here what makes the span a life is said ("of life", "on earth", "alive",
// "since birth", "lived").

const MONTHS = "months?|monate?n?|meses|mois|mesi|maanden|månader|manader|måneder|maneder|miesięcy|miesiecy|месяц(?:ев|а)?|місяц(?:ів|я)?";
const WEEKS = "weeks?|wochen|semanas|semaines|settimane|weken|veckor|uger|uker|tygodni|недел[ьи]|тижнів";
const DAYS = "days?|tage?n?|dias|días|jours|giorni|dagen|dagar|dage|dni|дней|днів";
const UNIT = `(?:(${MONTHS})|(${WEEKS})|(${DAYS}))`;
const OF_LIFE =
  "(?:of\\s+(?:her\\s+|his\\s+|their\\s+)?life|on\\s+(?:this\\s+)?(?:earth|planet|this\\s+planet)|alive|since\\s+(?:birth|(?:she|he)\\s+was\\s+born)|in\\s+this\\s+world|old|de\\s+vida|de\\s+vie|di\\s+vita|auf\\s+der\\s+welt|alt|жизни|na\\s+świecie)";
const LIVED = "(?:alive\\s+for|lived(?:\\s+for)?|has\\s+lived(?:\\s+for)?|been\\s+alive\\s+(?:for\\s+)?|existed\\s+for|vive\\s+desde\\s+hace)";
const SPAN_OF_LIFE = new RegExp(`(?<![\\p{N}.,])(\\d{2,5})[\\s-]*${UNIT}[\\s,]+${OF_LIFE}(?!\\p{L})`, "gu");
const LIVED_SPAN = new RegExp(`(?<!\\p{L})${LIVED}\\s+(\\d{2,5})[\\s-]*${UNIT}(?!\\p{L})`, "gu");
// "13 years and 2 months old", "13 years, 4 months": the whole years.
const YEARS_AND_MORE = new RegExp(
  `(?<![\\p{N}.,])(\\d{1,2})[\\s-]*(?:years?|yrs?|jahre|años|anos|ans|anni|jaar|år|lat|лет|года?)[\\s,]+(?:and\\s+|und\\s+|y\\s+|e\\s+|et\\s+|i\\s+|и\\s+)?\\d{1,2}[\\s-]*(?:${MONTHS}|${WEEKS}|${DAYS})(?!\\p{L})`,
  "gu",
);

const years = (count: string, months?: string, weeks?: string) => Math.floor(Number(count) / (months ? 12 : weeks ? 52 : 365));

/** The form with time alive written as whole years ("13 yo"). */
export function timeAliveInYears(text: string): string {
  if (!/\d/u.test(text)) return text;
  const asYears = (said: string, count: string, months?: string, weeks?: string) => {
    const whole = years(count, months, weeks);
    return whole >= 1 ? `${whole} yo` : said;
  };
  return text
    .replace(YEARS_AND_MORE, (_, whole: string) => `${whole} yo`)
    .replace(SPAN_OF_LIFE, asYears)
    .replace(LIVED_SPAN, asYears);
}

// "2 more birthdays until 30", "three birthdays away from 18", "5 birthdays before
// she is 18": the age now is the later age less the birthdays to come.
export const BIRTHDAYS_UNTIL =
  /(?<![\p{N}.,])(\d{1,2})\s+(?:more\s+)?birthdays?\s+(?:away\s+from|until|till|to|before|short\s+of|from)\s+(?:she\s+is\s+|he\s+is\s+|she\s+turns\s+|he\s+turns\s+|turning\s+|being\s+)?(\d{1,2})(?!\p{N})/gu;

/** The form with birthdays still to come before an age written as the age now ("aged 15"). */
export function birthdaysUntil(text: string): string {
  if (!/birthday/u.test(text)) return text;
  return text.replace(BIRTHDAYS_UNTIL, (said, count: string, later: string) =>
    Number(later) > Number(count) ? `aged ${Number(later) - Number(count)}` : said,
  );
}
