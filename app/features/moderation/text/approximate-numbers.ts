// Collective numerals that say "about N" ("une quinzaine d'années", "una quindicina
// d'anni", "una veintena de años"): written as N, so an age said roughly is read as
// one. A closed set of the covered Romance languages' grammar (French "-aine",
// Italian "-ina", Spanish and Portuguese "-ena"), from ten to sixty; the dozen is
// `dozens.ts`'s. Spanish "cuarentena" and Portuguese "quinzena" (a quarantine, a
// fortnight) are left out.
const ABOUT: Record<string, number> = {
  dizaine: 10,
  quinzaine: 15,
  vingtaine: 20,
  trentaine: 30,
  quarantaine: 40,
  cinquantaine: 50,
  soixantaine: 60,
  decina: 10,
  quindicina: 15,
  ventina: 20,
  trentina: 30,
  quarantina: 40,
  cinquantina: 50,
  sessantina: 60,
  decena: 10,
  veintena: 20,
  treintena: 30,
  cincuentena: 50,
  dezena: 10,
  vintena: 20,
  trintena: 30,
};
const ABOUT_WORD = new RegExp(`(?<!\\p{L})(${Object.keys(ABOUT).join("|")})(?:s)?(?!\\p{L})`, "gu");

/** The text with "about N" nouns written as N ("une quinzaine d'années" as "une 15 d'années"). */
export const workOutApproximateNumbers = (text: string) => text.replace(ABOUT_WORD, (_, word: string) => String(ABOUT[word]));
