// Age units said fondly ("doce añitos", "treze aninhos", "тринадцать годков",
// "δώδεκα χρονάκια", "dwanaście latek"): the diminutive forms of each covered
// language's word for years, which the lexicons' units miss in part. Each language
// forms them by its own suffixes (Spanish -ito, Portuguese and Galician -inho/-iño,
// Slavic -ок/-ик/-ек/-ka, Greek -άκια, Dutch -tje, Romanian -șor, Italian -etto/-uccio,
// Hungarian -ecske), written out here as the forms an age takes after a number.

export const DIMINUTIVE_UNITS: Record<string, string[]> = {
  es: ["añitos", "añito", "anitos"],
  pt: ["aninhos", "aninho", "aninhos de idade"],
  gl: ["aniños", "aniño", "aninos"],
  it: ["annetti", "annucci"],
  ro: ["anișori", "anisori", "anişori"],
  nl: ["jaartjes", "jaartje"],
  ru: ["годков", "годок", "годка", "годочков", "годочка", "годочек", "годиков", "годика", "годик"],
  uk: ["рочків", "рочки", "рочок", "годочків", "годочки"],
  bg: ["годинки", "годинка", "годинчици"],
  sr: ["godinica", "godinice", "годиница", "годинице"],
  mk: ["годинки", "годинчиња"],
  pl: ["latek", "lateczek", "latka", "roczków", "roczki"],
  // Not "ročky": without its háček it is English "rocky".
  cs: ["roček", "ročků", "rocku"],
  sk: ["rôčkov", "roček", "rockov"],
  el: ["χρονάκια", "χρονακια", "χρονάκι", "χρονακι"],
  hu: ["évecske", "évecskés", "evecske"],
};

/** Every diminutive unit, in every covered language. */
export const diminutiveUnits = (): string[] => [...new Set(Object.values(DIMINUTIVE_UNITS).flat())];
