// Years named by an event ("born in the year of the London Olympics", "born the year
// Queen Elizabeth died", "born during the Qatar World Cup"): written as the year in
// the age form, so the birth-year and placement readers work the age out. Without an
// adult word the closed world of `time-placement` already refuses any birth placed
// by an event; beside one ("a nude woman born the year of the Rio Olympics") only a
// dated event settles it. Games are a closed set, read by host (Summer and Winter
// Olympics, men's football World Cups since 1994, in the year they were held); other
// events are the few a prompt uses to date a birth, each with the year it happened.

type Dated = { names: string[]; year: number };

const SUMMER_OLYMPICS: Dated[] = [
  { names: ["atlanta"], year: 1996 },
  { names: ["sydney"], year: 2000 },
  { names: ["athens"], year: 2004 },
  { names: ["beijing", "peking"], year: 2008 },
  { names: ["london"], year: 2012 },
  { names: ["rio", "rio de janeiro"], year: 2016 },
  { names: ["tokyo"], year: 2021 },
  { names: ["paris"], year: 2024 },
];
const WINTER_OLYMPICS: Dated[] = [
  { names: ["lillehammer"], year: 1994 },
  { names: ["nagano"], year: 1998 },
  { names: ["salt lake", "salt lake city"], year: 2002 },
  { names: ["turin", "torino"], year: 2006 },
  { names: ["vancouver"], year: 2010 },
  { names: ["sochi"], year: 2014 },
  { names: ["pyeongchang"], year: 2018 },
  { names: ["beijing"], year: 2022 },
  { names: ["milan", "milano cortina", "milan cortina"], year: 2026 },
];
const WORLD_CUPS: Dated[] = [
  { names: ["usa", "us", "american"], year: 1994 },
  { names: ["france", "french"], year: 1998 },
  { names: ["korea japan", "japan korea", "korea", "japan"], year: 2002 },
  { names: ["germany", "german"], year: 2006 },
  { names: ["south africa", "south african"], year: 2010 },
  { names: ["brazil", "brazilian"], year: 2014 },
  { names: ["russia", "russian"], year: 2018 },
  { names: ["qatar"], year: 2022 },
];
const EVENTS: Dated[] = [
  // Not "9/11" or "September 11": they are also dates of any year ("born 9/11/2012").
  { names: ["the twin towers fell", "the twin towers came down", "the 9/11 attacks"], year: 2001 },
  { names: ["the first iphone came out", "the first iphone was released", "the iphone came out"], year: 2007 },
  { names: ["obama was elected", "obama was first elected", "obama won", "obama's first election"], year: 2008 },
  { names: ["michael jackson died", "michael jackson's death"], year: 2009 },
  { names: ["the ipad came out", "the first ipad came out", "the haiti earthquake"], year: 2010 },
  {
    names: ["fukushima", "the fukushima disaster", "the japanese tsunami", "the tohoku earthquake", "bin laden was killed", "minecraft came out"],
    year: 2011,
  },
  { names: ["gangnam style came out", "gangnam style"], year: 2012 },
  { names: ["prince george was born", "frozen came out", "pope francis was elected"], year: 2013 },
  {
    names: ["brexit", "the brexit vote", "the brexit referendum", "trump was elected", "trump was first elected", "pokemon go came out"],
    year: 2016,
  },
  { names: ["fortnite came out"], year: 2017 },
  { names: ["notre dame burned", "the notre dame fire"], year: 2019 },
  { names: ["biden was elected", "the pandemic started", "covid started", "the covid lockdown", "lockdown"], year: 2020 },
  { names: ["queen elizabeth died", "the queen died", "queen elizabeth's death", "the death of queen elizabeth", "elizabeth ii died"], year: 2022 },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "[\\s-]+");
const names = (table: Dated[]) => table.flatMap(({ names: all, year }) => all.map((name) => [name, year] as const));
type Reading = { pattern: RegExp; years: Map<string, number> };
const reading = (table: Dated[], around: (alternatives: string) => string): Reading => {
  const entries = names(table).sort(([a], [b]) => b.length - a.length);
  return {
    pattern: new RegExp(around(`(${entries.map(([name]) => escape(name)).join("|")})`), "gu"),
    years: new Map(entries.map(([name, year]) => [name.replace(/\s+/g, " "), year])),
  };
};

let readings: Reading[] | undefined;
// Built on first use: most prompts name no event.
const allReadings = () =>
  (readings ??= [
    reading(WINTER_OLYMPICS, (host) => `(?<!\\p{L})(?:the\\s+)?${host}\\s+winter\\s+(?:olympics|olympic\\s+games|games)(?!\\p{L})`),
    reading(SUMMER_OLYMPICS, (host) => `(?<!\\p{L})(?:the\\s+)?${host}(?:\\s+summer)?\\s+(?:olympics|olympic\\s+games)(?!\\p{L})`),
    reading(WORLD_CUPS, (host) => `(?<!\\p{L})(?:the\\s+)?${host}\\s+(?:fifa\\s+)?world\\s+cup(?!\\p{L})`),
    reading(EVENTS, (event) => `(?<!\\p{L})(?:the\\s+year\\s+|when\\s+|as\\s+|after\\s+|before\\s+)?(?:the\\s+)?${event}(?!\\p{L})`),
  ]);

const MAY_NAME_AN_EVENT =
  /olympi|world\s+cup|9\/11|twin|iphone|ipad|obama|jackson|haiti|fukushima|tsunami|tohoku|laden|minecraft|gangnam|prince|frozen|pope|brexit|trump|pokemon|fortnite|notre|biden|pandemic|covid|lockdown|queen|elizabeth/u;

/** The age form with dated events written as their year ("born in the year of 2012"). */
export function eventsAsYears(text: string): string {
  if (!MAY_NAME_AN_EVENT.test(text)) return text;
  return allReadings().reduce(
    (form, { pattern, years }) =>
      form.replace(pattern, (said, name: string) => {
        const year = years.get(name.replace(/[\s-]+/g, " "));
        if (year === undefined) return said;
        // "born the year Obama was elected" keeps "the year": the birth readers read "born the year 2008".
        const lead = /^(?:the\s+year\s+|when\s+|as\s+|after\s+|before\s+)/u.exec(said)?.[0] ?? "";
        // The year after: the readers count whole years from a year, and whether this
        // year's birthday has come is unknown, so the age read is the youngest the event
        // allows ("born when Obama was elected", November 2008, is 17 for most of 2026).
        return `${lead}${year + 1}`;
      }),
    text,
  );
}
