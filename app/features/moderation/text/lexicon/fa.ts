import type { Lexicon } from "./lexicon";

// Persian letters sit outside the word-letter class, so entries match inside words,
// like Arabic: "بچه" also finds "بچه‌ها" (the zero-width non-joiner is removed
// before matching, so "بچه‌ها" reads as "بچهها"). Short words that hide in others
// are left out: "کس" (slang) is in "کسی" (someone), "کون" in "اکنون" (now), "زن"
// (woman) in "وزن" (weight), "سکس" (sex) in "سکسی" (sexy), so it counts in phrases.
// Sexual words are partly from the LDNOOBW Persian list (naughty-words 1.2.0,
// fa.json), without its insults.

// Persian is often typed on Arabic keyboards, which give ي and ك for ی and ک:
// every entry is also matched in that spelling. So no entry may be an Arabic word
// in that spelling: "صغیر" (a minor) would be the Arabic "صغير" (small).
const ARABIC_LETTERS: Record<string, string> = { ی: "ي", ک: "ك" };
const toArabicLetters = (word: string) => word.replace(/[یک]/g, (ch) => ARABIC_LETTERS[ch]);

function withArabicLetters(words: string[]): string[] {
  return [...new Set(words.flatMap((word) => [word, toArabicLetters(word)]))];
}

function numbersWithArabicLetters(numbers: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(numbers).flatMap(([word, value]) => [
      [word, value],
      [toArabicLetters(word), value],
    ]),
  );
}

export const fa: Lexicon = {
  language: "fa",
  minor: withArabicLetters([
    // Romanised (issue 21).
    "dokhtar bache",
    "dokhtarbache",
    "بچه",
    "بچگانه",
    "کودک",
    "دختربچه",
    "دختر بچه",
    "پسربچه",
    "پسر بچه",
    "دختر کوچولو",
    "پسر کوچولو",
    "دختر کوچک",
    "پسر کوچک",
    "دخترک",
    "نوجوان",
    "خردسال",
    "نوزاد",
    "نونهال",
    "شیرخوار",
    "زیر سن قانونی",
    "زیر 18 سال",
    "نابالغ",
    "تین ایجر",
  ]),
  school: withArabicLetters([
    "دانش آموز",
    "دبستان",
    "دبیرستان",
    "مدرسه راهنمایی",
    "دوره راهنمایی",
    "مدرسه ابتدایی",
    "کلاس #",
    "پایه #",
    // Not "کلاس اول": it is also first class ("بلیط کلاس اول").
    "کلاس دوم",
    "کلاس سوم",
    "کلاس چهارم",
    "کلاس پنجم",
    "کلاس ششم",
    "کلاس هفتم",
    "کلاس هشتم",
    "کلاس نهم",
    "کلاس دهم",
    "کلاس یازدهم",
    "کلاس دوازدهم",
    "لباس مدرسه",
    "یونیفرم مدرسه",
    "مانتو مدرسه",
    "مقنعه مدرسه",
  ]),
  abuse: withArabicLetters(["پورن کودک", "پورنو کودک", "هرزه نگاری کودک", "پدوفیل"]),
  sexualExplicit: withArabicLetters([
    // "منعکس کردن" (to reflect) and "عکس کردن" hold it: harmless.
    "کس کردن",
    "برهنه",
    "لخت",
    "عریان",
    "بدون لباس",
    "بی لباس",
    "سکس کردن",
    "سکس میکنند",
    "سکس می کنند",
    "فیلم سکس",
    "عکس سکس",
    "صحنه سکس",
    "سکس دهانی",
    "پورن",
    "اروتیک",
    "رابطه جنسی",
    "آمیزش جنسی",
    "آلت تناسلی",
    "اندام تناسلی",
    "جلق",
    "خودارضایی",
    "نوک سینه",
    "سینه لخت",
    "سینه های لخت",
    "گاییدن",
  ]),
  sexualSuggestive: withArabicLetters([
    // Not "تحریک کننده" (also stimulating, of a game) nor "سینه" (also a chest).
    "سکسی",
    "لباس زیر",
    "شورت",
    "سوتین",
    "بیکینی",
    "اغواگر",
    "شهوت",
    "شهوانی",
    "تاپلس",
    "ممه",
    "پاهای باز",
    "در تخت با",
  ]),
  adulthood: withArabicLetters(["بزرگسال", "بالغ"]),
  notAdultBefore: ["نه", "هنوز", "هنوز نه", "تقریبا", "به زودی", "غیر"],
  // "به سن قانونی نرسیده": has not reached the legal age.
  adultStatus: withArabicLetters(["سن قانونی", "سن بلوغ"]),
  notAdultAfter: ["نیست", "نشده", "نشده است", "نرسیده", "نرسیده است"],
  adulthoodWeak: withArabicLetters(["پیرزن", "چین و چروک", "چروک", "موهای بدن"]),
  youthCues: withArabicLetters(["کوچولو", "ریزنقش", "ظریف", "سینه صاف"]),
  clothing: withArabicLetters(["لباس", "پوشیده", "پیراهن", "مایو", "سانسور"]),
  harmless: withArabicLetters([
    "منعکس کردن",
    "عکس کردن",
    "shab e yalda",
    "shabe yalda",
    // Young animals are "the child of" a cat, a lion, a dog.
    "بچه گربه",
    "بچه شیر",
    "بچه سگ",
    "بچه اردک",
    "بچه گنجشک",
    // Bare feet and a bare head are not nudity.
    "پابرهنه",
    "پا برهنه",
    "پای برهنه",
    "پای لخت",
    "پاهای لخت",
    "سر برهنه",
    // A clot ("لخته خون") is not nudity.
    "لخته",
    "حقیقت عریان",
    "محتوای بزرگسالان",
  ]),
  counterparts: { girl: ["دختر"], boy: ["پسر"], woman: ["زن", "زنان", "خانم"], man: ["مرد", "مردان"] },
  exclusionTurns: ["به جز", "بجز", "جز", "فقط", "غیر از"],
  ages: {
    bornBefore: ["متولد", "متولد سال", "زاده سال", "سال تولد"],
    // Templates that keep everyone from the number on ("older than #"), read in the exclusions.
    above: withArabicLetters(["بالای #", "بیشتر از # سال", "بزرگتر از #", "# سال به بالا", "# به بالا"]),
    below: withArabicLetters(["تقریبا", "زیر", "کمتر از"]),
    minus: withArabicLetters(["منهای"]),
    plus: withArabicLetters(["به علاوه"]),
    // The coming-of-age ceremony of girls in Iran, at 9.
    ageWords: Object.fromEntries(withArabicLetters(["جشن تکلیف"]).map((word) => [word, 9])),
    // Cardinals come from n2words (number-words.ts); typed here: colloquial forms, and
    // every form again in Arabic letters.
    numbers: numbersWithArabicLetters({
      یازده: 11,
      دوازده: 12,
      سیزده: 13,
      چهارده: 14,
      پانزده: 15,
      پونزده: 15,
      شانزده: 16,
      شونزده: 16,
      هفده: 17,
      هجده: 18,
      هیجده: 18,
      نوزده: 19,
      بیست: 20,
    }),
    rangeWords: ["تا", "یا"],
    // "۱۴ ساله", "چهارده ساله", "در ۱۴ سالگی"; Persian digits read as ASCII digits.
    units: withArabicLetters(["ساله", "سالشه", "سالش", "سالگی", "سال"]),
    prefixes: withArabicLetters(["در سن", "با سن", "سنش"]),
    persons: withArabicLetters(["دختر", "دختره", "پسر"]),
    notBefore: withArabicLetters(["بعد از", "پس از", "طی", "در طول"]),
    notAfter: withArabicLetters(["پیش", "قبل", "بعد", "تجربه", "سابقه", "است که", "ازدواج"]),
  },
};
