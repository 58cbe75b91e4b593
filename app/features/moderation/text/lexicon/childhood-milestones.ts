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
const english = () => [
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
