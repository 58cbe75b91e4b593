import type { WordTable } from "./word-tables";

// School uniforms and school bags by their local names, by language: like a school
// year they place a pupil ("nude girl in a seifuku", "fille nue avec son cartable").
// Only kit said of school or of a school's age: a uniform or a bag of adults ("work
// uniform", "leather briefcase", "porte-documents", "портфель", "aktovka" alone) is
// left out, and so are "sailor suit" and "pinafore dress" alone (adult fashion).
// Sources: the names each country's schools and school-supply trade use (Japan's
// randoseru, sērā-fuku and gakuran, Korea's 교복, Indonesia's SD and SMP uniforms,
// Britain's gymslip and PE kit, Germany's Schulranzen and Schultüte, France's
// cartable, Poland's tornister, Russia's ранец). Every word of an entry becomes a read
// word for the language gate, so no entry holds a word of an uncovered language
// (Portuguese "bata" and Spanish "babi", smocks, are Tagalog "child" and "pig").

export const SCHOOL_KIT: WordTable = {
  en: [
    "sailor fuku",
    "sailorfuku",
    "sera fuku",
    "serafuku",
    "seifuku",
    "gakuran",
    "school pinafore*",
    "gymslip*",
    "gym slip*",
    "school pe kit*",
    "school sports kit*",
    "school gym kit*",
    "school backpack*",
    "school rucksack*",
    "kindergarten smock*",
    "kindergarten hat*",
    "kindergarten uniform*",
    "school hanbok*",
    "hanbok school uniform*",
  ],
  de: ["schulranzen*", "schulrucksack*", "schultüte*", "schultuete*", "schuluniform*", "turnbeutel der schule"],
  fr: ["cartable*", "uniforme scolaire*", "uniforme de l ecole", "blouse d ecolier*", "tablier d ecolier*"],
  it: [
    "zaino di scuola",
    "zaino scolastico",
    "zaino della scuola",
    "cartella di scuola",
    "cartella scolastica",
    "grembiulino*",
    "grembiule scolastico",
    "divisa scolastica",
  ],
  es: ["mochila de la escuela", "mochila del colegio", "uniforme del colegio", "uniforme de colegio", "jumper escolar"],
  pt: ["mochila da escola", "uniforme da escola", "farda escolar"],
  pl: ["tornister*", "mundurek szkoln*", "plecak szkoln*", "plecakiem szkolnym"],
  nl: ["boekentas*", "schooluniform*"],
  tr: [
    "okul forması",
    "okul formasi",
    "okul formalı",
    "okul formali",
    "okul üniforması",
    "okul uniformasi",
    "okul çantası",
    "okul cantasi",
    "okul önlüğü",
    "okul onlugu",
  ],
  id: [
    "seragam sd",
    "seragam smp",
    "berseragam sd",
    "berseragam smp",
    "seragam sekolah",
    "berseragam sekolah",
    "seragam putih merah",
    "seragam putih biru",
    "tas sekolah",
  ],
  ms: ["seragam sekolah", "beruniform sekolah", "beg sekolah"],
  ru: ["ранец", "ранцем", "ранцы", "школьный рюкзак*", "школьным рюкзаком", "школьной форме", "школьная форма", "школьную форму"],
  uk: ["ранець", "ранцем", "шкільна форма", "шкільній формі", "шкільну форму"],
  cs: ["školní aktovk*", "skolni aktovk*", "školní uniform*", "skolni uniform*"],
  sv: ["skolväska*", "skolvaska*", "skoluniform*"],
  nb: ["skolesekk*", "skoleuniform*"],
  da: ["skoletaske*", "skoleuniform*"],
  fi: ["koulureppu*", "koulureppu", "koulupuku*"],
  hu: ["iskolatáska*", "iskolataska*", "iskolai egyenruh*"],
  ro: ["ghiozdan*", "uniforma scolara", "uniformă școlară", "uniforma școlară"],
  vi: ["đồng phục học sinh", "dong phuc hoc sinh", "cặp sách", "khăn quàng đỏ"],
  ko: ["교복", "책가방"],
  zh: ["校服", "书包", "書包", "红领巾", "紅領巾"],
  th: ["ชุดนักเรียน"],
  el: ["σχολική τσάντα", "σχολική ποδιά", "σχολική στολή"],
  he: ["תיק בית ספר", "תלבושת בית ספר"],
  ar: ["حقيبة مدرسية", "الزي المدرسي", "زي مدرسي"],
};
