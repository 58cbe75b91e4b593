import { describe, expect, it } from "vitest";
import { ALPHABETS, COVERED_LANGUAGE_NAMES, COVERED_LANGUAGES, isCoveredLetter } from "./language-coverage";
import { findUncoveredLanguage } from "./languages-in-text";
import { LEXICONS } from "./lexicon/languages";
import { checkPrompt } from "./prompt-policy";

// The closed-world language gate (ADR 024): adult requests must be readable by
// the text rules in every part; safe-for-work requests are never refused for
// their language.

const verdictOf = (prompt: string, options: { negativePrompt?: string; nsfw?: boolean; adultSource?: boolean } = {}) =>
  checkPrompt({ prompt, negativePrompt: options.negativePrompt ?? null, nsfw: options.nsfw ?? true, adultSource: options.adultSource });
const outcome = (...args: Parameters<typeof verdictOf>) => {
  const verdict = verdictOf(...args);
  return verdict.allowed ? "allowed" : verdict.category;
};

// Adult prompts as people write them, in covered languages (English first: tag lists, names, camera words).
const COVERED_ADULT = [
  "nude, woman, 30 years old, bedroom, soft light, photorealistic, 8k",
  "masterpiece, best quality, 4k, bokeh, topless model on a sofa",
  "boudoir photography of a 35 year old woman, black lace, window light",
  "Emma Stone lookalike, nude, Paris apartment, film grain",
  "erotic portrait by Helmut Newton, black and white, 85mm, f/1.8",
  "busty milf in lingerie, canon eos r5, studio lighting",
  "1girl, solo, nude, large breasts, looking at viewer, smile",
  "two adults making love by candle light, cinematic",
  "nude woman 👙🔥",
  // English with rare words and loanwords detectors misread on their own.
  "naked samurai, katana, bushido, shinto shrine",
  "nude on a futon, tatami, shoji screens",
  "cyberpunk netrunner, nude, neon kanji, rain",
  "futanari, ahegao, bukkake",
  "sensual odalisque, orientalist painting, ingres",
  "nude geisha, obi, sakura petals",
  "mujer desnuda en la playa al atardecer, luz suave",
  "femme nue allongée sur le lit, lumière douce",
  "nackte Frau liegt auf dem Bett, weiches Licht",
  "donna nuda sdraiata sul letto, fotografia",
  "mulher nua deitada na cama, luz natural",
  "naakte vrouw op het strand bij zonsondergang",
  "naga kobieta leży na łóżku w sypialni",
  "yatakta uzanan çıplak kadın, yumuşak ışık",
  "wanita telanjang berbaring di tempat tidur",
  "голая женщина лежит на кровати",
  "ベッドに横たわる裸の女性",
  "躺在床上的裸体女人",
  "침대에 누워 있는 알몸의 여자",
  "امرأة عارية مستلقية على السرير",
  "बिस्तर पर लेटी नग्न महिला",
  "ผู้หญิงเปลือยนอนบนเตียง",
  "người phụ nữ khỏa thân nằm trên giường",
];

// Adult prompts with a part in a language the lexicons do not cover.
const UNCOVERED_ADULT = [
  "msichana uchi ufukweni jioni",
  "nude photo of msichana uchi",
  "beautiful woman, soft light\nmeitene kaila 14",
  "sexy pose, bata babae 13",
  "hubad na babae nakahiga sa kama",
  "kaila sieviete guļ gultā",
  "nuoga moteris guli lovoje",
  "nakin kona liggur í rúminu",
  "çarpayıda uzanan çılpaq qadın",
  "жалаңаш қыз 14",
  "შიშველი გოგო 14",
  "մերկ աղջիկ 14",
  "নগ্ন মেয়ে ১৪",
  "நிர்வாண பெண் 14",
  "እርቃን ልጃገረድ 14",
  "ننگی لڑکی 14",
  "ọmọbìnrin ìhòòhò ní etí òkun, ṣe",
  "yarinya tsirara a bakin teku",
  "gabar qaawan oo sariirta ku jiifta",
  "menyw noeth yn gorwedd ar y gwely",
  "alasti naine lamab voodil",
  "emakume biluzia ohean etzanda",
];

describe("the language gate", () => {
  it("covers exactly the lexicons' languages, each with its alphabet", () => {
    expect(COVERED_LANGUAGES).toEqual([...new Set(LEXICONS.map((lexicon) => lexicon.language))]);
    for (const code of COVERED_LANGUAGES) expect(ALPHABETS[code], code).toBeDefined();
  });

  it("writes every lexicon word in letters of a covered language (the gate never trips on the rules' own words)", () => {
    for (const lexicon of LEXICONS) {
      const entries = [
        lexicon.minor,
        lexicon.school,
        lexicon.abuse,
        lexicon.abuseInContext ?? [],
        lexicon.sexualExplicit,
        lexicon.sexualSuggestive,
        lexicon.adulthood,
        lexicon.adulthoodWeak,
        lexicon.youthCues,
        lexicon.clothing,
        lexicon.harmless,
      ].flat();
      for (const entry of entries) {
        const letters = [...entry.normalize("NFKC").toLowerCase()].filter(
          (ch) => /\p{L}|\p{M}/u.test(ch) && (/\p{M}/u.test(ch) || !/[\p{sc=Common}\p{sc=Inherited}]/u.test(ch)),
        );
        expect(
          letters.filter((ch) => !isCoveredLetter(ch)),
          `${lexicon.language}: ${entry}`,
        ).toEqual([]);
      }
    }
  });

  it("names the accepted languages in English in the refusal message", () => {
    expect(COVERED_LANGUAGE_NAMES).toMatch(/^English, Spanish, Portuguese, French, German, /);
    expect(COVERED_LANGUAGE_NAMES).toContain("Japanese");
  });

  it.each(COVERED_ADULT)("allows the adult prompt %j", (prompt) => {
    expect(outcome(prompt)).toBe("allowed");
  });

  it.each(UNCOVERED_ADULT)("refuses the adult prompt %j", (prompt) => {
    const verdict = verdictOf(prompt);
    // A small number nothing explains is an age in an adult request (ADR 010), and
    // the minors rule answers before the gate: the gate must still read the text.
    if (!verdict.allowed && verdict.category === "sexual-minors") {
      expect(verdict.findings.some((finding) => finding.kind === "age")).toBe(true);
      expect(findUncoveredLanguage(prompt)).not.toBeNull();
      return;
    }
    expect(verdict.allowed ? "allowed" : verdict.category).toBe("uncovered-language");
    if (!verdict.allowed) {
      expect(verdict.minorSignal).toBe(false);
      expect(verdict.findings.some((finding) => finding.kind === "language")).toBe(true);
    }
  });

  it("judges the exclusions too", () => {
    const verdict = verdictOf("nude woman on a bed, soft light", { negativePrompt: "watu wazima, nguo" });
    expect(verdict.allowed ? "allowed" : [verdict.category, verdict.reason.includes("exclusions")]).toEqual(["uncovered-language", true]);
    expect(outcome("nude woman on a bed", { negativePrompt: "clothes, blurry, bad hands, watermark" })).toBe("allowed");
  });

  it("passes a mostly read clause of another covered language that the detectors name as neighbours", () => {
    // ELD names Polish, CLD3 Slovak: both covered, neither English.
    expect(outcome("naga kobieta leży na łóżku")).toBe("allowed");
    expect(outcome("nude woman on a bed", { negativePrompt: "dzieci, nastolatki" })).toBe("allowed");
    expect(verdictOf("nude woman, mwanamke uchi kitandani").allowed).toBe(false);
  });

  it("never refuses a safe-for-work request for its language", () => {
    for (const prompt of ["mwanamke akitembea ufukweni jioni", "ilus maastik mägedes", "ლამაზი მთის პეიზაჟი", "գեղեցիկ լեռնային բնապատկեր"]) {
      expect(outcome(prompt, { nsfw: false }), prompt).toBe("allowed");
    }
  });

  it("treats an edit of an NSFW picture as an adult request", () => {
    expect(outcome("ongeza mwanga laini", { nsfw: false })).toBe("allowed");
    expect(outcome("ongeza mwanga laini, msichana uchi", { nsfw: false, adultSource: true })).toBe("uncovered-language");
    // For the minors rule too: the picture is the sexual signal.
    expect(outcome("make her a 12 year old girl", { nsfw: false })).toBe("allowed");
    const verdict = verdictOf("make her a 12 year old girl", { nsfw: false, adultSource: true });
    expect(verdict.allowed ? "allowed" : [verdict.category, verdict.reason]).toEqual([
      "sexual-minors",
      expect.stringContaining("an edit of an NSFW picture"),
    ]);
  });

  it("refuses sexual words with NSFW off when another part is in an uncovered language", () => {
    expect(outcome("nude, msichana uchi ufukweni", { nsfw: false })).toBe("uncovered-language");
    // Suggestive words are sexual signals too.
    expect(outcome("bikini, msichana uchi ufukweni", { nsfw: false })).toBe("uncovered-language");
    expect(outcome("woman in a bikini on the beach", { nsfw: false })).toBe("allowed");
  });

  it("keeps a covered-language minors refusal as sexual-minors", () => {
    expect(outcome("nude child, msichana uchi")).toBe("sexual-minors");
    // Malay and Serbian are covered: their minor words are read, not only gated.
    expect(outcome("nude, budak")).toBe("sexual-minors");
    expect(outcome("гола девојка 14")).toBe("sexual-minors");
    expect(outcome("nsfw, gola djevojka na plaži u zalazak sunca")).toBe("sexual-minors");
    expect(outcome("гола девојка на плажи")).toBe("sexual-minors");
  });

  it("does not let an unread word standing in a short part of an adult request through", () => {
    for (const prompt of ["nude, mtoto", "nude woman, msichana", "tüdruk alasti", "nude, bata", "Msichana, nude"]) {
      expect(outcome(prompt), prompt).toBe("uncovered-language");
    }
    expect(findUncoveredLanguage("nude woman, msichana")).toMatchObject({ evidence: '"msichana" in the short part "msichana"' });
    // ... but names, rare English words, and words of a covered prompt's own language pass.
    for (const prompt of [
      "nude woman, Paris apartment, bokeh",
      "naked samurai, katana, bushido",
      "donna nuda, camera da letto",
      "nahá žena, 30 let, ložnice",
    ]) {
      expect(outcome(prompt), prompt).toBe("allowed");
    }
  });

  it("does not let a lone unread word beside a child's age through", () => {
    expect(findUncoveredLanguage("nude photo, msichana, 14")).toMatchObject({ evidence: '"msichana" beside the age 14' });
    expect(outcome("nude photo, msichana, 14")).not.toBe("allowed");
    expect(outcome("naked, tüdruk, 14 years")).not.toBe("allowed");
    // ... but a covered clause, a name or an adult age beside a number is fine.
    for (const prompt of ["2 nackte Frauen im Bett", "3 femmes nues sur la plage", "nude, 3 women, Rubens style", "Anna, 28, nude, Berlin loft"]) {
      expect(outcome(prompt), prompt).toBe("allowed");
    }
  });

  it("reads letters spelled out with dots, spaces, hyphens or emoji as the words they spell", () => {
    for (const prompt of ["nude, m.s.i.c.h.a.n.a u.c.h.i", "nude, m s i c h a n a  u c h i", "nude m🔥s🔥i🔥c🔥h🔥a🔥n🔥a u-c-h-i"]) {
      expect(findUncoveredLanguage(prompt), prompt).toMatchObject({ evidence: expect.stringContaining("msichana uchi") });
    }
    expect(outcome("n u d e woman on a bed, A B C blocks")).toBe("allowed");
  });

  it("treats numbers, punctuation and emoji as neutral", () => {
    for (const prompt of ["🔥🔥🔥", "18+, 8k, 4:3", "!!! ??? ...", "👙 nude"]) expect(outcome(prompt), prompt).toBe("allowed");
    expect(findUncoveredLanguage("")).toBeNull();
  });

  it("reads keycap and circled digits as digits, not as a script: the age they write decides", () => {
    const keycaps = (digits: string) => [...digits].map((digit) => `${digit}\uFE0F\u20E3`).join("");
    for (const prompt of [`nude woman, ${keycaps("25")} years old`, "nude woman aged 2\u20E35\u20E3", `topless, age ${keycaps("31")}`]) {
      expect(findUncoveredLanguage(prompt), prompt).toBeNull();
      expect(outcome(prompt), prompt).toBe("allowed");
    }
    for (const prompt of [`nude girl, ${keycaps("14")} years old`, "topless, aged 1\u20DD5\u20DD"])
      expect(outcome(prompt), prompt).toBe("sexual-minors");
  });

  it("reads add-on syntax and generation settings as no language, and a weight as no age", () => {
    for (const prompt of [
      "nude woman <lora:abc:0.8>",
      "nude woman <lora:detail_tweaker:1.2> <lyco:xyz:0.7>",
      "nude woman, steps 30, cfg 7.5",
      "nude woman, sampler euler, seed 12345",
    ]) {
      expect(outcome(prompt), prompt).toBe("allowed");
    }
    // The add-on's name is still read by the minors rules, and an unread word beside a real age still counts.
    expect(outcome("nude <lora:little_girl:0.8>")).toBe("sexual-minors");
    expect(outcome("nude photo, msichana, 14, cfg 7.5")).not.toBe("allowed");
  });

  it("reads a script no covered language uses as uncovered from a single letter", () => {
    expect(findUncoveredLanguage("nude woman, ᏣᎳᎩ")).toMatchObject({ language: "Cherokee script" });
    expect(findUncoveredLanguage("nude woman, gola deklica ð")).toMatchObject({ evidence: expect.stringContaining('"ð"') });
  });
});

describe("loanwords in English adult prompts", () => {
  it.each([
    "nude woman, shibari ropes",
    "topless woman with an afro in hawaii",
    "nude woman, kintsugi",
    "nude woman in a sarong, batik pattern",
    "naked woman at a tiki bar, luau",
  ])("allows %j with NSFW on", (prompt) => {
    expect(outcome(prompt)).toBe("allowed");
  });

  it.each(["nude woman, msichana", "nude, pretty msichana", "nude woman, shibari, msichana", "afro girl, msichana uchi"])(
    "still refuses the uncovered word in %j",
    (prompt) => {
      expect(outcome(prompt)).not.toBe("allowed");
    },
  );
});

describe("Latin look-alike letters at the language gate", () => {
  it.each([
    ["small capitals", "ɴᴀᴋᴇᴅ ᴡᴏᴍᴀɴ in the shower"],
    ["small capitals mixed in", "nude ᴡoman on a ʙeach"],
  ])("reads an adult request in %s as English", (_, prompt) => {
    expect(findUncoveredLanguage(prompt)).toBeNull();
    expect(checkPrompt({ prompt, nsfw: true }).allowed).toBe(true);
  });

  it("still refuses an uncovered language written in small capitals", () => {
    expect(checkPrompt({ prompt: "ᴍꜱɪᴄʜᴀɴᴀ ᴜᴄʜɪ ᴋɪᴛᴀɴᴅᴀɴɪ", nsfw: true }).allowed).toBe(false);
  });
});
