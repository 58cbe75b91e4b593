// Reads whether a word is in a hunspell dictionary (.aff + .dic) without
// building one string per entry: nspell takes seconds and hundreds of MB to
// load a large dictionary, a Map of its entries still 30–190 MB (ADR 051). The
// .dic text is kept whole and indexed by a hash table of line offsets; a word
// is read as an entry, or as an entry plus one suffix or one prefix of the
// .aff whose flag the entry carries (no twofold affixes, no compounds).

/** `more`: the flags the affix carries on to the word it makes (compound flags among them). */
type Affix = { flag: string; strip: string; condition: RegExp | null; more: string[] };
type FlagMode = "char" | "long" | "num";

const FLAG_MODES: Record<string, FlagMode> = { long: "long", num: "num" };

/** One UTF-16 unit's lower case; "İ" is "i" so that lower-casing never changes a length. Built when a first dictionary is read. */
let LOWER = new Uint16Array(0);
function buildLowerCase() {
  if (LOWER.length) return;
  LOWER = new Uint16Array(0x10000);
  for (let code = 0; code < LOWER.length; code++) {
    const lower = String.fromCharCode(code).toLowerCase();
    LOWER[code] = lower.length === 1 ? lower.charCodeAt(0) : code === 0x130 ? 0x69 : code;
  }
}

function lowerCase(word: string) {
  let lower = "";
  for (let i = 0; i < word.length; i++) lower += String.fromCharCode(LOWER[word.charCodeAt(i)]);
  return lower;
}

function splitFlags(flags: string, mode: FlagMode): string[] {
  if (!flags) return [];
  if (mode === "long") return flags.match(/[\s\S]{1,2}/gu) ?? [];
  if (mode === "num") return flags.split(",");
  return [...flags];
}

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return null;
  }
}

function parseAffixes(aff: string) {
  let mode: FlagMode = "char";
  const bare = new Set<string>(); // FORBIDDENWORD, NEEDAFFIX, ONLYINCOMPOUND: not words on their own
  const compound = { first: new Set<string>(), last: new Set<string>(), min: 3 };
  const suffixes = new Map<string, Affix[]>();
  const prefixes = new Map<string, Affix[]>();
  const opened = new Set<string>();
  // Thousands of affixes share a few hundred conditions: one RegExp each.
  const conditions = new Map<string, RegExp | null>();
  let longest = 0;
  for (const line of aff.split(/\r?\n/u)) {
    const fields = line.trim().split(/\s+/u);
    const [kind, flag, strip, added, condition] = fields;
    if (kind === "FLAG") mode = FLAG_MODES[flag] ?? "char";
    if ((kind === "FORBIDDENWORD" || kind === "NEEDAFFIX" || kind === "ONLYINCOMPOUND") && flag) bare.add(flag);
    if ((kind === "COMPOUNDFLAG" || kind === "COMPOUNDBEGIN" || kind === "COMPOUNDFIRST") && flag) compound.first.add(flag);
    if ((kind === "COMPOUNDFLAG" || kind === "COMPOUNDEND" || kind === "COMPOUNDLAST") && flag) compound.last.add(flag);
    // Parts shorter than three letters are left out even where the language allows them:
    // an unknown word splits too easily into them.
    if (kind === "COMPOUNDMIN" && Number(flag) > 3) compound.min = Number(flag);
    if ((kind !== "SFX" && kind !== "PFX") || fields.length < 4) continue;
    // The first line of a class is its header ("SFX A Y 14").
    if (!opened.has(kind + flag)) {
      opened.add(kind + flag);
      continue;
    }
    const add = added.split("/")[0] === "0" ? "" : lowerCase(added.split("/")[0]);
    const pattern = !condition || condition === "." ? null : kind === "SFX" ? `${condition}$` : `^${condition}`;
    if (pattern !== null && !conditions.has(pattern)) conditions.set(pattern, compile(pattern));
    const test = pattern === null ? null : (conditions.get(pattern) ?? null);
    const table = kind === "SFX" ? suffixes : prefixes;
    const list = table.get(add) ?? [];
    list.push({ flag, strip: strip === "0" ? "" : lowerCase(strip), condition: test, more: splitFlags(added.split("/")[1] ?? "", mode) });
    table.set(add, list);
    longest = Math.max(longest, add.length);
  }
  return { mode, bare, compound, suffixes, prefixes, longest };
}

const SLASH = 0x2f;
const isEntryEnd = (code: number) => code === SLASH || code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || Number.isNaN(code);

/** FNV-1a over the lower-cased units of text[start, end). */
function hashOf(text: string, start: number, end: number) {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ LOWER[text.charCodeAt(i)], 0x01000193);
  return hash >>> 0;
}

/** Offsets of the .dic lines by their entry's hash (open addressing; 0 is an empty slot, so offsets are stored + 1). */
function indexEntries(dic: string) {
  let lineCount = 1;
  for (let at = dic.indexOf("\n"); at >= 0; at = dic.indexOf("\n", at + 1)) lineCount++;
  const size = 2 ** Math.ceil(Math.log2(Math.max(16, lineCount * 2)));
  const slots = new Int32Array(size);
  // The first line is the entry count.
  let start = dic.indexOf("\n") + 1;
  while (start > 0 && start < dic.length) {
    let end = start;
    while (!isEntryEnd(dic.charCodeAt(end))) end++;
    // Lines starting with white space are comments.
    if (end > start) {
      let slot = hashOf(dic, start, end) & (size - 1);
      while (slots[slot] !== 0) slot = (slot + 1) & (size - 1);
      slots[slot] = start + 1;
    }
    start = dic.indexOf("\n", end) + 1;
  }
  return slots;
}

export type HunspellWords = (word: string) => boolean;

/** A reader of one language's dictionary: whether a lower-cased word is one of its words. */
export function readHunspell(aff: string, dic: string): HunspellWords {
  buildLowerCase();
  const { mode, bare, compound, suffixes, prefixes, longest } = parseAffixes(aff);
  const slots = indexEntries(dic);
  const mask = slots.length - 1;

  /** The flags of every entry spelled `stem` (any case), or null. */
  function flagsOf(stem: string): string[][] | null {
    let found: string[][] | null = null;
    let slot = hashOf(stem, 0, stem.length) & mask;
    for (; slots[slot] !== 0; slot = (slot + 1) & mask) {
      const at = slots[slot] - 1;
      if (!isEntryEnd(dic.charCodeAt(at + stem.length))) continue;
      let same = true;
      for (let i = 0; same && i < stem.length; i++) same = LOWER[dic.charCodeAt(at + i)] === stem.charCodeAt(i);
      if (!same) continue;
      let flags = "";
      if (dic.charCodeAt(at + stem.length) === SLASH) {
        let end = at + stem.length + 1;
        while (!isEntryEnd(dic.charCodeAt(end)) || dic.charCodeAt(end) === SLASH) end++;
        flags = dic.slice(at + stem.length + 1, end);
      }
      (found ??= []).push(splitFlags(flags, mode));
    }
    return found;
  }

  type Flags = (flags: string[]) => boolean;
  /** Whether the word is an entry, or an entry with one affix, whose flags pass `test`. */
  function isForm(word: string, test: Flags): boolean {
    if (flagsOf(word)?.some(test)) return true;
    const carries = (stem: string, affix: Affix) =>
      (!affix.condition || affix.condition.test(stem)) &&
      (flagsOf(stem)?.some((flags) => flags.includes(affix.flag) && test([...flags.filter((flag) => !bare.has(flag)), ...affix.more])) ?? false);
    for (let length = 0; length <= Math.min(longest, word.length - 1); length++) {
      const root = word.slice(0, word.length - length);
      if (suffixes.get(word.slice(word.length - length))?.some((affix) => carries(root + affix.strip, affix))) return true;
      const rest = word.slice(length);
      if (prefixes.get(word.slice(0, length))?.some((affix) => carries(affix.strip + rest, affix))) return true;
    }
    return false;
  }

  const whole: Flags = (flags) => !flags.some((flag) => bare.has(flag));
  const first: Flags = (flags) => flags.some((flag) => compound.first.has(flag));
  const last: Flags = (flags) => flags.some((flag) => compound.last.has(flag));

  return (input: string) => {
    const word = lowerCase(input);
    if (!word) return false;
    if (isForm(word, whole)) return true;
    // Compounds of two parts ("Dach" + "boden"), in the languages that make them.
    if (!compound.first.size) return false;
    for (let cut = compound.min; cut <= word.length - compound.min; cut++) {
      if (isForm(word.slice(0, cut), first) && isForm(word.slice(cut), last)) return true;
    }
    return false;
  };
}
