import { normalizeForAges } from "./normalize";

// "Freshman" and "sophomore" name a college's students as well as a high school's:
// said of a college they place an adult. Only where the college is the one the
// student is at ("college freshman", "sorority girls, freshmen", "freshman at uni",
// "sophomore year of college"), not any college word anywhere in the prompt: "nude
// freshman in a college hoodie" and "sophomore who dreams of college" are at high school.

const COLLEGE = String.raw`(?:college|university|uni|campus|sorority|fraternity|frat|undergrad\p{L}*|grad\s+school)`;
const YEAR = String.raw`(?:freshm[ae]n|frosh|sophomores?)`;
// Words for the students that may stand between the college and the year ("sorority girls, freshmen").
const STUDENTS = String.raw`(?:girls?|boys?|students?|guys?|sisters?|brothers?|members?|pledges?|kids?)`;
const COLLEGE_BEFORE = new RegExp(String.raw`(?<!\p{L})${COLLEGE}(?:['’]s)?(?:[\s,-]+${STUDENTS}){0,2}[\s,-]+${YEAR}(?!\p{L})`, "u");
// The college after "at", "in", "of" or "from", with up to three words of its name, ending
// the phrase or going on as a name ("University of Michigan"): "in a college hoodie" is clothing.
const COLLEGE_AFTER = new RegExp(
  String.raw`(?<!\p{L})${YEAR}(?:\s+${STUDENTS})?(?:\s+year)?\s+(?:at|in|of|from)\s+(?:(?:the|a|an|her|his|their|my)\s+)?(?:[\p{L}&.'’-]+\s+){0,3}?${COLLEGE}(?:\s+of\s|\s*(?:[,;.!?)\]|]|$))`,
  "u",
);

/** Whether a college year word ("freshman", "sophomore") is said of a college. */
export function collegeYear(prompt: string): boolean {
  const text = normalizeForAges(prompt);
  return COLLEGE_BEFORE.test(text) || COLLEGE_AFTER.test(text);
}
