import { normalizeForAges } from "./normalize";

// School years written as a short code standing alone: "CM2", "初二" (second year of
// junior high), "中一", "高一", "小五", "중2", "초6", "고1". As parts of longer
// words they are everyday Chinese ("其中一个", one of them; "高一点", a bit
// higher; "正月初一", the first day of the year), which is why the lexicon,
// whose Han entries match anywhere, cannot hold them: here they must stand
// alone, between non-Han characters.
// The year may be a digit ("小6", "中2") and a word for a pupil or a child may follow
// it ("小六女生", "中一女生", "高二的女生", "小6の女の子"), whatever stands before.
const HAN_GRADE =
  /(?<![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[初高中小國国][一二三四五六1-6](?:年级|年級|生)?(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}0-9])|[初高中小國国][一二三四五六1-6](?![0-9])(?=(?:年级|年級|年)?的?(?:女生|男生|女孩|男孩|学生|學生|女子|男子|の))/gu;
// A girls' or boys' school's year ("여고2", "남중3") is one too; "중2병" (adolescent
// grandiosity) is said of adults.
const HANGUL_GRADE = /(?<!\p{sc=Hangul})[여남]?[초중고][1-6](?![0-9]|병)/gu;
// French primary years ("CM2", "CE1"), not an area or a volume after a number ("10 cm2").
const FRENCH_GRADE = /(?<!\p{N}[\s.,]*)(?<![\p{L}\p{N}])c[em][12](?![\p{L}\p{N}])/gu;
// Secondary years written as codes in Nigeria, Ghana and beyond ("JSS2", "SS1",
// "SHS 3"), and Spain's "2º de la ESO" (not the word "eso", that).
// A bare "SS1" is also a car: it counts after "in" or before a pupil word.
const SECONDARY_CODE =
  /(?<![\p{L}\p{N}])(?:jss|sss|js|jhs|shs)[\s-]?[1-3](?![\p{L}\p{N}])|(?<=\bin\s+)ss[\s-]?[1-3](?![\p{L}\p{N}])|(?<![\p{L}\p{N}])ss[\s-]?[1-3](?=\s+(?:student|pupil|girl|boy|class|classroom)s?\b)/gu;
const SPANISH_ESO = /(?<![\p{L}\p{N}])[1-4]\s*[ºo°]?\s*(?:de\s+(?:la\s+)?)?eso(?![\p{L}])|(?<![\p{L}])de\s+la\s+eso(?![\p{L}])/gu;
// Swiss HarmoS years ("8H", "11H"; "6P" in Vaud and Geneva): "8h" is also eight
// o'clock ("à 8h", "de 8h à 10h") and "en 2h" a duration, so the code counts after
// "en" only where its phrase ends ("fille nue en 8H", not "en 2h de pose"),
// before "HarmoS" or a pupil word, or after a pupil word and "de" ("élève nue de 7H").
const SWISS_CODE = "(?:1[01]|[1-9])\\s?[hp]";
const SWISS_PUPIL = "(?:eleves?|ecoli(?:er|ere)s?|filles?|garcons?|schuler(?:in|innen)?|madchen|girls?|boys?|pupils?|students?)";
const NOT_A_TIME = "(?![\\p{L}\\p{N}]|\\s*(?:[-–:àa]|bis|to|du\\s+(?:matin|soir)|\\d))";
const SWISS_GRADE = new RegExp(
  `(?<=(?<![\\p{L}])(?:en|in)\\s+)${SWISS_CODE}(?=\\s*(?:$|[,;.!)|]|harmos|classe|a l'ecole))` +
    `|(?<![\\p{L}\\p{N}])${SWISS_CODE}(?=\\s*(?:harmos|${SWISS_PUPIL})(?![\\p{L}]))` +
    `|(?<=(?<![\\p{L}])${SWISS_PUPIL}(?:\\s+[\\p{L}]+)?\\s+(?:de|du|der|aus der)\\s+)${SWISS_CODE}${NOT_A_TIME}`,
  "gu",
);
const MAY_HOLD_GRADE = /[\p{sc=Han}\p{sc=Hangul}]|c[em][12]|s{1,3}[\s-]?[1-3]|j[hs]|shs|eso|\d\s?[hp](?![\p{L}\p{N}])/iu;

/** School years written as a code standing alone, as written. */
export function findStandaloneGrades(prompt: string): string[] {
  if (!MAY_HOLD_GRADE.test(prompt)) return [];
  const text = normalizeForAges(prompt);
  return [
    ...text.matchAll(HAN_GRADE),
    ...text.matchAll(HANGUL_GRADE),
    ...text.matchAll(FRENCH_GRADE),
    ...text.matchAll(SECONDARY_CODE),
    ...text.matchAll(SPANISH_ESO),
    ...text.matchAll(SWISS_GRADE),
  ].map((match) => match[0]);
}
