// An age given against another person's stated age ("half of her 24-year-old
// sister's age", "twice her 7-year-old brother's age", "10 years younger than her
// 24-year-old sister", "3 years older than her 10 year old cousin"): worked out and
// written as an age ("aged 12") in the age form. The other person's age alone is no
// age of the depicted person: the sister is 24, the girl 12.

const OTHERS_AGE =
  "(?:her|his|their|the|a|an)?\\s*(\\d{1,3})[\\s-]*(?:years?|yrs?|y)[\\s-]*old[\\s-]+(?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]+?(?:'s|’s|s')?";
const FACTOR =
  "(half|a\\s+half|one\\s+half|a\\s+third|one\\s+third|a\\s+quarter|one\\s+quarter|twice|double|three\\s+times|thrice|2\\s+times|3\\s+times)";
const FACTORS: Record<string, number> = { half: 0.5, third: 1 / 3, quarter: 0.25, twice: 2, double: 2, thrice: 3, three: 3, "2": 2, "3": 3 };
const SHARE_OF = new RegExp(`(?<!\\p{L})${FACTOR}\\s+(?:of\\s+|as\\s+old\\s+as\\s+|the\\s+age\\s+of\\s+)?${OTHERS_AGE}(?:\\s+age)?(?!\\p{L})`, "gu");
const YEARS_APART = new RegExp(`(?<![\\p{N}.,])(\\d{1,2})\\s+(?:years?|yrs?)\\s+(younger|older)\\s+than\\s+${OTHERS_AGE}(?!\\p{L})`, "gu");

const factorOf = (said: string) => {
  const key = Object.keys(FACTORS).find((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "u").test(said));
  return key === undefined ? undefined : FACTORS[key];
};

/** The form with ages given against another's written as the age they give. */
export function workOutRelativeAges(text: string): string {
  if (!/\d[\s-]*(?:years?|yrs?|y)[\s-]*old/u.test(text)) return text;
  return text
    .replace(SHARE_OF, (said, factor: string, other: string) => {
      const share = factorOf(factor);
      const age = share === undefined ? undefined : Number(other) * share;
      return age !== undefined && Number.isInteger(age) ? `aged ${age}` : said;
    })
    .replace(YEARS_APART, (said, apart: string, direction: string, other: string) => {
      const age = direction === "younger" ? Number(other) - Number(apart) : Number(other) + Number(apart);
      return age >= 0 ? `aged ${age}` : said;
    });
}

// A parent's age now and at the birth ("her mom had her at 20 and is now 34", "her
// mother, 34, gave birth to her at 20"): the child is the difference.
const AT_BIRTH = /(?<!\p{L})(?:had|gave\s+birth\s+(?:to|2)|got\s+pregnant\s+with)\s+(?:her|him|them)\s+at\s+(?:age\s+)?(\d{1,2})(?!\p{N})/u;
const PARENT = "(?:mom|mother|mum|mommy|mummy|dad|father|daddy|parent|mama|papa|ma|pa)";
const PARENT_NOW = new RegExp(
  `(?<!\\p{L})(?:${PARENT}(?:\\s*,\\s*|\\s+(?:is|'s|’s|turned|who\\s+is)\\s+(?:now\\s+)?)(\\d{1,2})(?!\\p{N})|(?:is|'s|’s)\\s+now\\s+(\\d{1,2})(?!\\p{N}))`,
  "u",
);

/** The form with the child's age written ("aged 14") when a parent's age now and at the birth are both said. */
export function workOutAgeFromParent(text: string): string {
  const atBirth = AT_BIRTH.exec(text);
  if (!atBirth) return text;
  const now = PARENT_NOW.exec(text);
  const parentNow = now ? Number(now[1] ?? now[2]) : undefined;
  if (parentNow === undefined || parentNow <= Number(atBirth[1])) return text;
  return `${text} aged ${parentNow - Number(atBirth[1])}`;
}
