import type { Lexicon } from "./lexicon";

// Vietnamese is matched without its tone marks, as prompts are normalised.
export const vi: Lexicon = {
  language: "vi",
  minor: ["trẻ em", "trẻ con", "bé gái", "bé trai", "em bé", "thiếu nhi", "thiếu niên", "vị thành niên", "con nít", "cô bé", "cậu bé", "nhi đồng"],
  school: ["học sinh", "nữ sinh", "tiểu học", "trung học cơ sở", "cấp hai", "cấp ba", "đồng phục học sinh"],
  abuse: ["ấu dâm", "khiêu dâm trẻ em"],
  sexualExplicit: ["khỏa thân", "khoả thân", "trần truồng", "lõa thể", "khiêu dâm", "tình dục", "làm tình", "bộ phận sinh dục", "núm vú", "thủ dâm", "không mặc quần áo"],
  sexualSuggestive: ["nội y", "đồ lót", "bikini", "gợi cảm", "quyến rũ", "sexy"],
  adulthood: ["người lớn", "trưởng thành"],
  adulthoodWeak: ["già", "nếp nhăn"],
  youthCues: ["nhỏ nhắn"],
  clothing: ["quần áo", "mặc đồ"],
  harmless: [],
  ages: {
    numbers: { một: 1, hai: 2, ba: 3, bốn: 4, năm: 5, sáu: 6, bảy: 7, tám: 8, chín: 9, mười: 10, "mười một": 11, "mười hai": 12, "mười ba": 13, "mười bốn": 14, "mười lăm": 15, "mười sáu": 16, "mười bảy": 17, "mười tám": 18, "hai mươi": 20 },
    units: ["tuổi"],
    prefixes: ["tuổi"],
    persons: ["cô gái", "cậu bé", "phụ nữ"],
  },
};
