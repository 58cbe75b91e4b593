import type { Lexicon } from "./lexicon";

export const tr: Lexicon = {
  language: "tr",
  minor: ["çocuk*", "cocuk*", "küçük kız", "kucuk kiz", "küçük oğlan", "kucuk oglan", "kız çocuğu", "kiz cocugu", "erkek çocuk", "ergen*", "reşit olmayan", "resit olmayan", "bebek"],
  school: ["öğrenci kız", "ogrenci kiz", "ilkokul*", "ortaokul*", "lise öğrencisi", "lise ogrencisi", "liseli*", "okul üniforması", "okul uniformasi"],
  abuse: ["çocuk pornosu", "cocuk pornosu", "pedofil*"],
  sexualExplicit: ["çıplak", "ciplak", "çırılçıplak", "cirilciplak", "seks", "sikiş*", "cinsel organ*", "meme uc*", "mastürbasyon", "masturbasyon", "soyunmuş", "soyunmus"],
  sexualSuggestive: ["iç çamaşır*", "ic camasir*", "bikini", "seksi", "baştan çıkarıcı", "bastan cikarici", "soyun*"],
  adulthood: ["yetişkin*", "yetiskin*", "reşit", "resit"],
  adulthoodWeak: ["yaşlı", "yasli", "kırışık", "kirisik"],
  youthCues: ["minik", "ufak"],
  clothing: ["kıyafet*", "kiyafet*", "elbise*", "giysi*", "giyinik"],
  harmless: ["bebek mavisi"],
  ages: {
    numbers: { bir: 1, iki: 2, üç: 3, dört: 4, beş: 5, altı: 6, yedi: 7, sekiz: 8, dokuz: 9, on: 10, "on bir": 11, "on iki": 12, "on üç": 13, "on dört": 14, "on beş": 15, "on altı": 16, "on yedi": 17, "on sekiz": 18, yirmi: 20 },
    units: ["yaşında", "yasinda", "yaş", "yas", "yaşındaki", "yasindaki"],
    prefixes: ["yaşı", "yasi"],
    persons: ["kız", "kiz", "oğlan", "oglan", "çocuk", "cocuk", "kadın", "kadin"],
  },
};
