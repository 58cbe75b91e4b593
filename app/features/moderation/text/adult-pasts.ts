import { normalizeForAges } from "./normalize";

// A minor word that names what an adult once was (ADR 047): "former child
// star", "ehemaliger Kinderstar", "ancienne enfant star", "ex estrella infantil",
// "бывшая детская звезда", and a youth placed behind her ("her teen years long
// behind her"). The caller blanks these only when the prompt states an adult age
// and no minor one, so "former child star, now 30" is the adult she is now.

// "Former" in the covered languages.
const FORMER: Record<string, string[]> = {
  en: ["former", "ex", "onetime", "one-time", "erstwhile"],
  de: ["ehemalige", "ehemaliger", "ehemaliges", "ehemaligen", "ehemaligem", "frühere", "früherer", "früheres", "einstige", "einstiger"],
  fr: ["ancien", "ancienne", "anciens", "anciennes"],
  es: ["antigua", "antiguo", "otrora"],
  pt: ["antiga", "antigo", "outrora"],
  it: ["vecchia", "vecchio"],
  nl: ["voormalig", "voormalige", "oud"],
  ru: ["бывшая", "бывший", "бывшую", "бывшей", "бывшего", "экс"],
  uk: ["колишня", "колишній", "колишню"],
  pl: ["była", "były", "byłą", "eks"],
  sv: ["före detta", "f.d.", "tidigare"],
  da: ["tidligere", "forhenværende"],
  nb: ["tidligere"],
  tr: ["eski"],
  id: ["mantan", "bekas"],
  vi: ["cựu"],
};

const escape = (word: string) =>
  normalizeForAges(word)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/[ -]/g, "[\\s-]+");
let formerPattern: RegExp | undefined;

// Built on first use, written as the prompt is read. "Ex" is also a prefix ("ex-child actor"). The minor word is
// one of the next two words of the same phrase ("ex estrella infantil").
function former(): RegExp {
  formerPattern ??= new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...new Set(Object.values(FORMER).flat())].map(escape).join("|")})[\\s-]+(\\p{L}+)(?:\\s+(\\p{L}+))?`,
    "gu",
  );
  return formerPattern;
}

// A stage of youth put behind: "her teen years (are) long behind her", "her childhood long gone".
const YOUTH_BEHIND =
  /(?<!\p{L})(?:teen(?:age)?\s+years|teens|childhood|school\s+days|high\s+school\s+years|adolescence)\s+(?:(?:are|is|were|was|now|long|well|far|already|way)\s+)*(?:behind\s+(?:her|him|them|me)|past|gone|over|ago)(?!\p{L})/gu;

/**
 * The prompt with the words of an adult's past blanked, as `normalizeForAges`
 * writes it; the same text when it holds none.
 */
export function withoutAdultPasts(prompt: string): string {
  const text = normalizeForAges(prompt);
  return text.replace(former(), (whole) => " ".repeat(whole.length)).replace(YOUTH_BEHIND, (whole) => " ".repeat(whole.length));
}
