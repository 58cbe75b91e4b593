import type { Lexicon } from "./lexicon";

export const pl: Lexicon = {
  language: "pl",
  minor: ["dziecko", "dzieci", "dzieciak*", "dziewczynk*", "chlopczyk*", "chłopiec", "chłopca", "chlopiec", "nastolat*", "nieletni*", "małolat*", "malolat*", "niemowl*", "maluch*"],
  school: ["uczennic*", "uczniak*", "gimnazjalist*", "podstawówk*", "podstawowk*", "licealist*", "mundurek szkolny"],
  abuse: ["pornografia dziecięca", "pornografia dziecieca", "pedofil*"],
  sexualExplicit: ["nagi", "naga", "nagie", "nago", "nagość", "nagosc", "rozebran*", "seks", "genitali*", "sutk*", "masturb*", "bez ubrania"],
  sexualSuggestive: ["bielizn*", "majtki", "bikini", "seksown*", "uwodzicielsk*", "rozbiera*"],
  adulthood: ["dorosł*", "dorosl*", "pełnoletni*", "pelnoletni*"],
  adulthoodWeak: ["stary", "stara", "zmarszczki"],
  youthCues: ["mała", "mala", "drobna"],
  clothing: ["ubrania", "ubranie", "ubrana", "ubrany"],
  harmless: [],
  ages: {
    numbers: { jeden: 1, dwa: 2, trzy: 3, cztery: 4, pięć: 5, sześć: 6, siedem: 7, osiem: 8, dziewięć: 9, dziesięć: 10, jedenaście: 11, dwanaście: 12, trzynaście: 13, czternaście: 14, piętnaście: 15, szesnaście: 16, siedemnaście: 17, osiemnaście: 18, dziewiętnaście: 19, dwadzieścia: 20 },
    units: ["lat", "lata", "letni*", "letnia", "latek", "latka"],
    prefixes: ["wiek", "w wieku"],
    persons: ["dziewczyna", "dziewczynka", "chłopiec", "chlopiec", "dziecko", "kobieta", "mężczyzna"],
  },
};
