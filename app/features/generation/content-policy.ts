// The content rules every generation passes on the server. They cannot be
// switched off by any setting: a prompt that sexualises minors is always refused.

export const PROMPT_NOT_ALLOWED = "This prompt is not allowed";

export type PolicyDecision = { allowed: true } | { allowed: false; rule: PolicyRule; message: typeof PROMPT_NOT_ALLOWED };
export type PolicyRule = "csam-term" | "minor-sexual" | "minor-nsfw";

/** Terms that on their own name sexual material involving minors. */
const ALWAYS_REFUSED = [
  /\blol[i1]+(?:con|ta)?s?\b/,
  /\bshota(?:con)?s?\b/,
  /\bjail ?bait\b/,
  /\bcp\b/,
  /\bchild ?porn\w*\b/,
  /\bpedo(?:phil\w*)?\b/,
  /\bpaedo(?:phil\w*)?\b/,
];

/** Words that describe a person under 18. */
const MINOR = [
  /\bchild(?:ren|ish)?\b/,
  /\bkids?\b/,
  /\bkiddies?\b/,
  /\bminors?\b/,
  /\bunder ?age(?:d)?\b/,
  /\bpre ?teens?\b/,
  /\bteens?\b/,
  /\bteenagers?\b/,
  /\btweens?\b/,
  /\bjuveniles?\b/,
  /\btoddlers?\b/,
  /\binfants?\b/,
  /\bbab(?:y|ies)\b/,
  /\bschool ?(?:girl|boy)s?\b/,
  /\b(?:little|young) (?:girl|boy)s?\b/,
  /\b(?:girl|boy)s? under\b/,
  /\bprepubescent\b/,
  /\bpubescent\b/,
  /\belementary school\b/,
  /\bmiddle school\b/,
  /\bjunior high\b/,
];

/** Words that make a prompt sexual. */
const SEXUAL = [
  /\bnude\w*\b/,
  /\bnudity\b/,
  /\bnaked\b/,
  /\bsex\w*\b/,
  /\bporn\w*\b/,
  /\bxxx\b/,
  /\bnsfw\b/,
  /\berotic\w*\b/,
  /\bexplicit\b/,
  /\blewd\b/,
  /\bhentai\b/,
  /\btopless\b/,
  /\bbottomless\b/,
  /\blingerie\b/,
  /\bunderwear\b/,
  /\bpanties\b/,
  /\bbikini\b/,
  /\bbreasts?\b/,
  /\bboobs?\b/,
  /\bnipples?\b/,
  /\bgenitals?\b/,
  /\bpuss(?:y|ies)\b/,
  /\bpenis\b/,
  /\bvagina\b/,
  /\bseduc\w*\b/,
  /\bstrip(?:ping|per|tease)\b/,
  /\bundress\w*\b/,
  /\bfetish\w*\b/,
  /\bintercourse\b/,
  /\borgasm\w*\b/,
  /\bmasturbat\w*\b/,
  /\bspread legs\b/,
  /\bin bed with\b/,
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
};

/** Lower-case, accents and look-alike characters folded, separators collapsed. */
export function normalizePrompt(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[0@4$3!|]/g, (c) => ({ "0": "o", "@": "a", "4": "a", $: "s", "3": "e", "!": "i", "|": "i" })[c] ?? c)
    .replace(/[^a-z0-9\s]+/g, " ")
    .replace(/\s+/g, " ")
    // "n u d e" (spelled out with separators) reads as "nude".
    .replace(/\b(?:[a-z] ){2,}[a-z]\b/g, (m) => m.replace(/ /g, ""))
    .trim();
}

/** A stated age under 18 ("15 year old", "15yo", "aged 12", "fifteen-year-old"). */
function statesMinorAge(raw: string) {
  const text = raw.toLowerCase().replace(/[-_]/g, " ");
  const patterns = [
    /\b(\d{1,2}|[a-z]+teen|[a-z]+)\s*(?:years?|yrs?|y)\s*(?:old|o)\b/g,
    /\b(\d{1,2})\s*yo\b/g,
    /\baged?\s*(\d{1,2}|[a-z]+)\b/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const value = /^\d+$/.test(match[1]) ? Number(match[1]) : NUMBER_WORDS[match[1]];
      if (value !== undefined && value < 18) return true;
    }
  }
  return false;
}

const matchesAny = (text: string, patterns: RegExp[]) => patterns.some((p) => p.test(text));

/**
 * Decides whether a prompt may be generated. `nsfw` is the request's NSFW flag:
 * with it on, any mention of a minor is refused, since the output may be sexual.
 */
export function checkPrompt(input: { prompt: string; negativePrompt?: string; nsfw: boolean }): PolicyDecision {
  const refuse = (rule: PolicyRule): PolicyDecision => ({ allowed: false, rule, message: PROMPT_NOT_ALLOWED });
  // The exclusion text is not searched for minors: "exclude children" is a safeguard, not a request.
  const text = normalizePrompt(input.prompt);
  // Folded digits would hide ages, so ages are read from the original text.
  const raw = input.prompt;
  if (matchesAny(text, ALWAYS_REFUSED)) return refuse("csam-term");
  const minor = matchesAny(text, MINOR) || statesMinorAge(raw);
  if (!minor) return { allowed: true };
  if (matchesAny(text, SEXUAL)) return refuse("minor-sexual");
  if (input.nsfw) return refuse("minor-nsfw");
  return { allowed: true };
}
