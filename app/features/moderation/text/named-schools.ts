// Schools named by their own name ("a junior at Lincoln High", "freshman at
// Roosevelt Middle School") and school years written as British codes after "in"
// ("in P6", "in S2", "in KS3", "in Y7"): they place a pupil, whatever the name.
// A teacher or a coach at such a school is an adult and is not read here.
const PUPIL = "(?:freshman|freshmen|sophomore|junior|senior|pupil|student|schoolgirl|schoolboy|girl|boy|cheerleader|kid)s?";
const SCHOOL_KIND = "(?:high|middle|elementary|primary|junior\\s+high|prep|grade)(?:\\s+school)?";
const NAMED_SCHOOL = new RegExp(`(?<!\\p{L})${PUPIL}\\s+(?:at|from|of)\\s+(?:\\p{Lu}[\\p{L}'’.-]*\\s+){1,3}${SCHOOL_KIND}(?!\\p{L})`, "giu");
// Names are written with capitals: the pattern is run on the text as written, and the
// capital is checked on each name word (the "i" flag would accept lower case).
const NAME_WORD = /^\p{Lu}/u;
const BRITISH_CODE = /(?<!\p{L})in\s+(?:p[1-7]|s[1-6]|ks[1-4]|y(?:ear)?\s?[1-9]|yr\s?[1-9])(?![\p{L}\p{N}])/giu;

export function findNamedSchools(prompt: string): string[] {
  const found: string[] = [];
  for (const match of prompt.matchAll(NAMED_SCHOOL)) {
    const names = match[0].split(/\s+/).slice(2, -1);
    if (names.some((word) => NAME_WORD.test(word))) found.push(match[0]);
  }
  for (const match of prompt.matchAll(BRITISH_CODE)) found.push(match[0]);
  return found;
}
