import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import type { Lexicon } from "./lexicon";
import { pt } from "./pt";
import { ru } from "./ru";
import { zh } from "./zh";

/** Every language's words are matched in every prompt: people mix languages. */
export const LEXICONS: readonly Lexicon[] = [en, es, pt, fr, de, it, ru, ja, zh, ko];
