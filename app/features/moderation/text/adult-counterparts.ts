import { findAgeMentions } from "./ages";
import { excludedCounterparts, namesLexiconAdult } from "./counterpart-words";
import { normalizeForMatching } from "./normalize";
import { excludesEveryone, namesAPerson } from "./people-excluded";

// Exclusions that push away the adult the prompt's words could mean (ADR 037).
// "Girl" and "boy" name young adults as well as children; excluding their adult
// counterparts ("nude girl" without "woman, women", "nude boy" without "man,
// beard") leaves the child. Excluding the body of puberty ("breasts, pubic hair",
// "hips, curves") does the same. A prompt that names an adult itself ("nude
// woman", "adult") is not read this way, and neither is excluding the other sex
// ("nude woman" without "man": a woman alone).

const words = (list: string) => list.split(",").map((word) => word.trim());

const GIRL = words("girl,girls,gal,chica,chicas,muchacha,fille,filles,madchen,ragazza,ragazze,moca,garota,meisje,dziewczyna,девушка,девушки");
const BOY = words(
  "boy,boys,lad,lads,chico,chicos,muchacho,garcon,garcons,junge,jungen,bursche,ragazzo,ragazzi,rapaz,garoto,jongen,chlopak,парень,парни",
);
const WOMAN = words(
  "woman,women,lady,ladies,milf,milfs,wife,wives,housewife,housewives,cougar,cougars,mother,mothers,mom,moms,mommy,mum,mums,mujer,mujeres,senora,femme,femmes,dame,frau,frauen,donna,donne,signora,mulher,mulheres,senhora,vrouw,vrouwen,kobieta,kobiety,женщина,женщины",
);
const MAN = words(
  "man,men,gentleman,husband,father,dad,beard,bearded,stubble,mustache,moustache,hombre,hombres,senor,homme,hommes,mann,manner,bart,uomo,uomini,barba,homem,homens,man,mannen,baard,mezczyzna,mezczyzni,мужчина,мужчины,борода",
);
const ADULT = words(
  "adult,adults,grown,mature,woman,women,man,men,lady,milf,mujer,femme,frau,donna,mulher,vrouw,kobieta,женщина,мужчина,hombre,homme,mann,uomo,homem",
);
// Features of a body through puberty; a size ("large breasts") is a preference, not an absence.
const PUBERTY = [
  /(?<!(?:large|big|huge|giant|massive|enormous|heavy|saggy|fake)\s)\b(?:breasts?|boobs?|tits?|bust)\b/u,
  /\b(?:pubic\s+hair|pubes|bush)\b/u,
  /\b(?:hips|wide\s+hips|curves|curvy)\b/u,
  /\b(?:body\s+hair|armpit\s+hair|underarm\s+hair)\b/u,
  /\bcleavage\b/u,
  /\b(?:adam\s?s\s+apple|facial\s+hair)\b/u,
];

// The grown body in sizes and build ("large breasts", "tall", "thick thighs"): one
// is a preference, three together push the grown body away (a subject who names no
// adult and no adult age is then a child), with the unsized features above.
const GROWN_BODY = [
  /\b(?:large|big|huge|giant|massive|enormous|heavy|full|saggy|fake)\s+(?:breasts?|boobs?|tits?|bust|chest)\b|\bbusty\b/u,
  /\b(?:tall|height)\b/u,
  /\b(?:thick|big|wide|fat)\s+thighs\b|\b(?:voluptuous|thicc|bbw)\b/u,
  /\b(?:thick|big|wide|fat|round)\s+(?:butt|ass|bum|hips)\b/u,
  /\b(?:mature|adult|developed|grown|womanly|manly)\s+(?:body|figure|physique|proportions|build)\b/u,
  /\b(?:stretch\s+marks|wrinkles|saggy\s+skin)\b/u,
  /\b(?:muscular|muscles|six\s+pack|abs)\b/u,
];
const GROWN_BODY_MIN = 3;
const OLD_PERSON =
  /\b(?:old|older|elderly|aged|senior|grey\s+haired|gray\s+haired|wrinkled)\s+(?:woman|women|lady|ladies|man|men|mother|father|wife|husband)\b/gu;

const has = (tokens: Set<string>, list: string[]) => list.find((word) => tokens.has(word));

/** Whether a prompt names an adult: a woman, a man, "adult", "mature", in a covered language. */
export const namesAnAdult = (prompt: string) =>
  has(new Set(normalizeForMatching(prompt).split(" ")), ADULT) !== undefined || namesLexiconAdult(prompt);

/** The excluded words that leave a child, or none; `subjectImplied` when sexual words imply a person. */
export function adultCounterpartsExcluded(prompt: string, negativePrompt: string, subjectImplied = false): string[] {
  const promptTokens = new Set(normalizeForMatching(prompt).split(" "));
  if (has(promptTokens, ADULT)) return [];
  // An adult age stated in the prompt ("nude girl, 23") names the adult too.
  if (findAgeMentions(prompt).some((mention) => mention.age >= 18)) return [];
  const excluded = normalizeForMatching(negativePrompt);
  // "Old woman", "elderly man" push old age away, not the adult: read without them.
  const excludedTokens = new Set(excluded.replace(OLD_PERSON, " ").split(" "));
  const found: string[] = [];
  const girl = has(promptTokens, GIRL);
  const boy = has(promptTokens, BOY);
  const woman = has(excludedTokens, WOMAN);
  const man = has(excludedTokens, MAN);
  if (girl && woman) found.push(woman);
  found.push(...excludedCounterparts(prompt, negativePrompt, subjectImplied));
  if (boy && man) found.push(man);
  // A person of neither sex ("nude person", "nude model", or implied by sexual words)
  // without both adults is a child; a landscape without them is a landscape.
  const neutral = !girl && !boy && (subjectImplied || namesAPerson(prompt));
  if (neutral && woman && man && !excludesEveryone(negativePrompt)) found.push(woman, man);
  const features = PUBERTY.map((pattern) => pattern.exec(excluded)?.[0]).filter((feature): feature is string => Boolean(feature));
  if (features.length >= 2) found.push(...features);
  else {
    const grown = GROWN_BODY.map((pattern) => pattern.exec(excluded)?.[0]).filter((feature): feature is string => Boolean(feature));
    if (features.length + grown.length >= GROWN_BODY_MIN) found.push(...features, ...grown);
  }
  return found;
}
