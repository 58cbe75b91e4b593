import type { Lexicon } from "./lexicon";

// Malay. Detectors read it as Indonesian, whose lexicon lacks Malay words.
// "Budak" (a child) is also a slave in Indonesian ("budak seks"): a minor word all
// the same, as the closed world wants (ADR 010), so an Indonesian sexual prompt
// with it is refused. Number words come from n2words (ms-MY).
export const ms: Lexicon = {
  language: "ms",
  minor: [
    "budak",
    "budak perempuan",
    "budak lelaki",
    "budak kecil",
    "budak budak",
    "budak sekolah",
    "kanak kanak",
    "bawah umur",
    "belum cukup umur",
    "adik perempuan",
    "adik lelaki",
    "anak dara sunti",
    "gadis sunti",
    "budak remaja",
  ],
  school: ["sekolah rendah", "sekolah menengah", "darjah #", "tingkatan #", "baju sekolah", "pakaian sekolah", "uniform sekolah", "murid sekolah"],
  abuse: ["pornografi kanak kanak", "lucah kanak kanak"],
  sexualExplicit: [
    "bogel",
    "berbogel",
    "tanpa pakaian",
    "tidak berpakaian",
    "lucah",
    "kemaluan",
    "alat sulit",
    "melancap",
    "bersetubuh",
    "persetubuhan",
  ],
  sexualSuggestive: ["seluar dalam", "pakaian dalam", "ghairah", "berahi", "mengghairahkan"],
  adulthood: ["cukup umur", "matang", "orang dewasa"],
  notAdultBefore: ["belum", "tidak", "bukan", "hampir", "hampir hampir"],
  adulthoodWeak: ["tua", "kedut"],
  youthCues: ["kecil molek", "comel"],
  clothing: ["pakaian", "baju", "berpakaian", "seluar"],
  harmless: ["anak tangga", "anak kunci", "budak suruhan"],
  counterparts: { girl: ["gadis"], boy: ["teruna"], woman: ["wanita", "perempuan dewasa"], man: ["lelaki dewasa"] },
  exclusionTurns: ["kecuali", "selain", "hanya", "bukan tanpa"],
  ages: {
    bornBefore: ["lahir tahun", "lahir pada tahun", "lahir", "kelahiran", "tahun lahir"],
    numbers: {},
    units: ["tahun", "tahun umurnya"],
    prefixes: ["umur", "berumur", "usia", "berusia"],
    persons: ["gadis", "perempuan", "lelaki", "wanita", "budak", "adik"],
    // Templates that keep everyone from the number on ("older than #"), read in the exclusions.
    above: ["di atas # tahun", "lebih dari # tahun", "lebih tua daripada #", "# tahun ke atas", "umur melebihi #"],
    below: ["hampir", "belum", "bawah", "kurang daripada", "menjelang"],
    looks: ["nampak macam", "kelihatan seperti"],
    ordinalPhrases: ["hari jadi ke #", "harijadi ke #"],
    notAfter: ["lalu", "yang lalu", "kemudian"],
  },
};
