import { describe, expect, it } from "vitest";
import { hindiKey, hindiWordOf, romanisations, romanisedHindiReading } from "./romanised-hindi";

describe("Hindi in Latin letters", () => {
  it("spells Devanagari by sound, dropping the inherent vowels Hindi drops", () => {
    expect(romanisations("लड़की")).toEqual(["ladkee", "larkee"]);
    expect(romanisations("बहन")).toEqual(["bahan"]);
    expect(romanisations("नंगी")).toEqual(["nangee"]);
  });

  it("keys the usual spellings of one word alike", () => {
    expect(hindiKey("bachchi")).toBe(hindiKey("bacchi"));
    expect(hindiKey("bachhi")).toBe(hindiKey("bachi"));
    expect(hindiKey("behen")).toBe(hindiKey("bahan"));
    expect(hindiKey("naabaalig")).toBe(hindiKey("nabalig"));
  });

  it("reads romanised words of the Hindi lexicon as the lexicon's Devanagari", () => {
    expect(hindiWordOf("kishori")).toBe("किशोरी");
    expect(hindiWordOf("larkee")).toBe("लड़की");
    expect(romanisedHindiReading("chhoti behen nude")).toBe("छोटी बहन nude");
  });

  it("leaves English words alone", () => {
    expect(romanisedHindiReading("nude woman in a garden")).toBeNull();
    expect(hindiWordOf("larch")).toBeNull();
    // Rarer English words too: "pouty" sounds like पोती (granddaughter).
    expect(hindiWordOf("pouty")).toBeNull();
    expect(romanisedHindiReading("an adult woman, pouty lips")).toBeNull();
  });
});
