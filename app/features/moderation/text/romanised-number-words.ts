// Russian and Ukrainian number words typed in Latin letters ("trinadtsat",
// "chetyrnadtsat", "trynadtsiat"), as a prompt in English or in romanised Russian
// writes them beside an age ("nude girl age trinadtsat"). They are the Cyrillic
// words n2words writes, spelt by each letter's common Latin spellings (ц as "ts"
// or "c", я as "ya" or "ia" …; the soft sign dropped). Few spellings a letter: each
// one adds words to the number trie every age reading runs. From 10 on only: the units alone are words of
// other languages ("odin", "tri", "sem").

type Spellings = Record<string, string[]>;

const SHARED: Spellings = {
  а: ["a"],
  б: ["b"],
  в: ["v"],
  г: ["g"],
  д: ["d"],
  е: ["e"],
  ё: ["e"],
  ж: ["zh"],
  з: ["z"],
  й: ["y", "i"],
  к: ["k"],
  л: ["l"],
  м: ["m"],
  н: ["n"],
  о: ["o"],
  п: ["p"],
  р: ["r"],
  с: ["s"],
  т: ["t"],
  у: ["u"],
  ф: ["f"],
  х: ["kh", "h"],
  ц: ["ts", "c"],
  ч: ["ch"],
  ш: ["sh"],
  щ: ["shch"],
  ь: [""],
  ъ: [""],
  ю: ["yu"],
  я: ["ya", "ia"],
  "'": [""],
  " ": [" "],
};
const BY_LANGUAGE: Record<string, Spellings> = {
  ru: { ...SHARED, и: ["i"], ы: ["y", "i"], э: ["e"] },
  uk: { ...SHARED, и: ["y", "i"], і: ["i"], ї: ["yi", "i"], є: ["ye", "ie"], г: ["h", "g"], ґ: ["g"] },
};

// A word with several letters of two spellings has many; keep the commonest few.
const MAX_SPELLINGS = 16;

/** The Latin spellings of a Cyrillic word, by the language's table (none for a letter it lacks). */
function latinSpellings(word: string, table: Spellings): string[] {
  let spellings = [""];
  for (const letter of word) {
    const options = table[letter];
    if (!options) return [];
    spellings = spellings.flatMap((start) => options.map((option) => start + option)).slice(0, MAX_SPELLINGS);
  }
  return spellings;
}

export const MIN_ROMANISED_NUMBER = 10;

/** The Latin spellings of a language's cardinals from 10 to 99, with their value (none for a language without a table). */
export function romanisedCardinals(language: string, cardinals: ReadonlyMap<string, number>): Array<[string, number]> {
  const table = BY_LANGUAGE[language];
  if (!table) return [];
  return [...cardinals]
    .filter(([, value]) => value >= MIN_ROMANISED_NUMBER)
    .flatMap(([word, value]) => latinSpellings(word, table).map((spelling): [string, number] => [spelling, value]));
}
