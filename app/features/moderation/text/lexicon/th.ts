import type { Lexicon } from "./lexicon";

export const th: Lexicon = {
  language: "th",
  minor: ["เด็ก", "เด็กผู้หญิง", "เด็กผู้ชาย", "วัยรุ่น", "ผู้เยาว์", "ทารก", "หนูน้อย"],
  school: ["นักเรียนหญิง", "นักเรียนชาย", "ชุดนักเรียน", "ประถม", "มัธยม"],
  abuse: ["สื่อลามกเด็ก"],
  sexualExplicit: ["เย็ด", "ควย", "เลียหี", "หีเปียก", "อมควย", "น้ำแตก", "จู๋", "เปลือย", "โป๊", "เซ็กส์", "ร่วมเพศ", "อวัยวะเพศ", "หัวนม", "ช่วยตัวเอง", "แก้ผ้า"],
  sexualSuggestive: ["ชุดชั้นใน", "บิกินี", "เซ็กซี่", "ยั่วยวน"],
  adulthood: ["ผู้ใหญ่", "บรรลุนิติภาวะ"],
  notAdultBefore: ["ไม่", "ยังไม่", "เกือบ", "ใกล้จะ", "ยังไม่ได้", "ไม่ใช่"],
  notAdultAfter: ["ยังไม่"],
  adulthoodWeak: ["แก่", "ริ้วรอย"],
  youthCues: [],
  clothing: ["เสื้อผ้า"],
  harmless: [],
  counterparts: { girl: ["สาว"], boy: ["หนุ่ม"], woman: ["ผู้หญิง"], man: ["ผู้ชาย"] },
  exclusionTurns: ["ยกเว้น", "เท่านั้น"],
  ages: {
    // Templates that keep everyone from the number on ("older than #"), read in the exclusions.
    above: ["อายุเกิน #", "เกิน # ปี", "มากกว่า # ปี", "# ปีขึ้นไป"],
    below: ["เกือบ", "ต่ำกว่า", "ไม่ถึง", "ยังไม่ถึง"],
    looks: ["ดูเหมือน", "หน้าตาเหมือน"],
    ordinalPhrases: ["วันเกิดปีที่ #"],
    numbers: { สิบเอ็ด: 11, สิบสอง: 12, สิบสาม: 13, สิบสี่: 14, สิบห้า: 15, สิบหก: 16, สิบเจ็ด: 17, สิบ: 10, เก้า: 9, แปด: 8, ยี่สิบ: 20 },
    units: ["ปี", "ขวบ"],
    prefixes: ["อายุ"],
    persons: [],
    // Birth years, in the Buddhist era or Gregorian ("เกิด พ.ศ. 2555" is read as 2012, see calendar-years).
    bornBefore: ["เกิดเมื่อปี", "เกิดในปี", "เกิดปี", "ปีเกิด", "เกิด"],
  },
};
