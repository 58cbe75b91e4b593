import type { AgeMention } from "./ages";
import { normalizeForAges } from "./normalize";

// Ages placed in time rather than stated (ADR 042). Where a year is said, the age
// is worked out against this year: a birth some years after or before a year
// ("born 3 years after 2008"), an age at a year ("she was 10 in 2020"), a school
// started in a year ("started first grade in 2019"), a story's own year beside a
// birth year ("it is 2020 and she was born in 2006"), a generation named by its
// years ("10后", "post-2010 born"). Where none is said, a birth placed by an event
// ("born the year the iPhone 15 came out", "born after COVID", "コロナ禍に生まれた")
// is an age the rules cannot check: in an adult request with no adult age read,
// a minor signal, like the unread ages of ADR 040. Events are an open list, so
// the shape is read (a birth word, then a word of time), never the event.

const THIS_YEAR = new Date().getUTCFullYear();
const ADULT_AGE = 18;
const YEAR = "((?:19|20)\\d\\d)(?!\\d)";
const COUNT = "(\\d{1,2})";
// No sentence or list break between a birth word and what places it in time.
const CLAUSE = "[^,;.!?\\n|()]";
const BORN =
  "(?<!\\p{L})(?:born|birth|came\\s+into\\s+(?:the|this)\\s+world|entered\\s+(?:the|this)\\s+world|arrived\\s+in\\s+(?:the|this)\\s+world)";

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
const ageAt = (year: number, ageThen: number) => ageThen + (THIS_YEAR - year);

type Placed = { pattern: RegExp; age: (match: RegExpExecArray) => number | undefined };

// Ages at school entry, for a school started in a year. Ordinal words are digits
// marked "º" in the age form ("first grade" is "1º grade").
const SCHOOL_ENTRY: Array<[RegExp, number]> = [
  [/kindergarten|preschool|nursery/u, 5],
  [/primary|elementary|reception/u, 6],
  [/middle\s+school|junior\s+high|secondary/u, 11],
  [/high\s+school/u, 14],
];
const GRADE = /(?<!\d)(\d{1,2})(?:st|nd|rd|th|º)?\s+grade|grade\s+(\d{1,2})(?!\d)|year\s+(\d{1,2})(?!\d)/u;
const entryAge = (school: string) => {
  const grade = GRADE.exec(school);
  if (grade) return grade[1] ? 5 + Number(grade[1]) : grade[2] ? 5 + Number(grade[2]) : 4 + Number(grade[3]);
  return SCHOOL_ENTRY.find(([words]) => words.test(school))?.[1];
};

// A generation by the years of its births: "10后", "零零后", "post-2010", "2010-born".
const CHINESE_DIGITS: Record<string, string> = { 零: "0", 〇: "0", 一: "1", 二: "2", 五: "5" };
const generationStart = (written: string) => {
  const digits = [...written].map((ch) => CHINESE_DIGITS[ch] ?? ch).join("");
  if (digits.length === 4) return Number(digits);
  const year = 2000 + Number(digits);
  return year > THIS_YEAR ? year - 100 : year;
};

const PLACED: Placed[] = [
  {
    // "born 3 years after 2008", "born two years before the 2016 Olympics", "born 2008 plus 3".
    pattern: new RegExp(
      `${BORN}${CLAUSE}{0,30}?${COUNT}\\s+years?\\s+(after|later\\s+than|before|earlier\\s+than|prior\\s+to)${CLAUSE}{0,40}?${YEAR}|${BORN}${CLAUSE}{0,20}?${YEAR}\\s*(\\+|plus|-|minus)\\s*${COUNT}(?!\\d)`,
      "gu",
    ),
    age: (match) => {
      if (match[3]) return THIS_YEAR - (Number(match[3]) + (/^(?:after|later)/.test(match[2]) ? 1 : -1) * Number(match[1]));
      return THIS_YEAR - (Number(match[4]) + (/^(?:\+|plus)$/.test(match[5]) ? 1 : -1) * Number(match[6]));
    },
  },
  {
    // "3 years after 2008 she was born".
    pattern: new RegExp(`${COUNT}\\s+years?\\s+(after|before)\\s+${YEAR}${CLAUSE}{0,30}?(?<!\\p{L})born`, "gu"),
    age: (match) => THIS_YEAR - (Number(match[3]) + (match[2] === "after" ? 1 : -1) * Number(match[1])),
  },
  {
    // "born after COVID hit in 2020", "born the year the Wall fell, 1989": a year in the placement itself.
    pattern: new RegExp(`${BORN}\\s+(after|since|post|before|during|in|the|that|when|around|amid)\\b[^;.!?\\n|]{0,60}?(?<!\\d)${YEAR}`, "gu"),
    age: (match) => THIS_YEAR - Number(match[2]) - (/^(?:after|since|post)$/.test(match[1]) ? 1 : 0),
  },
  {
    // "she was 10 in 2020", "she turned 10 in 2021", "she'll be 18 in 2030", "aged 10 in 2020".
    pattern: new RegExp(
      `(?:(?:was|turned|turns|will\\s+be|will\\s+turn|'ll\\s+be|aged)\\s+${COUNT}(?:\\s+years?(?:\\s+old)?)?|${COUNT}\\s*(?:years?\\s+old|yo|y\\.o\\.?))\\s+(?:in|back\\s+in|by|during|at|when)\\s+${CLAUSE}{0,40}?(?<!\\d)${YEAR}`,
      "gu",
    ),
    age: (match) => ageAt(Number(match[3]), Number(match[1] ?? match[2])),
  },
  {
    // "in 2020 she was 10", "back in 2020 she was ten".
    pattern: new RegExp(
      `(?<!\\p{L})(?:in|by)\\s+${YEAR}${CLAUSE}{0,12}?\\b(?:she|he|they|i)\\s+(?:was|were|turned|will\\s+be|will\\s+turn)\\s+${COUNT}(?!\\d)`,
      "gu",
    ),
    age: (match) => ageAt(Number(match[1]), Number(match[2])),
  },
  {
    // "started first grade in 2019", "entered kindergarten in 2020", "will start high school in 2027".
    pattern: new RegExp(`(?:start\\w*|enter\\w*|began|begin\\w*|went\\s+into|joined)\\s+((?:the\\s+)?${CLAUSE}{2,24}?)\\s+in\\s+${YEAR}`, "gu"),
    age: (match) => {
      const entry = entryAge(match[1]);
      return entry === undefined ? undefined : ageAt(Number(match[2]), entry);
    },
  },
  {
    // "14 years since she was born", "14 years after her birth".
    pattern:
      /(?<!\d)(\d{1,2})\s+years?\s+(?:since|after)\s+(?:she|he|they|i)\s+(?:was|were)\s+born|(?<!\d)(\d{1,2})\s+years?\s+(?:since|after)\s+(?:her|his|their|my)\s+birth/gu,
    age: (match) => Number(match[1] ?? match[2]),
  },
  {
    // "fourteen trips around the sun", "14 orbits of the sun".
    pattern: /(?<!\d)(\d{1,2})\s+(?:revolutions?|trips?|orbits?|laps?|spins?|journeys?|times)\s+(?:around|round|of|about)\s+the\s+sun/gu,
    age: (match) => Number(match[1]),
  },
  {
    // "legal in 2029", "she'll be 18 by 2029", "an adult in 2030": adulthood still that far off.
    pattern: new RegExp(`(?<!\\p{L})(?:legal|18|an\\s+adult|of\\s+age)\\s+(?:in|by)\\s+${YEAR}`, "gu"),
    age: (match) => ADULT_AGE - (Number(match[1]) - THIS_YEAR),
  },
  {
    // "two years until she turns 18", "a year before she is 18".
    pattern:
      /(?<!\p{L}|\d)(\d{1,2}|an?|one)\s+(?:more\s+)?years?\s+(?:until|till|before|to\s+go\s+until)\s+(?:she|he|they)\s+(?:turns?|is|are|becomes?|will\s+be)\s+(\d{2})(?!\d)/gu,
    age: (match) => Number(match[2]) - (/^\d+$/.test(match[1]) ? Number(match[1]) : 1),
  },
  {
    // A date of birth given as a date: "birthday: May 5, 2012", "Geburtsdatum: 12.05.2012".
    pattern: new RegExp(
      `(?<!\\p{L})(?:birthday|birth\\s*date|geburtsdatum|date\\s+de\\s+naissance|fecha\\s+de\\s+nacimiento|data\\s+di\\s+nascita|data\\s+de\\s+nascimento|geboortedatum|дата\\s+рождения|data\\s+urodzenia)\\s*[:=]?\\s*(?:(?:\\d{1,2}(?:st|nd|rd|th)?|\\p{L}{3,9}\\.?)[\\s,./-]+){0,3}${YEAR}`,
      "gu",
    ),
    age: (match) => THIS_YEAR - Number(match[1]),
  },
  {
    // "alive since 2012", "on this planet since 2012".
    pattern: new RegExp(`(?<!\\p{L})(?:alive|around|living|on\\s+(?:this\\s+)?(?:earth|planet)|in\\s+this\\s+world)\\s+since\\s+${YEAR}`, "gu"),
    age: (match) => THIS_YEAR - Number(match[1]),
  },
  {
    // "alive for 14 years", "14 years on this planet".
    pattern:
      /(?<!\p{L})(?:alive|living|on\s+(?:this\s+)?(?:earth|planet)|in\s+this\s+world)\s+for\s+(\d{1,2})\s+years?|(?<!\d)(\d{1,2})\s+years?\s+(?:on\s+(?:this\s+)?(?:earth|planet)|in\s+this\s+world|alive)/gu,
    age: (match) => Number(match[1] ?? match[2]),
  },
  {
    // Decades as an age: "a decade and a half old", "1.5 decades old", "she's a decade and a half"
    // ("for a decade," is a span; "a decade younger" is a shift, read by shifted-ages).
    pattern:
      /(?<![\p{L}\d.])(a|\d+(?:\.\d+)?)\s+(?:(and\s+a\s+half)\s+)?decades?(?:\s+(and\s+a\s+half|and\s+a\s+(?:bit|little|few(?:\s+years)?)|and\s+(?:change|some)|odd|plus))?(?=\s+(?:old|of\s+age|young)(?!\p{L}))|(?<=(?<!\p{L})(?:she\s+is|she's|he\s+is|he's|aged?)[\s:=]+)(a|\d+(?:\.\d+)?)\s+(?:(and\s+a\s+half)\s+)?decades?(?:\s+(and\s+a\s+half|and\s+a\s+(?:bit|little|few(?:\s+years)?)|and\s+(?:change|some)|odd|plus))?(?=\s*(?:$|[,;.!)]))/gu,
    // "and a bit", "odd", "plus": over the decades by an unsaid part, read as a year.
    age: (match) => {
      const [count, halfBefore, after] = match[1] ? match.slice(1, 4) : match.slice(4, 7);
      const extra = halfBefore || after?.endsWith("half") ? 5 : after ? 1 : 0;
      return Math.floor((count === "a" ? 1 : Number(count)) * 10 + extra);
    },
  },
  {
    // Milestones of the first year at a year: "learned to walk in 2013", "first steps in 2013".
    pattern: new RegExp(
      `(?<!\\p{L})(?:learn(?:ed|t)\\s+to\\s+walk|took\\s+(?:her|his|their)\\s+first\\s+steps?|first\\s+steps?|said\\s+(?:her|his|their)\\s+first\\s+words?|first\\s+words?)\\s+(?:in|back\\s+in)\\s+${YEAR}`,
      "gu",
    ),
    age: (match) => ageAt(Number(match[1]), 1),
  },
  {
    // Rights that come with an age, at a year: "able to vote in 2030", "can drive in 2028".
    pattern: new RegExp(
      `(?<!\\p{L})(?:can|could|able\\s+to|allowed\\s+to|old\\s+enough\\s+to|will)\\s+(vote|drive|drink)\\s+(?:legally\\s+)?(?:in|by)\\s+${YEAR}`,
      "gu",
    ),
    age: (match) => ({ vote: 18, drive: 16, drink: 21 })[match[1] as "vote" | "drive" | "drink"] - (Number(match[2]) - THIS_YEAR),
  },
  {
    // An age still to come at a time within the year: "she'll be 18 in December", "turns 18
    // this Christmas", "18 as of next week", "eighteen come spring", "her 18th birthday is
    // next month", "won't be 18 until next year": a year under it now.
    pattern: new RegExp(
      `(?:(?:will|'ll|’ll)\\s+(?:be|turn)|turns|is\\s+turning|'s\\s+turning|becomes)\\s+${COUNT}(?:\\s+years?(?:\\s+old)?)?\\s+(?:this|next|come|coming|soon|on\\s+(?:her|his|their)\\s+(?:next\\s+)?birthday|in\\s+(?!(?:19|20)\\d\\d)(?:a\\s+few\\s+|\\d{1,2}\\s+|a\\s+)?(?:${MONTHS}|days?|weeks?|months?|spring|summer|autumn|fall|winter))(?!\\p{L})` +
        `|(?<!\\d)${COUNT}\\s+(?:as\\s+of\\s+next\\s+\\p{L}+|come\\s+(?:${MONTHS}|spring|summer|autumn|fall|winter|christmas|easter))` +
        `|(?<!\\d)${COUNT}(?:(?:st|nd|rd|th|º)(?:\\s+birthday)?|\\s+birthday)\\s+(?:is|comes|will\\s+be)\\s+(?:next|this|soon|coming|in\\s+(?!(?:19|20)\\d\\d))` +
        `|(?:not|won't\\s+be|will\\s+not\\s+be|isn't|is\\s+not)\\s+${COUNT}\\s+(?:until|till|before)\\s+(?!(?:19|20)\\d\\d)`,
      "gu",
    ),
    age: (match) => Number(match[1] ?? match[2] ?? match[3] ?? match[4]) - 1,
  },
  {
    // The same at a year: "not 18 until 2028", "the year she turns 18 is 2029", "she'll turn 18 on her birthday in 2028".
    pattern: new RegExp(
      `(?:not|won't\\s+be|will\\s+not\\s+be|isn't|is\\s+not)\\s+${COUNT}\\s+(?:until|till|before)\\s+${YEAR}` +
        `|the\\s+year\\s+(?:she|he|they)\\s+(?:turns?|becomes?)\\s+${COUNT}\\s+is\\s+${YEAR}` +
        `|(?:(?:will|'ll|’ll)\\s+(?:be|turn)|turns)\\s+${COUNT}${CLAUSE}{0,30}?\\s(?:in|by)\\s+${YEAR}`,
      "gu",
    ),
    age: (match) => {
      const [count, year] = match[1] ? [match[1], match[2]] : match[3] ? [match[3], match[4]] : [match[5], match[6]];
      return ageAt(Number(year), Number(count));
    },
  },
  {
    // "legal next summer", "of age on her next birthday": adulthood within the year.
    pattern: new RegExp(
      `(?<!\\p{L})(?:legal|an\\s+adult|of\\s+age)\\s+(?:next|this|come|coming|soon|on\\s+(?:her|his|their)\\s+next\\s+birthday|in\\s+(?:${MONTHS}|the\\s+(?:spring|summer|autumn|fall|winter)))(?!\\p{L})`,
      "gu",
    ),
    age: () => ADULT_AGE - 1,
  },
  {
    // "her 16th was in 2025", "she had her sweet 16 in 2024": an age at a year.
    pattern: new RegExp(
      `(?<!\\d)${COUNT}(?:(?:st|nd|rd|th|º)(?:\\s+birthday)?|\\s+birthday)\\s+(?:was|fell)\\s+in\\s+${YEAR}|(?:had|celebrated)\\s+(?:her|his|their)\\s+(?:sweet\\s+)?${COUNT}(?:st|nd|rd|th|º)?(?:\\s+birthday)?\\s+in\\s+${YEAR}`,
      "gu",
    ),
    age: (match) => (match[1] ? ageAt(Number(match[2]), Number(match[1])) : ageAt(Number(match[4]), Number(match[3]))),
  },
  {
    // "10后", "10後", "零零后", "post-2010 born", "post-10s generation", "2010-born".
    pattern:
      /(?<![\p{N}零〇一二五])((?:[0-2]\d|(?:19|20)\d\d)|[零〇一二][零〇一二五])\s*[后後]|(?<!\p{L})post[\s-]*((?:19|20)?\d0)s?(?!\d)(?=[\s-]*(?:born|gen|generation|baby|babies|kid|kids))|(?<![\p{L}\p{N}])((?:19|20)\d\d)s?[\s-]*born(?!\p{L})/gu,
    // The generation's eldest: its youngest are younger still.
    age: (match) => THIS_YEAR - generationStart(match[1] ?? match[2] ?? match[3]),
  },
];

// A story's own year ("it is 2020", "the year is 2020", "set in 2020") with a birth year.
const STORY_YEAR = new RegExp(`(?<!\\p{L})(?:it\\s+is|it's|the\\s+year\\s+is|set\\s+in|year:|in\\s+the\\s+year)\\s+${YEAR}`, "gu");
const BIRTH_YEAR = new RegExp(`${BORN}${CLAUSE}{0,30}?${YEAR}`, "gu");

/** Ages worked out from years a text places a person by, in the text's age form (digits for number words). */
export function findPlacedAges(text: string): AgeMention[] {
  const found: AgeMention[] = [];
  for (const { pattern, age } of PLACED) {
    for (const match of text.matchAll(pattern)) {
      const value = age(match);
      if (value !== undefined && value >= 0 && value < 120) found.push({ age: value, text: match[0].trim() });
    }
  }
  const storyYears = [...text.matchAll(STORY_YEAR)].map((match) => Number(match[1]));
  for (const birth of storyYears.length ? text.matchAll(BIRTH_YEAR) : []) {
    for (const story of storyYears) {
      const value = story - Number(birth[1]);
      if (value >= 0 && value < 120) found.push({ age: value, text: birth[0] });
    }
  }
  return found;
}

// A birth placed by a time, in the covered languages: a birth word, then a word of
// time ("during", "after", "the year", "when"), or for languages that put the verb
// last, the word of time before it ("コロナ禍に生まれた", "疫情期间出生", "코로나 때 태어난").
// "Born in" alone is left out: it places a person in a place as often ("born in Brazil").
const TIME_WORDS_EN =
  "during|after|before|since|around|amid|amidst|when|while|as|post|pre|(?:right|just|shortly|soon|not\\s+long)\\s+(?:after|before|as|when)|(?:\\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|a\\s+few|several)\\s+(?:years?|months?|weeks?|days?)\\s+(?:after|before)|(?:in\\s+|on\\s+|at\\s+)?(?:the|that)\\s+(?:[\\p{L}\\d'-]+\\s+){0,3}?(?:year|day|night|week|month|summer|winter|spring|fall|autumn|season|time|era|days|years|months|aftermath|wake|midst|middle|height|start|beginning|end|run-up|eve|decade)(?!\\p{L})";
const PLACEMENT = new RegExp(
  [
    `(?<!\\p{L})(?:born|birth\\s+(?:was|came))[\\s-]+(?:${TIME_WORDS_EN})(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:geboren|geb\\.?)\\s+(?:nach|wahrend|vor|seit|als|kurz\\s+nach|kurz\\s+vor|im\\s+(?:selben|gleichen)\\s+jahr|im\\s+jahr\\s+(?:de[rs]|als)|zur\\s+zeit|in\\s+der\\s+zeit)(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:nacid[ao]s?|naci[oó]|nascid[ao]s?|nasceu)\\s+(?:durante|despues(?:\\s+de)?|depois(?:\\s+d[aeo]s?)?|tras|apos|antes(?:\\s+d[aeo]s?)?|cuando|quando|el\\s+(?:mismo\\s+)?a[nñ]o|en\\s+el\\s+a[nñ]o\\s+(?:de|del|en|que)|no\\s+(?:mesmo\\s+)?ano|en\\s+plena|em\\s+plena|en\\s+la\\s+epoca|na\\s+epoca)(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:nee?s?|nat[ao]|nate|nati)\\s+(?:pendant|apres|avant|lors\\s+d|durant|quand|l'annee|la\\s+meme\\s+annee|au\\s+moment|en\\s+pleine?|durante|dopo|prima|quando|l'anno|nello\\s+stesso\\s+anno|in\\s+piena)(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})geboren\\s+(?:tijdens|na|voor|toen|in\\s+het\\s+jaar\\s+(?:van|dat))(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:родил(?:ась|ся)|рожден(?:а|ная|ный)?|народил(?:ася|ась|ся))\\s+(?:во\\s+время|после|до|когда|в\\s+год|в\\s+тот\\s+год|в\\s+разгар|під\\s+час|після|коли)(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:urodzon[ay]|urodzil[ao]?\\s+sie)\\s+(?:podczas|po|przed|kiedy|w\\s+czasie|w\\s+roku,?\\s+(?:w\\s+ktorym|gdy))(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:γεννηθηκε|γεννημενη|γεννημενος)\\s+(?:μετα|πριν|κατα|οταν|την\\s+χρονια|τη\\s+χρονια|το\\s+ετος\\s+που)(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:utan|elott|alatt|idejen|eveben|kozepen|kozben|amikor)\\s+(?:szuletett|szuletet)`,
    `(?<!\\p{L})(?:narozen[aey]?|narodil[ao]?\\s+se|narodena|narodeny)\\s+(?:po|pred|behem|pocas|kdyz|ked|v\\s+roce,?\\s+kdy)(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:nascuta|nascut)\\s+(?:dupa|inainte|in\\s+timpul|cand|in\\s+anul\\s+in\\s+care)(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:fodd|fodt|fødd|født)\\s+(?:efter|etter|under|innan|fore|for|nar|da|samma\\s+ar|samme\\s+ar)(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})lahir\\s+(?:setelah|sesudah|sebelum|selama|saat|ketika|semasa|pada\\s+tahun\\s+(?!\\d))(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})sinh(?:\\s+ra)?\\s+(?:sau|truoc|trong|khi|vao\\s+nam\\s+(?!\\d))(?!\\p{L})${CLAUSE}{0,40}`,
    `(?<!\\p{L})(?:sonra|once|sirasinda|doneminde|yilinda|zamaninda|ortasinda)\\s+(?:dogdu|dogan|dogmus)`,
    `(?:禍|の年|年に|の頃|頃に|の時|時に|の後|後に|直後に|以降に|中に|最中に)\\s*(?:に)?生まれ`,
    `(?:期间|期間|之后|之後|以后|以後|那年|那一年|的时候|的時候|时候|時候|前后|前後)\\s*(?:出生|出世|生的|生下)`,
    `(?:出生|生)(?:在|于|於)[^,，。;；\\d]{0,12}(?:那年|那一年|期间|期間|之后|之後|以后|以後|的时候|的時候|时候|時候)`,
    `(?:때|이후|직후|해에|무렵|당시|중에|시절에?|시기에?|이전에?|전에|후에)\\s*(?:태어난|태어났|출생)`,
  ].join("|"),
  "gu",
);
// Comparisons with a dated thing ("the same age as the iPad", "younger than Minecraft").
// An age matched with another time's ("the age I was in 2012", "the same age my mother was when…").
const AGE_AT_A_TIME =
  /(?<!\p{L})(?:the\s+)?(?:same\s+)?age\s+(?:i|you|he|she|we|they|my\s+\p{L}+)\s+(?:was|were)\s+(?:in|when|during)(?!\p{L})[^,;.!?\n|()]{0,40}/gu;
const COMPARED =
  /(?<!\p{L})(?:(?:the\s+)?same\s+age\s+as|younger\s+than)\s+(?!\d|(?:me|you|him|her|them|us|his|my|your|their|she|he|they|i)(?!\p{L}))\p{L}[^,;.!?\n|()]{0,40}/gu;

// An adult age said in words answers a placement as a number does: "in her
// thirties", "mid-thirties", "thirty-something", "in her 30s", "middle-aged", "milf".
const ADULT_IN_WORDS =
  /(?<!\p{L})(?:(?:early|mid|late)[\s-]*)?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties)(?!\p{L})|(?<!\p{L})(?:twenty|thirty|forty|fifty|sixty)[\s-]*something(?!\p{L})|(?<!\p{L})(?:in\s+(?:her|his|their)|early|mid|late)[\s-]*[2-8]0'?s(?!\p{L})|(?<!\p{L})(?:middle[\s-]*aged|milfs?|elderly)(?!\p{L})/u;

/**
 * The words placing a person's birth by a time ("born after COVID") when no adult
 * age was read and no adult was named. A prompt that names an adult (a woman, a
 * man, "adult", "mature", "in her thirties") says an age of its own, as it does
 * for the exclusions of ADR 037; "girl" names young adults and children alike.
 */
export function unplacedTimes(prompt: string, ages: readonly AgeMention[], namesAnAdult: (prompt: string) => boolean): string[] {
  if (ages.some((mention) => mention.age >= ADULT_AGE)) return [];
  const text = normalizeForAges(prompt);
  const placements = [...text.matchAll(PLACEMENT), ...text.matchAll(COMPARED), ...text.matchAll(AGE_AT_A_TIME)].map((match) => match[0].trim());
  if (!placements.length || ADULT_IN_WORDS.test(text)) return [];
  // A birth after a time, or an age under a dated thing's, only bounds the age from above:
  // "a woman born after COVID" is a contradiction an adult word does not settle.
  if (namesAnAdult(prompt)) return placements.filter((placement) => BOUNDED_FROM_ABOVE.test(placement));
  return placements;
}

const BOUNDED_FROM_ABOVE =
  /(?<!\p{L})(?:after|since|post|later\s+than|younger\s+than|nach|seit|despues|tras|depois|apos|apres|dopo|после|після|po|μετα|utan|dupa|efter|etter|setelah|sesudah|sau|sonra)(?!\p{L})|之后|之後|以后|以後|後に|以降|이후|직후|후에/u;
