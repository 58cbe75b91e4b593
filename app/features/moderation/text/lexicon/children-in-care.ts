import type { WordTable } from "./word-tables";

// Children in someone's care, and the homes, choirs and leagues that hold only
// children, by language. Sources: each country's name for its child-welfare homes
// as its child-protection law writes it ("Kinderheim", "foyer de l'enfance",
// "детский дом", "児童養護施設", "儿童福利院"), and the choirs' and leagues' own names.
// Left out: an orphan alone (adults are orphans too), "protégé", "Schützling" and
// "pupille" alone (adults are protégés), "junior league" (an American women's
// association), a hospital "ward", homes shared with the old ("福利院" alone, "приют"
// also a shelter for animals), "casa famiglia" (also for disabled adults), youth
// choirs (up to 25 or more) and "里子" (inside the name "絵里子").

/**
 * A child placed in care, a ward of a court or of the state, the child a babysitter,
 * nanny or au pair looks after ("the babysitter's charge"): minor words.
 */
export const CHILDREN_IN_CARE: WordTable = {
  en: [
    "foster child*",
    "foster kid*",
    "ward of the court",
    "ward of the state",
    "young ward*",
    "babysitter s charge*",
    "baby sitter s charge*",
    "sitter s charge*",
    "nanny s charge*",
    "au pair s charge*",
    "governess s charge*",
    "young charge*",
  ],
  de: ["waisenkind*", "heimkind*", "pflegekind*", "mündel*"],
  fr: ["enfant place*", "pupille de l etat", "pupille de la nation"],
  es: ["niño de acogida", "niña de acogida", "niños de acogida", "niñas de acogida"],
  pt: ["crianca acolhida"],
  it: ["orfanell*"],
  nl: ["weeskind*", "pleegkind*"],
  hu: ["állami gondozott*"],
  sv: ["fosterbarn*"],
  da: ["plejebarn*", "plejebørn*"],
  nb: ["fosterbarn*"],
  fi: ["sijaislap*"],
  tr: ["koruyucu aile yanındaki çocuk"],
  id: ["anak asuh"],
  ms: ["anak angkat kecil"],
  ko: ["위탁 아동"],
};

/**
 * Homes, choirs and leagues that hold only children: school words, so that the
 * adults who work there keep their role ("orphanage director", "Little League
 * coach", "Erzieherin im Kinderheim") as a teacher keeps hers (`adult-roles.ts`).
 */
export const CHILDREN_S_INSTITUTIONS: WordTable = {
  en: [
    "orphanage*",
    "children s home*",
    "children s choir*",
    "childrens choir*",
    "boys choir*",
    "girls choir*",
    "little league*",
    "little leaguer*",
    "scout troop*",
    "troop of scouts",
  ],
  de: ["waisenhaus*", "kinderheim*", "kinderchor*", "knabenchor*", "mädchenchor*"],
  fr: [
    "orphelinat*",
    "foyer de l enfance",
    "chorale d enfants",
    "choeur d enfants",
    "manecanterie*",
    "maitrise de la cathedrale",
    "maitrise de la basilique",
    "enfant de la maitrise",
    "enfants de la maitrise",
  ],
  es: ["orfanato*", "orfelinato*", "hogar de menores", "casa cuna", "coro infantil", "coro de ninos"],
  pt: ["orfanato*", "abrigo de menores", "coral infantil", "coro infantil", "coral de criancas"],
  gl: ["orfanato*", "coro infantil"],
  it: ["orfanotrofi*", "coro di voci bianche", "coro dei bambini", "coro di bambini", "piccolo coro"],
  nl: ["weeshuis*", "kinderkoor*"],
  pl: ["sierociniec*", "sierocińc*", "dom dziecka", "domu dziecka", "domem dziecka", "chór dziecięcy", "chóru dziecięcego", "dziecięcy chór"],
  cs: ["sirotčin*", "dětský domov", "dětském domově", "dětského domova", "dětský sbor", "dětského sboru", "dětském sboru"],
  sk: ["sirotinc*", "sirotinec", "detský domov", "detskom domove", "detského domova", "detský spevácky zbor", "detského speváckeho zboru"],
  hu: ["árvaház*", "gyermekotthon*", "gyerekotthon*", "gyermekkórus*", "gyerekkórus*"],
  ro: ["orfelinat*", "casa de copii", "casă de copii", "centru de plasament", "cor de copii", "corul de copii"],
  sv: ["barnhem*", "barnkör*"],
  da: ["børnehjem*", "børnekor*", "drengekor*", "pigekor*"],
  nb: ["barnehjem*", "barnekor*", "guttekor*", "jentekor*"],
  fi: ["orpokoti*", "orpokodi*", "lastenkoti*", "lastenkodi*", "lapsikuoro*", "lastenkuoro*", "poikakuoro*", "tyttökuoro*"],
  ru: [
    "детдом*",
    "детский дом",
    "детском доме",
    "детского дома",
    "сиротский приют",
    "сиротском приюте",
    "сиротского приюта",
    "детский хор",
    "детском хоре",
    "детского хора",
  ],
  uk: [
    "дитбудин*",
    "дитячий будинок",
    "дитячому будинку",
    "дитячого будинку",
    "сиротинц*",
    "сиротинець",
    "дитячий хор",
    "дитячому хорі",
    "дитячого хору",
  ],
  bg: ["сиропиталищ*", "дом за деца", "детски хор", "детския хор"],
  sr: ["sirotišt*", "сиротишт*", "dečji hor", "дечји хор", "dečjeg hora", "дечјег хора"],
  mk: ["сиропиталишт*", "детски хор"],
  el: ["ορφανοτροφείο*", "παιδική χορωδία", "παιδικής χορωδίας"],
  tr: ["yetimhane*", "çocuk esirgeme", "çocuk yuvası", "çocuk yuvasında", "çocuk korosu", "çocuk korosunda"],
  he: ["בית יתומים", "בבית יתומים", "מקהלת ילדים", "במקהלת ילדים"],
  ar: ["دار أيتام", "دار الأيتام", "ميتم", "الميتم", "جوقة أطفال", "جوقة الأطفال"],
  fa: ["پرورشگاه", "یتیم‌خانه", "یتیم خانه", "گروه کر کودکان"],
  hi: ["अनाथालय", "अनाथाश्रम", "बाल आश्रम", "बाल गृह", "बाल गायक मंडली"],
  mr: ["अनाथाश्रम", "अनाथालय", "बालगृह"],
  ne: ["अनाथालय", "अनाथाश्रम", "बाल गृह", "बालगृह"],
  id: ["panti asuhan", "rumah yatim", "paduan suara anak"],
  ms: ["rumah anak yatim", "rumah kebajikan kanak kanak", "koir kanak kanak"],
  vi: ["trại mồ côi", "cô nhi viện", "dàn hợp xướng thiếu nhi", "đội hợp xướng thiếu nhi"],
  th: ["สถานเลี้ยงเด็กกำพร้า", "บ้านเด็กกำพร้า", "สถานสงเคราะห์เด็ก", "คณะนักร้องประสานเสียงเด็ก"],
  ja: ["孤児院", "児童養護施設", "養護施設の子", "少年少女合唱団", "児童合唱団"],
  zh: ["孤儿院", "孤兒院", "儿童福利院", "兒童福利院", "儿童合唱团", "兒童合唱團", "童声合唱团", "童聲合唱團"],
  ko: ["고아원", "보육원", "어린이 합창단", "소년소녀 합창단"],
};
