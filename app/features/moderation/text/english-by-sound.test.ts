import { describe, expect, it } from "vitest";
import { englishBySoundReading, englishWordBySound, soundKey } from "./english-by-sound";

describe("English written by sound in Cyrillic or Greek letters", () => {
  it("keys spellings by sound", () => {
    expect(soundKey("school")).toBe(soundKey("skul"));
    expect(soundKey("nude")).toBe(soundKey("nyud"));
    expect(soundKey("sexy")).toBe(soundKey("seksi"));
    expect(soundKey("young")).toBe(soundKey("yang"));
  });

  it("reads Cyrillic and Greek spellings of the English lexicon's words", () => {
    expect(englishWordBySound("кид")).toBe("kid");
    expect(englishWordBySound("нейкед")).not.toBeNull();
    expect(englishWordBySound("литл")).toBe("little");
    expect(englishWordBySound("κιντ")).toBe("kid");
    expect(englishBySoundReading("nude woman with her литл систер")).toBe("nude woman with her little sister");
  });

  it("leaves the words of Russian, Bulgarian, Ukrainian and Greek as they are", () => {
    for (const word of ["над", "кот", "сын", "тина", "гирлянда", "скулы", "γυμνή", "γυναίκα"]) expect(englishWordBySound(word)).toBeNull();
    expect(englishBySoundReading("голая женщина с гирляндой")).toBeNull();
  });
});
