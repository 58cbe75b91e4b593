import type { Lexicon } from "./lexicon";

export const id: Lexicon = {
  language: "id",
  minor: ["anak", "anak anak", "anak perempuan", "anak laki laki", "bocah*", "remaja", "di bawah umur", "balita", "bayi", "gadis kecil", "cewek kecil"],
  school: ["anak sekolah", "siswi", "siswa", "murid", "anak sd", "anak smp", "anak sma", "seragam sekolah", "pelajar"],
  abuse: ["pornografi anak", "pedofil*"],
  sexualExplicit: ["telanjang", "bugil", "tanpa busana", "seks", "bercinta", "ngentot", "alat kelamin", "puting", "masturbasi", "onani"],
  sexualSuggestive: ["pakaian dalam", "celana dalam", "beha", "bikini", "seksi", "menggoda", "sensual"],
  adulthood: ["dewasa", "orang dewasa"],
  adulthoodWeak: ["tua", "keriput"],
  youthCues: ["mungil", "kecil"],
  clothing: ["pakaian", "baju", "berpakaian"],
  harmless: ["anak kucing", "anak anjing", "anak panah", "anak sungai", "anak perusahaan"],
  ages: {
    numbers: { satu: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, delapan: 8, sembilan: 9, sepuluh: 10, sebelas: 11, "dua belas": 12, "tiga belas": 13, "empat belas": 14, "lima belas": 15, "enam belas": 16, "tujuh belas": 17, "delapan belas": 18, "dua puluh": 20 },
    units: ["tahun", "tahun umurnya", "thn"],
    prefixes: ["umur", "usia", "berumur", "berusia"],
    persons: ["gadis", "cewek", "anak", "wanita", "perempuan", "cowok"],
  },
};
