import { LEXICONS } from "./lexicon/languages";
import { normalizeForMatching } from "./normalize";

// Exclusions that push away people altogether ("people, man, woman", "humans,
// crowd", "man, woman, child"): a landscape or a still life, not a child left
// behind. Excluding both sexes reads as leaving a child only when they do not.
const PEOPLE = new Set(
  [
    "people,person,persons,human,humans,humanoid,crowd,figures,characters,anyone,anybody,someone,child,children,kid,kids,baby,girl,girls,boy,boys",
    "personas,persona,gente,ninos,nino,nina,personnes,gens,enfants,enfant,menschen,mensch,personen,leute,kinder,kind",
    "persone,gente,bambini,pessoas,criancas,mensen,kinderen,ludzie,osoby,dzieci,люди,человек,дети,lide,deti,manniskor,barn,mennesker,ihmiset,lapset",
  ]
    .join(",")
    .split(","),
);

/** Whether the exclusions push away people altogether, children with them. */
export function excludesEveryone(negativePrompt: string): boolean {
  return normalizeForMatching(negativePrompt)
    .split(" ")
    .some((word) => PEOPLE.has(word));
}

const PERSONS = new Set(LEXICONS.flatMap((lexicon) => lexicon.ages.persons).map((word) => normalizeForMatching(word)));

/** Whether a prompt names a person with a word of the lexicons ("person", "model", "Frau"). */
export const namesAPerson = (prompt: string) =>
  normalizeForMatching(prompt)
    .split(" ")
    .some((word) => PERSONS.has(word));
