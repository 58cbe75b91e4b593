import type { Lexicon } from "./lexicon";

export const nl: Lexicon = {
  language: "nl",
  // "kind" is also English: only in Dutch phrases.
  minor: ["een kind", "het kind", "naakt kind", "naakte kind", "blote kind", "kind naakt", "kinderen", "kindje*", "meisje*", "jongetje*", "tiener*", "puber*", "minderjarig*", "kleuter*", "peuter*", "baby's", "zuigeling*", "jongen van", "meisje van"],
  school: ["schoolmeisje*", "schooljongen*", "basisschool", "middelbare school", "brugklas*", "scholier*", "schooluniform*"],
  abuse: ["kinderporno*", "pedofiel*"],
  sexualExplicit: ["naakt", "naakte", "bloot", "blote", "uitgekleed", "seks", "neuken", "geslachtsdelen", "tepel*", "masturb*", "ontbloot"],
  sexualSuggestive: ["lingerie", "ondergoed", "bikini", "sexy", "verleidelijk*", "zwoel*", "uitkleden"],
  adulthood: ["volwassen*", "volwassene*"],
  adulthoodWeak: ["oud", "ouder", "rimpels"],
  youthCues: ["klein", "kleine", "tenger*"],
  clothing: ["kleding", "kleren", "aangekleed"],
  harmless: [],
  ages: {
    numbers: { een: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12, dertien: 13, veertien: 14, vijftien: 15, zestien: 16, zeventien: 17, achttien: 18, negentien: 19, twintig: 20 },
    units: ["jaar oud", "jaar", "jarig*", "jarige"],
    prefixes: ["leeftijd"],
    persons: ["meisje", "jongen", "tiener", "vrouw"],
    personLinks: ["van"],
  },
};
