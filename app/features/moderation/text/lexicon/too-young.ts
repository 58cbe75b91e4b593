import type { WordTable } from "./word-tables";

// Too young for what the law lets adults do, by language: "not old enough to vote",
// "darf noch nicht wählen", "no tiene edad para conducir", "还不能投票". As English
// "too young to" and "can't vote" (in `en.ts`), whatever the activity the person is
// a minor. Only voting and driving, the rights every covered country gives at 16 to
// 18: "too young for" alone is said of adults in these languages too ("zu jung für
// den Ruhestand", "troppo giovane per morire"), and "not allowed to drink" is left
// out (the US age is 21).

export const TOO_YOUNG: WordTable = {
  es: [
    ...["votar", "conducir", "manejar"].flatMap((act) => [
      `no tiene edad para ${act}`,
      `todavia no tiene edad para ${act}`,
      `aun no tiene edad para ${act}`,
      `todavia no puede ${act}`,
      `aun no puede ${act}`,
      `no puede ${act} todavia`,
      `demasiado joven para ${act}`,
    ]),
  ],
  gl: ["aínda non pode votar", "aínda non pode conducir", "demasiado nova para votar", "demasiado novo para votar"],
  pt: [
    ...["votar", "dirigir", "conduzir"].flatMap((act) => [
      `nao tem idade para ${act}`,
      `ainda nao tem idade para ${act}`,
      `ainda nao pode ${act}`,
      `nova demais para ${act}`,
      `novo demais para ${act}`,
    ]),
  ],
  fr: [
    ...["voter", "conduire"].flatMap((act) => [
      `pas encore l age de ${act}`,
      `pas l age de ${act}`,
      `ne peut pas encore ${act}`,
      `peut pas encore ${act}`,
      `trop jeune pour ${act}`,
    ]),
  ],
  de: [
    "darf noch nicht wählen",
    "darf noch nicht auto fahren",
    "darf noch nicht autofahren",
    "noch nicht wahlberechtigt",
    "zu jung zum wählen",
    "zu jung zum autofahren",
    "zu jung für den führerschein",
  ],
  it: [
    ...["votare", "guidare"].flatMap((act) => [
      `non puo ancora ${act}`,
      `non ha l eta per ${act}`,
      `non ha ancora l eta per ${act}`,
      `troppo giovane per ${act}`,
    ]),
  ],
  nl: ["mag nog niet stemmen", "mag nog niet autorijden", "te jong om te stemmen", "te jong voor een rijbewijs"],
  pl: ["nie może jeszcze głosować", "jeszcze nie może głosować", "za młoda na prawo jazdy", "za młoda żeby głosować", "za młody żeby głosować"],
  cs: ["ještě nemůže volit", "nesmí ještě volit", "příliš mladá na volby", "příliš mladá na řidičák"],
  sk: ["ešte nemôže voliť", "príliš mladá na voľby", "primladá na vodičák"],
  ro: ["nu poate încă vota", "încă nu poate vota", "prea tânără ca să voteze", "prea tânără pentru permis"],
  ru: [
    "ещё не может голосовать",
    "еще не может голосовать",
    "слишком молода чтобы голосовать",
    "слишком молода для выборов",
    "слишком молода для водительских прав",
  ],
  uk: ["ще не може голосувати", "занадто молода щоб голосувати", "занадто молода для виборів"],
  tr: ["henüz oy kullanamaz", "oy kullanacak yaşta değil", "ehliyet alacak yaşta değil", "oy kullanmak için çok genç", "ehliyet için çok genç"],
  sv: ["får inte rösta än", "för ung för att rösta", "för ung för körkort"],
  da: ["må ikke stemme endnu", "for ung til at stemme", "for ung til kørekort"],
  nb: ["får ikke stemme ennå", "for ung til å stemme", "for ung til førerkort"],
  fi: ["ei saa vielä äänestää", "liian nuori äänestämään", "liian nuori ajamaan"],
  hu: ["még nem szavazhat", "túl fiatal a szavazáshoz", "túl fiatal a jogosítványhoz"],
  id: ["belum boleh memilih", "belum cukup umur untuk memilih", "terlalu muda untuk memilih", "belum cukup umur untuk punya sim"],
  ms: ["belum boleh mengundi", "terlalu muda untuk mengundi"],
  ja: ["まだ選挙権がない", "選挙権のない", "まだ投票できない", "免許も取れない年齢"],
  zh: ["还不能投票", "還不能投票", "还没有选举权", "還沒有選舉權", "还不能考驾照", "還不能考駕照"],
  ko: ["아직 투표할 수 없는", "투표권이 없는", "운전면허를 딸 수 없는"],
};
