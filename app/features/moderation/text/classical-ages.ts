import type { AgeMention } from "./ages";

// Literary and classical age terms of Chinese, shared by Japanese and Korean
// writing in Han characters: ages named by a rite or an image of childhood
// ("垂髫", hair hanging loose, about 8; "豆蔻年华", 13; "及笄", 15; "弱冠", 20).
// They are a closed set from the classics (the Book of Rites and Tang poetry), kept
// here as data with simplified and traditional forms. Terms that are also ordinary
// words alone ("豆蔻", cardamom; "破瓜", to break a melon; "束发", to tie the hair)
// count only with the word for an age after them ("之年", "年华", "年紀").

type Term = { term: string; age: number; needsAgeWord?: boolean };

const TERMS: Term[] = [
  { term: "襁褓", age: 0 },
  { term: "孩提", age: 2 },
  { term: "黄口", age: 5, needsAgeWord: true },
  { term: "黃口", age: 5, needsAgeWord: true },
  { term: "始龀", age: 7 },
  { term: "始齔", age: 7 },
  { term: "龆龀", age: 7 },
  { term: "齠齔", age: 7 },
  { term: "龆年", age: 7 },
  { term: "齠年", age: 7 },
  { term: "垂髫", age: 8 },
  { term: "髫年", age: 8 },
  { term: "髫龄", age: 8 },
  { term: "髫齡", age: 8 },
  { term: "总角", age: 10 },
  { term: "總角", age: 10 },
  { term: "幼学", age: 10, needsAgeWord: true },
  { term: "幼學", age: 10, needsAgeWord: true },
  { term: "外傅", age: 10, needsAgeWord: true },
  { term: "金钗", age: 12, needsAgeWord: true },
  { term: "金釵", age: 12, needsAgeWord: true },
  { term: "豆蔻", age: 13, needsAgeWord: true },
  { term: "舞勺", age: 13 },
  { term: "及笄", age: 15 },
  { term: "志学", age: 15, needsAgeWord: true },
  { term: "志學", age: 15, needsAgeWord: true },
  { term: "束发", age: 15, needsAgeWord: true },
  { term: "束髮", age: 15, needsAgeWord: true },
  { term: "舞象", age: 15 },
  { term: "破瓜", age: 16, needsAgeWord: true },
  { term: "碧玉", age: 16, needsAgeWord: true },
  { term: "二八", age: 16, needsAgeWord: true },
  // Adult terms: read so that an adult said this way answers an age no reader could read.
  { term: "桃李", age: 20, needsAgeWord: true },
  { term: "弱冠", age: 20 },
  { term: "花信", age: 24, needsAgeWord: true },
  { term: "而立", age: 30 },
];
// The words that make a term an age: "之年" (the years of), "年华"/"年華" (the bloom
// of years), "年纪"/"年紀"/"年齢"/"年龄"/"芳龄" (age), "の年頃"/"年頃" (Japanese), "少女".
const AGE_WORD = "(?:之年|年华|年華|年纪|年紀|年龄|年齡|年齢|年頃|の年|芳龄|芳齡|少女|之龄|之齡)";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
let pattern: RegExp | undefined;
const termPattern = () =>
  (pattern ??= new RegExp(TERMS.map(({ term, needsAgeWord }) => `(${escape(term)}${needsAgeWord ? AGE_WORD : `(?:${AGE_WORD})?`})`).join("|"), "gu"));

/** Classical age terms in a text, with the age each names. */
export function findClassicalAges(text: string): AgeMention[] {
  if (!/\p{sc=Han}/u.test(text)) return [];
  return [...text.matchAll(termPattern())].map((match) => {
    const index = match.slice(1).findIndex((group) => group !== undefined);
    return { age: TERMS[index].age, text: match[0] };
  });
}
