import type { Lexicon } from "./lexicon";

// Galician. Detectors take it for Portuguese or Spanish. "Rapaza" also names a
// young woman: a person word only; "cativo" is also a captive in Portuguese.
export const gl: Lexicon = {
  language: "gl",
  minor: [
    "nena",
    "nenas",
    "neno",
    "nenos",
    "nena pequena",
    "neno pequeno",
    "rapaciña",
    "rapaciño",
    "rapaciños",
    "menor de idade",
    "menores de idade",
    "meniña",
    "meniño",
    "cativiña",
    "cativiño",
  ],
  school: ["escola primaria", "colexial*", "uniforme escolar", "alumna de primaria", "# de primaria", "# da eso"],
  abuse: ["pornografía infantil", "pedófil*"],
  sexualExplicit: ["espida", "espido", "espidas", "espidos", "núa", "núas", "sen roupa", "sexo", "porno*", "erótic*", "masturbación", "xenitais"],
  sexualSuggestive: ["roupa interior", "suxeitador", "bragas", "provocativ*", "sensual"],
  adulthood: ["adulta", "adulto", "maior de idade", "madura"],
  notAdultBefore: ["non", "non é", "aínda non", "case", "pronto"],
  adulthoodWeak: ["vella", "vello", "engurras"],
  youthCues: ["pequeniña", "miudiña"],
  clothing: ["roupa", "vestida", "vestido", "camisa"],
  harmless: ["o rei vai espido", "a ollo espido"],
  counterparts: { girl: ["rapaza", "rapazas"], boy: ["rapaz", "rapaces"], woman: ["muller", "mulleres"], man: ["varón", "barba"] },
  ages: {
    numbers: { trece: 13, catorce: 14, dezaseis: 16, dezasete: 17, dezaoito: 18, dezanove: 19 },
    units: ["anos"],
    prefixes: ["idade"],
    persons: ["nena", "rapaza", "rapaz", "muller", "filla", "fillo"],
    personLinks: ["de", "ten"],
    // Templates that keep everyone from the number on ("older than #"), read in the exclusions.
    above: ["maior de #", "maiores de #", "máis de # anos", "por riba de #", "# anos ou máis"],
    below: ["case", "menos de"],
    notBefore: ["hai"],
    notAfter: ["despois"],
  },
};
