// Ages said as "her age is fourteen" in Japanese and Chinese, the noun for age first and
// the number after it, joined by a topic particle or a copula: "年は十四", "歳は14",
// "年齢は二十五", "年纪才十四", "芳龄十四", "年方十四". The age readers know "年齢14" and
// "年龄：14" (a prefix before the number); this writes the other joins as that prefix,
// so the number is read as an age whichever it is, adults' included.
//
// Runs on a form whose number words are digits. "年" and "歳" alone are an age noun
// only where no Han character or digit comes before them: "今年は14", "2020年は14",
// "少年は14人" are a year and a count. The number must not be followed by a counter
// ("14人", "14回"), which makes it a count.

// Nouns for a person's age; the single characters need the guard above and a join.
const JAPANESE_NOUNS = ["年齢", "年令", "とし", "お年", "御年"];
const CHINESE_NOUNS = ["年龄", "年齡", "年纪", "年紀", "芳龄", "芳齡", "年方", "岁数", "歲數", "年岁", "年歲", "妙龄", "妙齡"];
const SINGLE = ["年", "歳"];

// What may join the noun and the number: topic and subject particles, copulas, and
// "only", "just", "already", "full" ("年纪才十四", "年はまだ14", "年龄刚满十四").
const JOINS = [
  "は",
  "が",
  "も",
  "はまだ",
  "はたった",
  "はわずか",
  "はもう",
  "まだ",
  "たった",
  "わずか",
  "是",
  "为",
  "為",
  "有",
  "才",
  "只有",
  "仅",
  "僅",
  "刚",
  "剛",
  "刚满",
  "剛滿",
  "满",
  "滿",
  "已",
  "已经",
  "已經",
  "不过",
  "不過",
  "也就",
  "还",
  "還",
  "方",
];

const COUNTERS = "人年月日時时分秒回個个枚本名号號点點位番度円元块塊次张張只隻匹頭头台件杯階层層";

const alternatives = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join("|");
const AGE_NOUN_THEN_NUMBER = new RegExp(
  `(?:(?:${alternatives([...JAPANESE_NOUNS, ...CHINESE_NOUNS])})\\s*(?:${alternatives(JOINS)})?|(?<![\\p{sc=Han}\\p{N}])(?:${alternatives(SINGLE)})\\s*(?:${alternatives(JOINS)}))` +
    `\\s*[:：=＝、，,]?\\s*(?=\\d{1,3}(?![\\d${COUNTERS}]|[.,]\\d))`,
  "gu",
);

const JAPANESE = /^(?:年齢|年令|とし|お年|御年|年|歳)/u;

/** The text with an age noun and its join before a number written as the age prefix ("年は14" as "年齢 14"). */
export function ageNounsAsPrefix(text: string): string {
  if (!/[年歳龄齡纪紀岁歲し]/u.test(text)) return text;
  return text.replace(AGE_NOUN_THEN_NUMBER, (said) => (JAPANESE.test(said) ? "年齢 " : "年龄 "));
}
