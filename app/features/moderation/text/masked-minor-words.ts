// Japanese hides a word by masking one of its characters (伏せ字): "中〇生", "女子○学生",
// "小学✕". A masked stage word cannot be read as an adult's, so a word of the closed
// set below with one character masked counts as the word. The set is the school
// stages and child words of three characters or more: a masked two-character word
// ("幼○") leaves too little to tell. A masked stage may also hide an adult one
// ("女子○学生" could be 女子大学生); the mask is there to hide, so the minor reading wins.

const MASKS = "○〇●◯◎✕×＊*□■";
const HAS_MASK = new RegExp(`[${MASKS}]`, "u");
const MASKABLE_WORDS = [
  "小学生",
  "中学生",
  "高校生",
  "女子小学生",
  "女子中学生",
  "女子高生",
  "女子高校生",
  "男子小学生",
  "男子中学生",
  "幼稚園児",
  "未成年",
  "ロリータ",
  "しょうがくせい",
  "ちゅうがくせい",
  "じょしこうせい",
  "ショウガクセイ",
  "チュウガクセイ",
];

let masked: RegExp | undefined;
/** Every word of the set with each of its characters in turn masked, as one pattern. */
function maskedPattern(): RegExp {
  masked ??= new RegExp(
    MASKABLE_WORDS.flatMap((word) => {
      const characters = [...word];
      return characters.map((_, at) => [...characters.slice(0, at), `[${MASKS}]`, ...characters.slice(at + 1)].join(""));
    }).join("|"),
    "gu",
  );
  return masked;
}

/** The masked minor words of a prompt, as written ("中〇生"). */
export function findMaskedMinorWords(prompt: string): string[] {
  if (!HAS_MASK.test(prompt)) return [];
  return [...prompt.normalize("NFKC").matchAll(maskedPattern())].map((match) => match[0]);
}
