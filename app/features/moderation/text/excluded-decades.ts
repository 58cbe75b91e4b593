import { normalizeForAges } from "./normalize";

// The decades of adult life excluded from the twenties on ("20s, 30s, 40s",
// "twenties, thirties", "20-somethings", "Zwanziger, Dreißiger", "20代", "20대") leave the years before them: with
// nothing younger excluded they ask for a minor, as excluding "adult" does. One
// decade alone ("20s") is how an older adult is asked for and stays harmless;
// so does a run that starts later ("40s, 50s").
const DECADE_WORDS: Record<string, number> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  zwanziger: 20,
  dreissiger: 30,
  dreiziger: 30,
  vierziger: 40,
  "veinteaner[ao]s?": 20,
  "treintaner[ao]s?": 30,
  "cuarentoner[ao]s?": 40,
  vingtaine: 20,
  trentaine: 30,
  quarantaine: 40,
  "ventenn[ei]": 20,
  "trentenn[ei]": 30,
  "quarantenn[ei]": 40,
  "twentysomethings?": 20,
  "thirtysomethings?": 30,
  "fortysomethings?": 40,
  "vingtenaires?": 20,
  "trentenaires?": 30,
  "quadragenaires?": 40,
  二十代: 20,
  三十代: 30,
  四十代: 40,
};
const DECADE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:([2-9]0)\\s*(?:['’]?\\s*s|-?\\s*somethings?|代|대)|(${Object.keys(DECADE_WORDS).join("|")}))(?![\\p{L}\\p{N}])`,
  "gu",
);
const decadeOf = (digits: string | undefined, word: string | undefined) =>
  digits !== undefined ? Number(digits) : Object.entries(DECADE_WORDS).find(([pattern]) => new RegExp(`^(?:${pattern})$`, "u").test(word ?? ""))?.[1];

/** The decades excluded when they run from the twenties through at least the thirties, as written. */
export function excludedAdultDecades(negativePrompt: string): string[] {
  const found = [...normalizeForAges(negativePrompt).matchAll(DECADE)].map((match) => ({ said: match[0], decade: decadeOf(match[1], match[2]) }));
  const decades = new Set(found.map(({ decade }) => decade));
  return decades.has(20) && decades.has(30) ? found.map(({ said }) => said) : [];
}
