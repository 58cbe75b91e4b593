import type { Lexicon } from "./lexicon";

// Arabic, Hindi and Thai entries are matched as substrings (their letters sit
// outside the word-letter class, like Han), so keep them specific.
export const ar: Lexicon = {
  language: "ar",
  minor: ["طفل", "طفلة", "أطفال", "اطفال", "صبي", "صبية", "فتاة صغيرة", "بنت صغيرة", "قاصر", "قاصرة", "مراهق", "مراهقة", "رضيع"],
  school: ["تلميذة", "تلميذ", "طالبة مدرسة", "مدرسة ابتدائية", "مدرسة اعدادية", "زي مدرسي"],
  abuse: ["إباحية الأطفال", "اباحية الاطفال", "بيدوفيل"],
  sexualExplicit: ["عارية", "عاري", "عراة", "عري", "جنس", "سكس", "إباحي", "اباحي", "الأعضاء التناسلية", "حلمة", "استمناء"],
  sexualSuggestive: ["ملابس داخلية", "لانجري", "بيكيني", "مثيرة", "مغرية"],
  adulthood: ["بالغ", "بالغة", "راشد", "راشدة"],
  adulthoodWeak: ["عجوز", "تجاعيد"],
  youthCues: [],
  clothing: ["ملابس", "ثياب"],
  harmless: [],
  ages: {
    numbers: { "اثنا عشر": 12, "ثلاثة عشر": 13, "أربعة عشر": 14, "خمسة عشر": 15, "ستة عشر": 16, "سبعة عشر": 17, عشر: 10, عشرة: 10, تسع: 9, ثمان: 8 },
    units: ["سنة", "سنوات", "عاما", "عامًا", "عام"],
    prefixes: ["عمر", "عمرها", "عمره"],
    persons: ["فتاة", "بنت", "ولد"],
  },
};
