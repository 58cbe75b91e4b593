import type { Lexicon } from "./lexicon";
import { cjkDecadePhrases } from "../cjk-decades";

// Han and kana entries match anywhere, so compounds that only share a character
// with a sexual word are listed as harmless ("裸足" is barefoot, "裸眼" the naked eye).
// "女の子" and "男の子" (girl, boy: used for adults and anime characters) are person words.

const KANA_TENS = ["", "じゅう", "にじゅう", "さんじゅう", "よんじゅう", "ごじゅう", "ろくじゅう", "ななじゅう", "はちじゅう", "きゅうじゅう"];
// Units as said before "さい": 1 and 8 are shortened ("いっさい", "はっさい").
const KANA_UNITS = ["", "いっ", "に", "さん", "よん", "ご", "ろく", "なな", "はっ", "きゅう"];

/**
 * Ages 5 to 99 written in kana before "さい". Under 5 they are left out: "さんさい" is
 * also 山菜 (mountain vegetables); so is "じっさい" (実際, "actually").
 */
function kanaAges(): Record<string, number> {
  const ages: Record<string, number> = { じゅうしちさい: 17, はたち: 20 };
  for (let value = 5; value <= 99; value++) {
    const [tens, units] = [Math.floor(value / 10), value % 10];
    const word = units === 0 ? `${KANA_TENS[tens].replace(/う$/, "っ")}さい` : `${KANA_TENS[tens]}${KANA_UNITS[units]}さい`;
    ages[word] = value;
  }
  return ages;
}
// The same ages in romaji ("juusan sai", "juuhassai", "nijuu sai"), in the long-vowel
// spellings "juu" and "ju" (macrons are stripped before matching). From 10 on: the
// units alone ("go sai", "ni sai") are English and Italian words.
const ROMAJI_TENS = ["", "juu", "nijuu", "sanjuu", "yonjuu", "gojuu", "rokujuu", "nanajuu", "hachijuu", "kyuujuu"];
const ROMAJI_UNITS = ["", "i", "ni", "san", "yon", "go", "roku", "nana", "ha", "kyuu"];
function romajiAges(): Record<string, number> {
  const ages: Record<string, number> = {};
  for (let value = 10; value <= 99; value++) {
    const [tens, units] = [Math.floor(value / 10), value % 10];
    const number = `${ROMAJI_TENS[tens]}${ROMAJI_UNITS[units]}`;
    // 1, 8 and 10 double the s of "sai": "juuissai", "juuhassai", "jussai".
    const forms =
      units === 1 || units === 8
        ? [`${number}ssai`]
        : units === 0
          ? [`${number.replace(/uu$/, "u")}ssai`, `${number} sai`]
          : [`${number} sai`, `${number}sai`];
    for (const form of forms) for (const spelling of [form, form.replace(/uu/g, "u")]) ages[spelling] = value;
  }
  return ages;
}

export const ja: Lexicon = {
  language: "ja",
  minor: [
    "shoujo",
    "shojo",
    "youjo",
    "yojo",
    "kodomo",
    "joshikousei",
    "joshi kousei",
    "joshikosei",
    "joshi kosei",
    "joshichuugakusei",
    "chuugakusei",
    "chugakusei",
    "shougakusei",
    "shogakusei",
    "jc",
    "子供",
    "子ども",
    "こども",
    "児童",
    "幼女",
    "幼児",
    "幼い",
    "少女",
    "少年",
    "女児",
    "男児",
    "未成年",
    "ロリータ",
    "赤ちゃん",
    "乳児",
    "幼稚園児",
    "園児",
    "ティーン",
    "ティーンエイジャー",
    "10代",
    "十代",
    "ガキ",
    "キッズ",
    "ちびっこ",
    "チビっ子",
    "未熟な体",
    "つるぺた",
    "ツルペタ",
    "ようじょ",
    "ロリっ子",
  ],
  school: [
    "女子高生",
    "女子高校生",
    "男子高校生",
    "高校生",
    "中学生",
    "小学生",
    "jk",
    "セーラー服",
    "学生服",
    "スクール水着",
    "体操服",
    "ブルマ",
    "ランドセル",
    "幼稚園",
    "中学#年",
    "小学#年",
    "高校#年",
    // School stages read out in kana, as written for a look or to pass a filter.
    "じょしこうせい",
    "じょしこうこうせい",
    "じょしちゅうがくせい",
    "だんしこうこうせい",
    "ちゅうがくせい",
    "しょうがくせい",
    "こうこうせい",
  ],
  // "JS" (女子小学生, a primary schoolgirl) is also JavaScript: counted beside a sexual word.
  abuseInContext: ["js"],
  abuse: ["ロリ", "ろり", "ロリコン", "ショタ", "ショタコン", "児童ポルノ", "ペド", "ペドフィリア"],
  sexualExplicit: [
    "裸",
    "全裸",
    "ヌード",
    "セックス",
    "エロ",
    "性行為",
    "性交",
    "性器",
    "陰部",
    "乳首",
    "オナニー",
    "自慰",
    "ポルノ",
    "わいせつ",
    "猥褻",
    "淫乱",
    "中出し",
    "無修正",
    "すっぽんぽん",
    // 裸 written in kana, as "しょーがくせい" is 小学生 (its katakana twin is derived).
    "はだか",
    "まるはだか",
  ],
  sexualSuggestive: [
    "下着",
    "ランジェリー",
    "パンティ",
    "パンチラ",
    "ブラジャー",
    "ビキニ",
    "セクシー",
    "色っぽい",
    "誘惑",
    "官能",
    "脱衣",
    "開脚",
    "エッチ",
    "おっぱい",
    "巨乳",
    "胸チラ",
  ],
  adulthood: ["大人", "成人", "熟女", "成熟", "アダルト"],
  notAdultBefore: ["まだ", "もうすぐ", "ほぼ", "未", "非"],
  notAdultAfter: ["ではない", "じゃない", "していない", "になっていない", "ではありません", "前"],
  adulthoodWeak: ["年配", "老人", "老けた", "しわ", "シワ", "高齢"],
  youthCues: ["小柄", "貧乳", "幼顔", "童顔", "ちっちゃい"],
  clothing: ["服", "着衣", "衣装", "下着", "水着", "シャツ", "検閲", "モザイク"],
  harmless: [
    ...cjkDecadePhrases(),
    "アダルトコンテンツ",
    "成人向け",
    "大人向け",
    "裸足",
    "裸眼",
    "裸色",
    "裸子植物",
    "赤裸々",
    "裸電球",
    "裸一貫",
    "裸の王様",
    // "立ちはだかる" (to stand in the way), "はだか麦" (naked barley), "はだか電球": no nudity.
    "はだかる",
    "はだかっ",
    "はだかり",
    "はだから",
    "はだかれ",
    "はだかろ",
    "はだか麦",
    "はだかむぎ",
    "はだか電球",
    "はだかの王様",
    "ロリータファッション",
    "ロリータ服",
    "少年漫画",
    "少女漫画",
  ],
  counterparts: { girl: ["女の子"], boy: ["男の子"], woman: ["女性", "女の人", "成人女性"], man: ["男性", "男の人", "成人男性"] },
  exclusionTurns: ["以外", "除いて", "除く", "だけ", "のみ"],
  ages: {
    bornBefore: ["生まれ年"],
    bornAfter: ["年生まれ", "年うまれ", "年産まれ", "年生", "年出生"],
    // "数え年" counts a year at birth and one each New Year: a year or two over the age.
    // Templates that keep everyone from the number on ("older than #"), read in the exclusions.
    above: ["# 歳より上", "# 歳超", "# 歳を超える", "# 歳より年上", "# 才より上", "# 歳以上"],
    below: [
      "もうすぐ",
      "まだ",
      "ほぼ",
      "# 歳未満",
      "# 才未満",
      "# 歳以下",
      "# 才以下",
      "# 歳手前",
      "# 才手前",
      "# 歳直前",
      "# 才直前",
      "# 歳になる前",
      "# 才になる前",
      "# になる前",
      "# 歳になる直前",
      "# 歳になる",
      "# 才になる",
      "# 歳に満たない",
      "# 才に満たない",
      "# に満たない",
      "あと少しで",
      "今年で",
      "誕生日が来たら",
      "誕生日を迎えたら",
      "もう少しで",
      "来月",
      "来年",
      "数え年で",
      "数え年",
      "数え",
    ],
    looks: ["見た目", "# 歳に見える", "# 歳くらいに見える"],
    ordinalPhrases: ["# 歳の誕生日"],
    // Ages written in kana ("じゅうよんさい": 14), adults' too, so that "にじゅうごさい" (25)
    // is not read as "ごさい" (5) inside it.
    ageWords: { 七五三: 7, ...kanaAges(), ...romajiAges() },
    numbers: {
      一: 1,
      二: 2,
      三: 3,
      四: 4,
      五: 5,
      六: 6,
      七: 7,
      八: 8,
      九: 9,
      十: 10,
      二十: 20,
      三十: 30,
      四十: 40,
      五十: 50,
      六十: 60,
    },
    units: ["歳", "才", "さい"],
    prefixes: ["年齢", "満"],
    minus: ["引く", "ひく", "マイナス"],
    plus: ["足す", "たす", "プラス"],
    persons: ["女の子", "男の子", "女性", "男性", "娘"],
  },
};
