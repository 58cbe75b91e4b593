import { describe, expect, it } from "vitest";
import { readHunspell } from "./hunspell-words";

// A small dictionary in hunspell's format, written for these tests.
const AFF = `SET UTF-8
FORBIDDENWORD F
NEEDAFFIX N
COMPOUNDBEGIN B
COMPOUNDEND E

SFX S Y 2
SFX S 0 s [^s]
SFX S 0 es s

SFX D Y 1
SFX D ar ado ar

PFX U Y 1
PFX U 0 un .
`;

const DIC = `7
gato/S
bus/S
cantar/D
lucky/U
Dach/B
boden/E
mistake/F
`;

describe("readHunspell", () => {
  const isWord = readHunspell(AFF, DIC);

  it("reads entries in any case", () => {
    expect(isWord("gato")).toBe(true);
    expect(isWord("dach")).toBe(true);
    expect(isWord("GATO")).toBe(true);
  });

  it("reads an entry with a suffix or prefix its flags allow, under the suffix's condition and strip", () => {
    expect(isWord("gatos")).toBe(true);
    expect(isWord("buses")).toBe(true);
    expect(isWord("buss")).toBe(false);
    expect(isWord("cantado")).toBe(true);
    expect(isWord("unlucky")).toBe(true);
    expect(isWord("ungato")).toBe(false);
    expect(isWord("luckys")).toBe(false);
  });

  it("reads compounds of a first and a last part", () => {
    expect(isWord("dachboden")).toBe(true);
    expect(isWord("bodendach")).toBe(false);
  });

  it("does not read forbidden words, unknown words or parts of entries", () => {
    expect(isWord("mistake")).toBe(false);
    expect(isWord("msichana")).toBe(false);
    expect(isWord("gat")).toBe(false);
    expect(isWord("")).toBe(false);
  });

  it("reads long and numeric flags", () => {
    const long = readHunspell("FLAG long\nSFX Aa Y 1\nSFX Aa 0 s .\n", "1\nperro/Aa\n");
    expect(long("perros")).toBe(true);
    const numeric = readHunspell("FLAG num\nSFX 12 Y 1\nSFX 12 0 en .\n", "2\nhus/3,12\nbil/3\n");
    expect(numeric("husen")).toBe(true);
    expect(numeric("bilen")).toBe(false);
  });
});
