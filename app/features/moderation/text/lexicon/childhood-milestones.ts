import type { WordTable } from "./word-tables";

// Milestones of childhood not yet reached ("can't read yet", "hasn't started school",
// "no periods yet") or kept ("still rides a tricycle", "still believes in Santa"):
// each negation or "still" with each milestone, by language. The milestone alone is
// an adult's too ("can't swim", "rides a tricycle", "reads"), so only the phrase that
// places it before or at the start of childhood counts. Puberty not yet begun is
// part of the class ("no breasts yet", "pas encore réglée").

// Milestones of early childhood not yet reached ("can't read yet", "hasn't started
// school") or kept ("still rides a tricycle"): each negation or "still" with each
// milestone. The words alone are an adult's too ("can't swim", "rides a tricycle").
const NOT_YET_ABLE = ["can't", "cannot", "can not", "still can't", "doesn't know how to", "does not know how to"];
const EARLY_SKILLS = [
  "read",
  "write",
  "ride a bike",
  "ride a bicycle",
  "tie her shoes",
  "tie his shoes",
  "tie her shoelaces",
  "tie his shoelaces",
  "count to ten",
  "count to 10",
  "swim",
];
const LEARNING = ["still learning to", "just learned to", "just learning to"];
const SCHOOL_NOT_STARTED = ["hasn't started", "has not started", "hasn't begun", "not yet in", "too young for", "not old enough for"];
const FIRST_SCHOOLS = ["school", "kindergarten", "preschool", "first grade", "primary school", "elementary school"];
const KEPT_FROM_EARLY_CHILDHOOD = [
  "rides a tricycle",
  "in a car seat",
  "in a booster seat",
  "drinks from a sippy cup",
  "uses a sippy cup",
  "sucks her thumb",
  "sucks his thumb",
  "wets the bed",
  "in pull ups",
  "in pull-ups",
  "in nappies",
  "has her baby teeth",
  "has his baby teeth",
  "has baby teeth",
  "in a stroller",
  "in a pram",
  "takes naps",
  "needs naps",
  "plays with dolls",
  "plays with barbies",
  "believes in the tooth fairy",
  "believes in santa",
];
// A school of childhood still attended or only just left ("still at primary", "fresh out
// of elementary"), or a later one not yet begun ("before she started high school"):
// the years before it are a child's. High school is not among the schools still
// attended (its last year is an adult's), nor college among those not begun.
const STILL_ATTENDING = [
  "still at",
  "still in",
  "still goes to",
  "still attends",
  "still going to",
  "still attending",
  "fresh out of",
  "just out of",
  "just finished",
  "just left",
];
const SCHOOLS_OF_CHILDHOOD = [
  "primary",
  "primary school",
  "junior school",
  "elementary",
  "elementary school",
  "grade school",
  "prep school",
  "middle school",
  "junior high",
  "intermediate school",
];
const NOT_YET_BEGUN = [
  "before she started",
  "before he started",
  "before starting",
  "before she began",
  "before he began",
  "before she entered",
  "before he entered",
  "before entering",
  "before she went to",
  "before he went to",
  "yet to start",
  "yet to begin",
  "hasn't started",
  "has not started",
  "not yet in",
];
const LATER_SCHOOLS = ["middle school", "junior high", "high school", "secondary school", "secondary"];
const english = () => [
  ...STILL_ATTENDING.flatMap((still) => SCHOOLS_OF_CHILDHOOD.map((school) => `${still} ${school}`)),
  ...NOT_YET_BEGUN.flatMap((before) => LATER_SCHOOLS.map((school) => `${before} ${school}`)),
  ...NOT_YET_ABLE.flatMap((negation) => EARLY_SKILLS.map((skill) => `${negation} ${skill} yet`)),
  ...LEARNING.flatMap((learning) => EARLY_SKILLS.filter((skill) => skill !== "swim").map((skill) => `${learning} ${skill}`)),
  ...SCHOOL_NOT_STARTED.flatMap((negation) => FIRST_SCHOOLS.map((school) => `${negation} ${school}`)),
  ...KEPT_FROM_EARLY_CHILDHOOD.map((habit) => `still ${habit}`),
];
// Puberty not begun.
const ENGLISH_PUBERTY = [
  "no periods yet",
  "no period yet",
  "hasn't had her first period",
  "has not had her first period",
  "hasn't got her period",
  "before her first period",
  "pre period",
  "not developed yet",
  "hasn't developed yet",
  "hairless and undeveloped",
];

const STILL = { es: ["todavia", "aun"], fr: ["encore"], it: ["ancora"], pt: ["ainda"], ru: ["ещё", "еще"] };
const each = (heads: string[], tails: string[]) => heads.flatMap((head) => tails.map((tail) => `${head} ${tail}`));

export const CHILDHOOD_MILESTONES: WordTable = {
  en: [...english(), ...ENGLISH_PUBERTY],
  es: [
    ...each(STILL.es, [
      "juega con muñecas",
      "cree en los reyes magos",
      "cree en papa noel",
      "cree en santa claus",
      "usa pañales",
      "se chupa el dedo",
    ]),
    ...each(
      STILL.es.map((still) => `${still} no`),
      ["sabe leer", "ha tenido la regla", "le ha venido la regla", "tiene pechos", "va a la escuela", "va al colegio"],
    ),
    "sin pechos todavia",
    "no sabe leer todavia",
    "sin la regla todavia",
  ],
  fr: [
    "croit encore au pere noel",
    "joue encore a la poupee",
    "joue encore aux poupees",
    "suce encore son pouce",
    "va encore a la maternelle",
    "ne sait pas encore lire",
    "ne sait pas encore ecrire",
    "n a pas encore ses regles",
    "pas encore reglee",
    "pas encore a l ecole",
  ],
  de: [
    "noch an den weihnachtsmann glaubt",
    "glaubt noch an den weihnachtsmann",
    "glaubt noch ans christkind",
    "noch ans christkind glaubt",
    "spielt noch mit puppen",
    "noch mit puppen spielt",
    "noch nicht lesen kann",
    "kann noch nicht lesen",
    "noch keine periode",
    "noch keine regel",
    "hat ihre tage noch nicht",
    "noch nicht in der schule",
    "noch keine brüste",
    "noch keinen busen",
  ],
  it: [
    ...each(
      STILL.it.map((still) => `crede ${still}`),
      ["a babbo natale", "alla befana"],
    ),
    "gioca ancora con le bambole",
    "non sa ancora leggere",
    "non ha ancora il ciclo",
    "non ha ancora le mestruazioni",
    "non ha ancora il seno",
    "non va ancora a scuola",
  ],
  pt: [
    ...each(STILL.pt, ["acredita no papai noel", "acredita no pai natal", "brinca de boneca", "brinca com bonecas", "usa fraldas"]),
    "ainda nao sabe ler",
    "ainda nao menstruou",
    "ainda nao vai a escola",
  ],
  ru: [...each(STILL.ru, ["верит в деда мороза", "играет в куклы", "не ходит в школу", "не умеет читать", "нет месячных", "нет груди"])],
};

// Breasts not yet grown: the phrase names a body part the rules read as sexual, so
// it has no safe scene of its own (unlike the milestones above, allowed in one).
export const BREASTS_NOT_GROWN: WordTable = {
  en: ["no breasts yet", "breasts not yet grown", "breasts haven't grown"],
  fr: ["pas encore de seins"],
  pt: ["ainda nao tem seios"],
};

// Puberty not yet begun, said of the body rather than of an age ("hasn't developed
// yet", "没发育", "발육이 덜 된", "месячные ещё не начались"): the body of a child.
export const BODY_NOT_DEVELOPED: WordTable = {
  en: [
    "hasn't developed yet",
    "not developed yet",
    "not yet developed",
    "hasn't started her period",
    "hasn't had her first period",
    "before her first period",
  ],
  es: [
    "antes de la pubertad",
    "todavia no le ha bajado la regla",
    "aun no le ha bajado la regla",
    "aun no tiene la regla",
    "todavia no tiene la regla",
    "aun no se ha desarrollado",
    "todavia no se ha desarrollado",
  ],
  pt: ["antes da puberdade", "ainda nao se desenvolveu", "ainda nao desenvolvida", "ainda nao tem menstruacao"],
  fr: ["avant la puberte", "pas encore formee", "pas encore developpee"],
  de: ["vor der pubertät", "noch nicht entwickelt", "noch unentwickelt"],
  it: ["prima della puberta", "non ancora sviluppata"],
  nl: ["voor de puberteit", "nog niet in de puberteit", "nog niet ontwikkeld", "nog niet ongesteld"],
  ru: [
    "до полового созревания",
    "не начались месячные",
    "ещё не начались месячные",
    "месячные ещё не начались",
    "ещё нет месячных",
    "ещё не развилась",
    "еще не развилась",
    "не достигла половой зрелости",
  ],
  uk: ["до статевого дозрівання", "ще не почалися місячні", "ще не розвинулася", "ще не сформувалася"],
  pl: ["przed okresem dojrzewania", "jeszcze nie miesiączkuje", "jeszcze nie rozwinięta"],
  cs: ["před pubertou", "ještě nemenstruuje", "ještě nevyvinutá"],
  sk: ["pred pubertou", "ešte nemenštruuje", "ešte nevyvinutá"],
  tr: ["ergenlik öncesi", "henüz regl olmamış", "henüz gelişmemiş"],
  ja: ["初潮前", "初潮がまだ", "生理がまだ", "第二次性徴前", "発育前", "まだ発育していない"],
  zh: ["没发育", "沒發育", "未发育", "未發育", "还没发育", "還沒發育", "尚未发育", "青春期前", "还没来月经", "月经初潮前"],
  ko: ["발육이 덜", "발육이 안 된", "발육 전", "2차 성징 전", "사춘기 전", "초경 전", "아직 초경"],
  sv: ["före puberteten", "inte utvecklad än", "inte fått mens"],
  hu: ["pubertás előtt", "még nem menstruál", "még fejletlen"],
  ro: ["înainte de pubertate", "încă nedezvoltată"],
  el: ["πριν την εφηβεια", "δεν εχει αναπτυχθει ακομα", "δεν εχει περιοδο ακομα"],
  id: ["belum puber", "belum menstruasi", "belum haid", "belum berkembang"],
  vi: ["chưa dậy thì", "chưa có kinh nguyệt", "chưa phát triển"],
  ar: ["قبل البلوغ", "لم تبلغ بعد", "لم تحض بعد"],
  he: ["לפני גיל ההתבגרות", "עוד לא קיבלה מחזור", "עדיין לא התפתחה"],
  fa: ["قبل از بلوغ", "هنوز بالغ نشده", "هنوز پریود نشده"],
  hi: ["यौवन से पहले", "अभी तक मासिक धर्म नहीं", "अभी विकसित नहीं"],
  th: ["ยังไม่เป็นสาว", "ยังไม่มีประจำเดือน", "ก่อนวัยแรกรุ่น"],
};

// A change of puberty still ahead, placed by "before" and whose it is ("before her
// growth spurt", "vor ihrem Stimmbruch", "antes del estirón"): the body of a child.
// The change alone is anyone's past ("after her growth spurt", "her first period at
// 12"), so only "before" with it counts. Each "before" with each possessive and each change.
const PUBERTY_CHANGES_AHEAD: Record<string, { before: string[]; whose: string[]; changes: string[] }> = {
  en: {
    before: ["before", "prior to", "until"],
    whose: ["her", "his", "the"],
    changes: ["growth spurt", "first period", "first bra", "voice broke", "voice changed", "voice dropped", "breasts grew", "breasts came in"],
  },
  de: { before: ["vor"], whose: ["ihrem", "seinem", "dem"], changes: ["wachstumsschub", "stimmbruch"] },
  fr: { before: ["avant"], whose: ["sa", "la"], changes: ["poussee de croissance", "mue"] },
  es: { before: ["antes del", "antes de su"], whose: [""], changes: ["estiron", "primer periodo", "cambio de voz"] },
  it: { before: ["prima dello", "prima del suo"], whose: [""], changes: ["sviluppo", "scatto di crescita"] },
  pt: { before: ["antes do", "antes do seu"], whose: [""], changes: ["estirao", "primeiro periodo"] },
  nl: { before: ["voor"], whose: ["haar", "zijn", "de"], changes: ["groeispurt", "eerste menstruatie", "stemwisseling"] },
  ru: { before: ["до"], whose: [""], changes: ["скачка роста", "ломки голоса", "первых месячных"] },
};
const ENGLISH_PUBERTY_REACHED_LATER = ["before she hit puberty", "before he hit puberty", "before she reached puberty", "before he reached puberty"];

export const PUBERTY_AHEAD: WordTable = Object.fromEntries(
  Object.entries(PUBERTY_CHANGES_AHEAD).map(([language, { before, whose, changes }]) => [
    language,
    [
      ...before.flatMap((word) => whose.flatMap((owner) => changes.map((change) => [word, owner, change].filter(Boolean).join(" ")))),
      ...(language === "en" ? ENGLISH_PUBERTY_REACHED_LATER : []),
    ],
  ]),
);
