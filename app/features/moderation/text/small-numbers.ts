import { ageUnitAhead, isTimeSpan, numberForms, personBefore, personRightBefore } from "./ages";
import { differenceBehind, expressionAround, multipleBehind, productAhead, quotientBehind, sumAround } from "./age-operands";
import { valueWithBaseAhead } from "./numeral-bases";
import { isArabiziSpelling } from "./arabizi";
import { isKnownWord } from "./known-words";
import { isMeasureUnit } from "./measure-units";
import { readLeetspeak } from "./normalize";
import { dayOfADate, monthBeforeDay } from "./written-dates";

// In an adult request, small numbers are a closed world (ADR 010): a whole number
// from 1 to 17 is read as a stated age unless its neighbours explain it as
// something else. Listing the shapes an age can be said in ("girl 14", "she is
// fourteen and naked", "17 and a half", "between 10 and 12") never ends; listing
// what else a small number is in an image prompt (a size, a count, a format, a
// label, a weight) does. An unexplained number is an age: "woman 1 blonde" is
// refused, which is the price of the closed world.

// A unit, measure or format glued to or after the number: "8k", "35mm", "1080p",
// "3d", "2x", "16:9", "10 steps", "5 o'clock". Age units are not here: "14 years"
// is left to the age patterns, which tell an age from a span of time.
// Ordinal endings glued to a number in the covered languages (1st, 4ème, 2º, 3te, 5de, 2ter).
const ORDINAL_ENDINGS = ["st", "nd", "rd", "th", "eme", "ieme", "er", "ere", "e", "o", "a", "te", "ste", "de", "ter"];

const UNITS = [
  "k",
  "mm",
  "cm",
  "km",
  "in",
  "inch",
  "inches",
  "ft",
  "feet",
  "foot",
  "px",
  "pixels",
  "p",
  "i",
  "fps",
  "mp",
  "x",
  "d",
  "bit",
  "bits",
  "kb",
  "mb",
  "gb",
  "tb",
  "hz",
  "ghz",
  "w",
  "v",
  "kg",
  "g",
  "lb",
  "lbs",
  "oz",
  "l",
  "ml",
  "s",
  "sec",
  "secs",
  "second",
  "seconds",
  "min",
  "mins",
  "minute",
  "minutes",
  "h",
  "hr",
  "hrs",
  "hour",
  "hours",
  "am",
  "pm",
  "o'clock",
  "oclock",
  // The hour in other languages, read after a range of hours ("zwischen 16 und 19 Uhr").
  "uhr",
  "heures",
  "horas",
  "ore",
  "uur",
  "hodin",
  "godzin",
  "godziny",
  "часов",
  ...ORDINAL_ENDINGS,
  "step",
  "steps",
  "image",
  "images",
  "frame",
  "frames",
  "panel",
  "panels",
  "piece",
  "pieces",
  "tone",
  "way",
  "quarter",
  "quarters",
  "point",
  "points",
  "layer",
  "layers",
  "stars",
  "star",
  "shot",
  "shots",
  "times",
  "out",
  "vs",
  "dollar",
  "dollars",
  "euro",
  "euros",
  "percent",
  "degrees",
  "day",
  "days",
  "week",
  "weeks",
  "cores",
  "core",
  "lane",
  "lanes",
  "storey",
  "story",
  "stories",
  "floor",
  "floors",
  "speed",
  "door",
  "doors",
  // Imperial and trade measures, and the count a thing is sold or built by ("14 stone",
  // "10 gallon hat", "12 gauge", "6 pack", "3 bedroom flat", "4 poster bed", "4 leaf clover").
  "stone",
  "gallon",
  "gallons",
  "gauge",
  "ounce",
  "ounces",
  "pound",
  "pounds",
  "yard",
  "yards",
  "mile",
  "miles",
  "acre",
  "acres",
  "carat",
  "karat",
  "pack",
  "bedroom",
  "bedrooms",
  "bath",
  "seater",
  "poster",
  "leaf",
  "wheel",
  "wheeler",
  "string",
  "cylinder",
  "ply",
  // A year or term of university study ("студентка, 3 курс", "2 Semester").
  "курс",
  "курса",
  "курсе",
  "семестр",
  "семестра",
  "semester",
  // Counters and units of the covered languages that are not plural nouns.
  "pasos",
  "imagenes",
  "fotos",
  "paso",
  "etapes",
  "etape",
  "bilder",
  "bild",
  "schritte",
  "fach",
  "mal",
  "stuck",
  "人",
  "个",
  "個",
  "只",
  "匹",
  "张",
  "張",
  "枚",
  "本",
  "台",
  "つ",
  "名",
  "位",
  "次",
  "回",
  "件",
  "把",
  "条",
  "頭",
  "杯",
  "명",
  "개",
  "마리",
  "장",
  "번",
  "시",
  "분",
  "초",
  "층",
  // Clock times, dates, floors and pages in Han ("14時", "14点", "3月", "5日", "14页").
  "時",
  "时",
  "点",
  "點",
  "分",
  "秒",
  "小时",
  "小時",
  "時間",
  "月",
  "日",
  "号",
  "號",
  "階",
  "楼",
  "樓",
  "页",
  "頁",
  "章",
  "巻",
  "卷",
  "集",
];
// A unit glued to the number ("8k", "35mm", "4×", "100%"), or the punctuation of a
// decimal, ratio, time, version, dimension or fraction after it ("1.5", "2:3", "3/4").
const GLUED_MARK = /^(?:[%°"'″′×*+ºª]|[.,:/x×*]\d|\s*[:/x×*]\s*\d)/u;

// Places, seats, vehicles, roads and kit numbered in the world ("apartment 4B",
// "seat 15", "bus 14", "highway 1", "jersey 12"). Right after a person word they are
// still that person's age ("girl seat 12"), as for every label.
const NUMBERED_THINGS = (
  "apartment apt flat suite cabin ward bay berth hangar terminal pier dock studio " +
  "seat locker bus train tram carriage highway hwy freeway interstate motorway exit jersey shirt bib " +
  "habitacion apartamento asiento autobus camiseta chambre appartement siege maillot wohnung sitz trikot " +
  "appartamento stanza posto maglia assento camisa kamer stoel zimmer hausnummer tischnummer bahnsteig gleis linie " +
  "ligne quai voie linea andén " +
  "quarto sala bonde pokoj pokój tramwaj autobus linia peron komnata комната номер трамвай автобус маршрут линия поезд вагон " +
  "oda hat otobüs tramvay peron kamar bis phòng xe huone linja raitiovaunu rum spårvagn linje værelse sporvogn szoba villamos busz " +
  "pokoj tramvaj linka camera δωμάτιο λεωφορείο γραμμή"
).split(" ");
// German compounds end in the numbered thing ("Hotelzimmer 15", "Buslinie 12").
const NUMBERED_COMPOUND = /^\p{L}{3,}(?:zimmer|linie|nummer|gleis)$/u;

// Labels before the number: "top 10", "no. 5", "#3", "season 2", "f/2", "iso 8",
// "v2", "windows 11", and their equivalents in the covered languages.
const LABELS = [
  "top",
  "no",
  "nr",
  "nº",
  "n°",
  "num",
  "number",
  "numbers",
  "version",
  "ver",
  "v",
  "windows",
  "win",
  "iphone",
  "ios",
  "android",
  "route",
  "rt",
  "season",
  "episode",
  "ep",
  "chapter",
  "ch",
  "part",
  "pt",
  "step",
  "steps",
  "level",
  "lvl",
  "lv",
  "page",
  "pg",
  "day",
  "scene",
  "figure",
  "fig",
  "iso",
  "f",
  "gen",
  "generation",
  "phase",
  "act",
  "volume",
  "vol",
  "book",
  "issue",
  "round",
  "stage",
  "room",
  "floor",
  "seed",
  "cfg",
  "sd",
  "sdxl",
  "xl",
  "gpt",
  "ps",
  "xbox",
  "mk",
  "model",
  "type",
  "size",
  "zone",
  "area",
  "sector",
  "camera",
  "cam",
  "clip",
  "skip",
  "weight",
  "strength",
  "batch",
  "times",
  "rank",
  "mark",
  "apollo",
  "engine",
  "lora",
  "midjourney",
  "score",
  "rating",
  "source",
  "quality",
  "tier",
  "class",
  "grid",
  "pose",
  "panel",
  "frame",
  "shot",
  "take",
  "track",
  "channel",
  "platform",
  "gate",
  "door",
  "table",
  "row",
  "line",
  "lane",
  "item",
  "option",
  "style",
  "variant",
  "variation",
  "sample",
  "image",
  "picture",
  "photo",
  "vs",
  "capitulo",
  "temporada",
  "episodio",
  "numero",
  "parte",
  "paso",
  "nivel",
  "pagina",
  "dia",
  "escena",
  "version",
  "figura",
  "chapitre",
  "saison",
  "episode",
  "partie",
  "etape",
  "niveau",
  "jour",
  "scene",
  "tome",
  "kapitel",
  "staffel",
  "folge",
  "nummer",
  "teil",
  "schritt",
  "stufe",
  "seite",
  "tag",
  "szene",
  "band",
  "capitolo",
  "stagione",
  "livello",
  "giorno",
  "scena",
  "passo",
  "episodio",
  "nivel",
  "cena",
  ...NUMBERED_THINGS,
];
// "To", "and", "of", "out", "at" and "by" before a number explain nothing by
// themselves ("a girl of 13", "she is 14 and"): they join ranges, whose other end
// may explain them ("1 to 4 people", "12 to 30").
const RANGE_WORDS = new Set(["to", "and", "of", "out", "at", "by"]);
const LABEL_SET = new Set(LABELS.filter((label) => !RANGE_WORDS.has(label)));
const UNIT_SET = new Set(UNITS);
// Han, kana and Hangul counters are written glued to what follows them too ("3人の成人女性",
// "3枚の写真"): the counter starting the run is enough.
const EAST_ASIAN_COUNTER_AHEAD = new RegExp(
  `^(?:${UNITS.filter((unit) => /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]+$/u.test(unit))
    .sort((a, b) => b.length - a.length)
    .join("|")})`,
  "u",
);
// Units that explain a number only glued to it: apart, they are words ("14 e nuda"
// is "14 and naked" in Italian, "14 in bed", "14 a la playa").
const GLUED_ONLY = new Set([...ORDINAL_ENDINGS, "i", "p", "d", "s", "v", "w", "g", "l", "h", "in", "k", "x", "mal", "fach"]);
const isUnitApart = (word: string) => UNIT_SET.has(word) && !GLUED_ONLY.has(word);

// Plural nouns a number counts ("2 women", "3 cats"): irregular English plurals
// and a modest list per covered language whose plurals carry no common mark; in
// languages that mark the plural with "s" (English, Spanish, Portuguese, French,
// Catalan, Dutch) a word ending in "s" counts too.
const PLURALS = new Set([
  "women",
  "men",
  "people",
  "feet",
  "teeth",
  "mice",
  "geese",
  "sheep",
  "fish",
  "deer",
  "wolves",
  "knives",
  "leaves",
  "lives",
  "frauen",
  "manner",
  "personen",
  "leute",
  "katzen",
  "hunde",
  "blumen",
  "pferde",
  "vogel",
  "baume",
  "donne",
  "uomini",
  "persone",
  "gatti",
  "cani",
  "fiori",
  "cavalli",
  "uccelli",
  "alberi",
  "amiche",
  "amici",
  "vrouwen",
  "mannen",
  "mensen",
  "katten",
  "honden",
  "bloemen",
  "женщины",
  "женщин",
  "мужчины",
  "мужчин",
  "человек",
  "люди",
  "кошки",
  "кошек",
  "собаки",
  "собак",
  "цветов",
  "цветы",
  "kobiety",
  "kobiet",
  "mezczyzn",
  "mezczyzni",
  "osoby",
  "osob",
  "koty",
  "kotow",
  "psy",
  "psow",
  "kwiaty",
  "zeny",
  "zen",
  "muzi",
  "muzu",
  "lidi",
  "kocky",
  "psi",
  "kvetiny",
  "naiset",
  "naista",
  "miehet",
  "miesta",
  "ihmista",
  "kissaa",
  "koiraa",
  "kukkaa",
  "kvinnor",
  "man",
  "personer",
  "katter",
  "hundar",
  "blommor",
  "kvinder",
  "maend",
  "katte",
  "hunde",
  "kvinner",
  "menn",
  "kadin",
  "erkek",
  "kisi",
  "kedi",
  "kopek",
  "cicek",
  "nok",
  "ferfi",
  "ember",
  "macska",
  "kutya",
  "virag",
  "femei",
  "barbati",
  "oameni",
  "pisici",
  "caini",
  "flori",
  "γυναικες",
  "αντρες",
  "ανθρωποι",
  "γατες",
  "σκυλια",
  "λουλουδια",
  "נשים",
  "גברים",
  "אנשים",
  "חתולים",
  "כלבים",
  "פרחים",
  "نساء",
  "رجال",
  "أشخاص",
  "اشخاص",
  "قطط",
  "كلاب",
  "زهور",
  "زن",
  "مرد",
  "نفر",
  "گربه",
  "سگ",
  "گل",
  "औरतें",
  "महिलाएं",
  "आदमी",
  "लोग",
  "बिल्लियाँ",
  "कुत्ते",
  "फूल",
  "wanita",
  "pria",
  "orang",
  "kucing",
  "anjing",
  "bunga",
  "ekor",
  "buah",
  "phu",
  "nu",
  "nguoi",
  "dan",
  "ong",
  "con",
  "meo",
  "cho",
  "hoa",
  "ผู้หญิง",
  "ผู้ชาย",
  "คน",
  "แมว",
  "หมา",
  "ดอกไม้",
  "ตัว",
  "wanawake",
  "wanaume",
  "watu",
  "paka",
  "mbwa",
  "maua",
  "babae",
  "lalaki",
  "tao",
  "pusa",
  "aso",
  "bulaklak",
]);
// Booru counting tags glued to the number: "1girl", "2boys", "1other".
const COUNT_TAGS = new Set(["girl", "girls", "boy", "boys", "woman", "women", "man", "men", "other", "others", "koma", "futa", "futas"]);
// After "1", a noun is what it counts ("1 arm raised", "1 bed"); a conjunction is not
// ("1 and a half").
const NOT_COUNTED = new Set(["and", "or", "und", "oder", "et", "ou", "y", "e", "o", "i", "и", "или", "ve", "och", "og", "en", "a", "und"]);
const S_PLURAL = /^\p{Script=Latin}{3,}s$/u;
const NOT_S_PLURAL = /(?:ss|us|is)$/;

const WORD_AFTER = /^[\s\-_]*([\p{L}\p{M}'’]+)/u;
const GLUED_WORD_AFTER = /^([\p{L}\p{M}'’]+)/u;
const WORD_BEFORE = /([\p{L}\p{M}./°º#№]+)[\s\-_:=#.]*$/u;
const GLUED_WORD_BEFORE = /([\p{L}\p{M}]+)$/u;
// Digits in any script as ASCII (normalising folds most of them already).
const NUMBER_RUN = /\p{Nd}+/gu;
// A range said with "between" in the covered languages, and the word joining its ends.
const BETWEEN_BEFORE =
  /(?<!\p{L})(?:between|zwischen|entre|tra|fra|tussen|mellan|mellem|mezi|medzi|miedzy|между|між|antara)\s+(?:(?:the\s+ages?\s+of|ages?|i|los|las|les|os|as|den)\s+)?$/u;
const BETWEEN_FAR_END = /^\s*(?:and|und|y|e|et|en|och|og|a|i|и|і|dan)\s+(?:(?:los|las|les|os|as|i|den)\s+)?\p{Nd}+/u;
// A range's other end: "10-20", "12 to 30", "between 12 and 30".
const RANGE_AFTER = /^\s*(?:-|–|~|〜|to|and|or|a|y|et|bis|und|e|o|ou|tot|до|и)\s*(\p{Nd}+)/u;
const RANGE_BEFORE = /(\p{Nd}+)\s*(?:-|–|~|〜|to|and|or|a|y|et|bis|und|e|o|ou|tot|до|и)\s*$/u;

// The zeros of the decimal digit blocks a prompt may use: ASCII, Arabic, Persian,
// N'Ko, Devanagari and the other Indic scripts, Thai, Lao, Myanmar, Khmer, Mongolian.
const ZEROS = [0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50, 0xed0, 0x1040, 0x17e0, 0x1810];
function digitOf(ch: string): string {
  const code = ch.codePointAt(0)!;
  const zero = ZEROS.find((z) => code >= z && code <= z + 9);
  return zero === undefined ? "" : String(code - zero);
}
const digitValue = (digits: string) => Number([...digits].map(digitOf).join("") || Number.NaN);

const shortCode = (letters: string) => letters.length <= 3;

/** Whether what follows a number explains it as a unit, a format, a count or a fraction. */
function explainedAfter(after: string, value = 0): boolean {
  if (ageUnitAhead(after)) return false;
  if (GLUED_MARK.test(after)) return true;
  // "2 of 3", "4 out of 10": a place in a series.
  if (/^\s*(?:of|out\s+of|von|de|sur|di|из|z)\s+\p{Nd}/u.test(after)) return true;
  // The day of a date with its month's name ("5 March 1999", "5. März", "5 de marzo").
  if (dayOfADate(after)) return true;
  // The day or month of a date written year last ("01-04-2024").
  if (/^-\d{1,2}-(?:19|20)\d\d(?!\p{N})/u.test(after) || /^-(?:19|20)\d\d(?!\p{N})/u.test(after)) return true;
  // "3 of them", "2 of the women": a part of a group.
  if (/^\s*(?:of|out\s+of)\s+(?:them|us|you|those|these|the|her|his|my|our|their)(?!\p{L})/u.test(after)) return true;
  // A height in metres and centimetres ("1m70", "1 m 85").
  if ((value === 1 || value === 2) && /^\s?m\s?\d{2}(?!\d)/u.test(after)) return true;
  const glued = GLUED_WORD_AFTER.exec(after);
  if (glued) {
    return (
      UNIT_SET.has(glued[1]) || COUNT_TAGS.has(glued[1]) || PLURALS.has(glued[1]) || isSPlural(glued[1]) || EAST_ASIAN_COUNTER_AHEAD.test(glued[1])
    );
  }
  const word = WORD_AFTER.exec(after);
  if (!word) return false;
  if (/^\s*-\s*\p{L}/u.test(after)) return true; // "2-tone", "3-piece": a compound adjective
  if (value === 1 && /^\s/u.test(after) && !NOT_COUNTED.has(word[1])) return true;
  return isUnitApart(word[1]) || isLengthOrMass(word[1]) || PLURALS.has(word[1]) || isSPlural(word[1]) || EAST_ASIAN_COUNTER_AHEAD.test(word[1]);
}
// Units of length and mass as CLDR names them ("metre", "centímetro", "Kilogramm"); the
// symbols of one or two letters are the list's own, which keeps "14 m" unexplained.
const isLengthOrMass = (word: string) => word.length >= 3 && isMeasureUnit(word);

// Arabizi writes letters with digits ("7elwa", "3aryana", "imra2a"): a single digit
// inside such a word is a letter, not a number.
const TOKEN_BEFORE = /[\p{L}\p{N}']*$/u;
const TOKEN_AFTER = /^[\p{L}\p{N}']*/u;
function isArabiziLetter(digit: string, before: string, after: string) {
  const left = TOKEN_BEFORE.exec(before)![0];
  const right = TOKEN_AFTER.exec(after)![0];
  // A digit before letters is a letter only before a word of four letters or more
  // that is no age unit: "7sal", "8nen", "7tuoi" are ages in other romanisations.
  if (!left && (right.length < 4 || ageUnitAhead(` ${right}`))) return false;
  return digit.length === 1 && (left + right).length > 0 && isArabiziSpelling(left + digit + right);
}
// German feminine plurals ("Freundinnen", "Studentinnen") carry their own mark.
const isSPlural = (word: string) => (S_PLURAL.test(word) && !NOT_S_PLURAL.test(word)) || /^\p{L}{3,}innen$/u.test(word);

// A collective noun before "of" labels the count after it ("a team of 11").
// A parent "of two" counts children ("mother of 2").
const COLLECTIVE_OF =
  /(?:team|group|set|pack|squad|crew|gang|party|pair|series|collection|bunch|total|row|line|grid|stack|mother|father|mom|mum|dad|parent|mama|papa|grandmother|grandfather|grandma|grandpa)\s+of\s*$/u;

const LEVELS = new Set(["level", "lvl", "lv", "lev"]);

const MONTH_NAME =
  /(?<!\p{L})(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s*$/u;

/** Whether what comes before a number explains it as a label, a decimal, a ratio or a value. */
function explainedBefore(before: string): boolean {
  if (COLLECTIVE_OF.test(before)) return true;
  // A year cut short ("class of '05", "the '90s").
  if (/['’]$/u.test(before)) return true;
  // The day after a month's name ("April 1, 2024", "Sept 3").
  if (MONTH_NAME.test(before) || monthBeforeDay(before)) return true;
  // The month or day of a date written year first ("2024-04-01").
  if (/(?:19|20)\d\d-(?:\d{1,2}-)?$/u.test(before)) return true;
  if (/\p{Nd}\s+(?:of|out\s+of|von|de|sur|di|из|z)\s+$/u.test(before)) return true;
  if (/\p{Nd}\s*[.,:/x×*]\s*$/u.test(before)) return true;
  // The inches of a height given in feet ("4 ft 11", "5 feet 2").
  if (/\p{Nd}\s*(?:ft|feet|foot)\.?\s*$/u.test(before)) return true;
  const mark = /(?:[#№$€£¥=:@]|\bx|×)\s*$/u.exec(before);
  if (mark) return !labelsAPerson(before.slice(0, mark.index));
  const glued = GLUED_WORD_BEFORE.exec(before);
  // Letters glued before the number are a code ("v2", "mp4", "sd15") when short; a
  // longer word glued to it ("girl14") explains nothing.
  if (glued) return (LABEL_SET.has(glued[1]) || shortCode(glued[1])) && !labelsAPerson(before.slice(0, glued.index), true);
  const word = WORD_BEFORE.exec(before);
  if (!word) return false;
  const label = word[1].replace(/[./°º#№]+$/u, "");
  // "give or take 14" is about 14, not a film's take.
  if (label === "take" && /give\s+or\s+take[\s\-_:=#.]*$/u.test(before)) return false;
  // A level after a person word, even across a comma, is that person's age in game
  // speech ("nude girl, lvl 12"); "level 12 boss" labels a thing.
  if (LEVELS.has(label) && personRightBefore(before.slice(0, word.index).replace(/[\s,;:(\-–]+$/u, " "))) return false;
  if (!LABEL_SET.has(label) && !NUMBERED_COMPOUND.test(label) && !/^(?:f\/|no\.|n[°º]|#)$/u.test(word[1])) return false;
  return !labelsAPerson(before.slice(0, word.index)) && !(personRightBefore(before) && !brandBefore(before.slice(0, word.index)));
}

/**
 * A label right after a person word gives that person's age, not a number of
 * something: "nude girl version 12", "nude girl #12", "girl v12".
 */
const labelsAPerson = (beforeLabel: string, code = false) =>
  personRightBefore(beforeLabel) && !(code && /model[\s\-_]*$/u.test(beforeLabel)) && !brandBefore(beforeLabel);

// A label that is also a person word ("model") labels a thing only after a
// maker's name, which no word list reads ("Tesla Model 3", "SDXL model 2");
// after a word ("nude model 9") it is a person. A version code after it is a
// version ("model v2").
const WORD_ENDING = /([\p{L}\p{M}]+)[\s\-_]*$/u;
function brandBefore(beforeLabel: string) {
  const word = WORD_ENDING.exec(beforeLabel)?.[1];
  return word !== undefined && !isKnownWord(word);
}

const WORDS_AHEAD = /^(?:[\s\-_]+[\p{L}\p{M}'’]+){1,3}/u;
function countsAhead(after: string): boolean {
  const words =
    WORDS_AHEAD.exec(after)?.[0]
      .trim()
      .split(/[\s\-_]+/u) ?? [];
  for (const word of words) {
    if (NOT_COUNTED.has(word)) return false;
    if (PLURALS.has(word) || isSPlural(word) || isUnitApart(word)) return true;
  }
  return false;
}

const DECADES_AHEAD = /^\s*(?:(and\s+an?\s+half|½)\s*)?decades?(?!\p{L})/u;

/** The small numbers of one form that nothing explains, as written. */
// "no longer 17", "nicht mehr 17": an age left behind; past 17 that is an adult's.
const LEFT_BEHIND =
  /(?<!\p{L})(?:no\s+longer|not\s+any\s*more|nicht\s+mehr|ya\s+no\s+(?:tiene|es)|n['’\s]?a\s+plus|non\s+ha\s+piu|nao\s+tem\s+mais|ja\s+nao\s+tem)\s*$/u;
const BIRTHDAYS_AHEAD = /^\s+(?:more\s+)?birthdays?\s+(?:away\s+from|until|till|to|before|short\s+of|from)\s+(?:\p{L}+\s+){0,2}\d{1,2}(?!\p{N})/u;

const OCCASION_BACK = /(?<![\p{N}.,])(\d{1,2})\s+years?\s+(?:after|since)\s+(?:her|his|their|my)\s+(?:sweet\s+)?$/u;

const SPLIT_DIGITS_AHEAD = /^(?:[\s._\-/]{1,2}\d(?!\d))+/u;

function unexplainedIn(form: string): string[] {
  const found: SmallNumber[] = [];
  const all: SmallNumber[] = [];
  for (const match of form.matchAll(NUMBER_RUN)) {
    const start = match.index;
    const end = start + match[0].length;
    const value = digitValue(match[0]);
    if (value < 1 || value > 17 || match[0].length > 2) continue;
    const before = form.slice(Math.max(0, start - 32), start);
    all.push({ text: match[0], value, before });
    const after = form.slice(end, end + 32);
    if (ageUnitAhead(after)) continue;
    // "2 5 years old", "1-4 yo": the first digit of a number split by separators before
    // an age unit; the age patterns read the number joined.
    const split = SPLIT_DIGITS_AHEAD.exec(after);
    if (match[0].length === 1 && split && ageUnitAhead(after.slice(split[0].length))) continue;
    // "between 16 and 19", "zwischen 16 und 19", "antara 16 dan 19 tahun": the start of a
    // range of ages unless what follows the far end explains it ("between 12 and 30 steps").
    const farEnd = BETWEEN_BEFORE.test(before) ? BETWEEN_FAR_END.exec(after) : null;
    if (farEnd) {
      const rest = after.slice(farEnd[0].length);
      if (ageUnitAhead(rest) || !explainedAfter(rest))
        found.push({ text: `${/\S*\s*$/u.exec(before)![0]}${match[0]}${farEnd[0]}`.trim(), value, before });
      continue;
    }
    if (explainedBefore(leetTail(before)) || explainedAfter(after, value) || isTimeSpan(before, after)) continue;
    if (inLongerSplitNumber(before, match[0], after)) continue;
    // "5 squared", "3 times 10": an operand; an adult result is no age of a minor.
    const product = productAhead(value, after);
    if (product !== undefined && product >= 18) continue;
    // "20 years after her sweet 16": an occasion some years back, read with the years.
    const back = OCCASION_BACK.exec(before);
    if (back && value + Number(back[1]) >= 18) continue;
    // "twice 12", "le double de 15": a multiplied number, read by its product.
    const multiple = multipleBehind(value, before);
    if (multiple !== undefined && multiple >= 18) continue;
    // "50 divided by 2": a divisor; an adult quotient is no age of a minor.
    const quotient = quotientBehind(value, before);
    if (quotient !== undefined && quotient >= 18) continue;
    // "40 minus 15": a number taken away; an adult difference is no age of a minor.
    const difference = differenceBehind(value, before);
    if (difference !== undefined && difference >= 18) continue;
    if (value >= 17 && LEFT_BEHIND.test(before)) continue;
    // "15+10", "18 plus 7": a term of an adult sum.
    const sum = sumAround(value, before, after);
    if (sum !== undefined && sum >= 18) continue;
    // "4 x 6 + 2": a term of a longer expression whose value is an adult's.
    const expression = expressionAround(before, match[0], after);
    if (expression !== undefined && expression >= 18) continue;
    // "two and a half decades": the decades make the age.
    const decades = DECADES_AHEAD.exec(after);
    if (decades && value * 10 + (decades[1] ? 5 : 0) >= 18) continue;
    // A radix ("base 16") is no age; a number in a base is its value ("15 in base 16" is 21).
    if (/(?<!\p{L})base[\s-]?$/u.test(before)) continue;
    const inBase = valueWithBaseAhead(match[0], after);
    if (inBase !== undefined && inBase >= 18) continue;
    // "2 more birthdays until 30": the age readers work the age out (`time-alive`).
    if (BIRTHDAYS_AHEAD.test(after)) continue;
    // A count may stand before words that describe what it counts ("11 nude rugby
    // players", "2 nackte Frauen"), but not after a person word ("girl 14 nude pics"
    // gives the girl's age) nor across a conjunction ("14 and naked").
    if (!personBefore(before) && countsAhead(after)) continue;
    if (insideCode(before, after) || isArabiziLetter(match[0], before, after)) continue;
    // An adult far end explains nothing: "between 16 and 19" still reaches a minor's
    // age. Only what the range counts or measures does (ADR 055).
    // A range whose far end is explained (" 1 to 4 people") explains this end too.
    const rangeAfter = RANGE_AFTER.exec(after);
    if (rangeAfter && explainedAfter(after.slice(rangeAfter[0].length))) continue;
    const rangeBefore = RANGE_BEFORE.exec(before);
    if (rangeBefore && explainedBefore(before.slice(0, before.length - rangeBefore[0].length))) continue;
    found.push({ text: `${/\S*\s*$/u.exec(before)![0]}${match[0]}${/^\s*[^\s,;]*/u.exec(after)![0]}`.trim(), value, before });
  }
  return withoutNumbering(found, all).map((number) => number.text);
}

// A word in leetspeak glued before the number is read as its letters ("g1rl4" is
// "girl4", an age glued to a word, not the code "rl4").
const LEET_TAIL = /\p{L}[\p{L}\p{N}]*\p{N}\p{L}+$/u;
const leetTail = (before: string) => before.replace(LEET_TAIL, readLeetspeak);

// Single digits spaced apart ("1 4 0 0 ISO", "1 2 3 tattoo", "3 4 years old") are one
// number written out digit by digit: each digit is read as part of it, not as a small
// number of its own, when that number is no small one (a small one, "girl 1 4", stays).
const DIGITS_BEFORE = /(?:(?<!\p{N})\p{N}[\s._\-/]{1,2})+$/u;
const DIGITS_AFTER = /^(?:[\s._\-/]{1,2}\p{N}(?!\p{N}))+/u;
function inLongerSplitNumber(before: string, digit: string, after: string) {
  if (digit.length !== 1) return false;
  const run = `${DIGITS_BEFORE.exec(before)?.[0] ?? ""}${digit}${DIGITS_AFTER.exec(after)?.[0] ?? ""}`.replace(/\D/gu, "");
  return run.length > 2 || (run.length === 2 && Number(run) >= 18);
}

/**
 * A number inside a token of letters that no list reads ("mwykkr9kpqqr", a seed
 * or an identifier) is part of a code. Letters on both sides are needed, and
 * neither side may end or start with a word: "girl14nude" is an age.
 */
function insideCode(before: string, after: string) {
  const left = GLUED_WORD_BEFORE.exec(before)?.[1];
  const right = GLUED_WORD_AFTER.exec(after)?.[1];
  if (!left || !right) return false;
  return !hasWordAtEdge(left, "end") && !hasWordAtEdge(right, "start");
}
function hasWordAtEdge(letters: string, edge: "start" | "end") {
  for (let length = 3; length <= letters.length; length++) {
    const piece = edge === "end" ? letters.slice(-length) : letters.slice(0, length);
    if (isKnownWord(piece)) return true;
  }
  return false;
}

type SmallNumber = { text: string; value: number; before: string };

/**
 * Numbering of people, 1 to n after one word ("woman 1 blonde, woman 2
 * brunette"), labels them: ages would not count up from 1 in step.
 */
function withoutNumbering(found: SmallNumber[], all: SmallNumber[]): SmallNumber[] {
  const wordOf = (number: SmallNumber) => WORD_ENDING.exec(number.before)?.[1];
  const valuesAfter = new Map<string, number[]>();
  for (const number of all) {
    const word = wordOf(number);
    if (word) valuesAfter.set(word, [...(valuesAfter.get(word) ?? []), number.value]);
  }
  const numbering = (word: string | undefined) => {
    const values = [...(valuesAfter.get(word ?? "") ?? [])].sort((a, b) => a - b);
    return values.length >= 2 && values.every((value, index) => value === index + 1);
  };
  return found.filter((number) => !numbering(wordOf(number)));
}

/**
 * The whole numbers from 1 to 17 in a prompt that nothing explains as anything
 * but an age, as written with a little of their context. `spelled` holds the words
 * spelt out letter by letter ("n.u.d.e g.i.r.l 1.3" as "nudegirl13"), whose digits
 * were spelt out with them.
 */
export function findUnexplainedSmallNumbers(prompt: string, spelled: readonly string[] = []): string[] {
  const forms = numberForms(prompt);
  const spelledNumbers = spelled.flatMap((word) =>
    [...word.matchAll(NUMBER_RUN)]
      .filter((match) => {
        const value = digitValue(match[0]);
        return match[0].length <= 2 && value >= 1 && value <= 17 && !explainedAfter(word.slice(match.index + match[0].length));
      })
      .map(() => word),
  );
  return [...new Set([...forms.flatMap(unexplainedIn), ...spelledNumbers])];
}
