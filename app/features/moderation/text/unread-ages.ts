import { compileTerms, findMatches, termsOutside } from "./term-matcher";
import { prepareText } from "./normalize";

// Closed world for stated ages in adult requests (ADR 040): a prompt that says it
// gives an age ("age:", "her age is", "aged", "years old", "歳") must give one the
// age readers can read. An age said in a way they cannot work out ("age: 28
// halved", "age = days in two weeks", "fourteen trips around the sun years old")
// is as likely to be under 18 as any, so it counts as a minor signal there; an
// adult age read anywhere in the prompt answers it.

const AGE_TALK = compileTerms([
  // English: the age itself named, or a unit that only an age takes.
  "age is",
  "age was",
  "age equals",
  "age equal to",
  "her age",
  "his age",
  "their age",
  "whose age",
  "my age",
  "your age",
  "at age",
  "at the age of",
  "as old as",
  // Other languages: the word for a person's age, with the words that introduce it.
  "im alter von",
  "âgée de",
  "âgé de",
  "son âge",
  "ans d âge",
  "con edad de",
  "su edad",
  "di età",
  "com idade de",
  "sua idade",
  "в возрасте",
  "лет от роду",
  "w wieku",
  "yaşında",
  "年齢",
  "年龄",
  "年齡",
  "歳",
  "岁",
  "歲",
  "나이",
]);

const ADULT_AGE = 18;

// "age: …", "Alter = …": the age given as a field.
const AGE_FIELD = /(?<!\p{L})(?:age|alter|âge|edad|età|idade|возраст|wiek|leeftijd|ålder|yaş)\s*[:=]/giu;
// "age" opening a tag and followed by words rather than a number ("age as many as the
// apostles", "age log2(16384)"): an age given in a way no reader works out. The
// tag's other uses ("age gap", "age play", "age of empires") are not an age given.
const AGE_TAG_IN_WORDS =
  /(?:^|[,;|(\n])\s*age\s+(?!\d|(?:of|range|gap|gaps|difference|play|spots?|lines?|progression|appropriate|unknown|old|verification|restricted|rating)(?!\p{L}))\p{L}[^,;|\n)]{0,40}/giu;
// An age unit after words that are no number ("fourteen trips around the sun
// years old"); after a number the age readers have decided (an age, or "12 year
// old whisky").
const UNIT_AFTER_WORDS =
  /(?<![\p{N}\s-]|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)[\s-]*)\s*(?:years?|yrs?)[\s-]+(?:old|of\s+age|young)(?!\p{L})|(?<!\p{N}\s*)(?:jahre\s+alt|jaar\s+oud|år\s+gammal|anni\s+di\s+età|anos\s+de\s+idade|años\s+de\s+edad)/giu;

// Ages said in no number at all that are not the prompt's own age: "the golden age".
const NOT_AN_AGE = compileTerms([
  "golden age",
  "stone age",
  "bronze age",
  "iron age",
  "ice age",
  "space age",
  "middle ages",
  "dark ages",
  "new age",
  "aged wood",
  "aged whiskey",
  "aged leather",
  "aged paper",
  "aged metal",
  "aged bronze",
  "aged brass",
  "万歳",
  "萬歲",
  "岁月",
  "歲月",
  "岁末",
  "di età avanzata",
  "di mezza età",
]);

/** The words of a prompt that say an age is given, when no age at all was read from it. */
export function unreadAgeTalk(prompt: string, agesRead: number): string[] {
  if (agesRead > 0) return [];
  const text = prepareText(prompt);
  // A field whose value is a number of years no reader takes as a person's age
  // ("age: 500" for an elf) was answered all the same.
  const answered = (match: RegExpMatchArray) => {
    const value = /^\s*(\d+)/.exec(prompt.slice((match.index ?? 0) + match[0].length));
    return value !== null && Number(value[1]) >= ADULT_AGE;
  };
  const fields = [
    ...[...prompt.matchAll(AGE_FIELD)].filter((match) => !answered(match)),
    ...prompt.matchAll(UNIT_AFTER_WORDS),
    ...prompt.matchAll(AGE_TAG_IN_WORDS),
  ].map((match) => match[0].replace(/^[\s,;|(]+/u, "").trim());
  return [...fields, ...termsOutside(findMatches(AGE_TALK, text), findMatches(NOT_AN_AGE, text).spans)];
}
