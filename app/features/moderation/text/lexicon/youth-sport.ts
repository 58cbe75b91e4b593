import type { WordTable } from "./word-tables";

// Youth sport sections and age classes by language, beyond those of `school-years`:
// said with the sport, a team or a category word, they place a player under 18
// ("nude bantam hockey player", "chica desnuda del equipo juvenil"). Alone, many are
// everyday or adult words ("bantamweight", "moda juvenil", "pulcini", chicks;
// "junior doctor"), so only the phrases with a sport or team word are read; the
// adults' classes (U21, U23, seniors, masters, veterans) are not in the table.
// Sources: Hockey Canada's and USA Hockey's age names (mite/novice, squirt/atom,
// peewee 11–12, bantam 13–14, midget 15–17), Pop Warner's own divisions, England's
// RFU minis (under-6 to under-12), the RFEF and FPF youth categories (juvenil,
// under 19 — a category of mostly minors, read as "high school" is), FIGC's pulcini, esordienti, giovanissimi and allievi, the DFB's
// Jugendmannschaften, PZPN's młodzik and żak classes.

const TEAM_WORDS_ES = ["equipo", "seleccion", "selección", "liga", "categoria", "categoría", "torneo"];
const TEAM_WORDS_PT = ["time", "equipe", "seleção", "selecao", "categoria", "torneio"];

export const YOUTH_SPORT: WordTable = {
  en: [
    ...["hockey", "team*", "league*", "player*", "goalie*", "tournament*"].flatMap((word) => [`bantam ${word}`, `midget ${word}`]),
    "midget aaa",
    // Hockey's younger classes (mite to 8, squirt 9–10, atom 9–10 in Canada,
    // novice to 8), said with hockey ("novice team" alone is any beginners' team).
    ...["squirt", "atom", "mite", "mites", "novice"].flatMap((age) => [`${age} hockey`, `${age} goalie*`]),
    ...["team*", "league*", "player*"].map((word) => `squirt ${word}`),
    // Pop Warner (American youth football and cheer, 5–16), T-ball (4–7) and junior
    // varsity (high school's under-seniors) teams.
    "pop warner*",
    ...["team*", "league*", "player*"].flatMap((word) => [`t ball ${word}`, `tee ball ${word}`]),
    ...["team*", "squad*", "cheer*", "player*", "football", "basketball", "soccer", "volleyball", "hockey"].map((word) => `jv ${word}`),
    "minis rugby",
    "mini rugby",
    "rugby minis",
    "youth team*",
    "youth squad*",
    "youth academy player*",
  ],
  de: ["jugendmannschaft*", "jugendteam*", "jugendspieler*", "jugendkicker*", "nachwuchsmannschaft*", "bambini mannschaft*", "bambinimannschaft*"],
  es: [...TEAM_WORDS_ES.map((team) => `${team} juvenil*`), "juvenil femenino", "juvenil masculino", "equipo de cadetes", "equipo de infantiles"],
  pt: [...TEAM_WORDS_PT.map((team) => `${team} juvenil*`), "equipe de base", "categoria de base", "categorias de base", "time de base"],
  it: ["squadra giovanile", "settore giovanile", "squadra allievi", "categoria allievi", "squadra pulcini", "categoria pulcini"],
  fr: ["equipe de jeunes", "équipe de jeunes", "école de foot", "ecole de foot", "école de rugby", "ecole de rugby"],
  nl: ["jeugdteam*", "jeugdelftal*", "jeugdspeler*", "jeugdspeelster*"],
  pl: ["młodzik*", "mlodzik*", "młodziczk*", "mlodziczk*", "drużyny żaków", "druzyny zakow"],
  ru: ["юношеская команда", "юношеской команды", "юношеской сборной", "детская команда", "детской команды", "детской сборной"],
};
