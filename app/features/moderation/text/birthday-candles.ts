// Candles counted on a birthday ("13 candles on her last birthday cake", "she
// blew out 12 candles", "velas de cumpleaños: 13"): a count of candles is an age
// where the clause names a birthday, a cake or blowing them out. Candles alone are
// decoration ("10 candles around the bath") and stay a count. Candle and birthday
// words of the covered languages with a Latin or Cyrillic script or CJK characters.

const CANDLES =
  "candles?|velas?|bougies?|kerzen?|candeline|kaarsjes?|kaarsen|świeczek|swieczek|świeczki|swieczki|свеч(?:ей|ек|и|ки)|свічок|ljus|lys|kynttilää|svíček|svicek|sviečok|sviecok|gyertyá?t?|lumânări|lumanari|κεράκια|nến|lilin|蜡烛|蠟燭|ろうそく|ロウソク|キャンドル|개의\\s*초";
// After a number only: Turkish "mum" (candle) is English "mum" (mother) before one.
const CANDLES_AFTER_COUNT_ONLY = "mum";
const BIRTHDAY =
  /birthday|b-?day|cake|blow|blew|cumplea|aniversário|aniversario|anniversaire|gâteau|gateau|geburtstag|torte|kuchen|compleanno|torta|verjaardag|taart|urodzin|tort|день\s+рождени|торт|день\s+народжен|doğum\s*günü|pasta|födelsedag|tårta|fødselsdag|kage|kake|syntymäpäivä|kakku|narozenin|narodenín|születésnap|zi\s+de\s+naștere|γενέθλια|sinh\s+nhật|ulang\s+tahun|生日|蛋糕|誕生日|ケーキ|생일|케이크|soplar|souffl|auspust|spegnere|uitblazen|zdmuchn|задул|задува|吹/iu;
const CLAUSE = /[^,;.!?\n|]+/gu;
const COUNTED = new RegExp(
  `(?<![\\p{N}.,])(\\d{1,2})\\s*(?:${CANDLES}|${CANDLES_AFTER_COUNT_ONLY})(?!\\p{L})|(?:${CANDLES})\\s*[:=]?\\s*(\\d{1,2})(?![\\p{N}])`,
  "giu",
);

/** The form with candles counted on a birthday written as an age ("aged 13"). */
export function candlesAsAges(text: string): string {
  if (!/\d/u.test(text)) return text;
  return text.replace(CLAUSE, (clause) => {
    if (!BIRTHDAY.test(clause)) return clause;
    return clause.replace(COUNTED, (said, before?: string, after?: string) => ` aged ${before ?? after} `);
  });
}
