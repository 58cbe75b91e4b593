// Spanish typed without "ñ" ("una nina desnuda", "ninos", "pequena", "12 anos"), as
// on keyboards without it: the lexicon spells "niña", so the words went unread.
// The prompt with the "ñ" put back is one more reading (the worst reading decides).
// "Nina" and "Nino" are also given names ("Nina Simone"): alone they are read as
// "niña", "niño" only after a Spanish word that makes them a common noun ("una nina",
// "la nina", "mi nino") or before "de" ("nina de acogida", "nino de 12"); plurals and
// diminutives are not names.

const PLURALS_AND_DIMINUTIVES = /(?<!\p{L})(ni|peque)n(as|os|itas?|itos?)(?!\p{L})/giu;
const LITTLE = /(?<!\p{L})(peque)n([ao])(?!\p{L})/giu;
const COMPANIONS = /(?<!\p{L})(compa)n(eras?|eros?)(?!\p{L})/giu;
const YEARS = /(?<=\d\s*)(a)n(os?)(?!\p{L})/giu;
const DETERMINERS = [
  ...["una", "la", "esta", "esa", "aquella", "mi", "tu", "su", "otra", "alguna", "un", "el", "este", "ese", "aquel", "otro", "algun"],
  ...["pequeña", "pequeño", "linda", "lindo", "bonita", "bonito", "hermosa", "hermoso", "guapa", "guapo", "dulce", "tierna", "tierno"],
];
const AFTER_A_DETERMINER = new RegExp(`(?<!\\p{L})((?:${DETERMINERS.join("|")})\\s+(?:\\p{L}+\\s+)?ni)n([ao])(?!\\p{L})`, "giu");
const BEFORE_DE = /(?<!\p{L})(ni)n([ao])(?=\s+de\s)/giu;

const withTilde = (_whole: string, before: string, after: string) => `${before}ñ${after}`;

/** The prompt with the Spanish "ñ" put back where it was typed as "n"; null when nothing changes. */
export function spanishTildesReading(prompt: string): string | null {
  const read = prompt
    .replace(PLURALS_AND_DIMINUTIVES, withTilde)
    .replace(LITTLE, withTilde)
    .replace(COMPANIONS, withTilde)
    .replace(YEARS, withTilde)
    .replace(AFTER_A_DETERMINER, withTilde)
    .replace(BEFORE_DE, withTilde);
  return read === prompt ? null : read;
}
