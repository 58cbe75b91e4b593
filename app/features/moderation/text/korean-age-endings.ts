// Korean glues particles and endings to the age unit ("열세 살이다", she is 13;
// "13살쯤", about 13; "13세예요"): the unit is then no whole word, and the age
// readers, which want a word edge after a unit, missed it. After a number, "살" is
// always years of age, so any ending may follow it; "세" is also a century ("13세기")
// and a generation ("3세대"), so only the endings of an age follow it here.

const ENDINGS =
  "이다|입니다|이에요|예요|이야|이고|이며|인데|이지만|이라|이란|이면|이던|였던|이었던|쯤|정도|가량|안팎|전후|미만|이하|이상|짜리|때|의|이|가|은|는|을|를|에|로|부터|까지|도|만|밖에|인|처럼|같은|같이";
const SAL = /(\d{1,3})\s*살(?=\p{sc=Hangul})/gu;
const SE = new RegExp(`(\\d{1,3})\\s*세(?=(?:${ENDINGS}))(?!기|대|트|금|상|계|력|균)`, "gu");

/** The form with the age unit set apart from a Korean ending glued to it ("13 살 이다"). */
export function koreanAgeUnitsApart(text: string): string {
  if (!/\d\s*[살세]\p{sc=Hangul}/u.test(text)) return text;
  return text.replace(SAL, "$1 살 ").replace(SE, "$1 세 ");
}
